import RainBarModel

/// Why a provider's answer could not be used. Each case reads as one sentence;
/// text that came from outside (a server's reason, a library's message) is
/// made one clean, capped line (`Sanitized`) here, where every message is made.
public enum ForecastError: Error, Equatable, Sendable {
  case http(provider: String, status: Int, reason: String?)
  case html(provider: String, status: Int)
  case malformed(provider: String, why: Malformed = .syntax)
  case empty(provider: String)
  /// JSON of the right kind holding what no forecast holds (`Plausible`).
  case implausible(provider: String, problem: String)
  /// Warnings that no service sends (`Plausible`: too many).
  case implausibleWarnings(source: String, problem: String)
  /// Without a block or series its request asked for (`ForecastShape`).
  case incomplete(provider: String, missing: String)
  case network(HTTPFailure, host: String, timeout: Double)
  /// GeoClue gave no position (its sentence, or why it cannot be asked).
  case position(String)

  /// What the request asked for, which a sentence about a bad answer names:
  /// a forecast, warnings, or another answer, named by the service that sent
  /// it (`Open-Meteo geocoding`, `Bright Sky radar`, `Open-Meteo air
  /// quality`): never "a forecast" for what is none. A new kind of data is an
  /// `.answer`; nothing here changes for it.
  public enum Answer: Sendable {
    case forecast
    case warnings
    case answer

    package var isForecast: Bool { self == .forecast }
  }

  /// What is wrong with an answer that could not be read (`JSONAnswer.malformed`).
  public enum Malformed: Equatable, Sendable {
    /// Not JSON: invalid or cut short.
    case syntax
    /// JSON, but not of the shape asked for (a value of another type, one missing).
    case shape
    /// JSON but for numbers it does not allow (`NaN`, `Infinity`).
    case notANumber
  }

  public var message: String { message(about: .forecast) }

  /// The sentence, for an answer that should have been `answer`.
  public func message(about answer: Answer) -> String {
    switch self {
    case .http(let provider, let status, let reason):
      let what: String
      switch status {
      case 429: what = tr("%s is limiting requests (HTTP 429)", provider)
      case 500...599: what = tr("%s is failing (HTTP %s)", provider, String(status))
      default: what = tr("%s refused the request (HTTP %s)", provider, String(status))
      }
      let clean = reason.map { Sanitized.firstLine($0, limit: Self.reasonLimit) } ?? ""
      if !clean.isEmpty { return tr("%s: %s", what, clean) }
      return tr("%s.", what)
    case .html(let provider, let status):
      if answer == .warnings {
        return tr("%s sent a web page instead of warnings (HTTP %s).", provider, String(status))
      }
      if !answer.isForecast {
        return tr("%s sent a web page instead of an answer (HTTP %s).", provider, String(status))
      }
      return tr("%s sent a web page instead of a forecast (HTTP %s).", provider, String(status))
    case .malformed(let provider, .shape):
      return tr(
        "%s sent JSON of an unexpected shape (a value of another type, or one missing).", provider)
    case .malformed(let provider, .notANumber):
      return tr("%s sent numbers that JSON does not allow (NaN or Infinity).", provider)
    case .malformed(let provider, .syntax):
      if answer == .warnings {
        return tr("%s sent malformed warnings (invalid or truncated JSON).", provider)
      }
      if !answer.isForecast {
        return tr("%s sent a malformed answer (invalid or truncated JSON).", provider)
      }
      return tr("%s sent a malformed forecast (invalid or truncated JSON).", provider)
    case .empty(let provider):
      if !answer.isForecast { return tr("%s sent no data.", provider) }
      return tr("%s sent no forecast data.", provider)
    case .implausible(let provider, let problem):
      if !answer.isForecast { return tr("%s sent an implausible answer (%s).", provider, problem) }
      return tr("%s sent an implausible forecast (%s).", provider, problem)
    case .implausibleWarnings(let source, let problem):
      return tr("%s sent implausible warnings (%s).", source, problem)
    case .incomplete(let provider, let missing):
      if !answer.isForecast {
        return tr("%s sent an incomplete answer (no %s).", provider, missing)
      }
      return tr("%s sent an incomplete forecast (no %s).", provider, missing)
    case .position(let reason):
      return reason
    case .network(let failure, let host, let timeout):
      switch failure {
      case .timedOut:
        return tr("No answer from %s within %s.", host, Seconds.text(timeout))
      // A redirect's target is the server's text: made one clean line.
      case .cannotConnect(_, let failed):
        return tr(
          "Cannot connect to %s (offline, or the service is down).",
          failed.map { Sanitized.line($0, limit: Self.reasonLimit) } ?? host)
      case .cannotResolve(_, let failed):
        return tr(
          "Cannot resolve %s (offline, or no DNS).",
          failed.map { Sanitized.line($0, limit: Self.reasonLimit) } ?? host)
      case .cutOff:
        return tr("The answer from %s was cut off before it was complete.", host)
      case .responseTooLarge:
        if answer == .warnings {
          return tr("The answer from %s is too large to be its warnings.", host)
        }
        if !answer.isForecast { return tr("The answer from %s is too large.", host) }
        return tr("The answer from %s is too large to be a forecast.", host)
      case .headersTooLarge:
        return tr("The request to %s failed: the answer's headers are too large.", host)
      case .libraryMissing(let detail):
        return tr("Cannot ask %s: %s.", host, detail)
      case .other(let detail):
        return tr(
          "The request to %s failed: %s", host, Sanitized.firstLine(detail, limit: Self.reasonLimit)
        )
      }
    }
  }

  /// Characters of a server's reason or a library's message that are shown.
  package static let reasonLimit = 160

  /// True when the service answered with no forecast to use: failing (5xx),
  /// limiting (429), a web page, a broken or implausible answer. A refused
  /// request (401, 403, 400: a key or a setting) and a missing library are
  /// the user's to fix, and no answer at all is `isOffline`.
  public var isServiceFault: Bool {
    switch self {
    case .http(_, let status, _): return status == 429 || status >= 500
    case .html, .malformed, .empty, .implausible, .implausibleWarnings, .incomplete: return true
    case .network(.responseTooLarge, _, _), .network(.headersTooLarge, _, _),
      .network(.cutOff, _, _):
      return true
    case .network, .position: return false
    }
  }

  /// True when no answer came at all (as opposed to a bad answer, or no way to ask).
  public var isOffline: Bool {
    switch self {
    case .network(.responseTooLarge, _, _), .network(.headersTooLarge, _, _),
      .network(.cutOff, _, _),
      .network(.libraryMissing, _, _):
      return false
    case .network: return true
    default: return false
    }
  }
}

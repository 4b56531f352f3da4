/// One weather service: how to ask it, and how to read its answer into the
/// neutral `Forecast`.
public protocol ForecastProvider: Sendable {
  /// Used in cache file names and the config (`open-meteo`).
  var id: String { get }
  /// Used in messages (`Open-Meteo`).
  var displayName: String { get }
  func request(for location: Location, timeout: Double) -> HTTPRequest
  func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast
  /// Values that must never appear in output (API keys).
  var secrets: [String] { get }
}

extension ForecastProvider {
  public var secrets: [String] { [] }
}

extension HTTPFailure {
  /// The same failure with every secret in its text replaced.
  func redacting(_ secrets: [String]) -> HTTPFailure {
    func clean(_ text: String) -> String {
      secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacing($1, with: "[key]") }
    }
    switch self {
    case .cannotConnect(let text): return .cannotConnect(clean(text))
    case .cannotResolve(let text): return .cannotResolve(clean(text))
    case .other(let text): return .other(clean(text))
    case .timedOut, .responseTooLarge, .cutOff: return self
    }
  }
}

/// Why a provider's answer could not be used. Each case reads as one sentence.
public enum ForecastError: Error, Equatable, Sendable {
  case http(provider: String, status: Int, reason: String?)
  case html(provider: String, status: Int)
  case malformed(provider: String)
  case empty(provider: String)
  case network(HTTPFailure, host: String, timeout: Double)

  public var message: String {
    switch self {
    case .http(let provider, let status, let reason):
      let what: String
      switch status {
      case 429: what = "\(provider) is limiting requests (HTTP 429)"
      case 500...599: what = "\(provider) is failing (HTTP \(status))"
      default: what = "\(provider) refused the request (HTTP \(status))"
      }
      if let reason, !reason.isEmpty { return "\(what): \(reason)" }
      return "\(what)."
    case .html(let provider, let status):
      return "\(provider) sent a web page instead of a forecast (HTTP \(status))."
    case .malformed(let provider):
      return "\(provider) sent a malformed forecast (invalid or truncated JSON)."
    case .empty(let provider):
      return "\(provider) sent no forecast data."
    case .network(let failure, let host, let timeout):
      switch failure {
      case .timedOut:
        return "No answer from \(host) within \(Seconds.text(timeout))."
      case .cannotConnect:
        return "Cannot connect to \(host) (offline, or the service is down)."
      case .cannotResolve:
        return "Cannot resolve \(host) (offline, or no DNS)."
      case .cutOff:
        return "The answer from \(host) was cut off before it was complete."
      case .responseTooLarge:
        return "The answer from \(host) is too large to be a forecast."
      case .other(let detail):
        return "The request to \(host) failed: \(Sanitized.line(detail, limit: 160))"
      }
    }
  }

  /// True when no answer came at all (as opposed to a bad answer).
  public var isOffline: Bool {
    if case .network(let failure, _, _) = self {
      return failure != .responseTooLarge && failure != .cutOff
    }
    return false
  }
}

public enum Seconds {
  public static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(Rounded.oneDecimal(seconds)) s"
  }
}

/// Text from the network made safe for one line of a terminal or a bar.
public enum Sanitized {
  public static func line(_ text: String, limit: Int) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if out.unicodeScalars.count >= limit {
        out += "…"
        break
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
        .surrogate:
        out += " "
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

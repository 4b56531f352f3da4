/// Why a provider's answer could not be used. Each case reads as one sentence;
/// text that came from outside (a server's reason, a library's message) is
/// made one clean, capped line (`Sanitized`) here, where every message is made.
public enum ForecastError: Error, Equatable, Sendable {
  case http(provider: String, status: Int, reason: String?)
  case html(provider: String, status: Int)
  case malformed(provider: String)
  case empty(provider: String)
  /// JSON of the right kind holding what no forecast holds (`Plausible`).
  case implausible(provider: String, problem: String)
  /// Without a block or series its request asked for (`ForecastShape`).
  case incomplete(provider: String, missing: String)
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
      let clean = reason.map { Sanitized.firstLine($0, limit: Self.reasonLimit) } ?? ""
      if !clean.isEmpty { return "\(what): \(clean)" }
      return "\(what)."
    case .html(let provider, let status):
      return "\(provider) sent a web page instead of a forecast (HTTP \(status))."
    case .malformed(let provider):
      return "\(provider) sent a malformed forecast (invalid or truncated JSON)."
    case .empty(let provider):
      return "\(provider) sent no forecast data."
    case .implausible(let provider, let problem):
      return "\(provider) sent an implausible forecast (\(problem))."
    case .incomplete(let provider, let missing):
      return "\(provider) sent an incomplete forecast (no \(missing))."
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
      case .libraryMissing(let detail):
        return "Cannot ask \(host): \(detail)."
      case .other(let detail):
        return
          "The request to \(host) failed: \(Sanitized.firstLine(detail, limit: Self.reasonLimit))"
      }
    }
  }

  /// Characters of a server's reason or a library's message that are shown.
  static let reasonLimit = 160

  /// True when no answer came at all (as opposed to a bad answer, or no way to ask).
  public var isOffline: Bool {
    switch self {
    case .network(.responseTooLarge, _, _), .network(.cutOff, _, _),
      .network(.libraryMissing, _, _):
      return false
    case .network: return true
    default: return false
    }
  }
}

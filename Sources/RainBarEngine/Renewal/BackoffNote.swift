import RainBarModel

/// Why a resource is not asked again before its `backoffUntil`, kept in its
/// cache entry so every process on the machine holds to it: the kind of
/// failure, the pause it was given (the next failure doubles it) and the
/// failure's sentence (shown while the pause lasts).
public struct BackoffNote: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// No answer at all: refused, unresolvable, timed out, TLS.
    case offline
    /// An answer that could not be used: 5xx, malformed, implausible, too large.
    case failing
    /// HTTP 429 without Retry-After.
    case limited
    /// HTTP 429 with Retry-After: it holds against `refresh` and clicks too.
    case retryAfter = "retry-after"
  }

  public var kind: Kind
  /// The pause this failure was given, in seconds.
  public var seconds: Double
  /// The failure's sentence, as it was told.
  public var reason: String

  public init(kind: Kind, seconds: Double, reason: String) {
    self.kind = kind
    self.seconds = seconds
    self.reason = reason
  }

  /// Whether a renewal that was asked for (`refresh`, a click, a wake) still waits.
  public var holdsAgainstOverride: Bool { kind == .retryAfter }

  /// The kind of back-off a failed renewal gets; nil for a failure that is no
  /// service's fault and is told at once every time (a refused request, 4xx;
  /// libcurl missing).
  public static func kind(of failure: ForecastError, status: Int?) -> Kind? {
    switch failure {
    case .network(.libraryMissing, _, _): return nil
    case .network(.responseTooLarge, _, _), .network(.cutOff, _, _): return .failing
    case .network, .position: return .offline
    default: break
    }
    guard let status else { return .failing }
    if status == 429 { return .limited }
    if (400..<500).contains(status) { return nil }
    return .failing
  }
}

/// Seconds since the Unix epoch. Injected so freshness and "now" are testable.
public protocol Clock: Sendable {
  func now() -> Double
}

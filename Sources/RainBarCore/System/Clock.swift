/// Seconds since the Unix epoch. Injected so freshness and "now" are testable.
public protocol Clock: Sendable {
  func now() -> Double
}

public struct FixedClock: Clock {
  public var time: Double
  public init(_ time: Double) { self.time = time }
  public func now() -> Double { time }
}

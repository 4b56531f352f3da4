import Foundation

/// Time passed on the monotonic clock, for deadlines and bounds: a step of the
/// wall clock (or the end-to-end tests' world clock shift) never moves it.
public struct Stopwatch: Sendable {
  private let start = ContinuousClock.now

  public init() {}

  public var seconds: Double {
    (ContinuousClock.now - start).seconds
  }
}

/// A moment `seconds` ahead on the monotonic clock.
public struct Deadline: Sendable {
  private let watch = Stopwatch()
  public let seconds: Double

  public init(seconds: Double) { self.seconds = seconds }

  public var pending: Bool { watch.seconds < seconds }
  public var passed: Bool { !pending }
}

extension Duration {
  public var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

import Foundation

/// Processor time the calling thread has used since the start: what a bound on
/// "this work is cheap" measures. Unlike wall time it does not grow while the
/// thread waits for a core on a busy machine (CI shares two cores with other
/// work), so the bound can stay tight and still never fail for that reason.
/// Only for work that runs on one thread from start to end.
public struct CPUStopwatch: Sendable {
  private let start = CPUStopwatch.threadTime()

  public init() {}

  public var elapsed: Duration { CPUStopwatch.threadTime() - start }

  private static func threadTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}

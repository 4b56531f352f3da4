import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

public struct SystemClock: Clock {
  public init() {}

  public func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}

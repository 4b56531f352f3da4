import RainBarModel

/// What a feature's service takes of a run: its way to the cache and the
/// services (`Load`), who asks (the User-Agent) and the run's timeout.
public struct RunContext: Sendable {
  public var load: Load
  public var userAgent: String
  public var timeout: Double

  public init(load: Load, userAgent: String, timeout: Double) {
    self.load = load
    self.userAgent = userAgent
    self.timeout = timeout
  }

  public var clock: any Clock { load.clock }

  /// What is left of the timeout for a run that started at `start`.
  public func left(since start: Double) -> Double { timeout - (clock.now() - start) }
}

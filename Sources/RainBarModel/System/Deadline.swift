/// When a run must be done: its `--timeout` from the moment it started. Every
/// call to a peer that may never answer (a D-Bus service, a lock another run
/// holds) waits at most what is left of it, so a hung peer costs a run its
/// deadline, not the peer's own (libnotify waits 25 s a method, a bus that
/// accepts and never answers for ever).
public struct Deadline: Sendable {
  /// Seconds since the epoch, on `clock`.
  public var end: Double
  package var clock: any Clock

  public init(seconds: Double, from clock: any Clock) {
    self.clock = clock
    end = clock.now() + seconds
  }

  /// Seconds left, at least `floor`: a call started just after the deadline
  /// (a slow download used the run's time) still gets a moment, which a
  /// local peer that works needs but a hung one cannot make use of.
  public func remaining(atLeast floor: Double = 0) -> Double {
    max(floor, end - clock.now())
  }

  /// What a D-Bus call gets: what is left of the run, at least half a second.
  public var forPeer: Double { remaining(atLeast: 0.5) }
}

/// What every slot of `WatchSlots` is, whatever it holds: when it is renewed
/// next, its renewal by the one-shot run's rules (for the background; its end
/// comes back as a `WatchRenewal`), and the schedule's wake and click.
protocol WatchSlot {
  func next(now: Double, _ place: WatchPlace) -> Double?
  mutating func renewalIfDue(now: Double, _ place: WatchPlace) -> (@Sendable () -> WatchEvent)?
  /// A resume or the network back: a renewal that failed is tried again now.
  mutating func wake(_ place: WatchPlace)
  /// A click asked for a refresh.
  mutating func click()
}

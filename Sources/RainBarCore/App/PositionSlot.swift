import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `location=here`: the position record the place follows, and when GeoClue
/// is asked again in the background (`WatchSchedule`): 10 minutes after it
/// last was (by this process or another run), at a back-off's end, after a
/// failure the schedule's pause.
struct PositionSlot: WatchSlot {
  /// The record kept, read at the start and when another run wrote it; a
  /// renewal's own is its value, not read again.
  private(set) var record: PositionRecord?
  /// No position was ever had nor asked for: nothing is shown until GeoClue answers.
  private(set) var unknown = false
  private var schedule = WatchSchedule(firstPause: CachePolicy.firstPause)

  /// Reads the record kept and schedules the next ask (not while one is in flight).
  mutating func read(_ place: WatchPlace) {
    guard place.options.followsPosition else {
      unknown = false
      return
    }
    guard !schedule.inFlight else { return }
    let places = CurrentPlace(app: place.app)
    record = places.read()
    unknown = record == nil
    schedule.due = places.nextAsk(record, now: place.app.dependencies.clock.now())
  }

  /// A file in the cache directory changed: whether it is the position,
  /// written by another run (this process's own write comes while its ask is
  /// in flight, and is its value).
  mutating func changed(_ name: String, _ place: WatchPlace) -> Bool {
    guard place.options.followsPosition, !schedule.inFlight,
      CurrentPlace(app: place.app).resource.key.matches(name)
    else { return false }
    read(place)
    return true
  }

  func next(now: Double, _ place: WatchPlace) -> Double? {
    guard place.options.followsPosition else { return nil }
    return schedule.next(longestPause: CurrentPlace.askEvery)
  }

  /// GeoClue asked in the background when due, by the one-shot run's rules.
  mutating func renewalIfDue(now: Double, _ place: WatchPlace) -> (@Sendable () -> WatchEvent)? {
    guard let due = next(now: now, place), due <= now else { return nil }
    let demand = schedule.begin(now: now)
    let places = CurrentPlace(app: place.app)
    let timeout = place.options.timeout
    return {
      let (record, problem) = places.renew(demand: demand, timeout: timeout)
      let renewed = problem == nil && record?.position != nil
      return .renewed(WatchRenewal(key: nil, value: .position(record, renewed: renewed)))
    }
  }

  /// The ask ended with `record` kept. When the record says next (a
  /// back-off's end, 10 minutes after the fix); when it could not be kept, 10
  /// minutes after a fix, and after a failure the schedule's own pause,
  /// doubling as the shared back-off does.
  mutating func ended(_ record: PositionRecord?, renewed: Bool, now: Double, _ place: WatchPlace) {
    schedule.ended(renewed: renewed, now: now)
    self.record = record
    unknown = false
    let next = CurrentPlace(app: place.app).nextAsk(record, now: now)
    schedule.due = max(next, renewed ? now + CurrentPlace.askEvery : -.infinity)
  }

  /// It may have moved while asleep, or GeoClue may answer now.
  mutating func wake(_ place: WatchPlace) {
    if place.options.followsPosition { schedule.wake() }
  }

  mutating func click() {}
}

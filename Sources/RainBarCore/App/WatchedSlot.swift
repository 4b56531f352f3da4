import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What a watch knows of one `WatchedKind` for the place shown: its value
/// (from the cache, then renewed in the background: a redraw never waits for
/// its service) and when it is renewed next (`WatchSchedule`).
struct WatchedSlot<Kind: WatchedKind>: WatchSlot {
  let kind: Kind
  private(set) var value: Kind.Value?
  private var schedule = WatchSchedule(firstPause: 60)
  /// The settings it was last read under.
  private var settings: [String?] = []

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// The cached value for the place (no request), renewed when `kind` says.
  mutating func peek(_ place: WatchPlace) {
    schedule.forgetFailures()
    settings = kind.settings(place.app, place.options)
    guard let location = place.location else {
      value = nil
      return
    }
    value = kind.value(place.app, place.options, location, start: 0, demand: nil)
    schedule.due = kind.due(after: value, place.options)
  }

  /// The settings were read again: the value too, when what it depends on changed.
  mutating func reloaded(_ place: WatchPlace) {
    if kind.settings(place.app, place.options) != settings { peek(place) }
  }

  /// A file in its folder changed, written by another run (`refresh`, a bar
  /// run, another watch). Whether the value shown changed; it is renewed again
  /// when that entry is no longer fresh.
  mutating func changed(_ name: String, _ place: WatchPlace) -> Bool {
    guard let location = place.location, !schedule.inFlight,
      kind.key(place.app, place.options, location)?.matches(name) == true
    else { return false }
    let known = kind.value(place.app, place.options, location, start: 0, demand: nil)
    guard known != value else { return false }
    value = known
    if let fetchedAt = known?.fetchedAt {
      schedule.forgetFailures()
      schedule.due = fetchedAt + kind.freshness(place.options)
    }
    return true
  }

  func next(now: Double, _ place: WatchPlace) -> Double? {
    guard place.location != nil, kind.isWanted(place.app, place.options) else { return nil }
    return schedule.next(longestPause: kind.freshness(place.options))
  }

  /// Its renewal when due, by the one-shot run's rules (its own cache entry,
  /// lock, back-off and the run's timeout), for the background.
  mutating func renewalIfDue(now: Double, _ place: WatchPlace) -> (@Sendable () -> WatchEvent)? {
    guard let due = next(now: now, place), due <= now, let location = place.location else {
      return nil
    }
    let demand = schedule.begin(now: now)
    let (app, options, kind) = (place.app, place.options, kind)
    let key = key(place)
    return {
      let value = kind.value(
        app, options, location, start: app.dependencies.clock.now(), demand: demand)
      return .renewed(WatchRenewal(key: key, value: Kind.renewal(value)))
    }
  }

  /// A background renewal ended: shown from now on, and renewed again when
  /// no longer fresh; when it could not be had, after a pause that doubles
  /// from a minute up to its freshness (never sooner than 15 s). Whether the
  /// value shown changed.
  mutating func ended(_ result: Kind.Value?, key: CacheKey?, now: Double, _ place: WatchPlace)
    -> Bool
  {
    guard key == self.key(place) else {
      schedule.ended(renewed: nil, now: now)
      return false
    }
    let changed = result != value
    value = result
    guard let result else {
      // Nothing to be had for this place (no service applies).
      schedule.ended(renewed: nil, now: now)
      schedule.due = .infinity
      return changed
    }
    let renewed = result.unavailable == nil
    schedule.ended(renewed: renewed, now: now)
    schedule.due =
      renewed ? max((result.fetchedAt ?? now) + kind.freshness(place.options), now + 15) : now
    return changed
  }

  /// A resume or the network back: a renewal that failed is tried again now.
  mutating func wake(_ place: WatchPlace) {
    if value?.unavailable != nil { schedule.wake() }
  }

  mutating func click() { schedule.click() }

  /// The place's entry, matched against a renewal's (nil: none applies).
  private func key(_ place: WatchPlace) -> CacheKey? {
    place.location.flatMap { kind.key(place.app, place.options, $0) }
  }
}

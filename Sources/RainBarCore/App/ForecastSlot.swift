import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The forecast of the place shown: its entry as the cache holds it, the
/// last background answer, and when it is renewed next (`WatchSchedule`):
/// at the end of its freshness or back-off, and after a failed try not before
/// a pause that doubles. A radar's minutes are a slot of their own
/// (`RadarWatch`): they are merged when shown.
struct ForecastSlot: WatchSlot {
  /// The entry: read when the place changes or another run wrote it; after
  /// this process's renewal, the entry it kept (not read again).
  private(set) var reading: ForecastCache.Reading?
  /// The last background answer for this place.
  private(set) var last: ForecastRenewal?
  private var schedule = WatchSchedule(firstPause: CachePolicy.firstPause)

  /// Asked for by a click and not drawn yet.
  var clicked: Bool { last?.clicked == true }

  /// Another place is shown (or none): its entry as kept; no answer, no failures.
  mutating func peek(_ place: WatchPlace) {
    last = nil
    schedule.forgetFailures()
    reading = nil
    read(place)
  }

  private mutating func read(_ place: WatchPlace) {
    guard let location = place.location, let provider = place.provider else { return }
    reading = place.app.forecastCache.reading(
      provider: provider.id, location: location, after: reading)
  }

  /// A file in the cache directory changed: whether it is this place's entry
  /// with other contents, written by another run (this process's own write
  /// comes while its renewal is in flight, and is its value).
  mutating func changed(_ name: String, _ place: WatchPlace) -> Bool {
    guard let key = place.forecastKey, key.matches(name), !schedule.inFlight else { return false }
    let before = reading
    read(place)
    guard let bytes = reading?.bytes else { return true }
    if let known = before?.bytes { return bytes != known }
    return reading?.result.entry != before?.result.entry
  }

  /// When the entry should be renewed; nil while a request is in flight or no place is known.
  func next(now: Double, _ place: WatchPlace) -> Double? {
    // Not `forecastKey`: the key's name formats the coordinates, at every turn of the loop.
    guard place.location != nil, place.provider != nil else { return nil }
    let policy = CachePolicy(freshness: place.options.freshness)
    var due = -Double.infinity
    let entry = reading?.result.entry
    // A fetch time in the future means the clock was set back: renew now.
    if let entry, let fetchedAt = entry.fetchedAt, entry.forecast != nil, fetchedAt <= now + 60 {
      due = max(fetchedAt + policy.freshness, entry.freshUntil)
    }
    // A back-off (shared with every run) holds, unless a wake overrides it.
    if let until = entry?.backoffUntil,
      !schedule.woken || entry?.backoffNote?.holdsAgainstOverride ?? true
    {
      due = max(due, until)
    }
    var schedule = schedule
    schedule.due = due
    return schedule.next(longestPause: policy.freshness)
  }

  /// The background request when due, with the loader every run uses (its
  /// lock, validators, back-off and timeout).
  mutating func renewalIfDue(now: Double, _ place: WatchPlace) -> (@Sendable () -> WatchEvent)? {
    guard let due = next(now: now, place), due <= now, let key = place.forecastKey,
      let location = place.location, let provider = place.provider
    else { return nil }
    let demand = schedule.begin(now: now)
    let refresh = demand == .refresh
    // The radar's minutes are a slot of their own: not renewed with the forecast.
    let loader = {
      var loader = place.app.loader(place.options)
      loader.minutes = nil
      return loader
    }()
    let timeout = place.options.timeout
    return {
      var kept: CacheEntry?
      let result: LoadOutcome
      do throws(RainBarError) {
        result = .success(
          try loader.load(
            provider, for: location, timeout: timeout, refresh: refresh, retry: demand == .retry,
            keeping: &kept))
      } catch {
        result = .failure(error)
      }
      let renewal = ForecastRenewal(result: result, kept: kept, clicked: refresh)
      return .renewed(WatchRenewal(key: key, value: .forecast(renewal)))
    }
  }

  /// A background request ended: its answer is shown, its entry schedules the next.
  mutating func ended(_ renewal: ForecastRenewal, key: CacheKey?, now: Double, _ place: WatchPlace)
  {
    guard key == place.forecastKey, place.location != nil else {
      schedule.ended(renewed: nil, now: now)
      return
    }
    var renewed = false
    if case .success(let result) = renewal.result, result.whyNotRenewed == nil { renewed = true }
    schedule.ended(renewed: renewed, now: now)
    last = renewal
    reading = ForecastCache.Reading(result: renewal.kept.map { .entry($0) } ?? .missing)
  }

  /// The answer was drawn: a click's is told once.
  mutating func drawn() { last?.clicked = false }

  /// A renewal that failed is tried again now rather than after its pause
  /// (a provider's own back-off still holds).
  mutating func wake(_ place: WatchPlace) {
    if schedule.failures > 0 || reading?.result.entry?.backoffUntil != nil { schedule.wake() }
  }

  mutating func click() { schedule.click() }

  /// What to show now: the last answer while the entry is no newer, else the
  /// entry as it stands (even past its freshness: the line is kept while it is
  /// renewed), with the radar's minutes where they are usable. Nil before
  /// anything is known.
  func shown(_ place: WatchPlace, radar: RadarMinutes?) -> LoadOutcome? {
    let entry = reading?.result.entry
    let cached = entry.flatMap { entry -> ForecastResult? in
      guard let forecast = entry.forecast, let fetchedAt = entry.fetchedAt else { return nil }
      return ForecastResult(
        forecast: forecast, fetchedAt: fetchedAt, freshness: cachedFreshness(entry, place))
    }
    var shown: ForecastResult
    switch last?.result {
    case .success(let result) where result.fetchedAt >= cached?.fetchedAt ?? -.infinity:
      shown = result
    case .failure(let error) where cached == nil:
      return .failure(error)
    default:
      guard let cached else { return nil }
      shown = cached
    }
    guard let location = place.location, let minutes = place.minutes else { return .success(shown) }
    let chosen = minutes.shown(radar, at: location, provider: shown.forecast.minutely)
    shown.forecast.minutely = chosen.minutely
    if let problem = chosen.problem { shown.warnings.append(problem) }
    return .success(shown)
  }

  /// Data past its freshness while a back-off lasts (this process's or
  /// another run's) is stale, for the failure that set it (without a
  /// countdown: the line outlives it).
  private func cachedFreshness(_ entry: CacheEntry, _ place: WatchPlace)
    -> ForecastResult.Freshness
  {
    let policy = CachePolicy(freshness: place.options.freshness)
    let now = place.app.dependencies.clock.now()
    guard let provider = place.provider, !policy.isFresh(entry, now: now),
      policy.isBackingOff(entry, now: now), let until = entry.backoffUntil
    else { return .fresh }
    let reason =
      entry.backoffNote?.reason
      ?? RainBarError.backingOff(provider: provider.displayName, seconds: until - now).message
    return .stale(reason: reason, offline: entry.backoffNote?.kind == .offline)
  }
}

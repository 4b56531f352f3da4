import RainBarEngine
import RainBarModel

/// A place's forecast through the one renewal (`Renewal` of a
/// `ForecastResource`), as a run shows it: fresh, stale with the reason, or
/// the error when there is nothing to show.
public struct ForecastLoader: Sendable {
  public var cache: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  public var policy: CachePolicy
  /// Where warnings found in a forecast's answer are kept (Pirate Weather's).
  public var warnings: WarningsLoader?
  /// The minutes shown (`minutes=`): nil keeps the provider's as they are.
  public var minutes: MinuteLoader?

  public init(cache: ForecastCache, http: any HTTPClient, clock: any Clock, policy: CachePolicy) {
    self.cache = cache
    self.http = http
    self.clock = clock
    self.policy = policy
  }

  /// - Parameters:
  ///   - refresh: ask the service even when the entry is fresh, through a back-off.
  ///   - retry: ask through a back-off if the entry is not fresh (watch's wakes).
  public func load(
    _ provider: any ForecastProvider, for location: Location, timeout: Double,
    refresh: Bool = false, retry: Bool = false
  ) throws(RainBarError) -> ForecastResult {
    var kept: CacheEntry?
    return try load(
      provider, for: location, timeout: timeout, refresh: refresh, retry: retry, keeping: &kept)
  }

  /// The same; `kept`: the entry the cache holds after it (what it wrote, a
  /// back-off too, else what it read), for watch, which does not read it again.
  public func load(
    _ provider: any ForecastProvider, for location: Location, timeout: Double,
    refresh: Bool, retry: Bool, keeping kept: inout CacheEntry?
  ) throws(RainBarError) -> ForecastResult {
    let start = clock.now()
    let load = Load(
      cacheDirectory: cache.directory, fileSystem: cache.fileSystem, http: http, clock: clock)
    // The run's first request: asked with whatever time the run has.
    let outcome = load(
      ForecastResource(provider, for: location, freshness: policy.freshness),
      demand: Renewal.Demand(refresh: refresh, retry: retry), timeout: timeout, least: 0)
    kept = outcome.kept
    if let answer = outcome.answer, let found = provider.warnings(from: answer),
      let fetchedAt = outcome.record?.fetchedAt
    {
      warnings?.keep(found, source: provider.id, location: location, at: fetchedAt)
    }
    let notes = outcome.cacheProblems.map { problem in
      switch problem {
      case .cannotUse(let message):
        return tr("Cannot use the cache (%s); the forecast is not kept.", message)
      case .cannotWrite(let message):
        return tr("Cannot write the cache (%s); the forecast is not kept.", message)
      }
    }
    guard let entry = outcome.record, let forecast = entry.forecast,
      let fetchedAt = entry.fetchedAt
    else {
      throw outcome.error(provider.displayName, timeout: timeout)
        ?? .forecast(.empty(provider: provider.displayName))
    }
    var result = ForecastResult(
      forecast: forecast, fetchedAt: fetchedAt, freshness: .fresh, warnings: notes)
    if let minutes {
      // The radar gets what is left of the run's timeout.
      let chosen = minutes.minutes(
        at: location, provider: forecast.minutely, timeout: timeout - (clock.now() - start),
        refresh: refresh, retry: retry)
      result.forecast.minutely = chosen.minutely
      if let problem = chosen.problem { result.warnings.append(problem) }
    }
    if let note = entry.backoffNote, policy.isFresh(entry, now: clock.now()) {
      result.refreshFailed = note.reason
    }
    guard let error = outcome.error(provider.displayName, timeout: timeout) else { return result }
    // A forced renewal that failed leaves data that is still fresh: no stale mark.
    if policy.isFresh(entry, now: clock.now()) {
      result.notRenewed = error.message
    } else {
      result.freshness = .stale(reason: error.message, offline: outcome.isOffline)
    }
    return result
  }
}

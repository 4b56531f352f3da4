/// Gets a forecast through the cache: a fresh entry without any request; else
/// one request per freshness period however many processes ask at once (a
/// lock per entry); stale data when the service fails; never longer than the timeout.
public struct ForecastLoader: Sendable {
  public var cache: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  public var policy: CachePolicy
  /// Where warnings found in a forecast's answer are kept (Pirate Weather's).
  public var warnings: WarningsLoader?

  public init(cache: ForecastCache, http: any HTTPClient, clock: any Clock, policy: CachePolicy) {
    self.cache = cache
    self.http = http
    self.clock = clock
    self.policy = policy
  }

  /// - Parameter refresh: ask the service even when the entry is fresh.
  public func load(
    _ provider: any ForecastProvider, for location: Location, timeout: Double,
    refresh: Bool = false
  ) throws(RainBarError) -> ForecastResult {
    let start = clock.now()
    let firstReading = cache.reading(provider: provider.id, location: location)
    let first = firstReading.result.entry
    if !refresh, let entry = first, policy.isFresh(entry, now: start) {
      return try result(entry, freshness: .fresh)
    }
    if let backoff = backingOff(provider, first, now: start) { return try backoff() }

    // Only one process asks; the others wait for it and read what it wrote.
    var warnings: [String] = []
    var held: (any FileLock)?
    switch cache.lock(provider: provider.id, location: location, waitingAtMost: timeout) {
    case .locked(let lock):
      held = lock
    case .busy:
      let host = provider.request(for: location, timeout: timeout).host
      return try stale(first, .network(.timedOut, host: host, timeout: timeout))
    case .unavailable(let error):
      warnings.append(tr("Cannot use the cache (%s); the forecast is not kept.", error.message))
    }
    defer { held?.unlock() }
    // Read again under the lock; decoded again only if another run changed it.
    let entry = cache.reading(provider: provider.id, location: location, after: firstReading)
      .result.entry
    // On refresh, only an entry another run renewed while this one waited will do.
    if let entry, let fetchedAt = entry.fetchedAt, policy.isFresh(entry, now: clock.now()),
      !refresh || fetchedAt > first?.fetchedAt ?? -.infinity
    {
      return try result(entry, freshness: .fresh)
    }
    if let backoff = backingOff(provider, entry, now: clock.now()) { return try backoff() }

    let remaining = max(0.1, timeout - (clock.now() - start))
    var request = provider.request(for: location, timeout: remaining)
    let validators = policy.validators(for: entry)
    request.headers += validators
    let now = clock.now()
    let response: HTTPResponse
    switch http.get(request) {
    case .failure(let failure):
      return try stale(
        entry,
        .network(failure.redacting(provider.secrets), host: request.host, timeout: timeout),
        warnings: warnings)
    case .success(let answer):
      response = answer
    }
    func save(_ new: CacheEntry) {
      guard held != nil else { return }
      do {
        try cache.write(new)
      } catch {
        warnings.append(tr("Cannot write the cache (%s); the forecast is not kept.", error.message))
      }
    }
    // Only an answer to the validators sent renews the entry: a 304 to a
    // request without any is an answer that holds no forecast.
    if response.status == 304, !validators.isEmpty, var kept = entry, let forecast = kept.forecast {
      kept.forecast = supplemented(forecast, provider, location, start: start, timeout: timeout)
      kept.fetchedAt = now
      kept.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
      kept.backoffUntil = nil
      save(kept)
      return try result(kept, freshness: .fresh, warnings: warnings)
    }
    if response.status == 429 {
      var kept =
        entry
        ?? CacheEntry(
          provider: provider.id, location: location, forecast: nil, fetchedAt: nil, freshUntil: 0)
      kept.backoffUntil = policy.backoffUntil(now: now, headers: response.headers)
      save(kept)
    }
    let forecast: Forecast
    do {
      forecast = supplemented(
        try provider.forecast(from: response), provider, location, start: start, timeout: timeout)
    } catch {
      return try stale(entry, error, warnings: warnings)
    }
    let new = CacheEntry(
      provider: provider.id, location: location, forecast: forecast, fetchedAt: now,
      freshUntil: policy.freshUntil(fetchedAt: now, headers: response.headers),
      lastModified: CachePolicy.validator(response.headers["last-modified"]),
      etag: CachePolicy.validator(response.headers["etag"]))
    save(new)
    if held != nil, let found = provider.warnings(from: response) {
      self.warnings?.keep(found, source: provider.id, location: location, at: now)
    }
    return try result(new, freshness: .fresh, warnings: warnings)
  }

  /// The forecast completed by the provider's second request for this place
  /// (MET Norway's nowcast), if it has one, within what is left of the
  /// timeout; its failure is merged too (the forecast then says why it has no
  /// minute data), so the entry is not asked for again before it is stale.
  private func supplemented(
    _ forecast: Forecast, _ provider: any ForecastProvider, _ location: Location,
    start: Double, timeout: Double
  ) -> Forecast {
    let remaining = timeout - (clock.now() - start)
    guard let request = provider.supplementRequest(for: location, timeout: max(remaining, 0.1))
    else { return forecast }
    guard remaining >= 0.2 else { return provider.merge(.failure(.timedOut), into: forecast) }
    return provider.merge(
      http.get(request).mapError { $0.redacting(provider.secrets) }, into: forecast)
  }

  private func backingOff(_ provider: any ForecastProvider, _ entry: CacheEntry?, now: Double)
    -> (() throws(RainBarError) -> ForecastResult)?
  {
    guard policy.isBackingOff(entry, now: now), let until = entry?.backoffUntil else { return nil }
    let error = RainBarError.backingOff(provider: provider.displayName, seconds: until - now)
    return { () throws(RainBarError) in
      guard let entry, entry.forecast != nil else { throw error }
      if self.policy.isFresh(entry, now: now) {
        var kept = try self.result(entry, freshness: .fresh)
        kept.notRenewed = error.message
        return kept
      }
      return try self.result(entry, freshness: .stale(reason: error.message, offline: false))
    }
  }

  private func stale(_ entry: CacheEntry?, _ error: ForecastError, warnings: [String] = [])
    throws(RainBarError) -> ForecastResult
  {
    guard let entry, entry.forecast != nil else { throw .forecast(error) }
    // A forced renewal that failed leaves data that is still fresh: no stale mark.
    if policy.isFresh(entry, now: clock.now()) {
      var kept = try result(entry, freshness: .fresh, warnings: warnings)
      kept.notRenewed = error.message
      return kept
    }
    return try result(
      entry, freshness: .stale(reason: error.message, offline: error.isOffline), warnings: warnings)
  }

  private func result(
    _ entry: CacheEntry, freshness: ForecastResult.Freshness, warnings: [String] = []
  ) throws(RainBarError) -> ForecastResult {
    guard let forecast = entry.forecast, let fetchedAt = entry.fetchedAt else {
      throw .forecast(.empty(provider: entry.provider))
    }
    return ForecastResult(
      forecast: forecast, fetchedAt: fetchedAt, freshness: freshness, warnings: warnings)
  }
}

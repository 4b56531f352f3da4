import RainBarEngine
import RainBarModel

/// A place's forecast from one provider, with its minute-level supplement
/// (MET Norway's nowcast: a second request of the same renewal, kept in the
/// same entry).
public struct ForecastResource: Resource {
  public var provider: any ForecastProvider
  public var location: Location

  /// `freshness=`, in seconds.
  public var freshness: Double

  public init(_ provider: any ForecastProvider, for location: Location, freshness: Double) {
    self.freshness = freshness
    self.provider = provider
    self.location = location
  }

  public static let folder = ""
  public var key: CacheKey { CacheKey(id: provider.id, location: location) }
  public var displayName: String { provider.displayName }
  public var secrets: [String] { provider.secrets }

  public func request(timeout: Double) -> HTTPRequest {
    provider.request(for: location, timeout: timeout)
  }

  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> CacheEntry
  {
    let forecast = supplemented(try provider.forecast(from: response), asking)
    var entry = CacheEntry(
      provider: provider.id, location: location, forecast: forecast, fetchedAt: nil, freshUntil: 0)
    entry.asked = provider.extrasAsked ?? []
    entry.needs = provider.needsAsked
    return entry
  }

  /// An entry whose request asked for less than this run shows cannot serve
  /// it (after `template={humidity}`, the humidity; after the bar's
  /// default, `forecast`'s days). An entry that does not say what it holds
  /// was asked for everything (`ForecastNeeds.everything`).
  public func serves(_ record: CacheEntry) -> Bool {
    if let needed = provider.extrasAsked, !needed.allSatisfy(record.asked.contains) {
      return false
    }
    guard let needs = provider.needsAsked else { return true }
    return (record.needs ?? .everything).covers(needs)
  }

  /// Asks for what `kept` holds too: a run that shows more than another
  /// renews their shared entry once, and both are then served by it.
  public func widened(by kept: CacheEntry) -> ForecastResource {
    var wider = self
    wider.provider = provider.widened(by: kept.needs ?? .everything, extras: kept.asked)
    return wider
  }

  public func renewed(_ kept: CacheEntry, asking: Asking) -> CacheEntry {
    var kept = kept
    kept.forecast = kept.forecast.map { supplemented($0, asking) }
    return kept
  }

  public func backoffOnly() -> CacheEntry {
    CacheEntry(
      provider: provider.id, location: location, forecast: nil, fetchedAt: nil, freshUntil: 0)
  }

  public static func record(from bytes: [UInt8]) -> CacheEntry? {
    CacheEntry.read(bytes)
  }

  public static func bytes(_ record: CacheEntry) -> [UInt8]? { record.bytes }

  /// The forecast completed by the provider's second request for this place,
  /// if it has one, within what is left of the timeout; its failure is merged
  /// too (the forecast then says why it has no minute data), so the entry is
  /// not asked for again before it is stale.
  private func supplemented(_ forecast: Forecast, _ asking: Asking) -> Forecast {
    let remaining = asking.remaining
    guard let request = provider.supplementRequest(for: location, timeout: max(remaining, 0.1))
    else { return forecast }
    guard remaining >= 0.2 else { return provider.merge(.failure(.timedOut), into: forecast) }
    return provider.merge(
      asking.http.get(request).mapError { $0.redacting(provider.secrets) }, into: forecast)
  }
}

import RainBarEngine
import RainBarModel

/// One cached forecast for one provider and location, as stored on disk
/// (its members: `CacheEntry+Fields.swift`).
/// Times are Unix seconds from the injected clock; the file's mtime is never used.
public struct CacheEntry: Equatable, Sendable {
  public static let currentVersion = 1

  public var version: Int
  public var provider: String
  public var location: Location
  /// The last good forecast; nil when only a back-off is recorded.
  public var forecast: Forecast?
  /// Its `freshUntil` is the server's `Expires` (at most a day ahead), else
  /// the fetch time: the configured freshness is added when it is read.
  public var header: RenewalHeader
  /// The extras its request asked for, where the request names them
  /// (`ForecastProvider.extrasAsked`): a run that shows one more cannot be
  /// served by it, fresh or not, and renews it at once.
  public var asked: [CurrentExtra] = []
  /// What its request asked beyond the base (`ForecastProvider.needsAsked`);
  /// nil: it did not say, as entries of earlier versions, which asked for
  /// everything, or a provider whose answer has everything.
  public var needs: ForecastNeeds?

  public init(
    provider: String, location: Location, forecast: Forecast?, fetchedAt: Double?,
    freshUntil: Double, lastModified: String? = nil, etag: String? = nil,
    backoffUntil: Double? = nil, backoffNote: BackoffNote? = nil
  ) {
    self.version = Self.currentVersion
    self.provider = provider
    self.location = location
    self.forecast = forecast
    header = RenewalHeader(
      fetchedAt: fetchedAt, freshUntil: freshUntil, lastModified: lastModified, etag: etag,
      backoffUntil: backoffUntil, backoffNote: backoffNote)
  }
}

extension CacheEntry: RenewableRecord {
  public var hasData: Bool { forecast != nil }
}

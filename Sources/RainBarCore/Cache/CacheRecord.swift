/// What the cache's rules (`CachePolicy`) read of an entry, whatever it holds:
/// a forecast (`CacheEntry`) or a place's warnings (`WarningsEntry`).
public protocol CacheRecord {
  var fetchedAt: Double? { get }
  /// The server's `Expires` (at most a day ahead), else the fetch time.
  var freshUntil: Double { get }
  var lastModified: String? { get }
  var etag: String? { get }
  /// After a 429: no request before this time.
  var backoffUntil: Double? { get }
  /// False when only a back-off is recorded.
  var hasData: Bool { get }
}

extension CacheEntry: CacheRecord {
  public var hasData: Bool { forecast != nil }
}

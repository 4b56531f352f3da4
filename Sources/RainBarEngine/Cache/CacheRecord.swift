import RainBarModel

/// What the cache's rules (`CachePolicy`) read of an entry, whatever it holds:
/// a forecast (`CacheEntry`), a place's warnings (`WarningsEntry`), radar minutes...
public protocol CacheRecord {
  var fetchedAt: Double? { get }
  /// The server's `Expires` (at most a day ahead), else the fetch time.
  var freshUntil: Double { get }
  var lastModified: String? { get }
  var etag: String? { get }
  /// After a failure: no request before this time.
  var backoffUntil: Double? { get }
  /// Why, and the pause the next failure doubles; nil in entries written
  /// before every failure backed off (their back-offs were 429s).
  var backoffNote: BackoffNote? { get }
  /// False when only a back-off is recorded.
  var hasData: Bool { get }
}

/// A record the renewal (`Renewal`) renews: the header's members can be set.
public protocol RenewableRecord: CacheRecord {
  var fetchedAt: Double? { get set }
  var freshUntil: Double { get set }
  var lastModified: String? { get set }
  var etag: String? { get set }
  var backoffUntil: Double? { get set }
  var backoffNote: BackoffNote? { get set }
}

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

/// A record the renewal (`Renewal`) renews: its header (`RenewalHeader`)
/// is one member, whose parts read and set as the record's own.
public protocol RenewableRecord: CacheRecord {
  var header: RenewalHeader { get set }
}

extension RenewableRecord {
  @inlinable public var fetchedAt: Double? {
    get { header.fetchedAt }
    set { header.fetchedAt = newValue }
  }
  @inlinable public var freshUntil: Double {
    get { header.freshUntil }
    set { header.freshUntil = newValue }
  }
  @inlinable public var lastModified: String? {
    get { header.lastModified }
    set { header.lastModified = newValue }
  }
  @inlinable public var etag: String? {
    get { header.etag }
    set { header.etag = newValue }
  }
  @inlinable public var backoffUntil: Double? {
    get { header.backoffUntil }
    set { header.backoffUntil = newValue }
  }
  @inlinable public var backoffNote: BackoffNote? {
    get { header.backoffNote }
    set { header.backoffNote = newValue }
  }
}

import RainBarModel

/// What every kept record carries for its renewal, whatever it holds: when
/// it was fetched, until when it is fresh, the validators, and a failure's
/// back-off (`CacheRecord` says what each means). One struct for every kind
/// of record, so a new kind declares one member, not six.
public struct RenewalHeader: Equatable, Sendable {
  public var fetchedAt: Double?
  public var freshUntil: Double
  public var lastModified: String?
  public var etag: String?
  public var backoffUntil: Double?
  public var backoffNote: BackoffNote?

  @inlinable public init(
    fetchedAt: Double? = nil, freshUntil: Double = 0, lastModified: String? = nil,
    etag: String? = nil, backoffUntil: Double? = nil, backoffNote: BackoffNote? = nil
  ) {
    self.fetchedAt = fetchedAt
    self.freshUntil = freshUntil
    self.lastModified = lastModified
    self.etag = etag
    self.backoffUntil = backoffUntil
    self.backoffNote = backoffNote
  }
}

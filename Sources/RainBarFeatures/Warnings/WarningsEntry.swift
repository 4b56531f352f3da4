import RainBarEngine
import RainBarModel

/// One place's warnings from one warning service, as cached on disk
/// (`WarningsEntryCoding` writes and reads it), with the same freshness,
/// validators and back-off as a forecast's entry (`CacheRecord`).
public struct WarningsEntry: Equatable, Sendable, CacheRecord {
  public static let currentVersion = 1

  public var version: Int
  /// The warning service's id (`nws`).
  public var source: String
  /// `Location.key` of the place.
  public var place: String
  /// The last good answer's warnings; nil when only a back-off is recorded.
  public var warnings: [Warning]?
  public var fetchedAt: Double?
  public var freshUntil: Double
  public var lastModified: String?
  public var etag: String?
  public var backoffUntil: Double?
  public var backoffNote: BackoffNote?

  public init(
    source: String, place: String, warnings: [Warning]?, fetchedAt: Double?,
    freshUntil: Double, lastModified: String? = nil, etag: String? = nil,
    backoffUntil: Double? = nil, backoffNote: BackoffNote? = nil
  ) {
    version = Self.currentVersion
    self.source = source
    self.place = place
    self.warnings = warnings
    self.fetchedAt = fetchedAt
    self.freshUntil = freshUntil
    self.lastModified = lastModified
    self.etag = etag
    self.backoffUntil = backoffUntil
    self.backoffNote = backoffNote
  }

  public var hasData: Bool { warnings != nil }
}

extension WarningsEntry: RenewableRecord {}

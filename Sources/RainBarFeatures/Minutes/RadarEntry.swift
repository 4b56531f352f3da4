import RainBarEngine
import RainBarModel

/// One place's radar minutes (`BrightSkyRadar`), as cached on disk in the
/// cache's `radar` folder (its members: `fields` below, its minutes as a
/// forecast's entry keeps them), with the same freshness,
/// validators and back-off as every entry (`CacheRecord`).
public struct RadarEntry: Equatable, Sendable, CacheRecord, RenewableRecord {
  public static let currentVersion = 1

  public var version: Int
  /// `Location.key` of the place.
  public var place: String
  /// The last good answer's minutes; nil when only a back-off is recorded.
  public var minutely: MinutelyPrecipitation?
  public var header: RenewalHeader

  public init(
    place: String, minutely: MinutelyPrecipitation?, fetchedAt: Double?, freshUntil: Double,
    lastModified: String? = nil, etag: String? = nil, backoffUntil: Double? = nil,
    backoffNote: BackoffNote? = nil
  ) {
    version = Self.currentVersion
    self.place = place
    self.minutely = minutely
    header = RenewalHeader(
      fetchedAt: fetchedAt, freshUntil: freshUntil, lastModified: lastModified, etag: etag,
      backoffUntil: backoffUntil, backoffNote: backoffNote)
  }

  public var hasData: Bool { minutely != nil }

  /// The minutes when they can stand for the model's at `now`: minute-level,
  /// fetched at most `BrightSkyRadar.usableFor` ago (not in the future),
  /// reaching past now, and from a scan at most as old (a radar that stalled
  /// sends old frames: their extrapolation is not "now").
  public func usable(at now: Double) -> MinutelyPrecipitation? {
    guard let minutely, minutely.isMinuteLevel, let fetchedAt,
      fetchedAt <= now + 60, now - fetchedAt <= BrightSkyRadar.usableFor,
      Double(minutely.end) > now, scanAge(at: now) == nil
    else { return nil }
    return minutely
  }

  /// Seconds since the latest scan, when that is more than
  /// `BrightSkyRadar.usableFor`: the minutes are then too old to be shown.
  public func scanAge(at now: Double) -> Int64? {
    guard let observed = minutely?.observedAt else { return nil }
    let age = Int64(now.rounded(.down)) - observed
    return Double(age) > BrightSkyRadar.usableFor ? age : nil
  }
}

extension RadarEntry: EnvelopedRecord {
  @usableFromInline package static var unread: RadarEntry {
    RadarEntry(place: "", minutely: nil, fetchedAt: nil, freshUntil: 0)
  }

  /// The source is always Bright Sky's radar: another kind of entry is not a
  /// radar entry.
  @usableFromInline package static func payload<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout RadarEntry
  )
    throws(JSONScanner.Failure)
  {
    var source = BrightSkyRadar.id
    try coder.required("source", &source, .exactly(BrightSkyRadar.id))
    try coder.required("place", &value.place, .string)
    try coder.optional("minutely", &value.minutely, .minutely)
  }
}

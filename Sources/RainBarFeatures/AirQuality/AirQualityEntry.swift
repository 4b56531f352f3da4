import RainBarEngine
import RainBarModel

/// A place's air quality as cached on disk (its members: `fields` below, in
/// the envelope every entry has), with the freshness, validators and back-off
/// of every entry.
public struct AirQualityEntry: Equatable, Sendable, RenewableRecord {
  public static let currentVersion = 1

  public var version: Int
  /// `Location.key` of the place.
  public var place: String
  /// The last good answer; nil when only a back-off is recorded.
  public var air: AirQuality?
  public var header: RenewalHeader

  public init(place: String, air: AirQuality?, fetchedAt: Double? = nil, freshUntil: Double = 0) {
    version = Self.currentVersion
    self.place = place
    self.air = air
    header = RenewalHeader(fetchedAt: fetchedAt, freshUntil: freshUntil)
  }

  public var hasData: Bool { air != nil }
}

extension AirQualityEntry: EnvelopedRecord {
  @usableFromInline package static var unread: AirQualityEntry {
    AirQualityEntry(place: "", air: nil)
  }

  @usableFromInline package static func payload<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout AirQualityEntry
  ) throws(JSONScanner.Failure) {
    try coder.required("place", &value.place, .string)
    try coder.field("asked", &value.air, AirPart.asked)
    try coder.field("askedHourly", &value.air, AirPart.askedHourly)
    try coder.field("current", &value.air, AirPart.current)
    try coder.field("hourly", &value.air, AirPart.hourly)
  }
}

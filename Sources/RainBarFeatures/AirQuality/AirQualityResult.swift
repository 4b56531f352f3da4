import RainBarEngine
import RainBarModel

/// A place's air quality for a run, and why it is not current when it is not.
public struct AirQualityResult: Equatable, Sendable {
  /// Seconds an answer stays fresh (the API renews its values hourly).
  package static let freshness: Double = 3600

  /// The last good answer's values; nil when none was ever had.
  public var air: AirQuality?
  public var fetchedAt: Double?
  /// Why they are not current (no answer, a bad one, a back-off): the
  /// tooltip says it; the bar only loses the values it never had.
  public var unavailable: String?

  public init(air: AirQuality?, fetchedAt: Double? = nil, unavailable: String? = nil) {
    self.air = air
    self.fetchedAt = fetchedAt
    self.unavailable = unavailable
  }
}

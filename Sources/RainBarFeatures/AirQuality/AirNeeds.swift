import RainBarEngine
import RainBarModel

/// What a run asks of the air-quality API: the values now a placeholder, the
/// tooltip or an alert shows, and the hourly ones of the tooltip's `air`
/// section. Empty: no request at all.
public struct AirNeeds: Equatable, Sendable {
  public var current: [AirVariable]
  public var hourly: [AirVariable]

  public init(current: [AirVariable] = [], hourly: [AirVariable] = []) {
    self.current = current
    self.hourly = hourly
  }

  public var isEmpty: Bool { current.isEmpty && hourly.isEmpty }

  /// Whether a record asked for `self` holds what `other` asks.
  package func covers(_ other: AirNeeds) -> Bool {
    other.current.allSatisfy(current.contains) && other.hourly.allSatisfy(hourly.contains)
  }

  /// For a bar run: `{aqi}` the scale's index, `{pollen}` every type; the
  /// tooltip's `air` section both, and the index hourly; an AQI alert the
  /// index, a pollen alert its types.
  public static func of(
    template: Template, sections: [TooltipSection], scale: AirQualityScale,
    alertsOnIndex: Bool = false, alertPollen: [AirVariable] = []
  ) -> AirNeeds {
    let shown = template.placeholders
    let air = sections.contains(.air)
    var current: [AirVariable] = []
    if air || alertsOnIndex || shown.contains(.aqi) { current.append(scale.variable) }
    let pollen = air || shown.contains(.pollen) ? AirVariable.pollen : alertPollen
    current += pollen
    // A pollen alert says when its types peak.
    return AirNeeds(current: current, hourly: (air ? [scale.variable] : []) + alertPollen)
  }
}

import RainBarEngine
import RainBarModel

extension Options {
  public static let frostThreshold = Option<Double?>(
    "frost-threshold", value: "degrees", places: .configFile, default: nil,
    help: "Notify when the temperature within alert-within hours falls to this (default: off)",
    read: ValueReader.optionalNumber("give -60 to 140") { (-60...140).contains($0) })
}

/// The frost alert (`frost-threshold=`, °C or °F as the run's): the hours' air temperature.
/// Once per episode (`ThresholdRule`), re-armed 2 °C clear of the threshold.
public struct FrostAlert: ThresholdAlert {
  public static let name = "frost"
  public var rule: ThresholdRule
  public var units: Units
  public var clock: ClockStyle

  public init(threshold: Double, withinHours: Int, units: Units, clock: ClockStyle) {
    rule = ThresholdRule(
      threshold: threshold, hysteresis: units.temperatureValue(2) - units.temperatureValue(0),
      direction: .below,
      withinHours: withinHours)
    self.units = units
    self.clock = clock
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.number(Options.frostThreshold).map {
      FrostAlert(
        threshold: $0, withinHours: context.alerts.withinHours, units: context.units,
        clock: context.clock)
    }
  }

  public var icon: String { "weather-snow" }

  public func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.temperature.map { $0.map(units.temperatureValue) }
  }

  public func text(_ value: Double) -> String { Rounded.integer(value) + units.temperatureUnit }

  public func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Frost in %s from %s", place, $0) } ?? tr("Frost in %s now", place),
      tr("Down to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

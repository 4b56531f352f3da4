import RainBarEngine
import RainBarModel

extension Options {
  public static let heatThreshold = Option<Double?>(
    "heat-threshold", value: "degrees", places: .configFile, default: nil,
    help:
      "Notify when the feels-like temperature within alert-within hours reaches this (default: off)",
    read: ValueReader.optionalNumber("give -60 to 140") { (-60...140).contains($0) })
}

/// The heat alert (`heat-threshold=`, °C or °F as the run's): the hours' feels-like temperature.
/// Once per episode (`ThresholdRule`), re-armed 2 °C clear of the threshold.
public struct HeatAlert: ThresholdAlert {
  public static let name = "heat"
  public var rule: ThresholdRule
  public var units: Units
  public var clock: ClockStyle

  public init(threshold: Double, withinHours: Int, units: Units, clock: ClockStyle) {
    rule = ThresholdRule(
      threshold: threshold, hysteresis: units.temperatureValue(2) - units.temperatureValue(0),
      direction: .above,
      withinHours: withinHours)
    self.units = units
    self.clock = clock
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.number(Options.heatThreshold).map {
      HeatAlert(
        threshold: $0, withinHours: context.alerts.withinHours, units: context.units,
        clock: context.clock)
    }
  }

  public var needs: ForecastNeeds { ForecastNeeds(.feelsHourly) }

  public var icon: String { "weather-clear" }

  public func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.apparentTemperature.map { $0.map(units.temperatureValue) }
  }

  public func text(_ value: Double) -> String { Rounded.integer(value) + units.temperatureUnit }

  public func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Heat in %s from %s", place, $0) } ?? tr("Heat in %s now", place),
      tr("Feels like up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

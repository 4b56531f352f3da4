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
struct HeatAlert: ThresholdAlert {
  static let name = "heat"
  static let option = Options.heatThreshold
  let rule: ThresholdRule
  let units: Units
  let clock: ClockStyle

  static func hysteresis(_ units: Units) -> Double {
    units.temperatureValue(2) - units.temperatureValue(0)
  }

  var needs: ForecastNeeds { ForecastNeeds(.feelsHourly) }

  var icon: String { "weather-clear" }

  func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.apparentTemperature.map { $0.map(units.temperatureValue) }
  }

  func text(_ value: Double) -> String { Rounded.integer(value) + units.temperatureUnit }

  func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Heat in %s from %s", place, $0) } ?? tr("Heat in %s now", place),
      tr("Feels like up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

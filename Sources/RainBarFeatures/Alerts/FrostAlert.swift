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
struct FrostAlert: ThresholdAlert {
  static let name = "frost"
  static let option = Options.frostThreshold
  static let direction = ThresholdRule.Direction.below
  let rule: ThresholdRule
  let units: Units
  let clock: ClockStyle

  static func hysteresis(_ units: Units) -> Double {
    units.temperatureValue(2) - units.temperatureValue(0)
  }

  var icon: String { "weather-snow" }

  func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.temperature.map { $0.map(units.temperatureValue) }
  }

  func text(_ value: Double) -> String { Rounded.integer(value) + units.temperatureUnit }

  func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Frost in %s from %s", place, $0) } ?? tr("Frost in %s now", place),
      tr("Down to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

import RainBarEngine
import RainBarModel

extension Options {
  public static let gustThreshold = Option<Double?>(
    "gust-threshold", value: "speed", places: .configFile, default: nil,
    help: "Notify when gusts within alert-within hours reach this, in the wind unit (default: off)",
    read: ValueReader.optionalNumber("give 1 to 400") { (1...400).contains($0) })
}

/// The gust alert (`gust-threshold=`, in the run's wind unit): the hours' strongest gusts.
/// Once per episode (`ThresholdRule`), re-armed 10 km/h clear of the threshold.
struct GustAlert: ThresholdAlert {
  static let name = "gusts"
  static let option = Options.gustThreshold
  let rule: ThresholdRule
  let units: Units
  let clock: ClockStyle

  static func hysteresis(_ units: Units) -> Double { units.windValue(10) }

  var needs: ForecastNeeds { ForecastNeeds(.gustsHourly) }

  var icon: String { "weather-severe-alert" }

  func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.windGusts.map { $0.map(units.windValue) }
  }

  func text(_ value: Double) -> String {
    Rounded.integer(value) + " " + units.windScale.label
  }

  func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Strong gusts in %s from %s", place, $0) }
        ?? tr("Strong gusts in %s now", place),
      tr("Gusts up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

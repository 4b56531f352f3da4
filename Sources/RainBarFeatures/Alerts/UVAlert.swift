import RainBarEngine
import RainBarModel

extension Options {
  public static let uvThreshold = Option<Double?>(
    "uv-threshold", value: "index", places: .configFile, default: nil,
    help: "Notify when the UV index within alert-within hours reaches this (default: off)",
    read: ValueReader.optionalNumber("give 1 to 20") { (1...20).contains($0) })
}

/// The UV index alert (`uv-threshold=`): the hours' UV index.
/// Once per episode (`ThresholdRule`), re-armed one point of the index clear of the threshold.
struct UVAlert: ThresholdAlert {
  static let name = "uv"
  static let option = Options.uvThreshold
  let rule: ThresholdRule
  let units: Units
  let clock: ClockStyle

  static func hysteresis(_: Units) -> Double { 1 }

  var needs: ForecastNeeds { ForecastNeeds(.uvHourly) }

  var icon: String { "weather-clear" }

  func values(_ hourly: HourlySeries) -> [Double?] { hourly.uvIndex }

  func text(_ value: Double) -> String { Rounded.integer(value) }

  func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("High UV in %s from %s", place, $0) } ?? tr("High UV in %s now", place),
      tr("UV index up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

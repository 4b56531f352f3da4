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
public struct UVAlert: ThresholdAlert {
  public static let name = "uv"
  public var rule: ThresholdRule
  public var units: Units
  public var clock: ClockStyle

  public init(threshold: Double, withinHours: Int, units: Units, clock: ClockStyle) {
    rule = ThresholdRule(
      threshold: threshold, hysteresis: 1, direction: .above,
      withinHours: withinHours)
    self.units = units
    self.clock = clock
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.number(Options.uvThreshold).map {
      UVAlert(
        threshold: $0, withinHours: context.alerts.withinHours, units: context.units,
        clock: context.clock)
    }
  }

  public var needs: ForecastNeeds { ForecastNeeds(.uvHourly) }

  public var icon: String { "weather-clear" }

  public func values(_ hourly: HourlySeries) -> [Double?] { hourly.uvIndex }

  public func text(_ value: Double) -> String { Rounded.integer(value) }

  public func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("High UV in %s from %s", place, $0) } ?? tr("High UV in %s now", place),
      tr("UV index up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

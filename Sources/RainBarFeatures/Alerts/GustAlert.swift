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
public struct GustAlert: ThresholdAlert {
  public static let name = "gusts"
  public var rule: ThresholdRule
  public var units: Units
  public var clock: ClockStyle

  public init(threshold: Double, withinHours: Int, units: Units, clock: ClockStyle) {
    rule = ThresholdRule(
      threshold: threshold, hysteresis: units.windValue(10), direction: .above,
      withinHours: withinHours)
    self.units = units
    self.clock = clock
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.number(Options.gustThreshold).map {
      GustAlert(
        threshold: $0, withinHours: context.alerts.withinHours, units: context.units,
        clock: context.clock)
    }
  }

  public var needs: ForecastNeeds { ForecastNeeds(.gustsHourly) }

  public var icon: String { "weather-severe-alert" }

  public func values(_ hourly: HourlySeries) -> [Double?] {
    hourly.windGusts.map { $0.map(units.windValue) }
  }

  public func text(_ value: Double) -> String {
    Rounded.integer(value) + " " + units.windScale.label
  }

  public func words(place: String, time: String?, peak: String, at: String, threshold: String)
    -> (summary: String, body: String)
  {
    (
      time.map { tr("Strong gusts in %s from %s", place, $0) }
        ?? tr("Strong gusts in %s now", place),
      tr("Gusts up to %s at %s (alert from %s).", peak, at, threshold)
    )
  }
}

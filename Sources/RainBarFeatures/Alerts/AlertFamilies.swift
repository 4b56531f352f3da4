import RainBarEngine
import RainBarModel

/// Every alert family, one line each, in the order their notifications go
/// out: `alert`, bar runs with `--notify` and `watch --notify` walk the
/// ones that are on (`AlertCheck`), `doctor` names them. Adding one: its
/// file (settings, policy) and a line here.
public enum AlertFamilies {
  public static let all: [any AlertFamily.Type] = [
    RainFamily.self, AirFamily.self, WarningsFamily.self, TripsFamily.self,
    UVAlert.self, GustAlert.self, HeatAlert.self, FrostAlert.self,
  ]

  /// The names of the families that are on, and of those that are off (`doctor`).
  public static func names(_ context: AlertContext) -> (on: [String], off: [String]) {
    let on = self.on(context).map { type(of: $0).name }
    return (on, all.map { $0.name }.filter { !on.contains($0) })
  }

  /// The families a run's options turn on, in the order of `all`.
  public static func on(_ context: AlertContext) -> [any AlertFamily] {
    all.compactMap { $0.make(context) }
  }

  /// What the families that are on read of the forecast.
  public static func needs(_ context: AlertContext) -> ForecastNeeds {
    on(context).reduce(ForecastNeeds()) { $0.union($1.needs) }
  }

  /// The families' own options (config-file keys).
  public static var options: [OptionSpec] { all.flatMap { $0.options } }
}

/// What the families are made from: the rain alert's settings (its quiet
/// hours and hysteresis are every family's), the place's units and clock,
/// and the run's options, from which a family reads its own.
public struct AlertContext: Sendable {
  public var alerts: AlertSettings
  public var units: Units
  public var clock: ClockStyle
  /// `aqi-threshold=` and `pollen=`.
  public var air: AirAlertPolicy
  /// Whether the config has a trip or a calendar.
  public var trips: Bool
  public var options: any OptionValues

  public init(
    alerts: AlertSettings, units: Units, clock: ClockStyle, air: AirAlertPolicy, trips: Bool,
    options: any OptionValues
  ) {
    self.alerts = alerts
    self.units = units
    self.clock = clock
    self.air = air
    self.trips = trips
    self.options = options
  }
}

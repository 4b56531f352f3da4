import RainBarEngine
import RainBarModel

/// Every alert family, one line each, in the order their notifications go
/// out: `alert`, bar runs with `--notify` and `watch --notify` walk the
/// ones that are on (`AlertCheck`), `doctor` names them. Adding one: its
/// file (settings, policy) and a line here.
public enum AlertFamilies {
  public static let all: [any AlertFamily.Type] = [
    RainFamily.self, RainEndAlert.self, DryWindowAlert.self, AirFamily.self, WarningsFamily.self,
    TripsFamily.self,
    UVAlert.self, GustAlert.self, HeatAlert.self, FrostAlert.self, DailySummary.self,
  ]

  /// The names of the families that are on, and of those that are off (`doctor`).
  public static func names(_ context: AlertContext) -> (on: [String], off: [String]) {
    let on = self.on(context).map { type(of: $0).name }
    return (on, all.map { $0.name }.filter { !on.contains($0) })
  }

  /// The families a run's options turn on, in the order of `all`.
  public static func on(_ context: AlertContext) -> [any AlertFamily] {
    var families: [any AlertFamily] = []
    families.reserveCapacity(all.count)
    for family in all {
      if let made = family.make(context) { families.append(made) }
    }
    return families
  }

  /// The next time after `now` a family that is on asks to be checked at
  /// (`watch --notify` wakes for it: the summary's times).
  public static func nextCheck(_ context: AlertContext, after now: Int64, zone: TimeZoneRules)
    -> Int64?
  {
    on(context).compactMap { $0.nextCheck(after: now, zone: zone) }.min()
  }

  /// What the families that are on read of the forecast.
  public static func needs(_ context: AlertContext) -> ForecastNeeds {
    on(context).reduce(ForecastNeeds()) { $0.union($1.needs) }
  }

  /// The families' own options (config-file keys), declared in their files.
  public static let options: [OptionSpec] = [
    Options.uvThreshold.spec, Options.gustThreshold.spec, Options.heatThreshold.spec,
    Options.frostThreshold.spec, Options.summary.spec, Options.alertEnd.spec,
    Options.dryWindow.spec,
  ]
}

/// What the families are made from: the rain alert's settings (its quiet
/// hours and hysteresis are every family's), the place's units and clock,
/// and the run's options, from which a family reads its own (through
/// lookups specialised for their types: a bar with `--notify` reads them on
/// every run).
public struct AlertContext: Sendable {
  public var alerts: AlertSettings
  public var units: Units
  public var clock: ClockStyle
  /// `aqi-threshold=` and `pollen=`.
  public var air: AirAlertPolicy
  /// Whether the config has a trip or a calendar.
  public var trips: Bool
  public var number: @Sendable (Option<Double?>) -> Double?
  public var text: @Sendable (Option<String?>) -> String?
  public var word: @Sendable (Option<String>) -> String

  public init(
    alerts: AlertSettings, units: Units, clock: ClockStyle, air: AirAlertPolicy, trips: Bool,
    number: @escaping @Sendable (Option<Double?>) -> Double?,
    text: @escaping @Sendable (Option<String?>) -> String?,
    word: @escaping @Sendable (Option<String>) -> String
  ) {
    self.alerts = alerts
    self.units = units
    self.clock = clock
    self.air = air
    self.trips = trips
    self.number = number
    self.text = text
    self.word = word
  }
}

import RainBarModel

/// The rain alerts' options (`AlertSettings` holds their values).
extension Options {
  public static let threshold = Option<Double>(
    "threshold", value: "percent", places: .both, default: 60,
    help: "Chance of rain (percent) that counts: urgent bars and alerts",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let within = Option<Int>(
    "within", value: "hours", places: .both, configKey: "alert-within", default: 3,
    help: "Hours to look ahead for alerts",
    read: ValueReader.integer(1...24, "give 1 to 24"))
  public static let hysteresis = Option<Double>(
    "alert-hysteresis", value: "points", places: .configFile, default: 20,
    help: "Points below the threshold the chance must fall before a new alert",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let critical = Option<Double>(
    "alert-critical", value: "percent", places: .configFile, default: 90,
    help: "Chance of rain within the hour that sends a critical update",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let quietHours = Option<QuietHours?>(
    "quiet-hours", value: "HH:MM-HH:MM", places: .both, default: nil,
    help: "No notifications then; sent after if rain is still ahead",
    read: { text in
      QuietHours(text).map { .value(Optional($0)) }
        ?? .invalid(InvalidValue(": give e.g. 22:00-07:00."))
    })
  public static let alertLead = Option<Int>(
    "alert-lead", value: "minutes", places: .configFile, default: 30,
    help: "Minutes ahead that minute-level data alerts of rain (and waybar's rain-soon class)",
    read: ValueReader.integer(5...120, "give 5 to 120"))
  public static let alertDryGap = Option<Int>(
    "alert-dry-gap", value: "minutes", places: .configFile, default: 60,
    help: "Minutes without rain after which new rain is a new episode (a new alert)",
    read: ValueReader.integer(5...1440, "give 5 to 1440"))
  public static let rainFloor = Option<Double>(
    "rain-floor", value: "mm/h", places: .configFile, default: 0.1,
    help: "Rate from which minute-level data counts as rain (drizzle under it does not)",
    read: ValueReader.number("give more than 0 and at most 50") { $0 > 0 && $0 <= 50 })
}

/// 24-hour "15:00" or 12-hour "3 PM" times, and English day names, by integer
/// arithmetic (no ICU).
public enum ClockStyle: String, CaseIterable, Sendable {
  case h24 = "24"
  case h12 = "12"

  /// 12-hour where the locale (LC_ALL, LC_TIME, LANG) customarily uses it.
  public static func fromLocale(_ environment: any Environment) -> ClockStyle {
    let locale =
      [environment["LC_ALL"], environment["LC_TIME"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let twelve = ["en_US", "en_CA", "en_AU", "en_NZ", "en_PH", "en_IN"]
    return twelve.contains { locale.hasPrefix($0) } ? .h12 : .h24
  }

  /// The place's clock at `t`: "15:00" or "3 PM".
  public func time(_ t: Int64, in zone: TimeZoneRules) -> String {
    let fields = zone.fields(t)
    switch self {
    case .h24:
      return Self.two(fields.hour) + ":" + Self.two(fields.minute)
    case .h12:
      let hour = fields.hour % 12 == 0 ? 12 : fields.hour % 12
      let suffix = fields.hour < 12 ? "AM" : "PM"
      return fields.minute == 0
        ? "\(hour) \(suffix)" : "\(hour):\(Self.two(fields.minute)) \(suffix)"
    }
  }

  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "Mon 30 Nov", for a local date (days since 1970-01-01, `TimeZoneRules.day`).
  public static func day(_ day: Int) -> String {
    let fields = TimeZoneRules.date(ofDay: day)
    return "\(weekdays[fields.weekday]) \(two(fields.day)) \(months[fields.month - 1])"
  }

  static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

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

  /// A day's short name, from the catalogue (no system locale needed).
  package static func weekday(_ index: Int) -> String {
    switch index {
    case 0: return trc("weekday", "Mon")
    case 1: return trc("weekday", "Tue")
    case 2: return trc("weekday", "Wed")
    case 3: return trc("weekday", "Thu")
    case 4: return trc("weekday", "Fri")
    case 5: return trc("weekday", "Sat")
    default: return trc("weekday", "Sun")
    }
  }

  /// A month's short name, from the catalogue.
  package static func month(_ number: Int) -> String {
    switch number {
    case 1: return trc("month", "Jan")
    case 2: return trc("month", "Feb")
    case 3: return trc("month", "Mar")
    case 4: return trc("month", "Apr")
    case 5: return trc("month", "May")
    case 6: return trc("month", "Jun")
    case 7: return trc("month", "Jul")
    case 8: return trc("month", "Aug")
    case 9: return trc("month", "Sep")
    case 10: return trc("month", "Oct")
    case 11: return trc("month", "Nov")
    default: return trc("month", "Dec")
    }
  }

  /// "Mon 30 Nov", for a local date (days since 1970-01-01, `TimeZoneRules.day`);
  /// the order is the language's ("Пн 30 нояб.").
  public static func day(_ day: Int) -> String {
    let fields = TimeZoneRules.date(ofDay: day)
    // TRANSLATORS: weekday, day of the month, month: "Mon 30 Nov", "Tue 01 Dec";
    // %2$02d pads the day to two digits, %2$d does not ("mar. 1 déc.").
    return tr("%1$s %2$02d %3$s", weekday(fields.weekday), String(fields.day), month(fields.month))
  }

  package static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

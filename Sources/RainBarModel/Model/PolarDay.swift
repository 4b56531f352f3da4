/// A day the sun does not rise (polar night) or does not set (midnight sun).
///
/// Providers give such a day sun times that look like any other: Open-Meteo
/// both at the day's 00:00 (polar night) or at its 00:00 and the next day's
/// (midnight sun; open-meteo/open-meteo pull request #844); Pirate Weather the
/// day's last two seconds, or its first and last second (its
/// API/utils/solar.py). So it is read from the two times alone: no day that
/// has a sunrise and a sunset has them less than 2 seconds apart, or 23 h
/// 59 min 58 s or more. Pure.
public enum PolarDay: String, Equatable, Sendable {
  /// Polar night: the sun stays below the horizon all day.
  case night
  /// Midnight sun (polar day): it stays above.
  case day

  /// Nil for a day the sun rises and sets on, or whose times are unknown.
  public init?(sunrise: Int64?, sunset: Int64?) {
    guard let sunrise, let sunset else { return nil }
    let (span, overflow) = sunset.subtractingReportingOverflow(sunrise)
    if overflow || span < 0 { return nil }
    if span <= 1 {
      self = .night
    } else if span >= 86_398 {
      self = .day
    } else {
      return nil
    }
  }

  /// The kind of the daily row `row`.
  package init?(_ daily: DailySeries, row: Int) {
    self.init(sunrise: daily.sunrise[row], sunset: daily.sunset[row])
  }

  /// "polar night", "midnight sun": shown where a sunrise or sunset time would be.
  public var words: String {
    switch self {
    // TRANSLATORS: shown where a sunrise or sunset time would be (the bar's
    // {sunrise} and {sunset}, the daily table); capitalised at a line's start.
    case .night: return tr("polar night")
    // TRANSLATORS: the sun does not set all day (polar day); shown where a
    // sunrise or sunset time would be, capitalised at a line's start.
    case .day: return tr("midnight sun")
    }
  }
}

extension PolarDay {
  /// A daily row's sunrise or sunset (`time`) as shown: `format`ted, or "polar
  /// night" / "midnight sun" on such a day; nil when the provider has none.
  package static func text(
    _ daily: DailySeries, row: Int, time: Int64?, format: (Int64) -> String
  ) -> String? {
    if let polar = PolarDay(daily, row: row) { return polar.words }
    return time.map(format)
  }
}

/// The day `{min}`, `{max}`, `{sunrise}` and `{sunset}` speak of: today until
/// its sunset, then tomorrow (without a sunset, on a polar night or a day of
/// midnight sun too, from 18:00 local time, as `RainOutlook.isDaytime` reckons).
/// A daily row's index, nil when the forecast has no row for that day.
package enum ShownDay {
  package static func index(in daily: DailySeries, zone: TimeZoneRules, at t: Int64) -> Int? {
    let today = zone.day(t)
    guard let row = daily.time.lastIndex(where: { zone.day(startingNear: $0) == today }) else {
      return nil
    }
    let evening: Bool
    if let set = daily.sunset[row], PolarDay(daily, row: row) == nil {
      evening = t >= set
    } else {
      evening = zone.fields(t).hour >= 18
    }
    guard evening else { return row }
    return daily.time.lastIndex(where: { zone.day(startingNear: $0) == today + 1 })
  }

  /// Time to the next sunset by day, to the next sunrise by night (`row` is
  /// the shown day, so after sunset its sunrise is tomorrow's); nil when the
  /// row lacks either, and on a polar night or a day of midnight sun (its
  /// times are no sunrise or sunset).
  package static func daylight(in daily: DailySeries, row: Int, at t: Int64) -> Int64? {
    guard let rise = daily.sunrise[row], let set = daily.sunset[row],
      PolarDay(daily, row: row) == nil
    else { return nil }
    if t < rise { return rise - t }
    if t < set { return set - t }
    return nil
  }

  /// "3h 20m", "45m".
  package static func duration(_ seconds: Int64) -> String {
    let minutes = (seconds + 30) / 60
    if minutes < 60 { return trn("%dm", "%dm", Int(minutes)) }
    return tr("%s %s", trn("%dh", "%dh", Int(minutes / 60)), trn("%dm", "%dm", Int(minutes % 60)))
  }
}

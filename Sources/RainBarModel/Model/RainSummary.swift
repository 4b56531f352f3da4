/// The plain-words answer to "will it rain?" for the next 24 hours, the first
/// line of the tooltip and of `forecast`: "Rain likely from 23:00 (85%), dry
/// again by 03:00."
public enum RainSummary {
  /// `after`: where minute-level data reaches, when there is some (`shown`:
  /// that time as told); the sentence then speaks of the hours after it
  /// ("After 15:15: rain likely from 16:00 (85%) …"), so that it never
  /// contradicts the minute sentence about now. (Two optionals, not an
  /// optional tuple, whose metadata a bar run would make at run time.)
  public static func sentence(
    forecast: Forecast, zone: TimeZoneRules, now: Double, threshold: Double, clock: ClockStyle,
    after: Int64? = nil, shown: String? = nil
  ) -> String {
    let t = Int64(now.rounded(.down))
    let from = max(t, after ?? t)
    let hourly = forecast.hourly
    let window = HourlyConvention.ahead(in: hourly, from: from, hours: 24)
    let chances = window.map { hourly.precipitationProbability[$0] }
    guard let highest = chances.compactMap({ $0 }).max() else {
      return shown.map { tr("After %s: the chance of rain in the next 24 h is unknown.", $0) }
        ?? tr("The chance of rain in the next 24 h is unknown.")
    }
    guard let first = chances.firstIndex(where: { ($0 ?? 0) >= threshold }) else {
      return shown.map {
        tr("After %s: no rain likely in the next 24 h (at most %s).", $0, Percent.text(highest))
      } ?? tr("No rain likely in the next 24 h (at most %s).", Percent.text(highest))
    }
    var last = first
    while last + 1 < chances.count, (chances[last + 1] ?? 0) >= threshold { last += 1 }
    let peak = chances[first...last].compactMap { $0 }.max() ?? threshold
    let start = hourly.hourStart(window[first])
    let percent = Percent.text(peak)
    let sentence: String
    if start <= from {
      sentence =
        shown.map { tr("After %s: rain likely (%s)", $0, percent) }
        ?? tr("Rain likely now (%s)", percent)
    } else {
      let time = clock.time(start, in: zone)
      sentence =
        shown.map { tr("After %s: rain likely from %s (%s)", $0, time, percent) }
        ?? tr("Rain likely from %s (%s)", time, percent)
    }
    guard last + 1 < chances.count else { return sentence + tr(" for the next 24 h at least.") }
    return sentence + tr(", dry again by %s.", clock.time(hourly.time[window[last]], in: zone))
  }
}

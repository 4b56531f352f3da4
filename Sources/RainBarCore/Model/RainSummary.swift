/// The plain-words answer to "will it rain?" for the next 24 hours, the first
/// line of the tooltip and of `forecast`: "Rain likely from 23:00 (85%), dry
/// again by 03:00."
public enum RainSummary {
  public static func sentence(
    forecast: Forecast, zone: TimeZoneRules, now: Double, threshold: Double, clock: ClockStyle
  ) -> String {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let window = HourlyConvention.ahead(in: hourly, from: t, hours: 24)
    let chances = window.map { hourly.precipitationProbability[$0] }
    guard let highest = chances.compactMap({ $0 }).max() else {
      return tr("The chance of rain in the next 24 h is unknown.")
    }
    guard let first = chances.firstIndex(where: { ($0 ?? 0) >= threshold }) else {
      return tr("No rain likely in the next 24 h (at most %s).", Percent.text(highest))
    }
    var last = first
    while last + 1 < chances.count, (chances[last + 1] ?? 0) >= threshold { last += 1 }
    let peak = chances[first...last].compactMap { $0 }.max() ?? threshold
    let start = hourly.hourStart(window[first])
    let sentence =
      start <= t
      ? tr("Rain likely now (%s)", Percent.text(peak))
      : tr("Rain likely from %s (%s)", clock.time(start, in: zone), Percent.text(peak))
    guard last + 1 < chances.count else { return sentence + tr(" for the next 24 h at least.") }
    return sentence + tr(", dry again by %s.", clock.time(hourly.time[window[last]], in: zone))
  }
}

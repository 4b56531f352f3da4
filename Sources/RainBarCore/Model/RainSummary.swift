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
    let prefix = shown.map { "After \($0): " } ?? ""
    func told(_ text: String) -> String {
      guard !prefix.isEmpty, let first = text.first else { return text }
      return prefix + first.lowercased() + String(text.dropFirst())
    }
    let hourly = forecast.hourly
    let window = HourlyConvention.ahead(in: hourly, from: from, hours: 24)
    let chances = window.map { hourly.precipitationProbability[$0] }
    guard let highest = chances.compactMap({ $0 }).max() else {
      return told("The chance of rain in the next 24 h is unknown.")
    }
    guard let first = chances.firstIndex(where: { ($0 ?? 0) >= threshold }) else {
      return told("No rain likely in the next 24 h (at most \(Percent.text(highest))).")
    }
    var last = first
    while last + 1 < chances.count, (chances[last + 1] ?? 0) >= threshold { last += 1 }
    let peak = chances[first...last].compactMap { $0 }.max() ?? threshold
    let start = hourly.hourStart(window[first])
    let when =
      start <= from ? (prefix.isEmpty ? " now" : "") : " from \(clock.time(start, in: zone))"
    let sentence = "Rain likely\(when) (\(Percent.text(peak)))"
    guard last + 1 < chances.count else { return told(sentence + " for the next 24 h at least.") }
    return told(sentence + ", dry again by \(clock.time(hourly.time[window[last]], in: zone)).")
  }
}

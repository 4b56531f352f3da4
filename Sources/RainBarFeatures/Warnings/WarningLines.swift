import RainBarEngine
import RainBarModel

/// Official warnings in words: one line each for the tooltip and `forecast`
/// ("⚠️ Severe: Thunderstorm until 22:00 (DWD)"), and in full for the
/// `warnings` command. Texts are unescaped; each bar escapes them.
public struct WarningLines: Sendable {
  public var warnings: WarningsResult?
  /// The warnings to show (`WarningsResult.active`).
  public var active: [Warning]
  public var now: Double
  /// The place's clock, for the times.
  public var zone: TimeZoneRules
  public var clock: ClockStyle
  public var icons: IconSet

  public init(
    warnings: WarningsResult?, active: [Warning], now: Double, zone: TimeZoneRules,
    clock: ClockStyle,
    icons: IconSet
  ) {
    self.warnings = warnings
    self.active = active
    self.now = now
    self.zone = zone
    self.clock = clock
    self.icons = icons
  }

  /// A blank line, then a line per warning (the first `limit`, then how
  /// many more) and one saying they are unavailable; nothing when there is
  /// nothing to say.
  public func tooltip(limit: Int = .max) -> [String] {
    guard let warnings else { return [] }
    var lines = active.prefix(limit).map(line)
    if active.count > limit {
      lines.append(
        trn(
          "and %d more (rain-bar warnings lists them all)",
          "and %d more (rain-bar warnings lists them all)", active.count - limit))
    }
    if let reason = warnings.unavailable { lines.append(tr("Warnings unavailable: %s", reason)) }
    return lines.isEmpty ? [] : [""] + lines
  }

  /// "⚠️ Severe: Thunderstorm until 22:00 (DWD)".
  public func line(_ warning: Warning) -> String {
    heading(warning) + validity(warning) + tr(" (%s)", warning.issuer)
  }

  /// "⚠️ Severe: Thunderstorm"; "⚠️ Severe thunderstorm" when the event names
  /// its level itself (DWD's "severe thunderstorm", NWS's "Severe Thunderstorm
  /// Warning"), so that the level is not said twice.
  public func heading(_ warning: Warning) -> String {
    let text = icons.warning + " "
    let event = Sanitized.line(Warning.calm(warning.event), limit: 60)
    let labelled: String
    switch warning.level {
    case .unknown: return text + event
    case .minor: labelled = tr("Minor: %s", event)
    case .moderate: labelled = tr("Moderate: %s", event)
    case .severe: labelled = tr("Severe: %s", event)
    case .extreme: labelled = tr("Extreme: %s", event)
    }
    if Self.namesLevel(event, warning.level) || Self.repeatsLabel(labelled, event) {
      // A String each: appending a Substring goes character by character.
      return text + event.prefix(1).uppercased() + String(event.dropFirst())
    }
    return text + labelled
  }

  /// Whether the catalogue's label before the event is the event's own first
  /// word ("Unwetter: Unwetter von Schwerem Gewitter" in German).
  package static func repeatsLabel(_ labelled: String, _ event: String) -> Bool {
    guard labelled.hasSuffix(event), labelled.count > event.count else { return false }
    let label = labelled.dropLast(event.count).filter { $0.isLetter }
    let first = event.prefix { $0.isLetter }
    return !label.isEmpty && label.lowercased() == first.lowercased()
  }

  /// Whether the event's first word is the level's English name ("Severe").
  package static func namesLevel(_ event: String, _ level: Warning.Level) -> Bool {
    let word: String
    switch level {
    case .unknown: return false
    case .minor: word = "minor"
    case .moderate: word = "moderate"
    case .severe: word = "severe"
    case .extreme: word = "extreme"
    }
    let first = event.prefix { $0 != " " }
    return first.count < event.count && first.lowercased() == word
  }

  /// " from 14:00 until Tue 06:00", " until 22:00", or "".
  public func validity(_ warning: Warning) -> String {
    var text = ""
    let t = Int64(now.rounded(.down))
    // TRANSLATORS: keep the leading space.
    if let onset = warning.onset, onset > t { text += tr(" from %s", time(onset)) }
    // TRANSLATORS: keep the leading space.
    if let until = warning.until { text += tr(" until %s", time(until)) }
    return text
  }

  /// Every active warning in full (headline, validity, description,
  /// instruction), for `rain-bar warnings`; a sentence when there are none.
  public var full: [String] {
    guard let warnings else { return [tr("No warning service covers this place.")] }
    var lines: [String] = []
    for warning in active {
      if !lines.isEmpty { lines.append("") }
      lines.append(line(warning))
      if let headline = warning.headline { lines.append(headline) }
      if let description = warning.description { lines += ["", description] }
      if let instruction = warning.instruction { lines += ["", instruction] }
    }
    if active.isEmpty { lines.append(tr("No warnings from %s.", warnings.source)) }
    if let reason = warnings.unavailable { lines += ["", tr("Warnings unavailable: %s", reason)] }
    return lines
  }

  /// "22:00" today, "Tue 22:00" another day.
  private func time(_ t: Int64) -> String {
    let today = zone.fields(Int64(now.rounded(.down)))
    let then = zone.fields(t)
    let clockTime = clock.time(t, in: zone)
    if today.year == then.year && today.month == then.month && today.day == then.day {
      return clockTime
    }
    // TRANSLATORS: "Tue 22:00": a weekday, then a time.
    return tr("%s %s", ClockStyle.weekday(then.weekday), clockTime)
  }
}

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
      lines.append("and \(active.count - limit) more (rain-bar warnings lists them all)")
    }
    if let reason = warnings.unavailable { lines.append("Warnings unavailable: \(reason)") }
    return lines.isEmpty ? [] : [""] + lines
  }

  /// "⚠️ Severe: Thunderstorm until 22:00 (DWD)".
  public func line(_ warning: Warning) -> String {
    heading(warning) + validity(warning) + " (\(warning.issuer))"
  }

  /// "⚠️ Severe: Thunderstorm".
  public func heading(_ warning: Warning) -> String {
    var text = icons.warning + " "
    if warning.level != .unknown { text += Self.capitalised(warning.level.name) + ": " }
    return text + Sanitized.line(warning.event, limit: 60)
  }

  /// " from 14:00 until Tue 06:00", " until 22:00", or "".
  public func validity(_ warning: Warning) -> String {
    var text = ""
    let t = Int64(now.rounded(.down))
    if let onset = warning.onset, onset > t { text += " from " + time(onset) }
    if let until = warning.until { text += " until " + time(until) }
    return text
  }

  /// Every active warning in full (headline, validity, description,
  /// instruction), for `rain-bar warnings`; a sentence when there are none.
  public var full: [String] {
    guard let warnings else { return ["No warning service covers this place."] }
    var lines: [String] = []
    for warning in active {
      if !lines.isEmpty { lines.append("") }
      lines.append(line(warning))
      if let headline = warning.headline { lines.append(headline) }
      if let description = warning.description { lines += ["", description] }
      if let instruction = warning.instruction { lines += ["", instruction] }
    }
    if active.isEmpty { lines.append("No warnings from \(warnings.source).") }
    if let reason = warnings.unavailable { lines += ["", "Warnings unavailable: \(reason)"] }
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
    return ClockStyle.weekdays[then.weekday] + " " + clockTime
  }

  private static func capitalised(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }
}

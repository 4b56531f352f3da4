import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The forecast as a notification, for bars without tooltips (i3blocks' middle
/// click): the place's warnings first, then the tooltip's other sections in
/// its order, at most `maxLines` lines in all. A notification daemon shows a
/// few lines only (dunst's default cut a severe warning in the middle and
/// dropped the next one), so what matters most comes first and nothing is cut
/// by the daemon.
enum ForecastNotification {
  static let maxLines = 12

  static func make(_ content: BarContent) -> RainNotification {
    let summary = [content.location, content.values[.condition], content.values[.temp]]
      .compactMap { $0 }.joined(separator: " · ")
    var warnings = content.warningLines?.tooltip(limit: maxLines / 2 - 1) ?? []
    while warnings.first == "" { warnings.removeFirst() }
    var sections: [[String]] = []
    if let snapshot = content.snapshot {
      let table = snapshot.table
      var layout = snapshot.settings.tooltip
      for section in layout.sections where section != .warnings {
        layout.sections = [section]
        // Without the header (the place and the data's age): the summary has
        // the place. Not wrapped: the notification server wraps to its width.
        sections.append(Array(table.lines(layout, wrap: false).dropFirst()))
      }
    }
    return RainNotification(
      summary: summary, body: body(warnings: warnings, sections: sections).joined(separator: "\n"),
      icon: content.condition?.isWet == true ? "weather-showers" : "weather-overcast",
      urgency: .low)
  }

  /// `warnings`, then each section as the tooltip has it (a table after a
  /// blank line; a blank line after the warnings too) while there is room: a
  /// section longer than the room left is cut to it (a table keeps its
  /// heading and at least one row), else left out.
  static func body(warnings: [String], sections: [[String]], maxLines: Int = maxLines)
    -> [String]
  {
    var lines = Array(warnings.prefix(maxLines))
    var forecastStarted = false
    for section in sections {
      let block = section.drop { $0.isEmpty }
      if block.isEmpty { continue }
      let separated = section.first == "" || !forecastStarted
      let gap = !lines.isEmpty && separated ? 1 : 0
      let room = maxLines - lines.count - gap
      guard block.count <= room || room >= 2 else { continue }
      if gap == 1 { lines.append("") }
      lines += block.prefix(room)
      forecastStarted = true
    }
    return lines
  }
}

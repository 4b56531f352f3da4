/// `▁▂▃▄▅▆▇█` for chances of rain from 0 to 100; a space where it is unknown.
/// Its bars draw the minute-level strip too (`MinuteSummary.strip`).
public enum Sparkline {
  /// Lowest first. Strings, appended one by one: an array of Characters
  /// cost every bar run two generic metadata instantiations.
  package static let levels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  public static func render(_ values: [Double?]) -> String {
    var out = ""
    for value in values {
      guard let value, value.isFinite else {
        out += " "
        continue
      }
      let clamped = min(max(value, 0), 100)
      out += levels[min(levels.count - 1, Int(clamped / 100 * Double(levels.count)))]
    }
    return out
  }
}

/// `▁▂▃▄▅▆▇█` for chances of rain from 0 to 100; a space where it is unknown.
public enum Sparkline {
  static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  public static func render(_ values: [Double?]) -> String {
    String(
      values.map { value -> Character in
        guard let value, value.isFinite else { return " " }
        let clamped = min(max(value, 0), 100)
        return levels[min(levels.count - 1, Int(clamped / 100 * Double(levels.count)))]
      })
  }
}

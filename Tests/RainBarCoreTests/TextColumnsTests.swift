import Testing

@testable import RainBarCore

@Suite struct TextColumnsTests {
  @Test func columnsAreAlignedAndLinesTrimmed() {
    let lines = TextColumns.align(
      [["Time", "", "Rain"], ["9:00", "🌧️", "80%"], ["10:00", "☀", "5%"]], rightAligned: [2])
    #expect(lines == ["Time       Rain", "9:00   🌧️   80%", "10:00  ☀     5%"])
  }

  /// The widths a terminal (VTE, foot, kitty) and Pango draw, not glibc's wcwidth.
  @Test func emojiTakeTwoColumnsWhicheverWayTheyArePresented() {
    #expect(TextColumns.width("⛅") == 2)  // emoji presentation by default
    #expect(TextColumns.width("☁️") == 2)  // text by default, emoji asked for with U+FE0F
    #expect(TextColumns.width("🌧️") == 2)
    #expect(TextColumns.width("☀") == 1)  // text presentation
    #expect(TextColumns.width("12°C") == 4)
    #expect(TextColumns.width("東京") == 4)
    #expect(TextColumns.width("e\u{301}") == 1)
    let rows = TextColumns.align([["a", "⛅", "1"], ["b", "☁️", "2"]], rightAligned: [])
    #expect(rows.map(TextColumns.width) == [8, 8])
  }
}

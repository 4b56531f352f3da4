import Testing

@testable import RainBarCore

@Suite struct TextColumnsTests {
  @Test func columnsAreAlignedAndLinesTrimmed() {
    let lines = TextColumns.align(
      [["Time", "", "Rain"], ["9:00", "🌧️", "80%"], ["10:00", "☀", "5%"]], rightAligned: [2])
    #expect(lines == ["Time      Rain", "9:00   🌧️   80%", "10:00  ☀    5%"])
  }

  @Test func aVariationSelectorTakesNoWidth() {
    #expect(TextColumns.width("🌧️") == 1)
    #expect(TextColumns.width("12°C") == 4)
  }
}

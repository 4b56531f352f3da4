import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct ForecastNotificationTests {
  static let summary = ["Rain likely from 16:00 (90%).", "Now: Rain, 12°C", "Next 3 h: up to 80%"]
  static let hours = ["", "Time  Rain", "13:00  10%", "14:00  30%", "15:00  55%", "16:00  80%"]
  static let days = ["", "Day  Rain", "Mon  90%", "Tue  70%"]

  /// Without warnings the body is the tooltip's lines (after its header) when they fit.
  @Test func theTooltipWhenItFits() {
    #expect(
      ForecastNotification.body(warnings: [], sections: [Self.summary, Self.hours])
        == Self.summary + Self.hours)
  }

  /// Warnings first, then a blank line; a table cut to the room left keeps its
  /// heading; a section with no room for two lines is left out: 12 lines at most.
  @Test func warningsFirstAtMostTwelveLines() {
    let warnings = ["⚠️ Severe thunderstorm until 22:00 (DWD)", "⚠️ Minor: frost (DWD)"]
    let body = ForecastNotification.body(
      warnings: warnings, sections: [Self.summary, Self.hours, Self.days])
    #expect(
      body == warnings + [""] + Self.summary + [
        "", "Time  Rain", "13:00  10%", "14:00  30%", "15:00  55%", "16:00  80%",
      ])
    #expect(body.count == 12)
    let many = (1...20).map { "⚠️ warning \($0)" }
    #expect(
      ForecastNotification.body(warnings: many, sections: [Self.summary]) == Array(many.prefix(12)))
  }
}

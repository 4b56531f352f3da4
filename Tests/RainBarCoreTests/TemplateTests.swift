import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct TemplateTests {
  @Test func everyPlaceholder() throws {
    let template = try Template(
      "{icon}|{temp}|{feels}|{pop}|{pop_max}|{rain_at}|{precip}|{wind}|{location}|{condition}|{age}|{spark}"
    )
    let content = try RenderingFixture.content(name: "Berlin", clock: .h12)
    #expect(
      template.render(content.values, escape: Markup.none)
        == "🌧️|12°C|9°C|80%|90%|4 PM|1.7 mm|15 km/h|Berlin|Rain|0s|▁▃▅▇█▅▄▂▁▁▁▁▁")
  }

  @Test func warningIsTheMostSevereInForceCappedAndEmptyWithoutOne() throws {
    let template = try Template("{pop} {warning}|")
    let with = try RenderingFixture.content(warnings: RenderingFixture.warnings)
    #expect(
      template.render(with.values, escape: Markup.pango)
        == "80% ⚠️ Gewitter &lt;b&gt;&amp; Hagel&lt;/b&gt;…|")
    let without = try RenderingFixture.content()
    #expect(template.render(without.values, escape: Markup.pango) == "80% |")
    #expect(Template.standard.render(without.values, escape: Markup.none) == "🌧️ 12°C 80%")
  }

  /// A placeholder added to the enum without a value or a help line fails here.
  @Test func everyPlaceholderHasAValueAndHelp() throws {
    // 12:50 UTC: minute-level data shows rain now, so every placeholder has a value.
    // A trip at 14:00 (13:00 UTC) for {trip}.
    let walk = Trip(
      name: "walk", days: [Bool](repeating: true, count: 7),
      times: [Trip.Times(start: 14 * 60, end: 14 * 60 + 30)], notifyBefore: 30, threshold: nil,
      location: nil)
    let now = Int64(RenderingFixture.now) + 35 * 60
    let football = TripOccurrence(
      trip: Trip(
        name: "Football", days: [], times: [], notifyBefore: 30, threshold: nil, location: nil),
      start: now + 3600, end: now + 7200, id: "event c/u")
    let content = try RenderingFixture.minuteContent(
      now: Double(now), warnings: RenderingFixture.warnings,
      air: try RenderingFixture.air(), trips: [walk], events: [football],
      // 1.5 mm from Berlin's midnight (23:00 UTC) to the first hour's start.
      pastRain: PastRain(start: 1_795_993_200, end: [1_796_036_400], amount: [1.5]))
    #expect(content.values[.trip] == "walk 14:00 100%")
    // And the hour ending 12:00 UTC, dry (at 12:50 UTC the next has not ended).
    #expect(content.values[.rainToday] == "1.5 mm")
    #expect(content.values[.event]?.hasPrefix("Football ") == true)
    let manPage = ManPage(parser: Commands.parser, overview: "", version: "").render()
    for placeholder in Placeholder.allCases {
      #expect(content.values[placeholder].map { !$0.isEmpty } == true, "\(placeholder)")
      #expect(!placeholder.help.isEmpty)
      #expect(manPage.contains(ManPage.escape("{\(placeholder.rawValue)}")), "\(placeholder)")
      #expect(Options.template.spec.help.contains("{\(placeholder.rawValue)}"))
    }
  }

  /// The placeholder table (docs/formats.md, linked from the README) names every placeholder.
  @Test func readmeListsEveryPlaceholder() throws {
    let root = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    let readme = try String(contentsOfFile: "/" + root + "/docs/formats.md", encoding: .utf8)
    for placeholder in Placeholder.allCases {
      #expect(readme.contains("`{\(placeholder.rawValue)}`"), "\(placeholder)")
    }
  }

  @Test func unknownValuesLeaveNoGaps() throws {
    let template = try Template("{icon} {pop} {temp}")
    #expect(template.render([.icon: "X", .temp: "1°C"], escape: Markup.none) == "X 1°C")
  }

  @Test func unknownPlaceholderIsNamed() {
    #expect(throws: TemplateError.self) { try Template("{icon} {humidty}") }
    do {
      _ = try Template("{icon} {humidty}")
    } catch {
      #expect(
        error.message.hasPrefix(
          "Unknown placeholder '{humidty}' in the template (known: {icon} {temp}"))
    }
    #expect(throws: TemplateError("The template has a '{' without its '}'.")) {
      try Template("{icon")
    }
  }

  @Test func sparkline() {
    #expect(Sparkline.render([0, 12.5, 25, 50, 99, 100, nil, -5, 150]) == "▁▂▃▅██ ▁█")
  }

  @Test func clocks() {
    #expect(ClockStyle.h24.time(1_796_040_000, in: .fixed(3600)) == "13:00")
    #expect(ClockStyle.h12.time(1_796_040_000, in: .fixed(3600)) == "1 PM")
    #expect(ClockStyle.h12.time(1_796_040_000 - 13 * 3600 + 1800, in: .fixed(3600)) == "12:30 AM")
    #expect(ClockStyle.fromLocale(["LANG": "en_US.UTF-8"]) == .h12)
    #expect(ClockStyle.fromLocale(["LANG": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"]) == .h24)
    #expect(ClockStyle.day(TimeZoneRules.fixed(3600).day(1_796_040_000)) == "Mon 30 Nov")
  }
}

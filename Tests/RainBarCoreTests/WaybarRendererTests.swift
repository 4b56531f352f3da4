import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct WaybarRendererTests {
  let renderer = WaybarRenderer()

  @Test func freshObjectWithEscapedTooltip() throws {
    let out = renderer.render(
      try RenderingFixture.content(), try RenderingFixture.options("{icon} {pop} {location}"))
    #expect(out.exitCode == 0)
    let tooltip = [
      "Rock &amp; Roll &lt;Town&gt; %{F#f00}, 0s ago",
      "Rain likely from 16:00 (90%), dry again by 19:00.",
      "Now: Rain, 12°C, feels 9°C, wind 15 km/h",
      "Next 3 h: up to 80% chance of rain",
      "",
      "Time       Temp     Wind  Rain",
      "13:00  <span font_family='Noto Color Emoji,emoji'>☁️</span>  12°C  12 km/h   10%",
      "14:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  12°C  14 km/h   30%",
      "15:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  11°C  15 km/h   55%",
      "16:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  11°C  16 km/h   80%",
      "17:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  11°C  18 km/h   90%",
      "",
      "Day             Min   Max     Wind  Rain",
      "Mon 30 Nov  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  6°C  12°C  22 km/h   90%",
      "Tue 01 Dec  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  5°C  10°C  20 km/h   70%",
    ].joined(separator: "\\n")
    #expect(
      out.stdout
        == ##"{"text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 80% Rock &amp; Roll &lt;Town&gt; %{F#f00}","tooltip":"<tt>"##
        + tooltip
        + ##"</tt>","alt":"rain","class":["rain","rain-likely"],"percentage":80}"## + "\n")
  }

  /// The default tooltip fits a small screen: under 16 lines.
  /// After sunset (15:40 in Berlin) the alt names the night, for CSS and
  /// format-icons: `rain-night`; by day it stays `rain`.
  @Test func altCarriesTheNight() throws {
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    func alt(at now: Double) throws -> String {
      let content = BarContent(
        result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
        zone: try Fixture.berlin, location: Location(name: "x", latitude: 52.52, longitude: 13.41),
        now: now, settings: BarContent.Settings(units: .metric, icons: .emoji, clock: .h24))
      let output = renderer.render(content, try RenderingFixture.options()).stdout
      let start = try #require(output.range(of: #""alt":""#)).upperBound
      return String(output[start...].prefix { $0 != "\"" })
    }
    #expect(try alt(at: RenderingFixture.now) == "rain")
    #expect(try alt(at: RenderingFixture.now + 4 * 3600) == "rain-night")
  }

  @Test func defaultTooltipIsShort() throws {
    #expect(try RenderingFixture.content().tooltip.count < 16)
  }

  @Test func staleAndOfflineClasses() throws {
    let content = try RenderingFixture.content(
      freshness: RenderingFixture.offline, fetchedAt: RenderingFixture.now - 7200)
    let out = renderer.render(content, try RenderingFixture.options("{temp}"))
    #expect(
      out.stdout.hasPrefix(
        ##"{"text":"12°C <span font_family='Noto Color Emoji,emoji'>⏳</span>2h","tooltip":"<tt>Rock &amp; Roll &lt;Town&gt; %{F#f00}, 2h ago (not renewed: Cannot\nconnect to api.open-meteo.com (offline, or the service is\ndown).)\n"##
      ))
    #expect(
      out.stdout.hasSuffix(
        ##"</tt>","alt":"rain","class":["rain","rain-likely","stale","offline"],"percentage":80}"##
          + "\n"))
  }

  @Test func failureIsAStateWithExit0() throws {
    let out = renderer.render(RenderingFixture.failed(), try RenderingFixture.options())
    #expect(
      out.stdout
        == ##"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> offline","tooltip":"Cannot connect to api.open-meteo.com (offline, or the service is down).","alt":"offline","class":["offline"]}"##
        + "\n")
    #expect(out.exitCode == 0)
    let error = BarContent(
      failure: .error, reason: "Open-Meteo refused <the> request & more", location: nil,
      icons: .emoji)
    let errorOut = renderer.render(error, try RenderingFixture.options())
    #expect(
      errorOut.stdout
        == ##"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"Open-Meteo refused &lt;the&gt; request &amp; more","alt":"error","class":["error"]}"##
        + "\n")
    #expect(errorOut.exitCode == 0)
  }

  @Test func userMarkupInTheTemplateIsKept() throws {
    let out = renderer.render(
      try RenderingFixture.content(),
      try RenderingFixture.options("<span color='#8cf'>{icon}</span> {location}"))
    #expect(
      out.stdout.hasPrefix(
        ##"{"text":"<span color='#8cf'><span font_family='Noto Color Emoji,emoji'>🌧️</span></span> Rock &amp; Roll &lt;Town&gt; %{F#f00}","##
      ))
  }

  /// Every emoji run in the colour emoji font; the rest, escaped markup
  /// included, untouched (Debian's waybar style otherwise draws ⚠️ and 🌧️
  /// from DejaVu, small and one colour).
  @Test func emojiInTheColourFont() {
    let span = { "<span font_family='Noto Color Emoji,emoji'>" + $0 + "</span>" }
    #expect(Markup.emojiSpans("12°C 80% &lt;b&gt;") == "12°C 80% &lt;b&gt;")
    #expect(Markup.emojiSpans("🌧️ 12°C ⚠️ Frost") == span("🌧️") + " 12°C " + span("⚠️") + " Frost")
    #expect(Markup.emojiSpans("12°C ⏳2h 🌙") == "12°C " + span("⏳") + "2h " + span("🌙"))
    // Neighbours share one span; a symbol without U+FE0F (°, ▁, ←) is text.
    #expect(Markup.emojiSpans("☁️🌧️ ▁▄ ← ☁") == span("☁️🌧️") + " ▁▄ ← ☁")
    // An emoji in a place's name too, its markup still escaped.
    let place = Markup.emojiSpans(Markup.pango("<b>Café 🏠</b>"))
    #expect(place == "&lt;b&gt;Café " + span("🏠") + "&lt;/b&gt;")
    // A skin tone and a joiner stay in the emoji's span, between plain text.
    #expect(Markup.emojiSpans("a👍🏽b 🧑‍🌾c") == "a" + span("👍🏽") + "b " + span("🧑‍🌾") + "c")
  }
}

/// `--markup none`: the JSON of the shells that show its text and tooltip
/// as they are (docs/formats.md): no escape, no emoji font, no <tt>.
@Suite struct WaybarPlainTextTests {
  @Test func plainTextHasNoMarkup() throws {
    var options = try RenderingFixture.options("{location} {icon} {pop}")
    options.plainText = true
    let out = WaybarRenderer().render(try RenderingFixture.content(), options)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    #expect(object["text"] as? String == "Rock & Roll <Town> %{F#f00} 🌧️ 80%")
    let tooltip = try #require(object["tooltip"] as? String)
    #expect(tooltip.hasPrefix("Rock & Roll <Town> %{F#f00}, "))
    #expect(!tooltip.contains("<tt>") && !tooltip.contains("<span") && !tooltip.contains("&amp;"))
    #expect(object["class"] as? [String] == ["rain", "rain-likely"])
    #expect(out.exitCode == 0)
  }
}

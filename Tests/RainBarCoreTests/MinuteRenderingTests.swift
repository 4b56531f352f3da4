import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// What every format draws from minute-level data (the constructed Berlin
/// forecast's 15-minute steps: light rain 13:45-14:45 Berlin time, again
/// 15:00-15:15), with the default text and with each placeholder.
@Suite struct MinuteRenderingTests {
  static let before = RenderingFixture.now  // 12:15 UTC, 13:15 in Berlin
  static let during = RenderingFixture.now + 35 * 60  // 13:50 in Berlin
  static let gap = RenderingFixture.now + 95 * 60  // 14:50 in Berlin
  static let after = RenderingFixture.now + 125 * 60  // 15:20: the data has ended

  func content(_ now: Double, units: Units = .metric, clock: ClockStyle = .h24) throws
    -> BarContent
  {
    try RenderingFixture.minuteContent(now: now, units: units, clock: clock)
  }

  let standard = RenderOptions(template: .standard)

  @Test func plainDefaultText() throws {
    let plain = PlainRenderer()
    #expect(plain.render(try content(Self.before), standard).stdout == "🌧️ 12°C in 30m\n")
    #expect(plain.render(try content(Self.during), standard).stdout == "🌧️ 12°C until 14:45\n")
    // 10 minutes before the second rain: within the last step, whole minutes;
    // the current conditions are too old, the temperature is 14:00's (11.5°C).
    #expect(plain.render(try content(Self.gap), standard).stdout == "🌧️ 12°C in 10m\n")
    // Without minute-level data now: the chance of rain, as always.
    #expect(plain.render(try content(Self.after), standard).stdout == "🌧️ 11°C 90%\n")
    #expect(
      plain.render(try content(Self.during, clock: .h12), standard).stdout
        == "🌧️ 12°C until 2:45 PM\n")
    // With two places saved, the default names the place first.
    #expect(
      plain.render(try content(Self.before), RenderOptions(template: .standardWithLocation))
        .stdout == "Berlin 🌧️ 12°C in 30m\n")
    // A template of one's own is used as written.
    #expect(
      plain.render(try content(Self.before), try RenderingFixture.options()).stdout
        == "🌧️ 12°C 80%\n")
  }

  @Test func placeholders() throws {
    let template = try Template("{rain_in}|{rain_until}|{next_rain}")
    func render(_ now: Double, _ units: Units = .metric) throws -> String {
      template.render(try content(now, units: units).values, escape: Markup.none)
    }
    #expect(try render(Self.before) == "30m||rain in 30 min")
    #expect(try render(Self.before + 5 * 60) == "30m||rain in 30 min")  // 25 min: to 15
    #expect(try render(Self.before + 8 * 60) == "15m||rain in 15 min")  // 22 min
    #expect(try render(Self.during) == "now|until 14:45|rain until 14:45")
    #expect(try render(Self.gap) == "10m||rain in 10 min")
    // The data has ended: the hourly outlook (rain likely from the hour 15:00-16:00 UTC).
    #expect(try render(Self.after) == "from 16:00||rain from 16:00")
    // Rain likely now by the hour: "now" and until when the likely hours end.
    #expect(try render(Self.after + 3600) == "now|until 19:00|rain until 19:00")
  }

  /// One minute before the onset the bar's countdown and the tooltip's
  /// clock time agree ("in 1m", "from about 15:00"; it was "in 15m").
  @Test func countdownEndsOnTheTooltipsTime() throws {
    let last = try content(Self.gap + 9 * 60)  // 14:59
    #expect(last.values.minuteText == "in 1m")
    #expect(last.tooltip[1].hasPrefix("Light rain from about 15:00"))
    let step = try content(Self.gap - 5 * 60)  // 14:45, one step before
    #expect(step.values.minuteText == "in 15m")
    #expect(step.tooltip[1].hasPrefix("Light rain from about 15:00"))
  }

  /// While minute data says it rains now, the hourly sentence speaks of the
  /// hours after the data's reach and never says rain starts later.
  @Test func hourlySentenceAfterTheMinutes() throws {
    let raining = try content(Self.during)
    #expect(raining.tooltip[1].hasPrefix("Light rain now"))
    #expect(
      raining.tooltip[4...5] == [
        "After 15:30: rain likely from 16:00 (90%), dry again", "by 19:00.",
      ])
    // Without minute data, as before.
    let after = try content(Self.after).tooltip
    #expect(after[1] == "Rain likely from 16:00 (90%), dry again by 19:00.")
  }

  @Test func waybar() throws {
    let out = WaybarRenderer().render(try content(Self.before), standard)
    let tooltip = [
      "Berlin, 0s ago",
      // Wrapped at 60 columns, at spaces, the number with its unit.
      "Light rain from about 13:45 to 14:45, heaviest around",
      "14:00 (2.4 mm/h), again from about 15:00.",
      "13:15 ▁▁▄▄▄▃▁▂ 15:15 (model, 15 min)",
      // The hours after the minute data's reach: it speaks of now.
      "After 15:15: rain likely from 16:00 (90%), dry again",
      "by 19:00.",
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
        == ##"{"text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C in 30m","tooltip":"<tt>"##
        + tooltip
        + ##"</tt>","alt":"rain","class":["rain","rain-likely","rain-soon"],"percentage":80}"##
        + "\n")
    let raining = WaybarRenderer().render(try content(Self.during), standard).stdout
    #expect(
      raining.hasPrefix(
        ##"{"text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C until 14:45","tooltip":"<tt>Berlin, 35m ago\nLight rain now, stopping around 14:45, again from\nabout 15:00.\n13:45 ▄▄▄▃▁▂▁ 15:30 (model, 15 min)\n"##
      ))
    #expect(
      raining.hasSuffix(##""class":["rain","rain-likely","raining"],"percentage":80}"## + "\n"))
    // 35 minutes ahead is beyond alert-lead (30): not yet "soon", though the
    // bar, to 15 minutes, says 30.
    let early = try content(Self.before - 5 * 60)
    #expect(!early.rainSoon && early.values.minuteText == "in 30m")
  }

  @Test func i3blocksAndI3bar() throws {
    #expect(
      I3blocksRenderer().render(try content(Self.before), standard).stdout
        == "🌧️ 12°C in 30m\n🌧️ in 30m\n#4FA3FF\n")
    #expect(
      I3barRenderer().render(try content(Self.during), standard).stdout
        == ##"{"full_text":"🌧️ 12°C until 14:45","short_text":"🌧️ until 14:45","color":"#4FA3FF","urgent":false,"name":"rain-bar","instance":"Berlin"}"##
        + "\n")
  }

  @Test func polybar() throws {
    #expect(
      PolybarRenderer().render(try content(Self.before), standard).stdout
        == "%{F#4FA3FF}%{T2}🌧%{T-} 12°C in 30m%{F-}\n")
  }

  @Test func jsonCarriesTheSeriesAndThePhrase() throws {
    let out = JSONRenderer(hours: 0, days: 0).render(try content(Self.during), standard).stdout
    #expect(
      out.contains(
        ##""now":{"condition":"rain","temperature":11.6,"feels_like":9.2,"wind":14.8,"chance_of_rain":80.0,"precipitation":1.7,"rain_likely":true,"rain_soon":false,"raining":true,"humidity":87.0,"dew_point":9.4,"wind_direction":225.0,"gusts":31.3,"pressure":1008.4,"uv_index":0.4},"sun":{"sunrise":1796020200,"sunset":1796049600,"polar":null,"moon":"last quarter"},"minutely":{"status":"ok","source":"model","interval_seconds":900,"resolution_seconds":900,"steps":[{"time":1796042700,"local":"2026-11-30T13:45","intensity":1.2,"chance_of_rain":null,"kind":"rain"},{"time":1796043600,"local":"2026-11-30T14:00","intensity":2.4,"chance_of_rain":null,"kind":"rain"},{"time":1796044500,"local":"2026-11-30T14:15","intensity":2.0,"chance_of_rain":null,"kind":"rain"},{"time":1796045400,"local":"2026-11-30T14:30","intensity":0.8,"chance_of_rain":null,"kind":"rain"},{"time":1796046300,"local":"2026-11-30T14:45","intensity":0.0,"chance_of_rain":null,"kind":null},{"time":1796047200,"local":"2026-11-30T15:00","intensity":0.4,"chance_of_rain":null,"kind":"rain"},{"time":1796048100,"local":"2026-11-30T15:15","intensity":0.0,"chance_of_rain":null,"kind":null}],"outlook":{"state":"raining","kind":"rain","starts_at":null,"minutes_until_start":null,"ends_at":1796046300,"restarts_at":1796047200,"data_until":1796049000,"intensity":1.2,"intensity_word":"light","peak":{"time":1796043600,"intensity":2.4},"rain_in":"now","rain_until":"until 14:45","next_rain":"rain until 14:45","sentence":"Light rain now, stopping around 14:45, again from about 15:00."}},"hourly":[],"daily":[]}"##
      ))
    let imperial = JSONRenderer(hours: 0, days: 0).render(
      try content(Self.before, units: .imperial), standard
    ).stdout
    #expect(imperial.contains(##""peak":{"time":1796043600,"intensity":0.09}"##))
    #expect(imperial.contains(##""minutes_until_start":30"##))
    _ = try JSONSerialization.jsonObject(with: Data(out.utf8))
    // A source that said why it has nothing: the status alone.
    var forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    forecast.minutely = MinutelyPrecipitation(unavailable: .noCoverage)
    let none = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: Self.before, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "B", latitude: 1, longitude: 2), now: Self.before,
      settings: BarContent.Settings(units: .metric, icons: .emoji, clock: .h24))
    #expect(
      JSONRenderer(hours: 0, days: 0).render(none, standard).stdout.contains(
        ##""minutely":{"status":"no coverage"}"##))
    #expect(none.tooltip[1] == "No minute-level data: outside radar coverage.")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `{min}`, `{max}`, `{sunrise}`, `{sunset}`, `{daylight}` and `{moon}` on each
/// provider's fixtures, by day, after sunset, and where the provider lacks a value.
@Suite struct DayPlaceholderTests {
  static let template = "{min}|{max}|{sunrise}|{sunset}|{daylight}|{moon}"

  func render(
    _ forecast: Forecast, zone: TimeZoneRules, at now: Double, icons: IconSet = .emoji,
    units: Units = .metric
  ) throws -> String {
    let content = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh), zone: zone,
      location: Location(name: "x", latitude: 0, longitude: 0), now: now,
      settings: BarContent.Settings(units: units, icons: icons, clock: .h24))
    return try Template(Self.template).render(content.values, escape: Markup.none)
  }

  func berlin() throws -> Forecast {
    try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  /// 13:15 in Berlin on 30 Nov: today 6.3-12.1 °C, sun 07:30-15:40 (2 h 25 min left).
  @Test func openMeteoByDay() throws {
    let now = RenderingFixture.now
    #expect(
      try render(berlin(), zone: try Fixture.berlin, at: now) == "6°C|12°C|07:30|15:40|2h 25m|🌗")
    #expect(
      try render(berlin(), zone: try Fixture.berlin, at: now, icons: .text, units: .imperial)
        == "43°F|54°F|07:30|15:40|2h 25m|last quarter")
  }

  /// 16:15, after sunset: tomorrow's 5.1-10.4 °C and sun, 15 h 15 min to sunrise.
  @Test func openMeteoAfterSunsetShowsTomorrow() throws {
    let now = RenderingFixture.now + 3 * 3600
    #expect(
      try render(berlin(), zone: try Fixture.berlin, at: now) == "5°C|10°C|07:30|15:40|15h 15m|🌗")
  }

  /// New York 16:45 on 6 Feb 2026: -8.2 to -1.72 °C, sun 07:00:58-17:19:44,
  /// five days after the full moon.
  @Test func pirateWeather() throws {
    let forecast = try PirateWeatherProvider(key: "k", userAgent: "t").decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json")))
    let now = Double(try #require(forecast.current?.time))
    let shown = try render(forecast, zone: .fixed(forecast.utcOffsetSeconds), at: now)
    #expect(shown == "-8°C|-2°C|07:00|17:19|35m|🌖")
  }

  /// MET Norway sends no sunrise or sunset: those are empty, never a time.
  /// London 11:00 UTC on 20 Jul 2020: 12.7-21.1 °C that day; new moon at 17:33.
  @Test func metNorwayLacksTheSun() throws {
    let forecast = try METNorwayProvider(userAgent: "t").decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/metno-complete-london-2020.json")))
    let now = Double(forecast.hourly.time[0])
    let shown = try render(forecast, zone: .fixed(forecast.utcOffsetSeconds), at: now)
    #expect(shown == "13°C|21°C||||🌑")
  }

  /// The phases of April 2024 as published (UTC): new moon 8 Apr 18:21 (the
  /// total eclipse), first quarter 15 Apr 19:13, full 23 Apr 23:49, last
  /// quarter 1 May 11:27.
  @Test func moonPhasesOfPublishedDates() {
    #expect(MoonPhase(at: 1_712_600_460) == .new)
    #expect(MoonPhase(at: 1_713_208_380) == .firstQuarter)
    #expect(MoonPhase(at: 1_713_916_140) == .full)
    #expect(MoonPhase(at: 1_714_562_820) == .lastQuarter)
    #expect(MoonPhase(at: 1_714_562_820 + 4 * 86_400) == .waningCrescent)
    #expect(MoonPhase(at: -1_000_000_000) == MoonPhase(at: -1_000_000_000))
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Polar night and midnight sun as Open-Meteo gives them (sunrise and sunset
/// both at the day's 00:00, or at its 00:00 and the next day's): "polar night"
/// and "midnight sun" where a time would be (`{sunrise}`, `{sunset}`, the
/// tooltip's sun line, the daily table), no `{daylight}` countdown to a 00:00
/// that is no sunrise or sunset, and in the JSON no such time but `polar`.
/// Longyearbyen (+01:00) and McMurdo (+13:00) at 11:30 local on 6 Feb 2026.
@Suite struct PolarDayRenderingTests {
  static let night = "openmeteo-forecast-longyearbyen-polar-night-edited.json"
  static let day = "openmeteo-forecast-mcmurdo-midnight-sun-edited.json"
  static let template = "{min} {max} [{sunrise}] [{sunset}] [{daylight}]"

  func content(_ name: String, local: String, language: Language? = nil) throws -> BarContent {
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(try Fixture.openMeteo(name))
    let now = Double(try #require(CivilTime.parse(local, offset: forecast.utcOffsetSeconds)))
    var settings = BarContent.Settings(units: .metric, icons: .emoji, clock: .h24)
    settings.tooltip = TooltipLayout(
      sections: "sun,days", hours: 0, days: 2, hourColumns: nil,
      dayColumns: "min,max,sunrise,sunset")
    return BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "Here", latitude: 0, longitude: 0), now: now, settings: settings)
  }

  func line(_ content: BarContent) throws -> String {
    try Template(Self.template).render(content.values, escape: Markup.none)
  }

  func json(_ content: BarContent) -> String {
    JSONRenderer(hours: 0, days: 2).render(content, RenderOptions(template: Template.standard))
      .stdout
  }

  @Test func polarNight() throws {
    let content = try content(Self.night, local: "2026-02-06T11:30")
    // Today's row (it had tomorrow's, the "sunset" at 00:00 being past), no countdown.
    #expect(try line(content) == "-9°C 0°C [polar night] [polar night] []")
    #expect(
      content.tooltip == [
        "Here, 0s ago",
        "Polar night, waning gibbous 🌖",
        "",
        "Day           Min   Max      Sunrise       Sunset",
        "Fri 06 Feb   -9°C   0°C  polar night  polar night",
        "Sat 07 Feb  -18°C  -5°C  polar night  polar night",
      ])
    let json = json(content)
    #expect(
      json.contains(
        #""sun":{"sunrise":null,"sunset":null,"polar":"night","moon":"waning gibbous"}"#))
    #expect(
      json.contains(
        #""precipitation":0.0,"sunrise":null,"sunset":null,"polar":"night"}"#))
  }

  @Test func midnightSun() throws {
    let content = try content(Self.day, local: "2026-02-06T11:30")
    #expect(try line(content) == "-9°C 0°C [midnight sun] [midnight sun] []")
    #expect(
      content.tooltip == [
        "Here, 0s ago",
        "Midnight sun, waning gibbous 🌖",
        "",
        "Day           Min   Max       Sunrise        Sunset",
        "Fri 06 Feb   -9°C   0°C  midnight sun  midnight sun",
        "Sat 07 Feb  -18°C  -5°C  midnight sun  midnight sun",
      ])
    let json = json(content)
    #expect(
      json.contains(
        #""sun":{"sunrise":null,"sunset":null,"polar":"day","moon":"waning gibbous"}"#))
    #expect(
      json.contains(
        #""precipitation":0.0,"sunrise":null,"sunset":null,"polar":"day"}"#))
  }

  /// After 18:00 (no sunset to go by) tomorrow's row, still without a countdown.
  @Test func theEveningShowsTomorrow() throws {
    let night = try content(Self.night, local: "2026-02-06T19:00")
    #expect(try line(night) == "-18°C -5°C [polar night] [polar night] []")
    let day = try content(Self.day, local: "2026-02-06T19:00")
    #expect(try line(day) == "-18°C -5°C [midnight sun] [midnight sun] []")
  }

  /// An ordinary day keeps its times and `polar` null.
  @Test func anOrdinaryDayIsUnchanged() throws {
    let content = try content(
      "openmeteo-forecast-newyork-current-hourly-daily.json", local: "2026-02-06T16:30")
    #expect(try line(content) == "-9°C 0°C [07:00] [17:19] [49m]")
    #expect(
      json(content).contains(
        #""sun":{"sunrise":1770379200,"sunset":1770416340,"polar":null,"moon":"waning gibbous"}"#))
  }

  /// Read from the two times alone: Open-Meteo's forms and Pirate Weather's
  /// (its API/utils/solar.py: a polar night's last two seconds, a polar day's
  /// first and last), never an ordinary day however short or long.
  @Test func readFromTheTwoTimes() {
    let midnight: Int64 = 1_770_332_400
    #expect(PolarDay(sunrise: midnight, sunset: midnight) == .night)
    #expect(PolarDay(sunrise: midnight, sunset: midnight + 86_400) == .day)
    #expect(PolarDay(sunrise: midnight + 86_398, sunset: midnight + 86_399) == .night)
    #expect(PolarDay(sunrise: midnight + 1, sunset: midnight + 86_399) == .day)
    // The first and last days around a polar night or day: minutes of sun, or minutes without.
    #expect(PolarDay(sunrise: midnight + 43_000, sunset: midnight + 43_120) == nil)
    #expect(PolarDay(sunrise: midnight + 60, sunset: midnight + 86_340) == nil)
    #expect(PolarDay(sunrise: midnight + 27_000, sunset: midnight + 57_600) == nil)
    // Unknown, or nonsense: an ordinary day (what is shown is the provider's times).
    #expect(PolarDay(sunrise: nil, sunset: midnight) == nil)
    #expect(PolarDay(sunrise: midnight, sunset: nil) == nil)
    #expect(PolarDay(sunrise: midnight, sunset: midnight - 3600) == nil)
    #expect(PolarDay(sunrise: .min, sunset: .max) == nil)
  }
}

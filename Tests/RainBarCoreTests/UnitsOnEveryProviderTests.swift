import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Every placeholder that carries a unit, in every unit, on each provider's
/// fixture: exact text, empty where the answer lacks the value.
@Suite struct UnitsOnEveryProviderTests {
  static let template = try? Template(
    "{temp}|{feels}|{dew_point}|{min}|{max}|{wind}|{gusts}|{precip}|{pressure}")

  func render(_ forecast: Forecast, _ units: Units) throws -> String {
    let now = Double(try #require(forecast.current?.time))
    let content = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "x", latitude: 0, longitude: 0), now: now,
      settings: BarContent.Settings(units: units, icons: .emoji, clock: .h24))
    return try #require(Self.template).render(content.values, escape: Markup.none)
  }

  static let choices: [Units] = [
    .metric, .imperial,
    Units(.metric, wind: .metresPerSecond, pressure: .inchesOfMercury),
    Units(.metric, wind: .knots, precipitation: .inches, pressure: .millimetresOfMercury),
    Units(.imperial, temperature: .celsius, wind: .beaufort),
  ]

  func rendered(_ forecast: Forecast) throws -> [String] {
    try Self.choices.map { try render(forecast, $0) }
  }

  /// Berlin: 11.6 °C (feels 9.2), dew point 9.4, wind 14.8 km/h, gusts
  /// 31.3 km/h, 1.7 mm ahead, 1008.4 hPa.
  @Test func openMeteo() throws {
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-extras-unixtime.json"))
    #expect(
      try rendered(forecast) == [
        "12°C|9°C|9°C|6°C|12°C|15 km/h|31 km/h|1.7 mm|1008 hPa",
        "53°F|49°F|49°F|43°F|54°F|9 mph|19 mph|0.07 in|29.78 inHg",
        "12°C|9°C|9°C|6°C|12°C|4 m/s|9 m/s|1.7 mm|29.78 inHg",
        "12°C|9°C|9°C|6°C|12°C|8 kn|17 kn|0.07 in|756 mmHg",
        "12°C|9°C|9°C|6°C|12°C|3 Bft|5 Bft|0.07 in|29.78 inHg",
      ])
  }

  /// New York in SI units: 1004.92 hPa, gusts 3.2 m/s.
  @Test func pirateWeather() throws {
    let forecast = try PirateWeatherProvider(key: "k", userAgent: "t").decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json")))
    #expect(
      try rendered(forecast) == [
        "0°C|-5°C|-8°C|-8°C|-2°C|8 km/h|12 km/h|0.0 mm|1005 hPa",
        "32°F|23°F|18°F|17°F|29°F|5 mph|7 mph|0.00 in|29.68 inHg",
        "0°C|-5°C|-8°C|-8°C|-2°C|2 m/s|3 m/s|0.0 mm|29.68 inHg",
        "0°C|-5°C|-8°C|-8°C|-2°C|5 kn|6 kn|0.00 in|754 mmHg",
        "0°C|-5°C|-8°C|-8°C|-2°C|2 Bft|2 Bft|0.00 in|29.68 inHg",
      ])
  }

  /// Oslo's compact answer (-5.8 °C, wind 6.0 m/s, 1014.6 hPa) has no
  /// feels-like, dew point or gusts: empty, never 0.
  @Test func metNorway() throws {
    let forecast = try METNorwayProvider(userAgent: "t").decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/metno-compact-oslo.json")))
    #expect(
      try rendered(forecast) == [
        "-6°C|||-6°C|-3°C|22 km/h||2.0 mm|1015 hPa",
        "22°F|||21°F|27°F|13 mph||0.08 in|29.96 inHg",
        "-6°C|||-6°C|-3°C|6 m/s||2.0 mm|29.96 inHg",
        "-6°C|||-6°C|-3°C|12 kn||0.08 in|761 mmHg",
        "-6°C|||-6°C|-3°C|4 Bft||0.08 in|29.96 inHg",
      ])
  }
}

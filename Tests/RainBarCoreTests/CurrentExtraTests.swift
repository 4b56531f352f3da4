import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `{humidity}`, `{dew_point}`, `{wind_dir}`, `{gusts}`, `{pressure}` and `{uv}`
/// on each provider's fixtures (empty where the answer lacks the value), and
/// Open-Meteo asked for them only when the template shows them.
@Suite struct CurrentExtraTests {
  static let template = "{humidity}|{dew_point}|{wind_dir}|{gusts}|{pressure}|{uv}"

  func render(_ forecast: Forecast, units: Units = .metric) throws -> String {
    let now = Double(try #require(forecast.current?.time))
    let content = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "x", latitude: 0, longitude: 0), now: now,
      settings: BarContent.Settings(units: units, icons: .emoji, clock: .h24))
    return try Template(Self.template).render(content.values, escape: Markup.none)
  }

  func openMeteo(_ name: String) throws -> Forecast {
    try OpenMeteoProvider(userAgent: "t").decode(try Fixture.openMeteo(name))
  }

  func metNorway(_ name: String) throws -> Forecast {
    try METNorwayProvider(userAgent: "t").decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/" + name)))
  }

  /// 87 %, 9.4 °C, from 225°, gusts 31.3 km/h, 1008.4 hPa, UV 0.35.
  @Test func openMeteoWhenAsked() throws {
    let forecast = try openMeteo("openmeteo-constructed-berlin-rain-extras-unixtime.json")
    #expect(try render(forecast) == "87%|9°C|SW|31 km/h|1008 hPa|0 low")
    #expect(try render(forecast, units: .imperial) == "87%|49°F|SW|19 mph|29.78 inHg|0 low")
    #expect(
      try render(forecast, units: Units(.metric, wind: .beaufort, pressure: .millimetresOfMercury))
        == "87%|9°C|SW|5 Bft|756 mmHg|0 low")
  }

  /// The standard request does not ask for them: empty, never 0.
  @Test func openMeteoNotAskedIsEmpty() throws {
    #expect(try render(openMeteo("openmeteo-constructed-berlin-rain-unixtime.json")) == "|||||")
  }

  /// New York (SI): humidity 0.56, dew point -7.89 °C, from 166°, gusts 3.2 m/s,
  /// 1004.92 hPa, UV 0.54.
  @Test func pirateWeather() throws {
    let forecast = try PirateWeatherProvider(key: "k", userAgent: "t").decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json")))
    #expect(try render(forecast) == "56%|-8°C|S|12 km/h|1005 hPa|1 low")
  }

  /// London's complete answer: 47 %, 7.2 °C, from 349.3°, no gusts, 1023.2 hPa,
  /// clear-sky UV 6.4; Oslo's compact one has neither dew point, gusts nor UV.
  @Test func metNorway() throws {
    #expect(
      try render(metNorway("metno-complete-london-2020.json")) == "47%|7°C|N||1023 hPa|6 high")
    #expect(try render(metNorway("metno-compact-oslo.json")) == "67%||NE||1015 hPa|")
  }

  /// The hours' UV index and gusts, which the UV and gust alerts and the
  /// summary read: MET Norway's complete answer has the clear-sky UV and
  /// (here) no gusts, its compact one neither; Pirate Weather's hours have
  /// both (m/s in SI).
  @Test func hourlyUVAndGusts() throws {
    let london = try metNorway("metno-complete-london-2020.json").hourly
    #expect(Array(london.uvIndex.prefix(4)) == [6.4, 6.7, 6.3, 5.2])
    #expect(london.uvIndex.count == london.time.count)
    #expect(london.windGusts.isEmpty)
    let oslo = try metNorway("metno-compact-oslo.json").hourly
    #expect(oslo.uvIndex.isEmpty && oslo.windGusts.isEmpty)
    let newYork = try PirateWeatherProvider(key: "k", userAgent: "t").decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json"))
    ).hourly
    #expect(Array(newYork.uvIndex.prefix(4)) == [1.12, 0.35, 0.01, 0.0])
    #expect(
      newYork.windGusts.prefix(4).map { (($0 ?? -1) * 1000).rounded() / 1000 } == [
        16.92, 17.172, 17.388, 17.64,
      ])
  }

  @Test func whoBandsAndCompassPoints() {
    #expect(
      [0, 2.4, 2.5, 5.4, 5.5, 7.4, 7.5, 10.4, 10.5, 14].map(UVIndex.text) == [
        "0 low", "2 low", "3 moderate", "5 moderate", "6 high", "7 high", "8 very high",
        "10 very high", "11 extreme", "14 extreme",
      ])
    #expect(
      [0, 22.4, 22.5, 90, 180, 202.5, 315, 337.4, 337.5, 360].map(CompassPoint.text) == [
        "N", "N", "NE", "E", "S", "SW", "NW", "NW", "N", "N",
      ])
  }

  /// The standard template's request is the one rain-bar always sent; a
  /// template that shows extras adds exactly their variables.
  @Test func openMeteoAsksOnlyForWhatTheTemplateShows() throws {
    let place = Location(name: "x", latitude: 52.52, longitude: 13.41)
    let standard = OpenMeteoProvider(
      userAgent: "t", extras: CurrentExtra.needed(by: Template.standard))
    #expect(
      standard.request(for: place, timeout: 3).url.contains(
        "current=temperature_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,is_day&hourly="
      ))
    let shown = OpenMeteoProvider(
      userAgent: "t", extras: CurrentExtra.needed(by: try Template("{uv} {temp} {humidity}")))
    #expect(
      shown.request(for: place, timeout: 3).url.contains(
        "current=temperature_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,is_day,relative_humidity_2m,uv_index&hourly="
      ))
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct METNorwayProviderTests {
  let provider = METNorwayProvider(
    baseURL: "http://127.0.0.1:1/complete", userAgent: "rain-bar/t me@example.org")

  func decode(_ name: String) throws -> Forecast {
    try provider.decode(HTTPResponse(status: 200, body: try Fixture.bytes("met-no/" + name)))
  }

  @Test(
    arguments: Fixture.names(in: "met-no", prefix: "metno-").filter {
      !$0.hasSuffix(".headers.json")
    })
  func everyFixtureDecodes(name: String) throws {
    let forecast = try decode(name)
    #expect(forecast.hourly.count > 0)
    #expect(forecast.daily.count > 0)
    #expect(forecast.hourly.time == forecast.hourly.time.sorted())
  }

  @Test func probabilityWhenPresent() throws {
    let forecast = try decode("metno-complete-southnorway-2022-precipprob.json")
    // 2022-05-18T21:00Z, its hour ends at 22:00.
    #expect(forecast.hourly.time.first == Int64(1_652_907_600 + 3600))
    #expect(forecast.hourly.precipitationProbability.first == 0.3)
    #expect(forecast.current?.temperature == 12.5)
    #expect(forecast.current?.windSpeed == 3.6)
    #expect(forecast.current?.condition == .cloudy)
    #expect(forecast.utcOffsetSeconds == 3600)
  }

  @Test func noProbabilityIsUnknown() throws {
    let forecast = try decode("metno-complete-london-2020.json")
    #expect(forecast.hourly.precipitationProbability.allSatisfy { $0 == nil })
    #expect(forecast.daily.precipitationProbabilityMax.allSatisfy { $0 == nil })
    #expect(forecast.current?.condition == .clear)
    #expect(forecast.current?.isDay == true)
    let outlook = RainOutlook(
      forecast: forecast, zone: .fixed(forecast.utcOffsetSeconds),
      now: Double(forecast.hourly.time[0]) - 1800)
    #expect(outlook.chanceOfRain == nil)
  }

  @Test func requestCoordinatesAndAgent() {
    let request = provider.request(
      for: Location(name: "x", latitude: 59.913_868, longitude: -10.7), timeout: 3)
    #expect(request.url == "http://127.0.0.1:1/complete?lat=59.9139&lon=-10.7")
    #expect(request.headers.first { $0.name == "User-Agent" }?.value == "rain-bar/t me@example.org")
  }

  @Test func symbols() {
    #expect(METSymbol.condition("lightrainshowers_day") == .showers)
    #expect(METSymbol.condition("lightrain") == .drizzle)
    #expect(METSymbol.condition("heavyrainandthunder") == .thunderstorm)
    #expect(METSymbol.condition("partlycloudy_night") == .partlyCloudy)
    #expect(METSymbol.condition("lightsleetshowers_polartwilight") == .sleet)
    #expect(METSymbol.condition("unknown") == nil)
  }

  @Test func errors() {
    #expect(
      throws: ForecastError.http(
        provider: "MET Norway", status: 403,
        reason: "MET Norway wants an identifying User-Agent; set contact= in the config.")
    ) {
      try provider.decode(HTTPResponse(status: 403, body: Array("<html>403 Forbidden</html>".utf8)))
    }
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct OpenMeteoProviderTests {
  let provider = OpenMeteoProvider(
    baseURL: "http://127.0.0.1:1/v1/forecast", userAgent: "rain-bar/test")

  @Test(
    arguments: Fixture.names(in: "open-meteo", prefix: "openmeteo-forecast-")
      + Fixture.names(in: "open-meteo", prefix: "openmeteo-constructed-")
      + ["openmeteo-daily-newyork-negoffset.json"])
  func everyForecastFixtureDecodes(name: String) throws {
    let forecast = try provider.decode(try Fixture.openMeteo(name))
    #expect(forecast.hourly.count > 0 || forecast.daily.count > 0)
    // Times ascend and every series is as long as its times.
    #expect(forecast.hourly.time == forecast.hourly.time.sorted())
    #expect(forecast.hourly.temperature.count == forecast.hourly.count)
    #expect(forecast.daily.condition.count == forecast.daily.count)
  }

  @Test func constructedBerlinValues() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    #expect(forecast.utcOffsetSeconds == 3600)
    #expect(forecast.timezone == "Europe/Berlin")
    #expect(
      forecast.current
        == CurrentConditions(
          time: 1_796_040_900, temperature: 11.6, apparentTemperature: 9.2, windSpeed: 14.8,
          precipitation: 0, condition: .rain, isDay: true))
    #expect(forecast.hourly.count == 48)
    #expect(Array(forecast.hourly.precipitationProbability.prefix(5)) == [0, 10, 30, 55, 80])
    #expect(forecast.hourly.condition[4] == .rain)
    #expect(forecast.daily.count == 7)
    #expect(forecast.daily.time[0] == 1_795_993_200)
    #expect(forecast.daily.precipitationProbabilityMax[0] == 90)
    #expect(forecast.daily.sunrise[0] == Int64(1_795_993_200 + 27_000))
  }

  /// ISO local times at UTC-5: "2025-12-29" is local midnight, 05:00 UTC.
  @Test func negativeOffsetISOTimes() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-daily-newyork-negoffset.json"))
    #expect(forecast.utcOffsetSeconds == -18_000)
    #expect(forecast.daily.time[0] == 1_766_984_400)  // 2025-12-29T05:00:00Z
    #expect(forecast.daily.sunrise[0] == Int64(1_766_984_400 + 8 * 3600 + 21 * 60))
    #expect(forecast.daily.condition[0] == .drizzle)
    #expect(forecast.daily.precipitationProbabilityMax[0] == 70)
    #expect(forecast.hourly.count == 0)
    #expect(forecast.current == nil)
  }

  /// Open-Meteo's instantaneous values are at an entry's time, the end of its
  /// hour; the hour is shown at its start (issue 47 item 4: "07:00 11°C" was
  /// 08:00's temperature). The hour 07:00-08:00 (entry 08:00) holds 07:00's
  /// temperature, feels-like and wind, and its own hour's chance, amount and code.
  @Test func instantaneousValuesAreAtTheHoursStart() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-morning-unixtime.json"))
    let hourly = forecast.hourly
    let seven: Int64 = 1_796_277_600  // 07:00 in Berlin, the answer's first entry
    #expect(hourly.time.prefix(3) == [seven, seven + 3600, seven + 7200])
    #expect(hourly.hourStart(1) == seven)
    #expect(hourly.temperature[1] == 10.0)  // 07:00's, not 08:00's 11.0
    #expect(hourly.apparentTemperature[1] == 8.0)
    #expect(hourly.windSpeed[1] == 10.0)
    #expect(hourly.precipitationProbability[1] == 10)  // 07:00-08:00
    #expect(hourly.precipitation[1] == 0.0)
    #expect(hourly.condition[1] == .cloudy)
    #expect(hourly.temperature[2] == 11.0)
    #expect(hourly.precipitationProbability[4] == 55)  // 10:00-11:00, code 61
    #expect(hourly.condition[4] == .rain)
    // The answer starts at 07:00: the hour ending then has no value at its start.
    #expect(hourly.temperature[0] == nil)
    #expect(hourly.apparentTemperature[0] == nil)
    #expect(hourly.windSpeed[0] == nil)
    #expect(hourly.precipitationProbability[0] == 0)
    // The last value (06:00 the next day) starts an hour the answer does not hold.
    #expect(hourly.temperature.last == 7.1)
  }

  @Test func nullsInsideArraysStayMissing() throws {
    let body = #"""
      {"utc_offset_seconds":0,"hourly":{"time":[0,3600,7200],"temperature_2m":[1.5,null,null],
       "precipitation_probability":[null,20],"weather_code":[null,61,999]}}
      """#
    let forecast = try provider.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    // The temperature at 0 is the hour starting at 0's, the entry at 3600.
    #expect(forecast.hourly.temperature == [nil, 1.5, nil])
    #expect(forecast.hourly.precipitationProbability == [nil, 20, nil])
    #expect(forecast.hourly.condition == [nil, .rain, nil])
    #expect(forecast.hourly.windSpeed == [nil, nil, nil])
  }

  /// Null is unknown; a value of another type, or a number that cannot be
  /// one (out of range, not whole where whole numbers belong), is not the
  /// answer asked for.
  @Test(arguments: [
    #""temperature_2m":[1.5,"x"]"#, #""temperature_2m":[true]"#, #""temperature_2m":[[1]]"#,
    #""temperature_2m":[1e400]"#, #""weather_code":[61.5]"#, #""weather_code":["61"]"#,
  ])
  func valuesOfAnotherTypeAreMalformed(series: String) {
    let body = #"{"hourly":{"time":[0,3600],"# + series + "}}"
    #expect(throws: ForecastError.malformed(provider: "Open-Meteo", why: .shape)) {
      try provider.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    }
  }

  @Test func entriesWithoutATimeAreDropped() throws {
    let body = #"""
      {"hourly":{"time":[0,null,"garbage",7200],"temperature_2m":[1,2,3,4],
       "precipitation":[1,2,3,4]}}
      """#
    let forecast = try provider.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    #expect(forecast.hourly.time == [0, 7200])
    #expect(forecast.hourly.precipitation == [1, 4])
    // The hour starting at 3600 had no time: its temperature is not 0's.
    #expect(forecast.hourly.temperature == [nil, nil])
  }

  @Test func legacyCurrentWeatherBlock() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-forecast-munich-legacy-current_weather-unixtime.json"))
    #expect(forecast.current?.temperature == 8.5)
    #expect(forecast.current?.condition == .partlyCloudy)
    // The old name of the wind series; its first value is the hour starting then.
    #expect(forecast.hourly.windSpeed.prefix(2) == [nil, 9.4])
  }

  @Test func nullsFixtureKeepsProbabilities() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-forecast-newjersey-14d-precipprob-nulls.json"))
    #expect(forecast.hourly.count == 336)
    #expect(forecast.hourly.precipitationProbability.compactMap { $0 }.max() == 70)
  }

  @Test func blockWithoutForecastDataIsAnError() throws {
    #expect(throws: ForecastError.empty(provider: "Open-Meteo")) {
      try provider.decode(try Fixture.openMeteo("openmeteo-minutely15-enschede.json"))
    }
  }

  @Test(arguments: [
    (
      "openmeteo-error-400-latitude-constructed.json", 400,
      "Latitude must be in range of -90 to 90°. Given: 95.0."
    ),
    (
      "openmeteo-error-429-daily-constructed.json", 429,
      "Daily API request limit exceeded. Please try again tomorrow."
    ),
  ])
  func errorBodies(name: String, status: Int, reason: String) throws {
    #expect(throws: ForecastError.http(provider: "Open-Meteo", status: status, reason: reason)) {
      try provider.decode(try Fixture.openMeteo(name, status: status))
    }
  }

  @Test func nonJSONBodies() throws {
    #expect(throws: ForecastError.html(provider: "Open-Meteo", status: 200)) {
      try provider.decode(HTTPResponse(status: 200, body: Array("  <html>".utf8)))
    }
    #expect(throws: ForecastError.malformed(provider: "Open-Meteo")) {
      try provider.decode(HTTPResponse(status: 200, body: Array(#"{"hourly":{"time":[1,2"#.utf8)))
    }
    #expect(throws: ForecastError.malformed(provider: "Open-Meteo")) {
      try provider.decode(HTTPResponse(status: 200, body: []))
    }
    #expect(throws: ForecastError.http(provider: "Open-Meteo", status: 502, reason: nil)) {
      try provider.decode(HTTPResponse(status: 502, body: Array("<html>Bad gateway</html>".utf8)))
    }
  }

  @Test func requestURL() {
    let request = provider.request(
      for: Location(name: "X", latitude: -33.868_82, longitude: 151.209_29), timeout: 3)
    #expect(
      request.url.hasPrefix("http://127.0.0.1:1/v1/forecast?latitude=-33.8688&longitude=151.2093&"))
    #expect(request.url.contains("&timezone=auto&timeformat=unixtime&"))
    #expect(request.headers.first { $0.name == "User-Agent" }?.value == "rain-bar/test")
    #expect(request.timeout == 3)
  }
}

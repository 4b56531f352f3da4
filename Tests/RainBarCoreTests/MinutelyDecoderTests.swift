import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Each provider's minute-level data read from real answers (and a few
/// constructed from them), and what the readers do with absurd data.
@Suite struct MinutelyDecoderTests {
  let openMeteo = OpenMeteoProvider(baseURL: "http://127.0.0.1:1/v1/forecast", userAgent: "t")
  let pirate = PirateWeatherProvider(baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t")
  let metNo = METNorwayProvider(
    baseURL: "http://127.0.0.1:1/complete", userAgent: "t",
    nowcastURL: "http://127.0.0.1:1/nowcast")

  func openMeteoMinutes(_ name: String) throws -> MinutelyPrecipitation? {
    OpenMeteoReader.forecast(try Fixture.bytes("open-meteo/" + name))?.minutely
  }

  func darkSkyMinutes(_ name: String) throws -> MinutelyPrecipitation? {
    try pirate.decode(HTTPResponse(status: 200, body: try Fixture.bytes("dark-sky/" + name)))
      .minutely
  }

  func nowcast(_ name: String, status: Int = 200) throws -> MinutelyPrecipitation? {
    let body = try Fixture.bytes("met-no-nowcast/" + name)
    return metNo.merge(.success(HTTPResponse(status: status, body: body)), into: Self.empty)
      .minutely
  }

  static let empty = Forecast(
    latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil, hourly: .empty,
    daily: .empty)

  // MARK: Open-Meteo minutely_15

  /// Real: 28 dry steps over Czechia (ICON-D2's domain), Unix times; each
  /// step is the 15 minutes before its time.
  @Test func openMeteoCzechia() throws {
    let m = try #require(
      try openMeteoMinutes("openmeteo-minutely15-czechia-28steps-unixtime-precipprob.json"))
    #expect(m.status == .ok)
    #expect(m.start == 1_786_649_400 - 900)
    #expect(m.interval == 900 && m.resolution == 900)
    #expect(m.count == 28)
    #expect(m.intensity.allSatisfy { $0 == 0 })
    // weather_code 0 is no precipitation, and no chance per step is read.
    #expect(m.kind.allSatisfy { $0 == nil } && m.probability.allSatisfy { $0 == nil })
    #expect(m.isMinuteLevel)
  }

  /// Real: ISO local times at +02:00 (Enschede, 12:30 local is 10:30 UTC).
  @Test func openMeteoEnschedeLocalTimes() throws {
    let m = try #require(try openMeteoMinutes("openmeteo-minutely15-enschede.json"))
    #expect(m.start == CivilTime.parse("2026-10-03T10:15", offset: 0))
    #expect(m.count == 4)
  }

  /// Outside ICON-D2's and HRRR's domains the API interpolates hourly data:
  /// nothing minute-level (constructed: the Czechia answer moved to Melbourne).
  @Test func openMeteoElsewhereIsHourlyOnly() throws {
    let m = try #require(
      try openMeteoMinutes("openmeteo-minutely15-melbourne-interpolated-constructed.json"))
    #expect(m.status == .hourlyOnly)
    #expect(!m.isMinuteLevel)
    #expect(MinuteOutlook(minutely: m, now: 1_786_649_000, floor: 0.1, threshold: 60) == nil)
  }

  @Test func openMeteoRatesAndKinds() throws {
    let m = try #require(
      try openMeteoMinutes("openmeteo-constructed-berlin-rain-minutely15-unixtime.json"))
    #expect(m.start == 1_796_040_000)
    #expect(m.intensity == [0, 0, 0, 1.2, 2.4, 2, 0.8, 0, 0.4, 0])
    #expect(m.kind == [nil, nil, nil, .rain, .rain, .rain, .rain, nil, .rain, nil])
  }

  /// Asked in the same request, only where the data is real.
  @Test func openMeteoAsksWhereTheStepsAreReal() {
    let berlin = openMeteo.request(
      for: Location(name: "B", latitude: 52.52, longitude: 13.41), timeout: 3)
    #expect(
      berlin.url.contains(
        "&minutely_15=precipitation,rain,snowfall,weather_code&forecast_minutely_15=10&"))
    let denver = openMeteo.request(
      for: Location(name: "D", latitude: 39.74, longitude: -104.99), timeout: 3)
    #expect(denver.url.contains("minutely_15="))
    for (latitude, longitude) in [(-37.81, 144.96), (35.68, 139.69), (59.91, 10.75)] {
      let elsewhere = openMeteo.request(
        for: Location(name: "E", latitude: latitude, longitude: longitude), timeout: 3)
      #expect(!elsewhere.url.contains("minutely_15"), "\(latitude), \(longitude)")
    }
  }

  /// Snow and sleet from `snowfall` and `rain`, else the weather code.
  @Test func openMeteoKindOfPrecipitation() throws {
    let body = """
      {"latitude":52.5,"longitude":13.4,"utc_offset_seconds":0,"minutely_15":{
      "time":[1800000900,1800001800,1800002700,1800003600],
      "precipitation":[0.5,0.5,0.5,0.5],"rain":[0,0.2,0,null],"snowfall":[0.4,0.2,0,null],
      "weather_code":[71,68,null,75]}}
      """
    let m = try #require(OpenMeteoReader.forecast(Array(body.utf8))?.minutely)
    #expect(m.kind == [.snow, .sleet, nil, .snow])
    #expect(m.intensity == [2, 2, 2, 2])
  }

  // MARK: The Dark Sky format (Pirate Weather)

  /// Real (Pirate Weather v2.9.1, New York, si): 61 points a minute apart,
  /// from HRRR's 15-minute output (`hrrrsubh`): figures to 15 minutes.
  @Test func pirateWeatherNewYork() throws {
    let m = try #require(try darkSkyMinutes("pirateweather-newyork-full-v2.9.1.json"))
    #expect(m.status == .ok)
    #expect(m.count == 61)
    #expect(m.start == 1_770_414_300)
    #expect(m.interval == 60 && m.resolution == 900)
    #expect(m.intensity.allSatisfy { $0 != nil })
    #expect(m.probability.allSatisfy { $0 != nil })
  }

  /// Real (Dark Sky, Montreal 2014, in/h): "Light rain starting in 12 min."
  /// Its own radar nowcast (`darksky`): figures to 5 minutes.
  @Test func darkSkyMontrealRainStarting() throws {
    let m = try #require(try darkSkyMinutes("darksky-montreal-2014-minutely-rain-starting.json"))
    #expect(m.count == 61 && m.interval == 60 && m.resolution == 300)
    #expect(m.start == 1_412_479_680)
    #expect(m.intensity[0] == 0)
    #expect(abs((m.intensity[3] ?? 0) - 0.0029 * 25.4) < 1e-9)
    #expect(m.probability[3] == 1)
    #expect(m.kind[3] == .rain && m.kind[0] == nil)
    let outlook = try #require(
      MinuteOutlook(minutely: m, now: 1_412_479_712, floor: 0.1, threshold: 60))
    #expect(outlook.state == .starting)
    // Wet from the first minute whose chance reaches the threshold (60 %),
    // 19.5 minutes ahead: "20m" to 5 minutes. (Dark Sky's own summary, "in 12
    // min", counted from a lower chance.)
    #expect(
      MinuteSummary(outlook: outlook, units: .metric, clock: .h24, zone: .fixed(-14_400)).rainIn
        == "20m")
  }

  /// Zero values left out (Go's omitempty): unknown, not dry, so nothing minute-level.
  @Test func missingIntensityIsUnknown() throws {
    let m = try #require(
      try darkSkyMinutes("pirateweather-newyork-v1.2-omitempty-missing-keys.json"))
    #expect(m.intensity.allSatisfy { $0 == nil })
    #expect(MinuteOutlook(minutely: m, now: Double(m.start), floor: 0.1, threshold: 60) == nil)
  }

  /// Without HRRR's 15-minute output the minutes are hourly data spread out.
  @Test func darkSkyWithoutFineSourcesIsHourlyOnly() throws {
    let body = """
      {"latitude":-33.9,"longitude":151.2,"flags":{"sources":["gfs","gefs"],"units":"si"},
      "currently":{"time":1800000000,"temperature":20},
      "minutely":{"data":[{"time":1800000000,"precipIntensity":1.0,"precipProbability":0.9}]}}
      """
    let forecast = try pirate.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    #expect(forecast.minutely?.status == .hourlyOnly)
  }

  /// A minutely block of the wrong type is missing; the forecast stays.
  @Test func darkSkyWrongTypeBlockIsMissing() throws {
    let body = """
      {"flags":{"sources":["hrrrsubh"]},"currently":{"time":1800000000,"temperature":20},
      "minutely":"soon"}
      """
    let forecast = try pirate.decode(HTTPResponse(status: 200, body: Array(body.utf8)))
    #expect(forecast.minutely == nil)
    #expect(forecast.current?.temperature == 20)
  }

  // MARK: MET Norway nowcast 2.0

  /// Real (Trondheim 2023): coverage ok, 23 five-minute steps from 18:15 UTC,
  /// dry for 45 minutes, then rain rising to 2.5 mm/h.
  @Test func nowcastTrondheimRainStarting() throws {
    let m = try #require(try nowcast("metno-nowcast-trondheim-2023-rain-starting.json"))
    #expect(m.status == .ok)
    #expect(m.start == CivilTime.parse("2023-08-14T18:15", offset: 0))
    #expect(m.count == 23 && m.interval == 300 && m.resolution == 300)
    #expect(Array(m.intensity.prefix(10)) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2])
    #expect(m.intensity.last == 2.5)
  }

  /// Real (Oslo 2026): coverage ok, all dry.
  @Test func nowcastOsloDry() throws {
    let m = try #require(try nowcast("metno-nowcast-oslo-2026-dry.json"))
    #expect(m.status == .ok && m.count == 23)
    #expect(m.intensity.allSatisfy { $0 == 0 })
  }

  /// Constructed from the Oslo answer: `no coverage` and `temporarily
  /// unavailable` (the rates left out, as the API does): nothing minute-level.
  @Test func nowcastWithoutCoverage() throws {
    #expect(
      try nowcast("metno-nowcast-oslo-2026-no-coverage-constructed.json")?.status == .noCoverage)
    #expect(
      try nowcast("metno-nowcast-oslo-2026-radar-down-constructed.json")?.status == .radarDown)
  }

  @Test func nowcastFailuresSayWhy() throws {
    #expect(try nowcast("metno-nowcast-oslo-2026-dry.json", status: 500)?.status == .failed)
    let failed = metNo.merge(.failure(.timedOut), into: Self.empty)
    #expect(failed.minutely == MinutelyPrecipitation(unavailable: .failed))
    let html = metNo.merge(
      .success(HTTPResponse(status: 200, body: Array("<html>".utf8))), into: Self.empty)
    #expect(html.minutely?.status == .failed)
  }

  /// Asked only around the Nordic countries, at the configured endpoint.
  @Test func nowcastRequest() throws {
    let oslo = try #require(
      metNo.supplementRequest(
        for: Location(name: "O", latitude: 59.9139, longitude: 10.7522), timeout: 2))
    #expect(oslo.url == "http://127.0.0.1:1/nowcast?lat=59.9139&lon=10.7522")
    #expect(
      metNo.supplementRequest(for: Location(name: "L", latitude: 51.5, longitude: -0.1), timeout: 2)
        == nil)
  }

  // MARK: Absurd data is rejected or capped

  @Test func absurdValuesAreMissingAndCountsCapped() throws {
    let times = (0..<10_000).map { String(1_800_000_900 + 900 * $0) }.joined(separator: ",")
    let rates = (0..<10_000).map { ["1e400", "-3", "99999", "0.5"][$0 % 4] }
      .joined(separator: ",")
    let body = """
      {"latitude":52.5,"longitude":13.4,"minutely_15":{"time":[\(times)],"precipitation":[\(rates)]}}
      """
    let m = try #require(OpenMeteoReader.forecast(Array(body.utf8))?.minutely)
    #expect(m.count == MinutelyPrecipitation.maximumSteps)
    #expect(Array(m.intensity.prefix(4)) == [nil, nil, nil, 2])
  }

  @Test func gridsAndChecks() {
    // A step off the grid ends the series; intervals outside a minute to an hour are refused.
    let m = MinutelyPrecipitation.gridded(
      times: [0, 300, 600, 1000, 1200], resolution: 300, intensity: [1, 2, 3, 4, 5])
    #expect(m?.intensity == [1, 2, 3])
    #expect(
      MinutelyPrecipitation.gridded(times: [0, 10], resolution: 300, intensity: [1, 1]) == nil)
    #expect(
      MinutelyPrecipitation(start: 0, interval: 60, resolution: 7200, intensity: [1]) == nil)
    #expect(
      MinutelyPrecipitation(start: 1 << 50, interval: 60, resolution: 60, intensity: [1]) == nil)
    let clamped = MinutelyPrecipitation(
      start: 0, interval: 300, resolution: 60, intensity: [.nan, .infinity, 2001, 3],
      probability: [150, -2, .nan])
    #expect(clamped?.resolution == 300)
    #expect(clamped?.intensity == [nil, nil, nil, 3])
    #expect(clamped?.probability == [100, 0, nil, nil])
  }

  // MARK: The cache keeps it

  @Test func cacheEntryRoundTrip() throws {
    var samples: [Forecast] = []
    samples.append(
      try openMeteo.decode(
        try Fixture.openMeteo("openmeteo-constructed-berlin-rain-minutely15-unixtime.json")))
    samples.append(
      try pirate.decode(
        HTTPResponse(
          status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json"))))
    var unavailable = Self.empty
    unavailable.minutely = MinutelyPrecipitation(unavailable: .noCoverage)
    samples.append(unavailable)
    for forecast in samples {
      let entry = CacheEntry(
        provider: "p", location: Location(name: "X", latitude: 1, longitude: 2),
        forecast: forecast, fetchedAt: 1, freshUntil: 2)
      let bytes = try #require(entry.bytes)
      #expect(CacheEntry.read(bytes) == entry)
    }
  }
}

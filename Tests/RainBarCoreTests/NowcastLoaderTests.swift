import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// MET Norway's nowcast in the cache flow: asked right after the
/// locationforecast in the same renewal, kept in the same entry, and not
/// asked again (with or without coverage, failed or not) before the entry is stale.
@Suite struct NowcastLoaderTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let clock = ManualClock(1_796_040_900)
  let provider = METNorwayProvider(
    baseURL: "http://127.0.0.1:9/complete", userAgent: "t",
    nowcastURL: "http://127.0.0.1:9/nowcast")
  let oslo = Location(name: "Oslo", latitude: 59.9139, longitude: 10.7522)

  var loader: ForecastLoader {
    ForecastLoader(
      cache: ForecastCache(directory: "/cache/rain-bar", fileSystem: files), http: http,
      clock: clock, policy: CachePolicy())
  }

  func forecast(_ headers: [String: String] = [:]) throws -> Result<HTTPResponse, HTTPFailure> {
    let body = try Fixture.bytes("met-no/metno-complete-southnorway-2022-precipprob.json")
    return .success(HTTPResponse(status: 200, headers: headers, body: body))
  }

  func nowcast(_ name: String) throws -> Result<HTTPResponse, HTTPFailure> {
    .success(HTTPResponse(status: 200, body: try Fixture.bytes("met-no-nowcast/" + name)))
  }

  @Test func oneRenewalAsksBothThenNothingWhileFresh() throws {
    http.script = [try forecast(), try nowcast("metno-nowcast-trondheim-2023-rain-starting.json")]
    let first = try loader.load(provider, for: oslo, timeout: 3)
    #expect(
      http.requests.map(\.url) == [
        "http://127.0.0.1:9/complete?lat=59.9139&lon=10.7522",
        "http://127.0.0.1:9/nowcast?lat=59.9139&lon=10.7522",
      ])
    #expect(first.forecast.minutely?.count == 23)
    clock.time += 599
    let cached = try loader.load(provider, for: oslo, timeout: 3)
    #expect(cached.forecast.minutely == first.forecast.minutely)
    #expect(http.requests.count == 2)
    // Stale: both again, once.
    http.script = [try forecast(), try nowcast("metno-nowcast-oslo-2026-dry.json")]
    clock.time += 1
    let renewed = try loader.load(provider, for: oslo, timeout: 3)
    #expect(http.requests.count == 4)
    #expect(renewed.forecast.minutely?.intensity.allSatisfy { $0 == 0 } == true)
  }

  @Test func withoutCoverageNothingIsAskedAgainWhileFresh() throws {
    http.script = [
      try forecast(), try nowcast("metno-nowcast-oslo-2026-no-coverage-constructed.json"),
    ]
    let first = try loader.load(provider, for: oslo, timeout: 3)
    #expect(first.forecast.minutely?.status == .noCoverage)
    clock.time += 300
    let cached = try loader.load(provider, for: oslo, timeout: 3)
    #expect(cached.forecast.minutely?.status == .noCoverage)
    #expect(http.requests.count == 2)
  }

  /// A failed nowcast costs nothing but the minute data, until the entry is stale.
  @Test func failedNowcastKeepsTheForecast() throws {
    http.script = [try forecast(), .failure(.timedOut)]
    let first = try loader.load(provider, for: oslo, timeout: 3)
    #expect(first.freshness == .fresh)
    #expect(first.forecast.minutely?.status == .failed)
    #expect(first.forecast.hourly.count > 0)
    clock.time += 300
    _ = try loader.load(provider, for: oslo, timeout: 3)
    #expect(http.requests.count == 2)
  }

  /// A 304 for the forecast still renews the nowcast.
  @Test func notModifiedRenewsTheNowcast() throws {
    let modified = ["last-modified": "Mon, 30 Nov 2026 12:00:00 GMT"]
    http.script = [try forecast(modified), try nowcast("metno-nowcast-oslo-2026-dry.json")]
    _ = try loader.load(provider, for: oslo, timeout: 3)
    clock.time += 600
    http.script = [
      .success(HTTPResponse(status: 304, body: [])),
      try nowcast("metno-nowcast-oslo-2026-radar-down-constructed.json"),
    ]
    let renewed = try loader.load(provider, for: oslo, timeout: 3)
    #expect(http.requests.count == 4)
    #expect(http.requests[2].headers.contains { $0.name == "If-Modified-Since" })
    #expect(renewed.fetchedAt == clock.time)
    #expect(renewed.forecast.minutely?.status == .radarDown)
  }

  /// Outside the Nordic box only the forecast is asked.
  @Test func elsewhereOneRequest() throws {
    http.script = [try forecast()]
    let london = Location(name: "London", latitude: 51.5, longitude: -0.1)
    let result = try loader.load(provider, for: london, timeout: 3)
    #expect(http.requests.count == 1)
    #expect(result.forecast.minutely == nil)
  }

  /// No time left for the nowcast: not asked, and said so.
  @Test func noTimeLeft() throws {
    http.script = [try forecast()]
    let result = try loader.load(provider, for: oslo, timeout: 0.1)
    #expect(http.requests.count == 1)
    #expect(result.forecast.minutely?.status == .failed)
  }
}

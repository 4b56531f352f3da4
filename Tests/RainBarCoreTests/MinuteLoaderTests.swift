import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The minutes a run shows, through the forecast's loader: DWD's radar for a
/// place in its grid (its own entry, fresh for 5 minutes, asked after the
/// forecast within the run's timeout), and the model's minutes whenever the
/// radar fails, is too old, or there is no time left for it.
@Suite struct MinuteLoaderTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  /// 2026-11-30 12:15 UTC.
  let clock = ManualClock(1_796_040_900)
  let provider = OpenMeteoProvider(baseURL: "http://127.0.0.1:9/forecast", userAgent: "t")
  let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
  static let forecast = "openmeteo-constructed-berlin-rain-minutely15-unixtime.json"
  static let radarPath = "/cache/rain-bar/radar/bright-sky-radar_52.5200_13.4100.json"

  func loader(_ setting: MinuteSetting = .auto) -> ForecastLoader {
    var loader = ForecastLoader(
      cache: ForecastCache(directory: "/cache/rain-bar", fileSystem: files), http: http,
      clock: clock, policy: CachePolicy())
    loader.minutes = MinuteLoader(
      setting: setting,
      radar: BrightSkyRadar(baseURL: "http://127.0.0.1:9/radar", userAgent: "t"),
      cacheDirectory: "/cache/rain-bar", fileSystem: files, http: http, clock: clock)
    return loader
  }

  func forecast() throws -> Result<HTTPResponse, HTTPFailure> {
    .success(try Fixture.openMeteo(Self.forecast))
  }

  /// The real wet answer, its first frame in the clock's 5-minute slot.
  func radar(_ headers: [String: String] = [:]) throws -> Result<HTTPResponse, HTTPFailure> {
    let slot = Int64(clock.time) / 300 * 300
    let body = try BrightSkyRadarTests.answer(BrightSkyRadarTests.rain, firstFrame: slot)
    return .success(HTTPResponse(status: 200, headers: headers, body: body))
  }

  @Test func theRadarsMinutesReplaceTheModelsThenNothingIsAskedWhileFresh() throws {
    http.script = [try forecast(), try radar()]
    let first = try loader().load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 2)
    #expect(
      http.requests.last?.url.hasPrefix("http://127.0.0.1:9/radar?lat=52.52&lon=13.41&") == true)
    let minutely = try #require(first.forecast.minutely)
    #expect(minutely.source == .radar && minutely.resolution == 300)
    #expect(abs((minutely.intensity[0] ?? 0) - 22.08) < 1e-9)
    #expect(first.warnings.isEmpty)
    #expect(files.files[Self.radarPath] != nil)
    // Four minutes on: both fresh, nothing asked; the radar's minutes again.
    clock.time += 240
    let second = try loader().load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 2)
    #expect(second.forecast.minutely == minutely)
    // Six minutes on: the radar (5 minutes) is asked again, not the forecast (10).
    clock.time += 120
    http.script = [try radar()]
    _ = try loader().load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 3)
  }

  @Test func aFailingRadarLeavesTheModelsMinutesAndSaysWhy() throws {
    http.script = [
      try forecast(), .success(HTTPResponse(status: 500, body: Array("{}".utf8))),
    ]
    let result = try loader().load(provider, for: berlin, timeout: 3)
    #expect(result.forecast.minutely?.source == .model)
    #expect(result.forecast.minutely?.resolution == 900)
    #expect(result.warnings == ["Bright Sky radar is failing (HTTP 500)."])
    // Backing off: not asked on the next run, the model's minutes without a word.
    clock.time += 5
    let next = try loader().load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 2)
    #expect(next.forecast.minutely?.source == .model && next.warnings.isEmpty)
  }

  /// `minutes=radar`: a failing radar leaves no minutes (the tooltip says
  /// the minute-level request failed), never the model's.
  @Test func radarOnlyShowsNoModelMinutesWhenTheRadarFails() throws {
    http.script = [
      try forecast(), .success(HTTPResponse(status: 500, body: Array("{}".utf8))),
    ]
    let result = try loader(.radar).load(provider, for: berlin, timeout: 3)
    #expect(result.forecast.minutely?.status == .failed)
    #expect(result.forecast.minutely?.isMinuteLevel != true)
    #expect(result.warnings == ["Bright Sky radar is failing (HTTP 500)."])
  }

  @Test func radarMinutesTooOldAreNotShown() throws {
    http.script = [try forecast(), try radar()]
    _ = try loader().load(provider, for: berlin, timeout: 3)
    // 16 minutes on, the radar down: its kept minutes are too old; the model's.
    clock.time += 960
    http.script = [try forecast(), .failure(.cannotConnect("refused", host: "127.0.0.1"))]
    let result = try loader().load(provider, for: berlin, timeout: 3)
    #expect(result.forecast.minutely?.source == .model)
    #expect(result.warnings.count == 1)
  }

  @Test func noTimeLeftAsksNothingAndUsesWhatIsKept() throws {
    http.script = [try forecast()]
    // The forecast took the whole timeout.
    let slow = SlowHTTP(http, clock: clock, seconds: 2.9)
    var loader = loader()
    loader.http = slow
    let result = try loader.load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 1)
    #expect(result.forecast.minutely?.source == .model)
  }

  @Test(arguments: [MinuteSetting.model, .off])
  func modelAndOffNeverAskTheRadar(setting: MinuteSetting) throws {
    http.script = [try forecast()]
    let result = try loader(setting).load(provider, for: berlin, timeout: 3)
    #expect(http.requests.count == 1)
    #expect(result.forecast.minutely?.source == (setting == .model ? .model : nil))
  }

  @Test func farFromTheGridTheRadarIsNeverAsked() throws {
    let newYork = Location(name: "New York", latitude: 40.71, longitude: -74.01)
    http.script = [try forecast()]
    _ = try loader(.auto).load(provider, for: newYork, timeout: 3)
    #expect(http.requests.count == 1)
    http.script = [try forecast()]
    let radarOnly = try loader(.radar).load(provider, for: newYork, timeout: 3, refresh: true)
    #expect(http.requests.count == 2)
    #expect(radarOnly.forecast.minutely?.status == .noCoverage)
  }

  /// Trondheim's real nowcast answer with its times moved to the clock's
  /// (18:15 UTC becomes 12:15, 5-minute steps to 14:10).
  func nowcastBody() throws -> [UInt8] {
    var text = String(
      decoding: try Fixture.bytes("met-no-nowcast/metno-nowcast-trondheim-2023-rain-starting.json"),
      as: UTF8.self)
    for (from, to) in [("18", "12"), ("19", "13"), ("20", "14")] {
      text = text.replacingOccurrences(of: "2023-08-14T\(from):", with: "2026-11-30T\(to):")
    }
    return Array(text.utf8)
  }

  /// In the Nordic countries (outside DWD's grid) MET Norway's nowcast gives
  /// the minutes for any provider: its own entry, fresh for 5 minutes; the
  /// model's minutes when it fails; nothing asked when the provider is MET
  /// Norway, whose forecast brings it.
  @Test func metNorwaysNowcastForAnotherProviderInTheNordics() throws {
    let oslo = Location(name: "Oslo", latitude: 59.91, longitude: 10.75)
    var minutes = MinuteLoader(
      setting: .auto, radar: BrightSkyRadar(baseURL: "http://127.0.0.1:9/radar", userAgent: "t"),
      cacheDirectory: "/cache/rain-bar", fileSystem: files, http: http, clock: clock)
    minutes.nowcastURL = "http://127.0.0.1:9/nowcast"
    minutes.userAgent = "rain-bar/test"
    let model = try #require(
      MinutelyPrecipitation(
        start: Int64(clock.time), interval: 900, resolution: 900, intensity: [0, 0, 0, 0]))
    http.script = [.success(HTTPResponse(status: 200, body: try nowcastBody()))]
    let first = minutes.minutes(at: oslo, provider: model, timeout: 3)
    #expect(http.requests.map(\.url) == ["http://127.0.0.1:9/nowcast?lat=59.91&lon=10.75"])
    #expect(http.requests.first?.headers.contains { $0 == ("User-Agent", "rain-bar/test") } == true)
    #expect(first.minutely?.source == .radar && first.minutely?.resolution == 300)
    #expect(first.problem == nil)
    #expect(files.files["/cache/rain-bar/radar/met-no-nowcast_59.9100_10.7500.json"] != nil)
    clock.time += 240
    #expect(minutes.minutes(at: oslo, provider: model, timeout: 3).minutely == first.minutely)
    #expect(http.requests.count == 1)
    var own = model
    own.source = .radar
    clock.time += 600
    #expect(minutes.minutes(at: oslo, provider: own, timeout: 3).minutely == own)
    #expect(http.requests.count == 1)
    // Past its use (15 minutes): a broken answer leaves the model's minutes, and says why.
    clock.time += 120
    http.script = [.success(HTTPResponse(status: 200, body: Array("{".utf8)))]
    let broken = minutes.minutes(at: oslo, provider: model, timeout: 3)
    #expect(http.requests.count == 2)
    #expect(broken.minutely == model)
    #expect(broken.problem?.contains("MET Norway nowcast") == true)
  }
}

/// An HTTP client whose every answer takes `seconds` of the clock.
final class SlowHTTP: HTTPClient, @unchecked Sendable {
  let inner: any HTTPClient
  let clock: ManualClock
  let seconds: Double

  init(_ inner: any HTTPClient, clock: ManualClock, seconds: Double) {
    self.inner = inner
    self.clock = clock
    self.seconds = seconds
  }

  func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
    clock.time += seconds
    return inner.get(request)
  }

}

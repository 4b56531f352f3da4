import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The cache flow with a fixed clock, files in memory and a scripted server.
@Suite struct ForecastLoaderTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let clock = ManualClock(1_796_040_900)
  let provider = OpenMeteoProvider(baseURL: "http://127.0.0.1:9/v1/forecast", userAgent: "t")
  let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)

  var loader: ForecastLoader {
    ForecastLoader(
      cache: ForecastCache(directory: "/cache/rain-bar", fileSystem: files), http: http,
      clock: clock, policy: CachePolicy())
  }

  func good(_ headers: [String: String] = [:]) throws -> Result<HTTPResponse, HTTPFailure> {
    var response = try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json")
    response.headers = headers
    return .success(response)
  }

  @Test func freshEntryMakesNoRequest() throws {
    http.script = [try good()]
    let first = try loader.load(provider, for: berlin, timeout: 3)
    #expect(first.freshness == .fresh)
    clock.time += 599
    let second = try loader.load(provider, for: berlin, timeout: 3)
    #expect(second.freshness == .fresh)
    #expect(second.fetchedAt == 1_796_040_900)
    #expect(http.requests.count == 1)
    #expect(files.directories == ["/cache/rain-bar"])
  }

  @Test func staleEntryIsRenewed() throws {
    http.script = [try good(), try good()]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 600
    let renewed = try loader.load(provider, for: berlin, timeout: 3)
    #expect(renewed.fetchedAt == 1_796_041_500)
    #expect(http.requests.count == 2)
  }

  @Test func refreshIgnoresFreshness() throws {
    http.script = [try good(), try good()]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 5
    _ = try loader.load(provider, for: berlin, timeout: 3, refresh: true)
    #expect(http.requests.count == 2)
  }

  @Test(arguments: [
    Result<HTTPResponse, HTTPFailure>.success(HTTPResponse(status: 500, body: [])),
    .success(HTTPResponse(status: 200, body: Array("<html>".utf8))),
    .success(HTTPResponse(status: 200, body: Array("{\"hourly\":".utf8))),
    .failure(.cannotConnect("refused")),
    .failure(.timedOut),
  ])
  func failureKeepsTheLastGoodData(answer: Result<HTTPResponse, HTTPFailure>) throws {
    http.script = [try good(), answer]
    let good = try loader.load(provider, for: berlin, timeout: 3)
    let cache = ForecastCache(directory: "/cache/rain-bar", fileSystem: files)
    let stored = cache.read(provider: provider.id, location: berlin).entry
    clock.time += 3600
    let result = try loader.load(provider, for: berlin, timeout: 3)
    guard case .stale = result.freshness else {
      Issue.record("expected stale, got \(result.freshness)")
      return
    }
    #expect(result.forecast == good.forecast)
    #expect(result.fetchedAt == 1_796_040_900)
    // The entry is the same but for the back-off the failure set.
    var kept = try #require(cache.read(provider: provider.id, location: berlin).entry)
    let offline = (try? answer.get()) == nil
    #expect(kept.backoffNote?.kind == (offline ? .offline : .failing))
    #expect(kept.backoffUntil == clock.time + 15)
    kept.backoffUntil = nil
    kept.backoffNote = nil
    #expect(kept == stored)
  }

  @Test func failureWithoutCacheIsAnError() {
    http.script = [.failure(.cannotConnect("refused"))]
    #expect(
      throws: RainBarError.forecast(
        .network(.cannotConnect("refused"), host: "127.0.0.1:9", timeout: 3))
    ) {
      try loader.load(provider, for: berlin, timeout: 3)
    }
  }

  @Test func expiresExtendsFreshness() throws {
    // Expires one hour after the fetch: fresh for an hour, not ten minutes.
    http.script = [try good(["expires": "Mon, 30 Nov 2026 13:15:00 GMT"])]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 3599
    #expect(try loader.load(provider, for: berlin, timeout: 3).freshness == .fresh)
    #expect(http.requests.count == 1)
  }

  @Test func conditionalRequestAnd304() throws {
    http.script = [
      try good(["etag": "\"v1\"", "last-modified": "Mon, 30 Nov 2026 12:00:00 GMT"]),
      .success(HTTPResponse(status: 304, body: [])),
    ]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 700
    let renewed = try loader.load(provider, for: berlin, timeout: 3)
    #expect(renewed.freshness == .fresh)
    #expect(renewed.fetchedAt == 1_796_041_600)
    let headers = http.requests[1].headers.map { "\($0.name): \($0.value)" }
    #expect(headers.contains("If-None-Match: \"v1\""))
    #expect(headers.contains("If-Modified-Since: Mon, 30 Nov 2026 12:00:00 GMT"))
    clock.time += 599
    #expect(try loader.load(provider, for: berlin, timeout: 3).freshness == .fresh)
    #expect(http.requests.count == 2)
  }

  @Test func noRequestDuringBackoff() throws {
    http.script = [
      try good(),
      .success(HTTPResponse(status: 429, headers: ["retry-after": "1800"], body: [])),
    ]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 700
    let limited = try loader.load(provider, for: berlin, timeout: 3)
    #expect(limited.isStale)
    clock.time += 1799
    let waiting = try loader.load(provider, for: berlin, timeout: 3, refresh: true)
    #expect(
      waiting.freshness
        == .stale(
          reason: "Open-Meteo asked rain-bar to slow down (HTTP 429); it is asked again in 1s.",
          offline: false))
    #expect(http.requests.count == 2)
    http.script = [try good()]
    clock.time += 1
    #expect(try loader.load(provider, for: berlin, timeout: 3).freshness == .fresh)
  }

  @Test func backoffWithoutCachedData() throws {
    http.script = [.success(HTTPResponse(status: 429, body: []))]
    #expect(throws: RainBarError.self) { try loader.load(provider, for: berlin, timeout: 3) }
    // A 429 without Retry-After backs off as any failure: 15 s first.
    clock.time += 10
    #expect(throws: RainBarError.backingOff(provider: "Open-Meteo", seconds: 5)) {
      try loader.load(provider, for: berlin, timeout: 3)
    }
    #expect(http.requests.count == 1)
  }

  /// Every failure backs off, the pause doubling from 15 s up to the
  /// freshness period; a success ends it. Refresh goes through it.
  @Test func backoffDoublesUpToTheFreshnessThenASuccessEndsIt() throws {
    let offline = "Cannot connect to 127.0.0.1:9 (offline, or the service is down)."
    var pauses: [Double] = []
    for _ in 0..<7 {
      http.script = [.failure(.cannotConnect("refused"))]
      #expect(
        throws: RainBarError.forecast(
          .network(.cannotConnect("refused"), host: "127.0.0.1:9", timeout: 3))
      ) {
        try loader.load(provider, for: berlin, timeout: 3)
      }
      let entry = try #require(
        ForecastCache(directory: "/cache/rain-bar", fileSystem: files)
          .read(provider: provider.id, location: berlin).entry)
      #expect(entry.backoffNote?.kind == .offline)
      #expect(entry.backoffNote?.reason == offline)
      let until = try #require(entry.backoffUntil)
      pauses.append(until - clock.time)
      // Inside the back-off: no request, the reason told.
      clock.time += 1
      #expect(
        throws: RainBarError.waiting(reason: offline, seconds: until - clock.time, offline: true)
      ) {
        try loader.load(provider, for: berlin, timeout: 3)
      }
      clock.time = until
    }
    #expect(pauses == [15, 30, 60, 120, 240, 480, 600])
    #expect(http.requests.count == 7)
    http.script = [.failure(.cannotResolve("x"))]
    clock.time += 1
    _ = try? loader.load(provider, for: berlin, timeout: 3)
    http.script = [try good()]
    #expect(try loader.load(provider, for: berlin, timeout: 3, refresh: true).freshness == .fresh)
    let entry = ForecastCache(directory: "/cache/rain-bar", fileSystem: files)
      .read(provider: provider.id, location: berlin).entry
    #expect(entry?.backoffUntil == nil && entry?.backoffNote == nil)
    #expect(http.requests.count == 9)
  }

  @Test func unwritableCacheStillGivesTheForecast() throws {
    files.failWrites = true
    http.script = [try good()]
    let result = try loader.load(provider, for: berlin, timeout: 3)
    #expect(result.freshness == .fresh)
    #expect(
      result.warnings == [
        "Cannot use the cache (/cache/rain-bar: Permission denied); the forecast is not kept."
      ])
  }

  @Test func corruptEntryIsTreatedAsMissing() throws {
    let cache = ForecastCache(directory: "/cache/rain-bar", fileSystem: files)
    files.files[cache.entryPath(provider: "open-meteo", location: berlin)] = Array("{\"vers".utf8)
    guard case .unusable = cache.read(provider: "open-meteo", location: berlin) else {
      Issue.record("a corrupt entry must read as unusable")
      return
    }
    http.script = [try good()]
    #expect(try loader.load(provider, for: berlin, timeout: 3).freshness == .fresh)
  }

  /// Read again under the lock, an unchanged entry is not decoded again; a
  /// changed one is.
  @Test func anUnchangedEntryIsDecodedOnce() throws {
    let cache = ForecastCache(directory: "/cache/rain-bar", fileSystem: files)
    let entry = CacheEntry(
      provider: "open-meteo", location: berlin, forecast: nil, fetchedAt: 1, freshUntil: 2)
    try cache.write(entry)
    let first = cache.reading(provider: "open-meteo", location: berlin)
    #expect(first.result.entry == entry)
    // A stand-in for the first reading with the same bytes: given back as is.
    let standIn = ForecastCache.Reading(result: .missing, bytes: first.bytes)
    guard
      case .missing = cache.reading(provider: "open-meteo", location: berlin, after: standIn).result
    else {
      Issue.record("the unchanged entry was decoded again")
      return
    }
    var renewed = entry
    renewed.freshUntil = 3
    try cache.write(renewed)
    #expect(
      cache.reading(provider: "open-meteo", location: berlin, after: standIn).result.entry
        == renewed)
  }

  @Test func busyLockWithCacheGivesStaleData() throws {
    http.script = [try good()]
    _ = try loader.load(provider, for: berlin, timeout: 3)
    clock.time += 3600
    files.lockFree = false
    let result = try loader.load(provider, for: berlin, timeout: 3)
    #expect(result.isStale)
    #expect(http.requests.count == 1)
  }
}

@Suite struct CachePolicyTests {
  let policy = CachePolicy()

  @Test func httpDates() {
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
    #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
  }

  /// Stored: the server's Expires only. Read: the later of it and fetch time + freshness.
  @Test func freshnessTakesTheLaterOfDefaultAndExpires() {
    #expect(policy.freshUntil(fetchedAt: 1000, headers: [:]) == 1000)
    let fetched = 784_111_777.0
    let soon = policy.freshUntil(
      fetchedAt: fetched, headers: ["expires": "Sun, 06 Nov 1994 08:59:37 GMT"])
    let late = policy.freshUntil(
      fetchedAt: fetched, headers: ["expires": "Sun, 06 Nov 1994 09:49:37 GMT"])
    #expect(late == fetched + 3600)
    func entry(_ freshUntil: Double) -> CacheEntry {
      CacheEntry(
        provider: "p", location: Location(name: "X", latitude: 1, longitude: 2),
        forecast: Forecast(
          latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil,
          hourly: .empty, daily: .empty), fetchedAt: fetched, freshUntil: freshUntil)
    }
    #expect(policy.isFresh(entry(soon), now: fetched + 599))
    #expect(!policy.isFresh(entry(soon), now: fetched + 600))
    #expect(policy.isFresh(entry(late), now: fetched + 3599))
  }

  /// A shorter freshness set after a fetch applies to the entry already cached.
  @Test func freshnessIsJudgedWithTodaysSetting() {
    let fetched = 10_000.0
    let entry = CacheEntry(
      provider: "p", location: Location(name: "X", latitude: 1, longitude: 2),
      forecast: Forecast(
        latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil,
        hourly: .empty, daily: .empty), fetchedAt: fetched,
      freshUntil: CachePolicy(freshness: 600).freshUntil(fetchedAt: fetched, headers: [:]))
    #expect(CachePolicy(freshness: 600).isFresh(entry, now: fetched + 300))
    #expect(!CachePolicy(freshness: 60).isFresh(entry, now: fetched + 300))
  }

  @Test func clockSetBackDoesNotMakeDataFresh() {
    let entry = CacheEntry(
      provider: "p", location: Location(name: "x", latitude: 0, longitude: 0),
      forecast: Forecast(
        latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil,
        hourly: .empty, daily: .empty),
      fetchedAt: 10_000, freshUntil: 10_600)
    #expect(policy.isFresh(entry, now: 10_100))
    #expect(!policy.isFresh(entry, now: 5_000))
    #expect(!policy.isFresh(entry, now: 10_600))
  }

  @Test func backoff() {
    #expect(policy.backoffUntil(now: 100, headers: [:]) == 700)
    #expect(policy.backoffUntil(now: 100, headers: ["retry-after": "30"]) == 130)
    #expect(policy.backoffUntil(now: 100, headers: ["retry-after": "9999999"]) == 86_500)
  }

  /// A damaged entry's pause (none, less than none, not a number) never makes
  /// the next one shorter than the first pause, nor longer than the freshness.
  @Test(arguments: [0, -1e9, 1e-300, Double.nan, -Double.infinity, Double.infinity])
  func aDamagedPauseIsNeverShorterThanTheFirst(seconds: Double) {
    var previous = PositionRecord(position: nil)
    previous.backoffNote = BackoffNote(kind: .offline, seconds: seconds, reason: "x")
    let (until, note) = CachePolicy(freshness: 600).backoff(
      .offline, reason: "y", after: previous, now: 100, headers: [:])
    #expect((CachePolicy.firstPause...600).contains(note.seconds))
    #expect(until == 100 + note.seconds)
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The warnings' own cache entry, with a fixed clock, files in memory and a
/// scripted server: the forecast's rules (freshness, validators, back-off),
/// and a failure that is only ever "unavailable".
@Suite struct WarningsLoaderTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let clock = ManualClock(1_721_304_000)  // 2024-07-18T12:00Z
  let source = NWSAlertsSource(baseURL: "http://127.0.0.1:9/alerts/active", userAgent: "t")
  let phoenix = Location(name: "Phoenix", latitude: 33.25, longitude: -112.3)

  var loader: WarningsLoader {
    WarningsLoader(
      cacheDirectory: "/cache/rain-bar", fileSystem: files, http: http, clock: clock,
      policy: CachePolicy())
  }

  func phoenixAnswer(_ headers: [String: String] = [:]) throws -> Result<
    HTTPResponse, HTTPFailure
  > {
    var response = HTTPResponse(
      status: 200,
      body: try Fixture.bytes("warnings/nws-alerts-point-phoenix-2024-update-unknown-severity.json")
    )
    response.headers = headers
    return .success(response)
  }

  @Test func freshEntryMakesNoRequestAndKeepsEveryField() throws {
    http.script = [try phoenixAnswer()]
    let first = loader.load(source, for: phoenix, timeout: 3)
    #expect(first.unavailable == nil && first.warnings.count == 2 && first.source == "NWS")
    #expect(files.files.keys.contains("/cache/rain-bar/warnings/nws_33.2500_-112.3000.json"))
    clock.time += 599
    let second = loader.load(source, for: phoenix, timeout: 3)
    #expect(second == first)
    #expect(http.requests.count == 1)
  }

  @Test func staleEntryIsAskedAgainWithItsValidators() throws {
    http.script = [
      try phoenixAnswer(["etag": "\"v1\"", "last-modified": "Thu, 18 Jul 2024 11:00:00 GMT"]),
      .success(HTTPResponse(status: 304, body: [])),
    ]
    _ = loader.load(source, for: phoenix, timeout: 3)
    clock.time += 600
    let renewed = loader.load(source, for: phoenix, timeout: 3)
    #expect(renewed.warnings.count == 2 && renewed.fetchedAt == 1_721_304_600)
    #expect(
      http.requests[1].headers.map(\.name) == [
        "User-Agent", "Accept", "If-None-Match", "If-Modified-Since",
      ])
  }

  /// As for the forecast: only an answer to the validators sent renews the
  /// entry; a 304 to a request without any holds no warnings. And validators
  /// are kept only when they are plain header text.
  @Test func a304ToARequestWithoutValidatorsRenewsNothing() throws {
    http.script = [
      try phoenixAnswer(["etag": "\"v1\"\r\nX-Evil: 1"]),
      .success(HTTPResponse(status: 304, body: [])),
    ]
    _ = loader.load(source, for: phoenix, timeout: 3)
    #expect(loader.read(source.id, phoenix)?.etag == nil)
    clock.time += 600
    let second = loader.load(source, for: phoenix, timeout: 3)
    #expect(http.requests[1].headers.map(\.name) == ["User-Agent", "Accept"])
    #expect(second.unavailable != nil && second.warnings.count == 2)
    #expect(loader.read(source.id, phoenix)?.fetchedAt == 1_721_304_000)
  }

  @Test func aFailureKeepsTheLastWarningsAndSaysWhy() throws {
    http.script = [try phoenixAnswer(), .failure(.cannotConnect("refused"))]
    _ = loader.load(source, for: phoenix, timeout: 3)
    clock.time += 900
    let kept = loader.load(source, for: phoenix, timeout: 3)
    #expect(kept.warnings.count == 2)
    #expect(kept.unavailable == "Cannot connect to 127.0.0.1:9 (offline, or the service is down).")
  }

  @Test func tooManyRequestsBacksOffWithoutAsking() {
    http.script = [.success(HTTPResponse(status: 429, headers: ["retry-after": "120"], body: []))]
    let first = loader.load(source, for: phoenix, timeout: 3)
    #expect(first.warnings.isEmpty && first.unavailable?.contains("HTTP 429") == true)
    clock.time += 60
    let second = loader.load(source, for: phoenix, timeout: 3)
    #expect(second.unavailable?.hasPrefix("NWS asked rain-bar to slow down (HTTP 429)") == true)
    #expect(http.requests.count == 1)
  }

  /// An answer listing more warnings than a place has (a hostile or broken
  /// server: 15,000 made every bar run read 3 MB and its tooltip 15,000
  /// lines) is refused like a malformed one: the last warnings stay.
  @Test func anAnswerWithMoreWarningsThanAPlaceHasIsRefused() throws {
    func answer(_ count: Int) -> Result<HTTPResponse, HTTPFailure> {
      let features = (0..<count).map {
        "{\"properties\":{\"id\":\"w\($0)\",\"event\":\"Heat\",\"severity\":\"Severe\"}}"
      }
      let body = "{\"features\":[" + features.joined(separator: ",") + "]}"
      return .success(HTTPResponse(status: 200, body: Array(body.utf8)))
    }
    http.script = [answer(Plausible.maxWarnings), answer(Plausible.maxWarnings + 1)]
    let first = loader.load(source, for: phoenix, timeout: 3)
    #expect(first.warnings.count == Plausible.maxWarnings && first.unavailable == nil)
    clock.time += 600
    let second = loader.load(source, for: phoenix, timeout: 3)
    #expect(second.warnings.count == Plausible.maxWarnings)
    #expect(second.unavailable == "NWS sent implausible warnings (101 warnings).")
    #expect(loader.read(source.id, phoenix)?.fetchedAt == 1_721_304_000)

    // Warnings that came with a forecast (Pirate Weather's) are judged the same.
    let many = (0...Plausible.maxWarnings).map {
      Warning(id: "p\($0)", level: .minor, event: "Fog", issuer: "NWS")
    }
    loader.keep(many, source: "pirate-weather", location: phoenix, at: clock.now())
    #expect(loader.read("pirate-weather", phoenix)?.warnings?.count == nil)
  }

  @Test func entryRoundTripsAndOddBytesAreNoEntry() throws {
    let warning = Warning(
      id: "a\"b", level: .extreme, event: "Tornado \\ Warning", headline: "h\nx",
      description: "d", instruction: "i", onset: 1, ends: 2, expires: 3, issuer: "NWS",
      messageType: .update, references: ["r1", "r2"])
    let entry = WarningsEntry(
      source: "nws", place: "1.0000_2.0000",
      warnings: [warning, Warning(id: "m", level: .unknown, event: "e", issuer: "x")],
      fetchedAt: 10, freshUntil: 20, lastModified: "lm", etag: "et", backoffUntil: 30)
    let bytes = try #require(entry.bytes)
    #expect(WarningsEntry.read(bytes) == entry)
    // The header as a forecast's entry writes it (`EnvelopedRecord`).
    #expect(
      String(decoding: bytes, as: UTF8.self).hasSuffix(
        #""type":"alert"}],"fetchedAt":10.0,"freshUntil":20.0,"lastModified":"lm","etag":"et","backoffUntil":30.0}"#
      ))
    #expect(WarningsEntry.read(Array(bytes.dropLast())) == nil)
    #expect(
      WarningsEntry.read(Array(#"{"version":2,"source":"nws","place":"p","freshUntil":1}"#.utf8))
        == nil)
  }

  @Test func activeWarningsDropWhatAnUpdateOrCancelReplacesMostSevereFirst() {
    let result = WarningsResult(
      source: "NWS",
      warnings: [
        Warning(id: "old", level: .extreme, event: "Old", issuer: "x"),
        Warning(id: "minor", level: .minor, event: "Fog", issuer: "x"),
        Warning(
          id: "new", level: .moderate, event: "Heat", issuer: "x", messageType: .update,
          references: ["old"]),
        Warning(id: "wind", level: .severe, event: "Wind", issuer: "x"),
        Warning(
          id: "stop", level: .severe, event: "Wind", issuer: "x", messageType: .cancel,
          references: ["wind"]),
      ])
    #expect(result.active(at: 0).map(\.id) == ["new", "minor"])
  }
}

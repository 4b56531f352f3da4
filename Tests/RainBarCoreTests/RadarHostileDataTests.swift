import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Hostile and damaged Bright Sky radar answers: never a trap, never minutes
/// outside what `MinutelyPrecipitation` allows, and through the renewal a
/// refused answer costs neither the forecast nor the kept radar entry.
@Suite struct RadarHostileDataTests {
  /// The real wet answer with bytes changed, dropped and repeated at random
  /// (seeded): each decodes to checked minutes or is an error.
  @Test(arguments: 0..<8)
  func damagedAnswersNeverTrap(seed: Int) throws {
    let real = try BrightSkyRadarTests.answer(BrightSkyRadarTests.rain, firstFrame: 1_796_040_600)
    var random = SeededRandom(seed: UInt64(seed))
    let radar = BrightSkyRadar(userAgent: "t")
    let bytes: [UInt8] = Array("0123456789-.eE,[]{}\":nul ".utf8)
    for _ in 0..<400 {
      var body = real
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let at = Int.random(in: 0..<body.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: body[at] = bytes.randomElement(using: &random) ?? 0
        case 1: body.remove(at: at)
        default: body.insert(contentsOf: body[at..<min(at + 9, body.count)], at: at)
        }
      }
      guard let minutely = try? radar.decode(HTTPResponse(status: 200, body: body)) else {
        continue
      }
      #expect(minutely.count <= MinutelyPrecipitation.maximumSteps)
      #expect(
        minutely.intensity.allSatisfy { $0 == nil || ($0! >= 0 && $0! <= 2000 && $0!.isFinite) })
      #expect(minutely.status != .ok || minutely.interval == 300)
    }
  }

  /// Far more frames than a day's, and a grid wider than the area asked.
  @Test func hugeArraysAreRefused() {
    let frame = #"{"timestamp":"2026-11-30T12:10:00Z","precipitation_5":[[1]]}"#
    let frames = "[" + Array(repeating: frame, count: 300).joined(separator: ",") + "]"
    let wide = "[[" + Array(repeating: "1", count: 65).joined(separator: ",") + "]]"
    for body in [
      #"{"radar":"# + frames + #","latlon_position":{"x":0,"y":0}}"#,
      #"{"radar":[{"timestamp":"2026-11-30T12:10:00Z","precipitation_5":"# + wide
        + #"}],"latlon_position":{"x":0,"y":0}}"#,
    ] {
      #expect(throws: ForecastError.malformed(provider: "Bright Sky radar")) {
        try BrightSkyRadar(userAgent: "t").decode(HTTPResponse(status: 200, body: Array(body.utf8)))
      }
    }
  }

  /// An answer with a list longer than any answer may have is refused by the
  /// renewal before it is read; the kept radar entry and the forecast stay.
  @Test func aRefusedAnswerKeepsTheLastGoodEntry() throws {
    let files = InMemoryFileSystem()
    let http = ScriptedHTTP()
    let clock = ManualClock(1_796_040_900)
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
    let loader = MinuteLoader(
      setting: .auto, radar: BrightSkyRadar(baseURL: "http://127.0.0.1:9/radar", userAgent: "t"),
      cacheDirectory: "/cache/rain-bar", fileSystem: files, http: http, clock: clock)
    let good = try BrightSkyRadarTests.answer(BrightSkyRadarTests.rain, firstFrame: 1_796_040_900)
    http.script = [.success(HTTPResponse(status: 200, body: good))]
    let first = loader.minutes(at: berlin, provider: nil, timeout: 3)
    #expect(first.minutely?.source == .radar)
    let kept = files.files
    clock.time += 301
    let huge =
      #"{"radar":[],"x":["# + Array(repeating: "0", count: 6000).joined(separator: ",")
      + "]}"
    http.script = [.success(HTTPResponse(status: 200, body: Array(huge.utf8)))]
    let second = loader.minutes(at: berlin, provider: nil, timeout: 3)
    #expect(second.minutely == first.minutely)
    #expect(second.problem?.contains("a list of more than 5000 entries") == true)
    // Only the back-off was added to the entry; its minutes are the same.
    let path = "/cache/rain-bar/radar/bright-sky-radar_52.5200_13.4100.json"
    let before = try #require(kept[path].flatMap(RadarEntry.read))
    let after = try #require(files.files[path].flatMap(RadarEntry.read))
    #expect(after.minutely == before.minutely && after.backoffUntil != nil)
  }
}

import Foundation
import Testing

/// Air quality and pollen (Open-Meteo's air-quality API) from the built
/// binary against the loopback server, at the time of the constructed Berlin
/// forecast and its constructed air-quality answer.
@Suite struct AirQualityEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let berlinAir = "open-meteo/openmeteo-air-quality-berlin-unixtime-constructed.json"
  static let noPollen = "open-meteo/openmeteo-air-quality-no-pollen-unixtime-constructed.json"
  let berlin = ["--lat", "52.52", "--lon", "13.41"]
  let cache = "/cache/rain-bar/air-quality/open-meteo-air-quality_52.5200_13.4100.json"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  @Test func aqiAndPollenInTheBarAskedOnceAnHour() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    let run = try sandbox.run(
      berlin + ["--template", "{temp} {aqi} {pollen}"], at: ShowEndToEndTests.berlinNow,
      expect: 0)
    #expect(run.stdout == "12°C 35 fair birch high\n")
    #expect(run.stderr == "")
    let requests = try server.requests()
    #expect(requests.count == 2)
    #expect(
      requests.last?.path
        == "/v1/air-quality?latitude=52.5200&longitude=13.4100&current=european_aqi,alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen&timeformat=unixtime"
    )
    #expect(requests.last?.headers["User-Agent"] == "rain-bar/\(Paths.version)")
    #expect(FileManager.default.fileExists(atPath: sandbox.home + cache))
    // Five minutes later both entries are fresh: no request, the same line.
    let again = try sandbox.run(
      berlin + ["--template", "{temp} {aqi} {pollen}"], at: "2026-11-30 12:20:00", expect: 0)
    #expect(again.stdout == "12°C 35 fair birch high\n")
    #expect(try server.requests().count == 2)
  }

  /// watch renews the air quality it shows in the background when it is no
  /// longer fresh (its own schedule, as the forecast's), and draws the new value.
  @Test func watchRenewsTheAirQualityItShows() throws {
    let air = try FixtureServer()
    let airURL = air.url.replacingOccurrences(of: "/v1/forecast", with: "/v1/air-quality")
    let environment = ["RAIN_BAR_OPEN_METEO_AIR_QUALITY_URL": airURL]
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try air.queue(.init(file: Self.berlinAir))
    let template = berlin + ["--template", "{aqi}"]
    let first = try sandbox.run(
      template, at: ShowEndToEndTests.berlinNow, extra: environment, expect: 0)
    #expect(first.stdout == "35 fair\n")
    let worse = try String(contentsOfFile: Paths.fixtures + "/" + Self.berlinAir, encoding: .utf8)
      .replacingOccurrences(of: #""european_aqi":35,"#, with: #""european_aqi":72,"#)
    try air.queue(.init(body: worse))
    // Over an hour later: the cached value at once, then the renewed one.
    let watch = try Watching(sandbox, template, at: "2026-11-30 13:20:00", extra: environment)
    #expect(watch.waitForLine(seconds: 10) { $0 == "72 poor" } != nil, "lines \(watch.lines)")
    #expect(watch.lines.first == "35 fair")
    #expect(try air.requests().count == 2)
  }

  @Test func aBarShowingNoneMakesNoRequest() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    let run = try sandbox.run(berlin + ["--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stderr == "")
    let requests = try server.requests()
    #expect(requests.count == 1)
    #expect(!requests.contains { $0.path.contains("air-quality") })
    #expect(!FileManager.default.fileExists(atPath: sandbox.home + cache))
  }

  @Test func theUSScaleAndNoPollenOutsideEurope() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.noPollen))
    let run = try sandbox.run(
      berlin + ["--template", "{temp} {aqi} {pollen}", "--aqi-scale", "us"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    // Null pollen shows nothing (never "0"), and leaves no space behind.
    #expect(run.stdout == "12°C 48 good\n")
    #expect(try server.requests().last?.path.contains("current=us_aqi,alder_pollen") == true)
  }

  /// The pollen list in Chinese and Russian: the language's own list
  /// separator, and a type and its level as the language writes them.
  @Test(arguments: [
    ("zh_CN", "花粉：桤木 低、桦树 高、禾草 低"),
    ("ru", "Пыльца: ольха — низкий, берёза — высокий, злаки — низкий"),
  ])
  func thePollenListInTheLanguage(_ language: String, _ line: String) throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    let run = try sandbox.run(
      berlin + ["--format", "waybar", "--tooltip", "air"],
      at: ShowEndToEndTests.berlinNow, extra: ["LANGUAGE": language], expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let tooltip = try #require(object?["tooltip"] as? String)
    #expect(tooltip.contains("\n" + line + "</tt>"), "\(tooltip)")
  }

  @Test func theTooltipSection() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    let run = try sandbox.run(
      berlin + ["--format", "waybar", "--tooltip", "air"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(
      object?["tooltip"] as? String
        == "<tt>52.5200, 13.4100, 0s ago\nAir quality: 35 fair, up to 52 moderate at 16:00\nIndex bands: EEA 2024\nPollen: alder low, birch high, grass low</tt>"
    )
    #expect(
      try server.requests().last?.path.hasSuffix(
        "current=european_aqi,alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen&hourly=european_aqi&forecast_hours=24&timeformat=unixtime"
      ) == true)
  }

  @Test func theJSONForScriptsCarriesTheValues() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    let run = try sandbox.run(
      berlin + ["--format", "json", "--template", "{aqi} {pollen}"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let air = try #require(object?["air_quality"] as? [String: Any])
    #expect(air["scale"] as? String == "european")
    #expect(air["index"] as? Double == 35)
    #expect(air["band"] as? String == "fair")
    #expect(air["highest_24h"] is NSNull)
    #expect(air["unavailable"] is NSNull)
    let pollen = try #require(air["pollen"] as? [[String: Any]])
    #expect(
      pollen.map { $0["type"] as? String } == [
        "alder", "birch", "grass", "mugwort", "olive", "ragweed",
      ])
    #expect(
      pollen.map { $0["level"] as? String } == ["low", "high", "low", "none", "none", "none"])
    #expect(pollen[1]["grains"] as? Double == 112)
    // forecast --json carries them when the configured bar shows them.
    try sandbox.writeConfig("[rain-bar]\ntooltip=air\n")
    // The forecast is still fresh; the entry asked for less: asked again.
    try server.queue(.init(file: Self.berlinAir))
    let forecast = try sandbox.run(
      ["forecast", "--json"] + berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    let document =
      try JSONSerialization.jsonObject(with: Data(forecast.stdout.utf8)) as? [String: Any]
    let highest = (document?["air_quality"] as? [String: Any])?["highest_24h"] as? [String: Any]
    #expect(highest?["index"] as? Double == 52)
    #expect(highest?["time"] as? Int == 1_796_050_800)
  }

  @Test func doctorHasAnAirQualityLine() throws {
    try sandbox.writeConfig("[rain-bar]\ntemplate={temp} {aqi}\n")
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.berlinAir))
    _ = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    // Exit 1: no session bus here, and the network check gets a 404.
    let run = try sandbox.run(["doctor"] + berlin, at: "2026-11-30 12:20:00", expect: 1)
    #expect(
      run.stdout.contains(
        "\n✓ Air quality: Open-Meteo (CAMS) for 52.5200, 13.4100 (aqi-scale=european); 5m old\n"),
      "\(run.stdout)")
  }

  /// A hostile or broken answer costs only the air values: the forecast
  /// shows, the tooltip says why, and the last good values are kept.
  @Test func aHostileAnswerKeepsTheLastGoodValues() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin),
      .init(body: #"{"current":{"time":1796040900,"european_aqi":-40}}"#))
    let bad = try sandbox.run(
      berlin + [
        "--format", "waybar", "--tooltip", "air", "--template", "{aqi}",
      ],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any]
    #expect(object?["text"] as? String == "")
    #expect(
      object?["tooltip"] as? String
        == "<tt>52.5200, 13.4100, 0s ago\nAir quality unavailable: Open-Meteo air quality sent an\nimplausible answer (european_aqi of -40.0 is out of range).</tt>"
    )
    // Past the back-off: a good answer, then (an hour on) a broken one.
    try server.queue(.init(file: Self.berlinAir))
    let good = try sandbox.run(
      berlin + ["--template", "{aqi}"], at: "2026-11-30 12:16:00", expect: 0)
    #expect(good.stdout == "35 fair\n")
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(status: 200, body: "<html>oops</html>"))
    let kept = try sandbox.run(
      berlin + ["--template", "{aqi}"], at: "2026-11-30 13:20:00", expect: 0)
    #expect(kept.stdout == "35 fair\n")
  }
}

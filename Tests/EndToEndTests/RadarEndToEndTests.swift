import Foundation
import Testing

/// DWD's radar minutes through the built binary and the loopback server: real
/// Bright Sky answers (Fixtures/SOURCES.md) with their times moved to the
/// date the binary runs at, beside the constructed Berlin forecast; the
/// model's minutes when the radar fails or is slow.
@Suite(.serialized) struct RadarEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let forecast = "open-meteo/openmeteo-constructed-berlin-rain-minutely15-unixtime.json"
  static let rain = "bright-sky-radar/bright-sky-radar-upper-rhine-2025-rain.json"
  static let dry = "bright-sky-radar/bright-sky-radar-berlin-2025-dry.json"
  static let time = "2026-11-30 12:10:00"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_MINUTES"] = "auto"
    sandbox.environment["RAIN_BAR_BRIGHT_SKY_RADAR_URL"] = "http://127.0.0.1:\(server.port)/radar"
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// A fixture's answer with its frames (08:55 and 09:45 on 2025-09-23) moved
  /// so that the first is the 5-minute slot of `fixed`, the date a run is at.
  static func answer(_ name: String, at fixed: String) throws -> String {
    let text = try String(contentsOfFile: Paths.fixtures + "/" + name, encoding: .utf8)
    let slot = (TestClock.date(fixed).timeIntervalSince1970 / 300).rounded(.down) * 300
    let iso = ISO8601DateFormatter()
    return text.replacingOccurrences(
      of: "2025-09-23T08:55:00+00:00", with: iso.string(from: Date(timeIntervalSince1970: slot))
    ).replacingOccurrences(
      of: "2025-09-23T09:45:00+00:00",
      with: iso.string(from: Date(timeIntervalSince1970: slot + 3000)))
  }

  @Test func theRadarsMinutesInTheBarTheTooltipAndForecast() throws {
    try server.queue(
      .init(file: Self.forecast), .init(body: try Self.answer(Self.rain, at: Self.time)),
      .init(file: Self.forecast))
    let bar = try sandbox.run(["--json"], at: Self.time, expect: 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
    #expect(
      json["text"] as? String
        == "<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C past 13:15")
    let tooltip = try #require(json["tooltip"] as? String)
    // 22 mm/h now; the frames between this one and 50 minutes on are not in the answer.
    #expect(
      tooltip.contains(
        "\nHeavy rain now, lasting past 13:15.\n13:10 █" + String(repeating: " ", count: 9)
          + "▁ 14:05 (radar, 5 min)\n"))
    #expect(bar.stderr == "")
    let requests = try server.requests()
    #expect(
      requests.map(\.path) == [
        requests.first?.path ?? "",
        "/radar?lat=52.52&lon=13.41&distance=1000&format=plain&date=2026-11-30T12:10:00Z",
      ])
    // Three minutes on: the radar's entry is fresh; nothing is asked of it
    // (`forecast` shows more than the bar: the forecast's entry is renewed).
    let table = try sandbox.run(["forecast"], at: "2026-11-30 12:13:00", expect: 0)
    #expect(table.stdout.contains(" (radar, 5 min)\n"))
    #expect(try server.requests().count == 3)
    #expect(try server.requests().last?.path.hasPrefix("/v1/forecast?") == true)
  }

  /// Trondheim's real nowcast answer (5-minute steps from 18:15 UTC on
  /// 2023-08-14) with its times moved so that the first is `fixed`'s slot.
  static func nowcast(at fixed: String) throws -> String {
    let text = try String(
      contentsOfFile: Paths.fixtures
        + "/met-no-nowcast/metno-nowcast-trondheim-2023-rain-starting.json", encoding: .utf8)
    let slot = (TestClock.date(fixed).timeIntervalSince1970 / 300).rounded(.down) * 300
    let first = 1_692_036_900.0  // 2023-08-14T18:15:00Z
    let pattern = try NSRegularExpression(pattern: "2023-08-14T(\\d\\d):(\\d\\d):00Z")
    var result = ""
    var last = text.startIndex
    let iso = ISO8601DateFormatter()
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range, in: text),
        let hour = Range(match.range(at: 1), in: text).flatMap({ Double(text[$0]) }),
        let minute = Range(match.range(at: 2), in: text).flatMap({ Double(text[$0]) })
      else { continue }
      let time = 1_691_971_200 + hour * 3600 + minute * 60  // from 2023-08-14T00:00Z
      result += text[last..<range.lowerBound]
      result += iso.string(from: Date(timeIntervalSince1970: slot + time - first))
      last = range.upperBound
    }
    return result + text[last...]
  }

  /// In the Nordic countries, MET Norway's radar nowcast gives the minutes
  /// with the default provider too (Open-Meteo): asked after the forecast,
  /// named in the tooltip.
  @Test func metNorwaysNowcastWithTheDefaultProviderInOslo() throws {
    sandbox.environment["RAIN_BAR_MET_NO_NOWCAST_URL"] = "http://127.0.0.1:\(server.port)/nowcast"
    try server.queue(.init(file: Self.forecast), .init(body: try Self.nowcast(at: Self.time)))
    let bar = try sandbox.run(
      ["--json", "--lat", "59.91", "--lon", "10.75"], at: Self.time, expect: 0)
    #expect(bar.stderr == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
    let tooltip = try #require(json["tooltip"] as? String)
    #expect(tooltip.contains(" (radar, 5 min)\n"), "\(tooltip)")
    let requests = try server.requests()
    #expect(
      requests.map(\.path) == [requests.first?.path ?? "", "/nowcast?lat=59.91&lon=10.75"])
  }

  /// MET Norway's nowcast's HTTP errors are said with their status, as the
  /// forecast's are (every one read as "malformed (invalid JSON)" before);
  /// an answer that is no JSON names the nowcast's answer, not a forecast.
  @Test(arguments: [
    (503, "<html>busy</html>", "Warning: MET Norway nowcast is failing (HTTP 503).\n"),
    (429, "slow down", "Warning: MET Norway nowcast is limiting requests (HTTP 429).\n"),
    (404, "{}", "Warning: MET Norway nowcast refused the request (HTTP 404).\n"),
    (
      200, "<html>login</html>",
      "Warning: MET Norway nowcast sent a web page instead of an answer (HTTP 200).\n"
    ),
    (
      200, "{\"type\":",
      "Warning: MET Norway nowcast sent a malformed answer (invalid or truncated JSON).\n"
    ),
  ])
  func aFailingNowcastIsSaidAsWhatItIs(status: Int, body: String, warning: String) throws {
    sandbox.environment["RAIN_BAR_MET_NO_NOWCAST_URL"] = "http://127.0.0.1:\(server.port)/nowcast"
    try server.queue(.init(file: Self.forecast), .init(status: status, body: body))
    let run = try sandbox.run(["--lat", "59.91", "--lon", "10.75"], at: Self.time, expect: 0)
    #expect(run.stderr == warning)
    #expect(try server.requests().count == 2)
  }

  /// Bright Sky's radar answer that is not JSON is a malformed answer, not
  /// "a malformed forecast".
  @Test func aMalformedRadarAnswerIsNoForecast() throws {
    try server.queue(.init(file: Self.forecast), .init(body: "{\"radar\": [1, 2"))
    let run = try sandbox.run([], at: Self.time, expect: 0)
    #expect(
      run.stderr
        == "Warning: Bright Sky radar sent a malformed answer (invalid or truncated JSON).\n")
  }

  @Test func aDryRadarOverrulesTheModelsRain() throws {
    try server.queue(
      .init(file: Self.forecast), .init(body: try Self.answer(Self.dry, at: Self.time)))
    let run = try sandbox.run(["--template", "{next_rain}"], at: Self.time, expect: 0)
    #expect(run.stdout == "dry 5m+\n")
  }

  @Test func aFailingRadarLeavesTheModelsMinutes() throws {
    try server.queue(
      .init(file: Self.forecast), .init(status: 500, body: #"{"detail": "down"}"#))
    let run = try sandbox.run([], at: Self.time, expect: 0)
    #expect(run.stdout == "🌧️ 12°C in 30m\n")
    #expect(run.stderr == "Warning: Bright Sky radar is failing (HTTP 500).\n")
    // Backing off: the next run asks nothing and says nothing more.
    let next = try sandbox.run(["--template", "{rain_in}"], at: "2026-11-30 12:10:05", expect: 0)
    #expect(next.stdout == "30m\n" && next.stderr == "")
    #expect(try server.requests().count == 2)
  }

  /// A radar that never answers costs the run no more than its --timeout.
  @Test func aSlowRadarIsBoundedByTheTimeout() throws {
    try server.queue(.init(file: Self.forecast), .init(hang: true))
    let run = try sandbox.start(["--timeout", "1.5"], at: Self.time)
      .finish(expect: 0, within: 4)
    #expect(run.stdout == "🌧️ 12°C in 30m\n")
    #expect(run.stderr.contains("api") == false)
  }

  /// A radar that stalled (Bright Sky's, about an hour on 2026-03-25) sends
  /// the frames of an old scan, reaching ahead: they are not "now". The
  /// answer's scan is an hour before the time the binary runs at, its frames
  /// at that time's slot and 50 minutes on; the model's minutes are shown,
  /// and the tooltip says why.
  @Test func aRadarWhoseScanIsOldGivesWayToTheModel() throws {
    let slot = (TestClock.date(Self.time).timeIntervalSince1970 / 300).rounded(.down) * 300
    let scan = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: slot - 3600))
    let stale = try Self.answer(Self.rain, at: Self.time).replacingOccurrences(
      of: "RADARCOMP::RV::"
        + ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: slot)),
      with: "RADARCOMP::RV::" + scan)
    #expect(stale.contains("RADARCOMP::RV::" + scan))
    try server.queue(.init(file: Self.forecast), .init(body: stale))
    let bar = try sandbox.run(["--json"], at: Self.time, expect: 0)
    #expect(bar.stderr == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(bar.stdout.utf8)) as? [String: Any])
    #expect(
      json["text"] as? String
        == "<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C in 30m")
    let tooltip = try #require(json["tooltip"] as? String)
    #expect(
      tooltip.contains(" (model, 15 min)\nRadar not used: its latest scan is 1 h old.\n"),
      "\(tooltip)")
    #expect(!tooltip.contains("(radar, 5 min)"))
    // The same answer from a scan of this slot is shown (as the rain test above).
    try sandbox.clearCache()
    try server.queue(
      .init(file: Self.forecast), .init(body: try Self.answer(Self.rain, at: Self.time)))
    let fresh = try sandbox.run([], at: Self.time, expect: 0)
    #expect(fresh.stdout == "🌧️ 12°C past 13:15\n")
  }

  @Test func farFromTheGridTheRadarIsNotAsked() throws {
    try server.queue(.init(file: Self.forecast))
    _ = try sandbox.run(["--lat", "40.71", "--lon", "-74.01"], at: Self.time, expect: 0)
    #expect(try server.requests().count == 1)
  }
}

import Foundation
import Testing

/// Berlin on the spring-forward day (2026-03-29: 02:00 CET becomes 03:00 CEST
/// at 01:00 UTC), through the built binary, the loopback server, faketime and
/// the system's zoneinfo. Open-Meteo answers with one offset (+01:00, the one
/// in force when asked) for the whole answer; the zone's rules move the clock.
@Suite struct TimeZoneEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  /// 00:15 CET: rain is coming at 04:00 CEST (02:00 UTC).
  static let springNow = "2026-03-28 23:15:00"
  static let fixture = "open-meteo/openmeteo-constructed-berlin-dst-unixtime.json"
  static let place = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  /// The answer without its `timezone`: what a provider that names no zone gives.
  static func withoutZone() throws -> String {
    let text = try String(contentsOfFile: Paths.fixtures + "/" + fixture, encoding: .utf8)
    let cut = text.replacingOccurrences(of: #""timezone":"Europe/Berlin","#, with: "")
    #expect(cut != text)
    return cut
  }

  static let springTable = """
    Time       Temp     Wind  Rain
    00:00  🌙   4°C  10 km/h    0%
    01:00  ☁️   3°C  11 km/h   10%
    03:00  🌧️   3°C  12 km/h   40%
    04:00  🌧️   3°C  13 km/h   85%
    05:00  🌧️   4°C  13 km/h   90%
    06:00  🌧️   5°C  14 km/h   70%
    """

  /// The same hours by the answer's one offset: 02:00 does not exist that night.
  static let offsetTable = """
    Time       Temp     Wind  Rain
    00:00  🌙   4°C  10 km/h    0%
    01:00  ☁️   3°C  11 km/h   10%
    02:00  🌧️   3°C  12 km/h   40%
    03:00  🌧️   3°C  13 km/h   85%
    04:00  🌧️   4°C  13 km/h   90%
    05:00  🌧️   5°C  14 km/h   70%
    """

  @Test func springForwardForecast() throws {
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "6"], at: Self.springNow, expect: 0)
    #expect(
      run.stdout == """
        52.5200, 13.4100, 0s ago
        Rain likely from 04:00 (90%), dry again by 07:00.
        Now: Mainly clear, 4°C, feels 1°C, wind 10 km/h
        Next 3 h: up to 85% chance of rain

        \(Self.springTable)

        Day             Min   Max     Wind  Rain
        Sun 29 Mar  🌧️  3°C  13°C  16 km/h   90%
        Mon 30 Mar  ☁️  4°C  12°C  18 km/h   40%
        Tue 31 Mar  🌧️  5°C  11°C  22 km/h   65%
        Wed 01 Apr  ⛅  4°C  14°C  12 km/h    5%
        Thu 02 Apr  🌤️  4°C  15°C  10 km/h    0%
        Fri 03 Apr  ☁️  6°C  13°C  14 km/h   20%
        Sat 04 Apr  🌦️  5°C  11°C  25 km/h   75%

        """)
    #expect(run.stderr == "")
  }

  /// Every time shown is the place's: the machine's own zone (TZ, or an
  /// /etc/localtime changed while watch runs) changes nothing, so a
  /// time-zone change of the machine needs no recomputing.
  @Test func theMachinesZoneChangesNothingShown() throws {
    var outputs: [String] = []
    try server.queue(.init(file: Self.fixture))
    for zone in ["UTC", "Pacific/Chatham", "America/Los_Angeles"] {
      // libfaketime reads its start time in the machine's zone: the same moment, written there.
      let format = DateFormatter()
      format.dateFormat = "yyyy-MM-dd HH:mm:ss"
      format.timeZone = try #require(TimeZone(identifier: zone))
      let run = try sandbox.run(
        ["forecast"] + Self.place + ["--hours", "6"],
        at: format.string(from: TestClock.date(Self.springNow)), extra: ["TZ": zone], expect: 0)
      outputs.append(run.stdout)
    }
    #expect(outputs[0].contains("Rain likely from 04:00 (90%), dry again by 07:00."))
    #expect(outputs[0].contains(Self.springTable))
    #expect(Set(outputs).count == 1, "\(outputs)")
  }

  @Test func springForwardAlert() throws {
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      ["alert", "--dry-run"] + Self.place, at: Self.springNow, expect: 0)
    #expect(
      run.stdout
        == "52.5200, 13.4100: would send: Rain in 52.5200, 13.4100 from 04:00 — 85% chance, 0.9 mm expected [icon weather-showers, urgency normal]\n"
    )
  }

  @Test func springForwardBarPlaceholder() throws {
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      Self.place + ["--template", "{pop_max} from {rain_at}"], at: Self.springNow, expect: 0)
    #expect(run.stdout == "90% from 04:00\n")
  }

  /// Sunday has 23 hours: at 00:30 CEST (22:30 UTC) Monday is today, though the
  /// answer put Monday's start at 23:00 UTC. The current conditions are a day
  /// old: "Now" is the hour under way at its start (22:00 UTC, 4.5°C).
  @Test func mondayStartsAtMidnightSummerTime() throws {
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "0", "--days", "2"], at: "2026-03-29 22:30:00",
      expect: 0)
    #expect(
      run.stdout == """
        52.5200, 13.4100, 0s ago
        No rain likely in the next 24 h (at most 40%).
        Now: Mainly clear, 5°C, feels 2°C, wind 9 km/h
        Next 3 h: up to 20% chance of rain

        Day             Min   Max     Wind  Rain
        Mon 30 Mar  ☁️  4°C  12°C  18 km/h   40%
        Tue 31 Mar  🌧️  5°C  11°C  22 km/h   65%

        """)
  }

  /// A provider that names no zone (MET Norway) and a place saved with one
  /// (`locations add` keeps geocoding's): the saved zone's clock.
  @Test func theSavedZoneWhenTheProviderNamesNone() throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin

      [location Berlin]
      latitude=52.52
      longitude=13.41
      timezone=Europe/Berlin
      """)
    try server.queue(.init(body: try Self.withoutZone()))
    let run = try sandbox.run(
      ["forecast", "--hours", "6", "--days", "0"], at: Self.springNow, expect: 0)
    #expect(run.stdout.contains(Self.springTable))
  }

  /// No zone named anywhere: the answer's one offset, as docs/providers.md says.
  @Test func onlyAnOffsetKeepsTheOffset() throws {
    try server.queue(.init(body: try Self.withoutZone()))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "6", "--days", "0"], at: Self.springNow, expect: 0)
    #expect(run.stdout.contains(Self.offsetTable))
    #expect(run.stdout.contains("Rain likely from 03:00 (90%), dry again by 06:00."))
  }

  /// A system without tzdata (here: TZDIR names an empty directory): the offset.
  @Test func withoutTzdataTheOffset() throws {
    let empty = sandbox.home + "/no-zoneinfo"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "6", "--days", "0"], at: Self.springNow,
      extra: ["TZDIR": empty], expect: 0)
    #expect(run.stdout.contains(Self.offsetTable))
    #expect(run.stderr == "")
  }

  /// A hostile zone name from the server reaches no file outside zoneinfo.
  @Test func aZoneNameThatLeavesZoneinfoIsNotFollowed() throws {
    let text = try String(contentsOfFile: Paths.fixtures + "/" + Self.fixture, encoding: .utf8)
      .replacingOccurrences(
        of: #""timezone":"Europe/Berlin""#, with: #""timezone":"../../../../etc/passwd""#)
    try server.queue(.init(body: text))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "6", "--days", "0"], at: Self.springNow, expect: 0)
    #expect(run.stdout.contains(Self.offsetTable))
    #expect(run.stderr == "")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The whole program in-process, with every dependency a test double.
@Suite struct RainBarInProcessTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let config = MemoryConfigStore(
    KeyFileDocument(groups: [
      .init(name: "rain-bar", entries: [(key: "location", value: "Berlin")]),
      .init(
        name: "location Berlin",
        entries: [(key: "latitude", value: "52.52"), (key: "longitude", value: "13.41")]),
    ]))

  func app(_ environment: [String: String] = [:], now: Double = 1_796_040_900) -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(now),
        environment: ["HOME": "/home/u", "RAIN_BAR_WARNINGS": "off", "RAIN_BAR_MINUTES": "model"]
          .merging(environment) { $1 },
        configStore: config, fileSystem: files, notifier: UnexpectedDesktop(),
        positions: UnexpectedDesktop(), userID: 1000))
  }

  @Test func barRunFromAFreshFetch() throws {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    let outcome = app().run(["--format", "i3blocks"])
    #expect(outcome == Outcome(stdout: "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n", exitCode: 0))
    #expect(files.files.keys.contains("/home/u/.cache/rain-bar/open-meteo_52.5200_13.4100.json"))
  }

  @Test func aClickThatCannotBeSavedStillDrawsTheBlock() throws {
    config.readOnly = true
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    let outcome = app(["BLOCK_BUTTON": "3"]).run(["--format", "i3blocks"])
    #expect(outcome.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.stderr
        == "Warning: the click was not carried out: Config file /home/u/.config/rain-bar/config: cannot be written: Read-only file system.\n"
    )
  }

  /// Berlin on the spring-forward day, asked at 00:15 CET: hours and the rain's
  /// start by the zone's clock (from the system's zoneinfo), not the answer's one offset.
  @Test func springForwardByTheZonesClock() throws {
    files.files["/usr/share/zoneinfo/Europe/Berlin"] = try Fixture.bytes("zoneinfo/Europe/Berlin")
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-dst-unixtime.json"))
    ]
    let outcome = app(now: 1_774_739_700).run(["forecast", "--hours", "4", "--days", "2"])
    #expect(
      outcome.stdout == """
        Berlin, 0s ago
        Rain likely from 04:00 (90%), dry again by 07:00.
        Now: Mainly clear, 4°C, feels 1°C, wind 10 km/h
        Next 3 h: up to 85% chance of rain

        Time       Temp     Wind  Rain
        00:00  🌙   4°C  10 km/h    0%
        01:00  ☁️   3°C  11 km/h   10%
        03:00  🌧️   3°C  12 km/h   40%
        04:00  🌧️   3°C  13 km/h   85%

        Day             Min   Max     Wind  Rain
        Sun 29 Mar  🌧️  3°C  13°C  16 km/h   90%
        Mon 30 Mar  ☁️  4°C  12°C  18 km/h   40%

        """)
  }
}

/// Official warnings in a whole bar run: they never cost the forecast line.
@Suite struct WarningsInProcessTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()

  func app() -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(1_796_040_900),
        environment: ["HOME": "/home/u", "RAIN_BAR_MINUTES": "model"],
        configStore: MemoryConfigStore(KeyFileDocument(groups: [])), fileSystem: files,
        notifier: UnexpectedDesktop(), positions: UnexpectedDesktop(), userID: 1000))
  }

  @Test func aWarningsFailureLeavesTheForecastLine() throws {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json")),
      .success(HTTPResponse(status: 500, body: Array("<html>down</html>".utf8))),
    ]
    let outcome = app().run(["--format", "i3blocks", "--lat", "52.52", "--lon", "13.41"])
    #expect(outcome == Outcome(stdout: "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n", exitCode: 0))
    #expect(http.requests.map(\.url).last == "https://api.brightsky.dev/alerts?lat=52.52&lon=13.41")
  }
}

import Testing

@testable import RainBarCore

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

  func app(_ environment: [String: String] = [:]) -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(1_796_040_900),
        environment: ["HOME": "/home/u", "RAIN_BAR_WARNINGS": "off"].merging(environment) { $1 },
        configStore: config, fileSystem: files, notifier: UnexpectedDesktop(),
        positions: UnexpectedDesktop(), userID: 1000))
  }

  @Test func barRunFromAFreshFetch() throws {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    let outcome = app().run(["--format", "i3blocks"])
    #expect(outcome == Outcome(stdout: "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n", exitCode: 33))
    #expect(files.files.keys.contains("/home/u/.cache/rain-bar/open-meteo_52.5200_13.4100.json"))
  }

  @Test func aClickThatCannotBeSavedStillDrawsTheBlock() throws {
    config.readOnly = true
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    let outcome = app(["BLOCK_BUTTON": "3"]).run(["--format", "i3blocks"])
    #expect(outcome.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(outcome.exitCode == 33)
    #expect(
      outcome.stderr
        == "Warning: the click was not carried out: Config file /home/u/.config/rain-bar/config: cannot be written: Read-only file system.\n"
    )
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
        environment: ["HOME": "/home/u"],
        configStore: MemoryConfigStore(KeyFileDocument(groups: [])), fileSystem: files,
        notifier: UnexpectedDesktop(), positions: UnexpectedDesktop(), userID: 1000))
  }

  @Test func aWarningsFailureLeavesTheForecastLine() throws {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json")),
      .success(HTTPResponse(status: 500, body: Array("<html>down</html>".utf8))),
    ]
    let outcome = app().run(["--format", "i3blocks", "--lat", "52.52", "--lon", "13.41"])
    #expect(outcome == Outcome(stdout: "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n", exitCode: 33))
    #expect(http.requests.map(\.url).last == "https://api.brightsky.dev/alerts?lat=52.52&lon=13.41")
  }
}

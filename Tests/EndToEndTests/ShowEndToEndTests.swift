import Foundation
import Testing

/// The built binary against the loopback server, checked exactly.
@Suite struct ShowEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  /// 15 minutes into the constructed Berlin forecast (2026-11-30 12:00 UTC).
  static let berlinNow = "2026-11-30 12:15:00"
  static let berlin = "open-meteo/openmeteo-constructed-berlin-rain-unixtime.json"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  @Test func barLineFromCoordinates() throws {
    try server.queue(.init(file: Self.berlin))
    let run = try sandbox.run(["--lat", "52.52", "--lon", "13.41"], at: Self.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(run.stderr == "")
  }

  @Test func requestAsksForWhatTheBarUses() throws {
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run(
      ["show", "--lat", "52.52", "--lon", "13.41"], at: Self.berlinNow, expect: 0)
    let requests = try server.requests()
    try #require(requests.count == 1)
    #expect(
      requests[0].path
        == "/v1/forecast?latitude=52.5200&longitude=13.4100"
        // The default bar: the base and minute-level rain (RequestWeightEndToEndTests).
        + "&current=temperature_2m,weather_code,is_day"
        + "&hourly=temperature_2m,precipitation_probability,precipitation,weather_code"
        + "&minutely_15=precipitation,rain,snowfall,weather_code&forecast_minutely_15=10"
        + "&timezone=auto&timeformat=unixtime&forecast_days=3")
    #expect(requests[0].headers["User-Agent"] == "rain-bar/\(Paths.version)")
  }

  @Test func imperialUnitsAndTextIcons() throws {
    try server.queue(.init(file: Self.berlin))
    let run = try sandbox.run(
      ["--lat", "52.52", "--lon", "13.41", "--units", "imperial", "--icons", "text"],
      at: Self.berlinNow, expect: 0)
    #expect(run.stdout == "rain 53°F 80%\n")
  }

  @Test func locationFromConfigFile() throws {
    try sandbox.writeConfig(
      """
      # my places
      [rain-bar]
      location=Berlin

      [location Hamburg]
      latitude=53.55
      longitude=9.99

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
    try server.queue(.init(file: Self.berlin))
    let run = try sandbox.run([], at: Self.berlinNow, expect: 0)
    // Two places are saved: the default text says which one is shown.
    #expect(run.stdout == "Berlin 🌧️ 12°C 80%\n")
    #expect(
      try server.requests().first?.path.contains("latitude=52.5200&longitude=13.4100") == true)
  }

  /// New York is UTC-5 and this response has ISO local times: 16:30 local is 21:30 UTC.
  @Test func negativeUTCOffsetPicksTheRightNow() throws {
    try server.queue(.init(file: "open-meteo/openmeteo-forecast-newyork-current-hourly-daily.json"))
    let run = try sandbox.run(
      ["--lat", "40.79", "--lon", "-73.97"], at: "2026-02-06 21:40:00", expect: 0)
    #expect(run.stdout == "☁️ -1°C\n")
  }

  /// The plain line is the state, so a bar that runs it is not empty; the sentence on stderr.
  @Test func noLocationGivesAHint() throws {
    let run = try sandbox.run([], expect: 1)
    #expect(run.stdout == "⚠️ no location\n")
    #expect(
      run.stderr
        == "Error: No location set. Add one with 'rain-bar locations add <place>', or pass --lat and --lon.\n"
    )
    #expect(try server.requests().isEmpty)
  }

  @Test func badConfigValueNamesFileAndKey() throws {
    try sandbox.writeConfig("[rain-bar]\nunits=kelvin\n")
    let run = try sandbox.run(["--lat", "1", "--lon", "2"], expect: 1)
    #expect(
      run.stderr
        == "Error: Config file \(sandbox.configFile): [rain-bar] units: the value 'kelvin' is invalid. Please provide one of 'metric', 'imperial'.\n"
    )
  }

  @Test func configSyntaxErrorNamesTheLine() throws {
    try sandbox.writeConfig("[rain-bar]\nthis is not a key file line\n")
    let run = try sandbox.run(["--lat", "1", "--lon", "2"], expect: 1)
    #expect(run.stderr.hasPrefix("Error: Config file \(sandbox.configFile): line 2: "))
    #expect(run.stderr.contains("this is not a key file line"))
  }
}

import Foundation
import Testing

/// An hour's row is printed at the hour's start, with the temperature, feels-like
/// and wind at that time, and the chance and amount of rain of the hour it
/// begins (issue 47 item 4: at 07:20, "07:00 11°C" was 08:00's temperature
/// beside "Now: 10°C"). Open-Meteo gives 07:00 10.0 °C, 08:00 11.0 °C, 09:00 12.0 °C.
@Suite struct HourStartEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let fixture = "open-meteo/openmeteo-constructed-berlin-morning-unixtime.json"
  /// 07:20 in Berlin.
  static let now = "2026-12-03 06:20:00"
  static let place = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  @Test func eachRowHasTheValuesAtItsStart() throws {
    try server.queue(.init(file: Self.fixture))
    let run = try sandbox.run(
      ["forecast"] + Self.place + ["--hours", "3", "--days", "1"], at: Self.now, expect: 0)
    #expect(
      run.stdout == """
        52.5200, 13.4100, 0s ago
        No rain likely in the next 24 h (at most 55%).
        Now: Overcast, 10°C, feels 8°C, wind 10 km/h
        Next 3 h: up to 55% chance of rain

        Time       Temp     Wind  Rain
        07:00  ☁️  10°C  10 km/h   10%
        08:00  ☁️  11°C  14 km/h   20%
        09:00  🌧️  12°C  18 km/h   40%

        Day             Min   Max     Wind  Rain
        Thu 03 Dec  🌧️  7°C  14°C  24 km/h   55%

        """)
    #expect(run.stderr == "")
    // The same rows in JSON, from the entry just kept: 07:00's 10.0 °C and 10 km/h.
    let json = try sandbox.run(
      ["forecast", "--json"] + Self.place + ["--hours", "2", "--days", "0"], at: Self.now,
      expect: 0)
    #expect(
      json.stdout.contains(
        ##""hourly":[{"time":1796277600,"local":"2026-12-03T07:00","condition":"cloudy","temperature":10.0,"feels_like":8.0,"wind":10.0,"chance_of_rain":10.0,"precipitation":0.0},{"time":1796281200,"local":"2026-12-03T08:00","condition":"cloudy","temperature":11.0,"feels_like":9.0,"wind":14.0,"chance_of_rain":20.0,"precipitation":0.0}]"##
      ))
  }
}

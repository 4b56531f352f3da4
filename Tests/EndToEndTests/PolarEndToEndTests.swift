import Foundation
import Testing

/// Polar night (Longyearbyen) and midnight sun (McMurdo) through the built
/// binary: the loopback server answers as Open-Meteo does on such days
/// (sunrise and sunset both at the day's 00:00, or at its 00:00 and the
/// next day's), the run's clock is libfaketime's and the place's clock the
/// system's zoneinfo. "polar night" and "midnight sun" stand where a time
/// would (`{sunrise}`, `{sunset}`, the tooltip's sun line, the daily table,
/// German too), `{daylight}` counts down to nothing, and the JSON has no
/// sunrise or sunset but `polar`.
@Suite(.serialized) struct PolarEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  static let night = "open-meteo/openmeteo-forecast-longyearbyen-polar-night-edited.json"
  static let day = "open-meteo/openmeteo-forecast-mcmurdo-midnight-sun-edited.json"
  /// 11:30 in Longyearbyen (+01:00) on Friday 6 February 2026.
  static let longyearbyenMorning = "2026-02-06 10:30:00"
  /// 11:30 at McMurdo (+13:00) on Friday 6 February 2026.
  static let mcmurdoMorning = "2026-02-05 22:30:00"
  static let template = ["--template", "{sunrise} {sunset} [{daylight}] {min}"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Longyearbyen
      tooltip=sun
      day-columns=min,max,sunrise,sunset

      [location Longyearbyen]
      latitude=78.22
      longitude=15.62

      [location McMurdo]
      latitude=-77.85
      longitude=166.67
      """)
  }

  /// Each way a day's sun is shown, for `place` at `time` (every run exits 0).
  func shown(_ place: String, at time: String) throws -> (
    bar: String, german: String, tooltip: String, table: String, json: String
  ) {
    let location = ["--location", place]
    let bar = try sandbox.run(location + Self.template, at: time, expect: 0)
    let german = try sandbox.run(
      location + Self.template, at: time, extra: ["LANGUAGE": "de"], expect: 0)
    let waybar = try sandbox.run(location + ["--format", "waybar"], at: time, expect: 0)
    let table = try sandbox.run(
      ["forecast"] + location + ["--hours", "0", "--days", "2"], at: time, expect: 0)
    let json = try sandbox.run(
      ["forecast", "--json"] + location + ["--hours", "0", "--days", "1"], at: time, expect: 0)
    #expect(bar.stderr == "")
    return (bar.stdout, german.stdout, waybar.stdout, table.stdout, json.stdout)
  }

  @Test func polarNight() throws {
    try server.setDefault(.init(file: Self.night))
    let shown = try shown("Longyearbyen", at: Self.longyearbyenMorning)
    // Today's lowest (it showed tomorrow's, the "sunset" at 00:00 being past), no countdown.
    #expect(shown.bar == "polar night polar night [] -9°C\n")
    #expect(shown.german == "Polarnacht Polarnacht [] -9°C\n")
    #expect(shown.tooltip.contains(#"Longyearbyen, 0s ago\nPolar night, waning gibbous"#))
    #expect(
      shown.table.hasSuffix(
        """
        Day           Min   Max      Sunrise       Sunset
        Fri 06 Feb   -9°C   0°C  polar night  polar night
        Sat 07 Feb  -18°C  -5°C  polar night  polar night

        """))
    #expect(
      shown.json.contains(
        #""sun":{"sunrise":null,"sunset":null,"polar":"night","moon":"waning gibbous"}"#))
    #expect(
      shown.json.contains(
        #""date":"2026-02-06","condition":"cloudy","min":-9.2,"max":-0.2,"wind":null,"chance_of_rain":null,"precipitation":0.0,"sunrise":null,"sunset":null,"polar":"night"}"#
      ))
    // The bar's request; waybar's tooltip and `forecast` show more, and each
    // renews the entry once (docs/providers.md, one entry for several runs).
    #expect(try server.requests().count == 3)
  }

  @Test func midnightSun() throws {
    try server.setDefault(.init(file: Self.day))
    let shown = try shown("McMurdo", at: Self.mcmurdoMorning)
    #expect(shown.bar == "midnight sun midnight sun [] -9°C\n")
    #expect(shown.german == "Mitternachtssonne Mitternachtssonne [] -9°C\n")
    #expect(shown.tooltip.contains(#"McMurdo, 0s ago\nMidnight sun, waning gibbous"#))
    #expect(
      shown.table.hasSuffix(
        """
        Day           Min   Max       Sunrise        Sunset
        Fri 06 Feb   -9°C   0°C  midnight sun  midnight sun
        Sat 07 Feb  -18°C  -5°C  midnight sun  midnight sun

        """))
    #expect(
      shown.json.contains(
        #""sun":{"sunrise":null,"sunset":null,"polar":"day","moon":"waning gibbous"}"#))
    #expect(
      shown.json.contains(
        #""precipitation":0.0,"sunrise":null,"sunset":null,"polar":"day"}"#))
  }

  /// From 18:00 local (no sunset to go by) tomorrow's day, still no countdown.
  @Test func theEveningShowsTomorrow() throws {
    try server.setDefault(.init(file: Self.night))
    let run = try sandbox.run(
      ["--location", "Longyearbyen"] + Self.template, at: "2026-02-06 18:00:00", expect: 0)
    #expect(run.stdout == "polar night polar night [] -18°C\n")
  }
}

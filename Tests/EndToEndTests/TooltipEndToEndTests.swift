import Foundation
import Testing

/// A tooltip shaped in the config (`tooltip=`, `tooltip-hours=`,
/// `hour-columns=`): the same lines in waybar's tooltip and in i3blocks'
/// middle-click notification (a real session bus with python3-dbusmock's
/// notification daemon, a mock server: no desktop runs here), and the
/// `now` section's values asked of Open-Meteo.
@Suite(.serialized) struct TooltipEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  static let shaped = [
    "Wind 15 km/h from SW, gusts 31 km/h",
    "Humidity 87%, dew point 9°C, pressure 1008 hPa, UV 0 low",
    "Sunrise 07:30, sunset 15:40 (in 2h 25m), last quarter 🌗",
    "",
    "Time   Temp  Amount",
    "13:00  12°C  0.0 mm",
    "14:00  12°C  0.1 mm",
  ]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(
      .init(file: "open-meteo/openmeteo-constructed-berlin-rain-extras-unixtime.json"))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      tooltip=now,sun,hours
      tooltip-hours=2
      hour-columns=temp,amount

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  @Test func waybarAndTheMiddleClickShowTheShapedTooltip() throws {
    let waybar = try sandbox.run(["--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      waybar.stdout.contains(
        ##""tooltip":"<tt>Berlin, 0s ago\n"##
          + Self.shaped.joined(separator: "\\n").replacingOccurrences(
            of: "🌗", with: "<span font_family='Noto Color Emoji,emoji'>🌗</span>") + ##"</tt>""##
      ))
    // Asked for the now section's values, once.
    let requests = try server.requests()
    #expect(requests.count == 1)
    #expect(
      requests.first?.path.contains(
        "is_day,relative_humidity_2m,dew_point_2m,wind_direction_10m,wind_gusts_10m,pressure_msl,uv_index&"
      ) == true)
    _ = try sandbox.run(
      ["--format", "i3blocks"], at: ShowEndToEndTests.berlinNow, extra: ["BLOCK_BUTTON": "2"],
      expect: 0)
    let calls = try bus.calls()
    #expect(calls.map(\.body) == [Self.shaped.joined(separator: "\n")])
  }

  /// A template that starts showing a value the fresh entry was not asked
  /// for renews it now, once (it showed an empty humidity for up to the
  /// freshness period).
  @Test func aTemplateShowingANewValueRenewsAFreshEntryOnce() throws {
    let config = "[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    try sandbox.writeConfig("[rain-bar]\nlocation=Berlin\n\n" + config)
    _ = try sandbox.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try server.requests().count == 1)
    let cache = sandbox.home + "/cache/rain-bar"
    let entry = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache).first {
        $0.hasPrefix("open-meteo_") && $0.hasSuffix(".json")
      })
    // Asked for no extras: the entry is written as before.
    let before = try String(contentsOfFile: cache + "/" + entry, encoding: .utf8)
    #expect(!before.contains("\"asked\""))
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\ntemplate={humidity}\n\n" + config)
    let later = "2026-11-30 12:16:00"
    let run = try sandbox.run([], at: later, expect: 0)
    #expect(run.stdout == "87%\n")
    var requests = try server.requests()
    #expect(requests.count == 2)
    #expect(requests.last?.path.contains("relative_humidity_2m") == true)
    _ = try sandbox.run([], at: later, expect: 0)
    requests = try server.requests()
    #expect(requests.count == 2, "renewed once, then fresh")
  }

  @Test func anUnknownSectionIsAConfigError() throws {
    try sandbox.writeConfig(
      "[rain-bar]\ntooltip=summary,hours,sunn\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let run = try sandbox.run(["--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      run.stdout.hasPrefix(
        ##"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"##))
    #expect(
      run.stderr.contains(
        "tooltip: the value 'summary,hours,sunn' is invalid: 'sunn' is not one of 'summary', 'now', 'minutes', 'hours', 'days', 'warnings', 'sun', 'air', 'trips', 'events'; give a comma-separated list. Did you mean 'sun'?"
      ))
  }
}

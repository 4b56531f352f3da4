import Foundation
import Testing

/// Asking for new data: `refresh`, an i3blocks left click, and a freshness
/// changed after a fetch. Data that is still fresh never gets a stale mark;
/// a renewal that failed is said once, where the person looks.
@Suite(.serialized) struct RefreshEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus
  let now = "2026-11-30 12:15:00"
  let coordinates = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.queue(.init(file: ShowEndToEndTests.berlin))
    // waybar's: its entry serves the plain and waybar runs below.
    _ = try sandbox.run(coordinates + ["--json"], at: now, expect: 0)
    try server.setDefault(.init(status: 500, body: "{\"error\":true,\"reason\":\"down\"}"))
  }

  @Test func refreshThatFailsExitsOneAndKeepsFreshDataUnmarked() throws {
    let run = try sandbox.run(["refresh"] + coordinates, at: "2026-11-30 12:15:04", expect: 1)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr == "Error: The forecast was not renewed: Open-Meteo is failing (HTTP 500): down\n")
    #expect(try server.requests().count == 2)
    // waybar's contract wins: exit 0, and the tooltip says it.
    let waybar = try sandbox.run(
      ["refresh", "--json"] + coordinates, at: "2026-11-30 12:15:05", expect: 0)
    // The header wrapped at 60 columns, at a space.
    #expect(waybar.stdout.contains("(not renewed: Open-Meteo is failing\\n(HTTP 500): down)"))
    #expect(!waybar.stdout.contains("⏳"))
    // waybar's own next run (no refresh: the data is fresh, nothing asked)
    // keeps the trace in the tooltip, and nothing on stderr.
    let next = try sandbox.run(coordinates + ["--json"], at: "2026-11-30 12:16:00", expect: 0)
    #expect(next.stdout.contains("(not renewed: Open-Meteo is failing\\n(HTTP 500): down)"))
    #expect(next.stderr == "")
    #expect(try server.requests().count == 3)
  }

  @Test func aFailedClickRefreshSaysSoInANotification() throws {
    let run = try sandbox.run(
      ["--format", "i3blocks"] + coordinates, at: "2026-11-30 12:15:04",
      extra: ["BLOCK_BUTTON": "1"], expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    let calls = try bus.calls()
    #expect(calls.count == 1)
    #expect(calls.first?.summary == "The forecast was not renewed")
    #expect(calls.first?.body == "Open-Meteo is failing (HTTP 500): down")
  }

  /// A shorter freshness= applies to the forecast already cached.
  @Test func aShorterFreshnessAppliesToTheCachedForecast() throws {
    try sandbox.writeConfig("[rain-bar]\nfreshness=1\n")
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    _ = try sandbox.run(coordinates, at: "2026-11-30 12:15:50", expect: 0)
    #expect(try server.requests().count == 1)
    _ = try sandbox.run(coordinates, at: "2026-11-30 12:16:10", expect: 0)
    #expect(try server.requests().count == 2)
  }
}

import Foundation
import Testing

/// The air-quality and pollen alerts (`aqi-threshold=`, `pollen=`) from
/// `rain-bar alert` on a real session bus with python3-dbusmock's
/// notification daemon, against the constructed Berlin answers.
@Suite(.serialized) struct AirAlertEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      threshold=95
      aqi-threshold=30
      pollen=birch,grass:high

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  @Test func oneNotificationEachPerEpisode() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: AirQualityEndToEndTests.berlinAir))
    let run = try sandbox.run(["alert"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
    // The alert asks only for what it checks: the index and the two types
    // (hourly too: the body says when they peak).
    #expect(
      try server.requests().last?.path.hasSuffix(
        "current=european_aqi,birch_pollen,grass_pollen&hourly=birch_pollen,grass_pollen&forecast_hours=24&timeformat=unixtime"
      ) == true)
    let expected: [NotificationBus.Call] = [
      .init(
        app: "rain-bar", replaces_id: 0, icon: "dialog-warning",
        summary: "Air quality in Berlin: 35 fair",
        body: "The air-quality index reached 35 (alert from 30).", urgency: 1),
      .init(
        app: "rain-bar", replaces_id: 0, icon: "dialog-warning",
        summary: "Pollen in Berlin: birch high",
        body: "Pollen (birch): 112 grains/m³ now, up to 180 at 16:00.",
        urgency: 1),
    ]
    #expect(try bus.calls() == expected)
    // Five minutes on, the same episode: nothing more (and nothing asked).
    _ = try sandbox.run(["alert"], at: "2026-11-30 12:20:00", expect: 0)
    #expect(try bus.calls() == expected)
    #expect(try server.requests().count == 2)
  }

  @Test func quietHoursHoldThemBackAndDryRunSaysWhat() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: AirQualityEndToEndTests.berlinAir))
    let dry = try sandbox.run(["alert", "--dry-run"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      dry.stdout.hasPrefix(
        "Berlin: would send: Air quality in Berlin: 35 fair — The air-quality index reached 35 (alert from 30). [icon dialog-warning, urgency normal]\n"
      ), "\(dry.stdout)")
    // Quiet hours by the place's clock (13:16 in Berlin).
    _ = try sandbox.run(
      ["alert", "--quiet-hours", "13:00-14:00"], at: "2026-11-30 12:16:00", expect: 0)
    #expect(try bus.calls() == [])
  }

  /// A snooze holds them back as it holds the rain alert, and they are sent
  /// after it while the episode lasts.
  @Test func aSnoozeHoldsThemBack() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: AirQualityEndToEndTests.berlinAir))
    _ = try sandbox.run(["snooze", "30m"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let held = try sandbox.run(["alert"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(held.stderr == "")
    #expect(try bus.calls() == [])
    _ = try sandbox.run(["snooze", "off"], at: "2026-11-30 12:20:00", expect: 0)
    _ = try sandbox.run(["alert"], at: "2026-11-30 12:20:00", expect: 0)
    #expect(
      try bus.calls().map(\.summary) == [
        "Air quality in Berlin: 35 fair", "Pollen in Berlin: birch high",
      ])
  }
}

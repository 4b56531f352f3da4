import Foundation
import TestTiming
import Testing

/// The threshold alerts (`uv-threshold=`, `gust-threshold=`) on a real
/// session bus (python3-dbusmock's notification daemon), over a day of runs
/// of `alert` and of bars with `--notify` sharing one state: one
/// notification per episode.
@Suite(.serialized) struct ThresholdAlertEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  /// The constructed Berlin forecast with the hours' UV index and gusts
  /// (both constructed too, as Open-Meteo sends them: the UV index at each
  /// hour's end, a gust the strongest of the hour before): gusts of 62 to 75
  /// km/h on the evening of 30 November, to 70 the next afternoon; UV 3.8 at
  /// 11:00 the next morning.
  static func forecast() throws -> String {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Paths.root + "/Tests/Fixtures/" + ShowEndToEndTests.berlin))
    var answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var hourly = try #require(answer["hourly"] as? [String: Any])
    var gusts = [Double](repeating: 20, count: 48)
    for (hour, gust) in [4: 45.0, 5: 62, 6: 75, 7: 68, 8: 58, 9: 40, 25: 65, 26: 70, 27: 50] {
      gusts[hour] = gust
    }
    var uv = [Double](repeating: 0, count: 48)
    for (hour, index) in [1: 0.8, 21: 2.0, 22: 3.8, 23: 3.2, 24: 1.5] { uv[hour] = index }
    hourly["wind_gusts_10m"] = gusts
    hourly["uv_index"] = uv
    answer["hourly"] = hourly
    return String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
  }

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(.init(body: try Self.forecast()))
    // No rain alert (the chance never reaches 100 %): only the thresholds'.
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      threshold=100
      uv-threshold=3
      gust-threshold=60

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// UTC times every 30 minutes from 2026-11-30 12:00.
  func time(_ half: Int) -> String {
    let minutes = 12 * 60 + half * 30
    let day = 30 + minutes / (24 * 60)
    let inDay = minutes % (24 * 60)
    let date = day > 30 ? String(format: "2026-12-%02d", day - 30) : "2026-11-30"
    return date + String(format: " %02d:%02d:00", inDay / 60, inDay % 60)
  }

  @Test func oneNotificationPerEpisodeOverADayOfRuns() throws {
    // Every half hour until 10:00 the next day, `alert` and a bar in turn.
    for half in 0..<45 {
      let run = try sandbox.run(
        half % 2 == 0 ? ["alert"] : ["--notify"], at: time(half), expect: 0)
      #expect(run.stderr == "", "\(time(half)): \(run.stderr)")
    }
    let calls = try bus.calls()
    #expect(
      calls == [
        // 13:30 UTC: the evening's gusts come within 3 hours (the strongest
        // the 3 hours hold then); they blow until 21:00, and the hours after
        // them re-arm it.
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-severe-alert",
          summary: "Strong gusts in Berlin from 17:00",
          body: "Gusts up to 62 km/h at 17:00 (alert from 60 km/h).", urgency: 1),
        // 07:30 UTC: the UV index of 11:00 (Berlin's clock).
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-clear",
          summary: "High UV in Berlin from 11:00",
          body: "UV index up to 4 at 11:00 (alert from 3).", urgency: 1),
        // 09:30 UTC: the next afternoon's gusts, a new episode.
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-severe-alert",
          summary: "Strong gusts in Berlin from 13:00",
          body: "Gusts up to 65 km/h at 13:00 (alert from 60 km/h).", urgency: 1),
      ])
    // The series are asked because the families are on.
    let asked = try server.requests().map(\.path)
    #expect(asked.allSatisfy { $0.contains("weather_code,uv_index,wind_gusts_10m&") }, "\(asked)")
    // --dry-run says each family's decision: both episodes go on, notified.
    let dry = try sandbox.run(["alert", "--dry-run"], at: time(45), expect: 0)
    #expect(
      dry.stdout == """
        Berlin: uv: nothing to send (already notified for this episode).
        Berlin: gusts: nothing to send (already notified for this episode).
        Berlin: nothing to send (chance of rain within 3 h is 20%, under 100%).

        """)
  }

  /// `--dry-run` says each family's decision and why; `doctor` which are on.
  @Test func dryRunAndDoctorSayEachFamily() throws {
    // 13:30 UTC: the gusts are due, the UV index is not.
    let dry = try sandbox.run(["alert", "--dry-run"], at: time(3), expect: 0)
    #expect(
      dry.stdout == """
        Berlin: uv: nothing to send (up to 1 within 3 h, under 3).
        Berlin: would send: Strong gusts in Berlin from 17:00 — Gusts up to 62 km/h at 17:00 (alert from 60 km/h). [icon weather-severe-alert, urgency normal]
        Berlin: nothing to send (chance of rain within 3 h is 90%, under 100%).

        """)
    _ = try sandbox.run(["alert"], at: time(3), expect: 0)
    let after = try sandbox.run(["alert", "--dry-run"], at: time(4), expect: 0)
    #expect(
      after.stdout.contains("Berlin: gusts: nothing to send (already notified for this episode).\n")
    )
    // 07:30 UTC the next day, in quiet hours: the UV index is due but held;
    // the gusts have gone (re-armed).
    let quiet = try sandbox.run(
      ["alert", "--dry-run", "--quiet-hours", "08:00-09:00"], at: time(39), expect: 0)
    #expect(
      quiet.stdout == """
        Berlin: uv: nothing to send (quiet hours).
        Berlin: gusts: nothing to send (up to 20 km/h within 3 h, under 60 km/h).
        Berlin: nothing to send (chance of rain within 3 h is 0%, under 100%).

        """)
    let doctor = try sandbox.run(["doctor"], at: time(4), expect: 0)
    #expect(
      doctor.stdout.contains(
        "✓ Alerts: on: rain, uv, gusts; off: rain-end, dry-window, air, warnings, trips, heat, frost, summary\n"
      ),
      "\(doctor.stdout)")
  }

  /// Off (the default), nothing of them is asked.
  @Test func offAsksNothingMore() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\nthreshold=100\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    _ = try sandbox.run(["alert"], at: time(3), expect: 0)
    _ = try sandbox.run(["refresh", "--notify"], at: time(4), expect: 0)
    let asked = try server.requests().map(\.path)
    #expect(asked.count == 2)
    #expect(!asked.contains { $0.contains("uv_index") || $0.contains("wind_gusts") }, "\(asked)")
    #expect(try bus.calls() == [])
  }
}

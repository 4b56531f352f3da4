import Foundation
import TestTiming
import Testing

/// The rain's end (`alert-end=on`) and a dry window opening (`dry-window=45m`)
/// on a real session bus (python3-dbusmock's notification daemon), over many
/// runs of `alert`, bars with `--notify` and `watch --notify` through one
/// rain episode served by the fixture server: one "ends" notification (and
/// at most one replacement), one dry window.
@Suite(.serialized) struct RainEndEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  func bus(capabilities: String? = nil) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/runtime",
      parameters: capabilities.map { #"{"capabilities": "\#($0)"}"# })
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    return bus
  }

  func config(_ extra: String = "") throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      threshold=95
      alert-end=on
      dry-window=45m
      \(extra)

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// 2026-11-30 at this UTC time ("12:20"; Berlin is UTC+1).
  static func at(_ time: String) -> String { MinuteEndToEndTests.at(time) }

  /// The constructed Berlin answer with its 15-minute steps from 12:00 to
  /// 16:00 UTC replaced: rain (2 mm/h) from 12:00 until `end`, dry, and rain
  /// again from 14:15 to 15:15.
  static func episode(end: String = "13:30") throws -> String {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Paths.fixtures + "/" + MinuteEndToEndTests.berlin))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let noon = 1_796_040_000
    let parts = end.split(separator: ":").compactMap { Int($0) }
    let stop = noon + (parts[0] - 12) * 3600 + parts[1] * 60
    let again = (noon + 8100)..<(noon + 11_700)
    // Each value is the quarter hour before its time.
    let times = (1...16).map { noon + $0 * 900 }
    let wet = times.map { ($0 - 900 < stop) || again.contains($0 - 900) }
    json["minutely_15"] = [
      "time": times, "precipitation": wet.map { $0 ? 0.5 : 0 }, "rain": wet.map { $0 ? 0.5 : 0 },
      "snowfall": times.map { _ in 0 }, "weather_code": wet.map { $0 ? 61 : 3 },
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
  }

  /// The rain now (the rain alert's), the dry window when first seen at
  /// 12:20, and the end when it comes within alert-lead (30 min) at 13:00.
  static let rainNow = NotificationBus.Call(
    app: "rain-bar", replaces_id: 0, icon: "weather-showers", summary: "Rain in Berlin now",
    body: "Light rain, up to 2.0 mm/h, for about 1 h 15 min (until 14:30).", urgency: 1)
  static let dryWindow = NotificationBus.Call(
    app: "rain-bar", replaces_id: 0, icon: "weather-few-clouds",
    summary: "Dry 14:30–15:15 in Berlin: go now",
    body: "The rain stops in about 1 h 15 min; dry for about 45 min.", urgency: 1)
  static let ends = NotificationBus.Call(
    app: "rain-bar", replaces_id: 0, icon: "weather-showers-scattered",
    summary: "Rain in Berlin ends in about 30 min", body: "Dry until 15:15.", urgency: 1)

  /// Every 5 minutes from 12:20 to 13:55, `alert` and bars with `--notify`
  /// in turn, on the same answer: three notifications in all.
  @Test func oneOfEachOverAnEpisode() throws {
    let bus = try bus()
    try server.setDefault(.init(body: try Self.episode()))
    try config()
    for minute in stride(from: 20, through: 115, by: 5) {
      let time = Self.at("\(12 + minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60)")
      let run = try sandbox.run(minute % 10 == 0 ? ["alert"] : ["--notify"], at: time, expect: 0)
      #expect(run.stderr == "", "\(time): \(run.stderr)")
    }
    let calls = try bus.calls()
    #expect(calls == [Self.rainNow, Self.dryWindow, Self.ends], "\(calls)")
  }

  /// `--dry-run` says each family's decision and why.
  @Test func dryRunSaysEachDecision() throws {
    let bus = try bus()
    try server.setDefault(.init(body: try Self.episode()))
    try config()
    let before = try sandbox.run(["alert", "--dry-run"], at: Self.at("12:20"), expect: 0)
    #expect(
      before.stdout == """
        Berlin: rain-end: nothing to send (the rain does not end within 30 min).
        Berlin: would send: \(Self.dryWindow.summary) — \(Self.dryWindow.body) [icon weather-few-clouds, urgency normal]
        Berlin: would send: Rain in Berlin now — \(Self.rainNow.body) [icon weather-showers, urgency normal]

        """)
    // Quiet hours (14:00-16:00 on Berlin's clock) hold both back, as every family.
    let quiet = try sandbox.run(
      ["alert", "--dry-run", "--quiet-hours", "14:00-16:00"], at: Self.at("13:00"), expect: 0)
    #expect(
      quiet.stdout == """
        Berlin: rain-end: nothing to send (quiet hours).
        Berlin: dry-window: nothing to send (quiet hours).
        Berlin: nothing to send (quiet hours).

        """)
    _ = try sandbox.run(["alert"], at: Self.at("13:00"), expect: 0)
    let after = try sandbox.run(["alert", "--dry-run"], at: Self.at("13:05"), expect: 0)
    #expect(
      after.stdout == """
        Berlin: rain-end: nothing to send (the rain's end at 14:30 was announced).
        Berlin: dry-window: nothing to send (the dry window from 14:30 was announced).
        Berlin: nothing to send (chance of rain within 3 h is 90%, under 95%).

        """)
    let dry = try sandbox.run(["alert", "--dry-run"], at: Self.at("13:40"), expect: 0)
    #expect(
      dry.stdout.hasPrefix(
        """
        Berlin: rain-end: nothing to send (no rain falling now).
        Berlin: dry-window: nothing to send (no rain falling now).

        """), "\(dry.stdout)")
    let doctor = try sandbox.run(["doctor"], at: Self.at("13:40"), expect: 0)
    #expect(
      doctor.stdout.contains(
        "✓ Alerts: on: rain, rain-end, dry-window; off: air, warnings, trips, uv, gusts, heat, frost, summary\n"
      ), "\(doctor.stdout)")
    // What the one real run, at 13:00, sent.
    #expect(
      try bus.calls().map(\.summary) == [
        Self.rainNow.summary, Self.ends.summary, Self.dryWindow.summary,
      ])
  }

  /// The issue's flapping forecast, renewed every run: the end at 13:30,
  /// then 13:45, then 13:30, ...: one notification and one replacement.
  @Test func aFlappingEndIsReplacedOnce() throws {
    let bus = try bus()
    let (early, late) = (try Self.episode(end: "13:30"), try Self.episode(end: "13:45"))
    try server.queue(
      .init(body: early), .init(body: late), .init(body: early), .init(body: late),
      .init(body: early), .init(body: late))
    try server.setDefault(.init(body: early))
    try config("freshness=1")
    for minute in stride(from: 0, through: 12, by: 2) {
      let time = Self.at("13:\(minute < 10 ? "0" : "")\(minute)")
      let run = try sandbox.run(["alert"], at: time, expect: 0)
      #expect(run.stderr == "", "\(time): \(run.stderr)")
    }
    let calls = try bus.calls()
    // dbusmock numbers the notifications from 1.
    let id = try #require(calls.firstIndex { $0.summary.contains(" ends ") }) + 1
    let ends = calls.filter { $0.summary.contains(" ends ") }
    #expect(
      ends.map { "\($0.replaces_id) \($0.summary) | \($0.body)" } == [
        "0 Rain in Berlin ends in about 30 min | Dry until 15:15.",
        "\(id) Rain in Berlin ends in about 45 min | Dry until 15:15.",
      ])
    #expect(try server.requests().count == 7)
  }

  /// `watch --notify` offers its buttons on the dry window (and sends it once).
  @Test func watchOffersItsActionsOnTheDryWindow() throws {
    let bus = try bus(capabilities: "body actions")
    try server.setDefault(.init(body: try Self.episode()))
    try config()
    let watch = try Watching(sandbox, ["--notify"], at: Self.at("12:20"))
    #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
    try NotificationBus.wait { (try? bus.calls().count) == 2 }
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == [Self.rainNow.summary, Self.dryWindow.summary])
    #expect(
      calls.map(\.actions) == [
        [["snooze-1h", "Snooze 1 h"], ["forecast", "Show forecast"]],
        [["snooze-1h", "Snooze 1 h"], ["forecast", "Show forecast"]],
      ])
    #expect(watch.stderr.isEmpty)
  }
}

import Foundation
import TestTiming
import Testing

/// One notification per rain episode with minute-level data, on a real session
/// bus (python3-dbusmock's notification daemon) through libnotify: repeated
/// checks of an unchanged forecast by `alert`, a bar run with `--notify` and
/// `watch --notify` send nothing more, and a material change replaces the
/// notification rather than adding one.
@Suite(.serialized) struct AlertEpisodeEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  /// Dark Sky's Montreal answer of 2014-10-05 03:28 UTC: light rain from about
  /// 03:48 by the minute, while the hourly chance of the current hour is 90 %
  /// (critical) and 79 % the next.
  static let montreal = "dark-sky/darksky-montreal-2014-minutely-rain-starting.json"
  static func at(_ time: String) -> String { "2014-10-05 \(time)" }

  /// The one notification of the Montreal episode, as sent at 03:38.
  static let montrealCall = NotificationBus.Call(
    app: "rain-bar", replaces_id: 0, icon: "weather-showers",
    summary: "Rain in Montreal in about 10 min",
    body: "Light rain, up to 0.4 mm/h, for about 15 min (until 00:05).", urgency: 1)

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = "key"
  }

  func useMontreal() throws { try Self.useMontreal(server, sandbox) }

  /// Pirate Weather's Montreal answer (rain in 10 minutes) for the selected place.
  static func useMontreal(_ server: FixtureServer, _ sandbox: Sandbox) throws {
    try server.setDefault(.init(file: Self.montreal))
    try sandbox.writeConfig(
      """
      [rain-bar]
      provider=pirate-weather
      location=Montreal

      [location Montreal]
      latitude=45.5
      longitude=-73.56
      """)
  }

  /// The three cron-like runs seconds apart, on one cached answer: the
  /// first tells of the rain in 10 minutes; the hourly chance of the current
  /// hour (90 %, critical) must not replace it with "Rain in Montreal now",
  /// which the minutes contradict, and neither must the countdown.
  @Test func repeatedAlertRunsOnAnUnchangedForecastSendOneNotification() throws {
    try useMontreal()
    for time in ["03:38:00", "03:38:05", "03:38:10", "03:41:00", "03:44:00"] {
      let run = try sandbox.run(["alert"], at: Self.at(time), expect: 0)
      #expect(run.stdout == "" && run.stderr == "", "\(time): \(run.stderr)")
    }
    #expect(try bus.calls() == [Self.montrealCall])
    let dry = try sandbox.run(["alert", "--dry-run"], at: Self.at("03:44:30"), expect: 0)
    #expect(dry.stdout == "Montreal: nothing to send (already notified for this rain).\n")
    #expect(try server.requests().count == 1)
  }

  /// After `alert` sent it, bar runs with `--notify` check the same episode.
  @Test func barRunsWithNotifySendNothingMore() throws {
    try useMontreal()
    _ = try sandbox.run(["alert"], at: Self.at("03:38:00"), expect: 0)
    for (time, format) in [("03:38:05", "i3blocks"), ("03:38:10", "waybar"), ("03:40:00", "plain")]
    {
      let run = try sandbox.run(
        ["--format", format, "--notify"], at: Self.at(time), expect: 0)
      #expect(!run.stderr.contains("alert"), "\(run.stderr)")
    }
    #expect(try bus.calls() == [Self.montrealCall])
  }

  /// `watch --notify` checks the episode as soon as it starts: its first line
  /// is printed after the check.
  @Test func watchWithNotifySendsNothingMore() throws {
    try useMontreal()
    _ = try sandbox.run(["alert"], at: Self.at("03:38:00"), expect: 0)
    for time in ["03:38:05", "03:39:00"] {
      let watch = try Watching(sandbox, ["--notify"], at: Self.at(time))
      #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
      usleep(500_000)
      #expect(try bus.calls() == [Self.montrealCall], "\(watch.stderr)")
    }
  }

  /// The constructed Berlin answer (rain from 12:45 UTC in 15-minute steps),
  /// revised so that it rains from 12:15: much sooner than announced.
  static func berlinRainingFrom1215() throws -> String {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: Paths.fixtures + "/" + MinuteEndToEndTests.berlin))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var minutes = try #require(json["minutely_15"] as? [String: Any])
    for key in ["precipitation", "rain"] {
      var values = try #require(minutes[key] as? [Double])
      // Each value is the quarter hour before its time: 12:00 to 12:45.
      for i in 0..<3 { values[i] = 0.6 }
      minutes[key] = values
    }
    var codes = try #require(minutes["weather_code"] as? [Int])
    for i in 0..<3 { codes[i] = 61 }
    minutes["weather_code"] = codes
    json["minutely_15"] = minutes
    return String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
  }

  /// Rain announced for 30 minutes ahead falls at once after a renewal: the
  /// notification is replaced (the same id), not joined by a second; then
  /// nothing more.
  @Test func rainMuchSoonerReplacesTheNotification() throws {
    try server.queue(
      .init(file: MinuteEndToEndTests.berlin), .init(body: try Self.berlinRainingFrom1215()))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60
      threshold=95

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
    _ = try sandbox.run(["alert"], at: MinuteEndToEndTests.at("12:15"), expect: 0)
    _ = try sandbox.run(["alert"], at: MinuteEndToEndTests.at("12:16"), expect: 0)
    #expect(try bus.calls().count == 1)
    _ = try sandbox.run(["refresh"], at: MinuteEndToEndTests.at("12:20"), expect: 0)
    for time in ["12:20", "12:21", "12:25"] {
      _ = try sandbox.run(["alert"], at: MinuteEndToEndTests.at(time), expect: 0)
    }
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers",
          summary: "Rain in Berlin in about 30 min",
          body: "Light rain, up to 2.4 mm/h, for about 1 h (until 14:45).", urgency: 1),
        .init(
          app: "rain-bar", replaces_id: 1, icon: "weather-showers",
          summary: "Rain in Berlin now",
          body: "Light rain, up to 2.4 mm/h, for about 1 h 30 min (until 14:45).", urgency: 1),
      ])
    #expect(try server.requests().count == 2)
  }
}

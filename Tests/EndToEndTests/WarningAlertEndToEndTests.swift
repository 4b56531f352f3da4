import Foundation
import Testing

/// Official warnings as notifications, on a real session bus with
/// python3-dbusmock's notification daemon (a mock server: no desktop runs
/// here), through libnotify: once each, closed when the service drops them.
@Suite(.serialized) struct WarningAlertEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["RAIN_BAR_BRIGHT_SKY_URL"] = server.url + "/alerts"
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      alert-within=1

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  @Test func onceEachThenClosedWhenTheServiceDropsIt() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(["alert"], at: "2026-11-30 12:15:00", expect: 0)
    let calls = try bus.calls()
    #expect(
      calls == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-severe-alert",
          summary: "⚠️ Severe thunderstorm — Berlin",
          body:
            "Until 22:00, issued by DWD.\nOfficial SEVERE WEATHER WARNING of SEVERE THUNDERSTORM",
          urgency: 2),
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-severe-alert",
          summary: "⚠️ Minor: frost — Berlin",
          body: "From 21:00 until Tue 09:00, issued by DWD.\nOfficial WARNING of FROST",
          urgency: 1),
      ])
    // A bar with --notify a few minutes later: everything cached, nothing new.
    _ = try sandbox.run(["--notify"], at: "2026-11-30 12:20:00", expect: 0)
    #expect(try bus.calls().count == 2)
    // Later the service lists only the frost: the storm's notification closes.
    let data = try Data(
      contentsOf: URL(
        fileURLWithPath: Paths.root + "/Tests/Fixtures/" + WarningsEndToEndTests.warnings))
    var answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    answer["alerts"] = (answer["alerts"] as? [Any]).map { Array($0.dropFirst()) }
    let frostOnly = String(
      decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(body: frostOnly))
    _ = try sandbox.run(["alert"], at: "2026-11-30 12:40:00", expect: 0)
    #expect(try bus.calls().count == 2)
    #expect(try bus.closed() == [1])
    // And when it lists none, the frost's closes too.
    try server.queue(
      .init(file: ShowEndToEndTests.berlin),
      .init(body: #"{"alerts":[],"location":{"warn_cell_id":1}}"#))
    _ = try sandbox.run(["alert"], at: "2026-11-30 13:00:00", expect: 0)
    #expect(try bus.closed() == [1, 2])
    #expect(try bus.calls().count == 2)
  }

  /// `alert --all` over two places under the same warnings: each popup names
  /// its place (they were the same two popups twice).
  @Test func everyWarningNotificationNamesItsPlace() throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      alert-within=1

      [location Berlin]
      latitude=52.52
      longitude=13.41

      [location Potsdam]
      latitude=52.40
      longitude=13.07
      """)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings),
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(["alert", "--all"], at: "2026-11-30 12:15:00", expect: 0)
    let summaries = try bus.calls().map(\.summary).filter { $0.hasPrefix("⚠️") }.sorted()
    #expect(
      summaries == [
        "⚠️ Minor: frost — Berlin", "⚠️ Minor: frost — Potsdam",
        "⚠️ Severe thunderstorm — Berlin", "⚠️ Severe thunderstorm — Potsdam",
      ])
  }

  /// `watch --notify` offers actions to a server that has them, but never on
  /// an official warning: it is not snoozed, nor is it the place to ask for the forecast.
  @Test func watchOffersNoActionsOnWarnings() throws {
    let bus = try NotificationBus(
      directory: sandbox.home + "/actions", parameters: #"{"capabilities": "body actions"}"#)
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    // Both cached by a bar run; the watch sends what the alert check finds.
    _ = try sandbox.run([], at: "2026-11-30 12:15:00", expect: 0)
    let watch = try Watching(sandbox, ["--notify"], at: "2026-11-30 12:16:00")
    #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
    try NotificationBus.wait { (try? bus.calls().count) == 2 }
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == ["⚠️ Severe thunderstorm — Berlin", "⚠️ Minor: frost — Berlin"])
    #expect(calls.map(\.actions) == [[], []])
  }

  /// i3blocks' middle click: the forecast as a notification with the warnings
  /// first, at most 12 lines (dunst's default cut a longer one in the middle).
  /// polybar has no tooltip: both its snippets' middle click is `rain-bar
  /// forecast --notify`, which sends what i3blocks' middle click sends and
  /// prints nothing (usable from a key binding too).
  @Test func forecastNotifySendsTheMiddleClicksNotification() throws {
    for snippet in ["polybar/rain-bar.ini", "polybar/rain-bar-live.ini"] {
      let text = try String(
        contentsOfFile: Paths.root + "/integrations/" + snippet, encoding: .utf8)
      let click = text.split(separator: "\n").first { $0.hasPrefix("click-middle = ") }
      #expect(click == "click-middle = rain-bar forecast --notify", "\(snippet)")
    }
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(
      ["--format", "i3blocks"], at: "2026-11-30 12:15:00", extra: ["BLOCK_BUTTON": "2"],
      expect: 33)
    let run = try sandbox.run(["forecast", "--notify"], at: "2026-11-30 12:16:00", expect: 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
    let calls = try bus.calls()
    #expect(calls.count == 2)
    #expect(calls.first?.summary == calls.last?.summary)
    #expect(calls.first?.body == calls.last?.body)
    #expect(calls.last?.body.hasPrefix("⚠️ Severe thunderstorm until 22:00 (DWD)\n") == true)
    // No session bus: said, exit 1.
    let alone = try sandbox.run(
      ["forecast", "--notify"], at: "2026-11-30 12:16:00",
      extra: ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": sandbox.home], expect: 1)
    #expect(alone.stderr.hasPrefix("Error: No session bus to send notifications to"))
  }

  @Test func theForecastNotificationPutsTheWarningsFirst() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(
      ["--format", "i3blocks"], at: "2026-11-30 12:15:00", extra: ["BLOCK_BUTTON": "2"],
      expect: 33)
    let calls = try bus.calls()
    #expect(calls.count == 1)
    let body = try #require(calls.first?.body)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 12)
    #expect(
      lines.prefix(3) == [
        "⚠️ Severe thunderstorm until 22:00 (DWD)",
        "⚠️ Minor: frost from 21:00 until Tue 09:00 (DWD)", "",
      ])
    // The hours table cut to the room left (its heading kept), the days left out.
    #expect(
      body == """
        ⚠️ Severe thunderstorm until 22:00 (DWD)
        ⚠️ Minor: frost from 21:00 until Tue 09:00 (DWD)

        Rain likely from 16:00 (90%), dry again by 19:00.
        Now: Rain, 12°C, feels 9°C, wind 15 km/h
        Next 3 h: up to 80% chance of rain

        Time       Temp     Wind  Rain
        13:00  ☁️  12°C  12 km/h   10%
        14:00  🌧️  12°C  14 km/h   30%
        15:00  🌧️  11°C  15 km/h   55%
        16:00  🌧️  11°C  16 km/h   80%
        """)
  }

  /// The notification's sentences are not wrapped by rain-bar: the server
  /// wraps to its own width (dunst wrapped rain-bar's 60-column lines again,
  /// ragged). The tooltip's are (GTK would break them anywhere).
  @Test func theForecastNotificationLeavesWrappingToTheServer() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(
      ["--format", "i3blocks"], at: "2026-11-30 12:15:00",
      extra: ["BLOCK_BUTTON": "2", "LANGUAGE": "de"], expect: 33)
    let body = try #require(try bus.calls().first?.body)
    // 63 columns: the tooltip breaks it before "trocken." (a no-break space before "%").
    #expect(
      body.split(separator: "\n").contains(
        "Regen wahrscheinlich ab 16:00 (90\u{A0}%), bis 19:00 wieder trocken."))
    let tooltip = try sandbox.run(
      ["--json"], at: "2026-11-30 12:15:00", extra: ["LANGUAGE": "de"], expect: 0)
    #expect(tooltip.stdout.contains("(90\u{A0}%), bis 19:00 wieder\\ntrocken."))
  }
}

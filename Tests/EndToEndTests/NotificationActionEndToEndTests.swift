import Foundation
import TestTiming
import Testing

/// Actions are offered only by a long-running process (`watch --notify`) to a
/// server that supports them, and answered by it: on a real session bus,
/// through libnotify, with dbusmock's notification daemon emitting
/// ActionInvoked as a server does when the user picks one.
@Suite(.serialized) struct NotificationActionEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = "key"
    try AlertEpisodeEndToEndTests.useMontreal(server, sandbox)
  }

  func bus(capabilities: String?) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/runtime",
      parameters: capabilities.map { #"{"capabilities": "\#($0)"}"# })
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    return bus
  }

  /// One-shot `alert` (cron) leaves no process to answer an action: none, even
  /// when the server supports them.
  @Test func oneShotAlertOffersNoActions() throws {
    let bus = try bus(capabilities: "body actions")
    _ = try sandbox.run(["alert"], at: AlertEpisodeEndToEndTests.at("03:38:00"), expect: 0)
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == [AlertEpisodeEndToEndTests.montrealCall.summary])
    #expect(calls.map(\.actions) == [[]])
  }

  /// `watch --notify` with a server without the `actions` capability: none.
  @Test func watchOffersNoActionsToAServerWithoutThem() throws {
    let bus = try bus(capabilities: nil)
    let watch = try Watching(sandbox, ["--notify"], at: AlertEpisodeEndToEndTests.at("03:38:00"))
    #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
    usleep(500_000)
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == [AlertEpisodeEndToEndTests.montrealCall.summary])
    #expect(calls.map(\.actions) == [[]])
  }

  /// The rain alert a `watch --notify` sent to a server with actions, and its id
  /// (dbusmock numbers from 1).
  func watchWithActions() throws -> (NotificationBus, Watching) {
    let bus = try bus(capabilities: "body actions")
    let watch = try Watching(sandbox, ["--notify"], at: AlertEpisodeEndToEndTests.at("03:38:00"))
    #expect(watch.waitForLine { !$0.isEmpty } != nil, "\(watch.lines) \(watch.stderr)")
    try NotificationBus.wait { (try? bus.calls().count) == 1 }
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == [AlertEpisodeEndToEndTests.montrealCall.summary])
    #expect(
      calls.map(\.actions) == [[["snooze-1h", "Snooze 1 h"], ["forecast", "Show forecast"]]])
    return (bus, watch)
  }

  /// "Snooze 1 h": every run is snoozed for an hour from then, and the
  /// notification is closed.
  @Test func snoozeActionSnoozesForAnHourAndCloses() throws {
    let (bus, watch) = try watchWithActions()
    #expect(
      try sandbox.run(["snooze"], at: AlertEpisodeEndToEndTests.at("03:38:00"), expect: 0).stdout
        .hasPrefix("Nothing is snoozed"))
    try bus.invokeAction(id: 1, key: "snooze-1h")
    try NotificationBus.wait { (try? bus.closed()) == [1] }
    // 03:38 UTC on the watch's clock, plus an hour: 00:38 in Montreal (UTC-4).
    let status = try sandbox.run(
      ["snooze"], at: AlertEpisodeEndToEndTests.at("03:38:00"), expect: 0)
    #expect(
      status.stdout
        == "Notifications other than official warnings are snoozed until 00:38 (America/Montreal time).\n",
      "\(watch.stderr)")
    #expect(watch.stderr.isEmpty)
  }

  /// "Show forecast": the forecast notification (the middle click's) follows.
  @Test func forecastActionSendsTheForecast() throws {
    let (bus, watch) = try watchWithActions()
    try bus.invokeAction(id: 1, key: "forecast")
    try NotificationBus.wait { (try? bus.calls().count) == 2 }
    let calls = try bus.calls()
    #expect(calls[1].summary.hasPrefix("Montreal"), "\(calls[1])")
    #expect(calls[1].actions == [])
    #expect(try bus.closed() == [])
    #expect(watch.stderr.isEmpty)
  }

  /// An action with a key rain-bar never offered, and one on a notification
  /// it did not send, change nothing: libnotify drops both before rain-bar's
  /// code (a mutation making every key snooze passes here for that reason),
  /// and its warning naming the server's key stays out of stderr (this failed
  /// before the shim's log handler).
  @Test func unknownActionsChangeNothing() throws {
    let (bus, watch) = try watchWithActions()
    try bus.invokeAction(id: 1, key: "%{A:rm -rf ~:}")
    try bus.invokeAction(id: 7, key: "snooze-1h")
    usleep(500_000)
    #expect(try bus.calls().count == 1)
    #expect(try bus.closed() == [])
    #expect(
      try sandbox.run(["snooze"], at: AlertEpisodeEndToEndTests.at("03:38:00"), expect: 0).stdout
        .hasPrefix("Nothing is snoozed"))
    #expect(watch.stderr.isEmpty)
  }
}

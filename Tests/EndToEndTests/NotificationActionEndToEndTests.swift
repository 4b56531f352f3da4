import Foundation
import TestTiming
import Testing

/// Actions (issue 31, item 4) are offered only by a long-running process
/// (`watch --notify`) to a server that supports them: these tests guard the
/// cases where none may be offered, on a real session bus through libnotify.
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
}

import Foundation
import Testing

/// Notifications as the spec has them: the summary is plain text, and the body
/// is markup only for a server that says so (GetCapabilities: body-markup).
@Suite(.serialized) struct NotificationMarkupEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let coordinates = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
  }

  func bus(capabilities: String?) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/runtime",
      parameters: capabilities.map { #"{"capabilities": "\#($0)"}"# })
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    return bus
  }

  @Test func theSummaryIsPlainText() throws {
    let bus = try bus(capabilities: nil)
    try sandbox.writeConfig(
      "[rain-bar]\nalert-within=1\n[location Rock & Roll <Town>]\nlatitude=52.52\nlongitude=13.41\n"
    )
    _ = try sandbox.run(["alert"], at: "2026-11-30 14:15:00", expect: 0)
    #expect(try bus.calls().map(\.summary) == ["Rain in Rock & Roll <Town> from 16:00"])
  }

  /// A click whose renewal failed: the reason (the server's words) is the body.
  func failedClickBody(_ bus: NotificationBus) throws -> String? {
    _ = try sandbox.run(coordinates, at: "2026-11-30 12:15:00", expect: 0)
    try server.setDefault(
      .init(status: 500, body: #"{"error":true,"reason":"Rock & <Roll> is down"}"#))
    _ = try sandbox.run(
      ["--format", "i3blocks"] + coordinates, at: "2026-11-30 12:15:04",
      extra: ["BLOCK_BUTTON": "1"], expect: 0)
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == ["The forecast was not renewed"])
    return calls.first?.body
  }

  @Test func theBodyIsEscapedForAServerThatReadsMarkup() throws {
    let bus = try bus(capabilities: nil)  // dbusmock's own: body, body-markup, ...
    #expect(
      try failedClickBody(bus)
        == "Open-Meteo is failing (HTTP 500): Rock &amp; &lt;Roll&gt; is down")
  }

  @Test func theBodyIsPlainForAServerThatDoesNot() throws {
    let bus = try bus(capabilities: "body icon-static")
    #expect(try failedClickBody(bus) == "Open-Meteo is failing (HTTP 500): Rock & <Roll> is down")
  }
}

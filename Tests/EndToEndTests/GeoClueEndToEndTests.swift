import Foundation
import Testing

/// The current position through GeoClue2's D-Bus API, served by a python3-dbusmock
/// mock of the manager, client and location objects (no real GeoClue runs here).
@Suite(.serialized) struct GeoClueEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  func geoclue(_ parameters: String? = nil) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/system",
      template: Paths.root + "/Tests/Support/geoclue2_template.py",
      busName: "org.freedesktop.GeoClue2", system: true, parameters: parameters)
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
    return bus
  }

  @Test func addHere() throws {
    let bus = try geoclue()
    let run = try sandbox.run(["locations", "add", "--here"], expect: 0)
    #expect(
      run.stdout
        == "Added 52.5200, 13.4100 (current position from GeoClue, within 5 km). It is now the selected location.\n"
    )
    let named = try sandbox.run(["locations", "add", "--here", "--name", "Office"], expect: 1)
    #expect(named.stderr == "Error: 'Office' is already saved as '52.5200, 13.4100'.\n")
    _ = bus
  }

  @Test func descriptionNamesThePlace() throws {
    let bus = try geoclue(
      #"{"latitude": 48.8566, "longitude": 2.3522, "accuracy": 300, "description": "Paris"}"#)
    let run = try sandbox.run(["locations", "add", "--here"], expect: 0)
    #expect(
      run.stdout
        == "Added Paris (current position from GeoClue, within 300 m). It is now the selected location.\n"
    )
    _ = bus
  }

  @Test func refusedSaysWhatToDo() throws {
    let bus = try geoclue(#"{"refuse": true}"#)
    let run = try sandbox.run(["locations", "add", "--here"], expect: 1)
    #expect(
      run.stderr
        == "Error: The current position is not available: GeoClue refused: allow rain-bar in /etc/geoclue/geoclue.conf or in your desktop's location settings. Add a place by name or with --lat and --lon instead.\n"
    )
    _ = bus
  }

  @Test func missingGeoClue() throws {
    let run = try sandbox.run(["locations", "add", "--here"], expect: 1)
    #expect(
      run.stderr
        == "Error: The current position is not available: there is no system D-Bus to reach GeoClue on. Add a place by name or with --lat and --lon instead.\n"
    )
  }

  @Test func firstBarRunUsesTheCurrentPositionOnce() throws {
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    var bus: NotificationBus? = try geoclue()
    let first = try sandbox.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(first.stdout == "🌧️ 12°C 80%\n")
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    #expect(config.contains("location=52.5200, 13.4100"))
    bus = nil
    let second = try sandbox.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(second.stdout == "🌧️ 12°C 80%\n")
    _ = bus
  }

  @Test func withoutGeoClueTheFirstRunGivesTheHintAndDoesNotRetry() throws {
    let first = try sandbox.run(["--json"], expect: 0)
    #expect(
      first.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location""#))
    #expect(FileManager.default.fileExists(atPath: sandbox.home + "/cache/rain-bar/geoclue-tried"))
  }
}

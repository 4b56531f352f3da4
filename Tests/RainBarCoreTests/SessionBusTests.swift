import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The session bus notifications go to: DBUS_SESSION_BUS_ADDRESS, else
/// $XDG_RUNTIME_DIR/bus, else /run/user/UID/bus.
@Suite struct SessionBusTests {
  @Test func sessionBusDiscovery() {
    let none: (String) -> Bool = { _ in false }
    #expect(
      SessionBus.address(
        environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:abstract=x"], userID: 1, exists: none)
        == "unix:abstract=x")
    #expect(
      SessionBus.address(environment: [:], userID: 1000, exists: { $0 == "/run/user/1000/bus" })
        == "unix:path=/run/user/1000/bus")
    #expect(
      SessionBus.address(
        environment: ["XDG_RUNTIME_DIR": "/r"], userID: 1000, exists: { $0 == "/r/bus" })
        == "unix:path=/r/bus")
    #expect(
      SessionBus.address(environment: ["DBUS_SESSION_BUS_ADDRESS": ""], userID: 1000, exists: none)
        == nil)
  }
}

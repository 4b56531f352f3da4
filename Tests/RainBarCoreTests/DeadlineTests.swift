import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct DeadlineTests {
  @Test func whatIsLeftOfTheRun() {
    let clock = ManualClock(1000)
    let deadline = Deadline(seconds: 3, from: clock)
    #expect(deadline.remaining() == 3)
    clock.time = 1002.5
    #expect(deadline.remaining() == 0.5)
    #expect(deadline.forPeer == 0.5)
    // Past the deadline: nothing for a lock wait, a moment for a D-Bus call.
    clock.time = 1010
    #expect(deadline.remaining() == 0)
    #expect(deadline.forPeer == 0.5)
  }

  /// A notification after a slow download gets what is left, not a fresh --timeout.
  @Test func aRunsNotificationsShareItsDeadline() throws {
    let clock = ManualClock(1000)
    let notifier = RecordingNotifier()
    var app = RainBar(
      dependencies: Dependencies(
        http: ScriptedHTTP(), clock: clock,
        environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"],
        configStore: MemoryConfigStore(nil), fileSystem: InMemoryFileSystem(), notifier: notifier,
        positions: UnexpectedDesktop(), userID: 1000))
    app.deadline = Deadline(seconds: 3, from: clock)
    clock.time = 1002
    _ = try app.notifications.send(
      RainNotification(summary: "s", body: "b", icon: "i", urgency: .low))
    // GetCapabilities (is the body markup?) and Notify: each gets what is left.
    #expect(notifier.timeouts == [1, 1])
  }
}

/// Records the time each call was given.
final class RecordingNotifier: Notifier, @unchecked Sendable {
  var timeouts: [Double] = []

  func send(_ notification: RainNotification, busAddress: String, timeout: Double)
    throws(NotifyError) -> UInt32
  {
    timeouts.append(timeout)
    return 1
  }

  func close(id: UInt32, busAddress: String, timeout: Double) throws(NotifyError) {
    timeouts.append(timeout)
  }

  func serverInfo(busAddress: String, timeout: Double) throws(NotifyError) -> NotificationServer {
    timeouts.append(timeout)
    return NotificationServer(name: "n", vendor: "v", version: "1", capabilities: [])
  }
}

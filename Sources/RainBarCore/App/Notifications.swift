import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Desktop notifications on the user's session bus (`Notifier`), each call
/// within the run's deadline.
struct Notifications {
  var dependencies: Dependencies
  var deadline: Deadline

  /// Why there is no session bus, naming what was looked for.
  var noSessionBus: RainBarError {
    .noSessionBus(
      tried: SessionBus.sockets(environment: dependencies.environment, userID: dependencies.userID))
  }

  /// The session bus notifications go to, if there is one.
  var sessionBus: String? {
    SessionBus.address(
      environment: dependencies.environment, userID: dependencies.userID,
      exists: dependencies.fileSystem.exists)
  }

  /// Sends a notification on the user's session bus, within the run's
  /// deadline; returns its id. The server's capabilities say whether its body
  /// is markup (GetCapabilities); a server that does not answer that gets
  /// plain text.
  func send(_ notification: RainNotification) throws(RainBarError) -> UInt32 {
    guard let bus = sessionBus else { throw noSessionBus }
    let capabilities =
      (try? dependencies.notifier.serverInfo(busAddress: bus, timeout: deadline.forPeer))?
      .capabilities ?? []
    do {
      return try dependencies.notifier.send(
        notification.wire(capabilities: capabilities), busAddress: bus, timeout: deadline.forPeer)
    } catch {
      throw .notification(error.message)
    }
  }

  /// Closes a notification sent earlier on the user's session bus.
  func close(_ id: UInt32) throws(RainBarError) {
    guard let bus = sessionBus else { throw noSessionBus }
    do {
      try dependencies.notifier.close(id: id, busAddress: bus, timeout: deadline.forPeer)
    } catch {
      throw .notification(error.message)
    }
  }
}

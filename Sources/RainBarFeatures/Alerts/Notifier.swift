import RainBarEngine
import RainBarModel

/// Sends desktop notifications; the live version uses libnotify.
public protocol Notifier: Sendable {
  /// Returns the notification's id, for a later replacement. Waits at most
  /// `timeout` seconds for the server.
  func send(_ notification: RainNotification, busAddress: String, timeout: Double)
    throws(NotifyError) -> UInt32
  /// Closes a notification sent earlier (a cancelled or expired warning),
  /// within `timeout` seconds.
  func close(id: UInt32, busAddress: String, timeout: Double) throws(NotifyError)
  /// The server's name, version and capabilities, for `doctor`, within `timeout` seconds.
  func serverInfo(busAddress: String, timeout: Double) throws(NotifyError) -> NotificationServer
}

public struct NotificationServer: Equatable, Sendable {
  public var name: String
  public var vendor: String
  public var version: String
  public var capabilities: [String]

  public init(name: String, vendor: String, version: String, capabilities: [String]) {
    self.name = name
    self.vendor = vendor
    self.version = version
    self.capabilities = capabilities
  }
}

public struct NotifyError: Error, Equatable, Sendable {
  public var message: String
  /// The message often comes from the bus (a peer's D-Bus error): one clean line.
  public init(_ message: String) { self.message = Sanitized.firstLine(message, limit: 300) }
}

/// Where the user's D-Bus session bus is, also from cron, which sets neither
/// DBUS_SESSION_BUS_ADDRESS nor (often) XDG_RUNTIME_DIR.
public enum SessionBus {
  public static func address(
    environment: any Environment, userID: UInt32, exists: (String) -> Bool
  ) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    return sockets(environment: environment, userID: userID).first(where: exists).map {
      "unix:path=" + $0
    }
  }

  /// The sockets looked for when DBUS_SESSION_BUS_ADDRESS is not set.
  public static func sockets(environment: any Environment, userID: UInt32) -> [String] {
    var candidates: [String] = []
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      candidates.append(runtime + "/bus")
    }
    let standard = "/run/user/\(userID)/bus"
    if !candidates.contains(standard) { candidates.append(standard) }
    return candidates
  }
}

import CNotifyShim
import Glibc
import RainBarCore

/// Notifications through libnotify's C API, loaded only when one is sent.
public struct LibnotifyNotifier: Notifier {
  public init() {}

  public func send(_ notification: RainNotification, busAddress: String) throws(NotifyError)
    -> UInt32
  {
    // libnotify (GDBus) reads the address from the environment.
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var id: UInt32 = 0
    var error = [CChar](repeating: 0, count: 512)
    let ok = rb_notify_send(
      "rain-bar", notification.summary, notification.body, notification.icon,
      Int32(notification.urgency.rawValue), notification.replacesID, &id, &error, error.count)
    guard ok == 1 else {
      let message = CText.string(error)
      throw NotifyError(message.isEmpty ? "the notification was not shown" : message)
    }
    return id
  }

  public func close(id: UInt32, busAddress: String) throws(NotifyError) {
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var error = [CChar](repeating: 0, count: 512)
    guard rb_notify_close(id, &error, error.count) == 1 else {
      throw NotifyError(CText.string(error))
    }
  }

  public func serverInfo(busAddress: String) throws(NotifyError) -> NotificationServer {
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var name = [CChar](repeating: 0, count: 128)
    var vendor = [CChar](repeating: 0, count: 128)
    var version = [CChar](repeating: 0, count: 128)
    var capabilities = [CChar](repeating: 0, count: 1024)
    var error = [CChar](repeating: 0, count: 512)
    let ok = rb_notify_server_info(
      &name, &vendor, &version, 128, &capabilities, capabilities.count, &error, error.count)
    guard ok == 1 else { throw NotifyError(CText.string(error)) }
    return NotificationServer(
      name: CText.string(name), vendor: CText.string(vendor), version: CText.string(version),
      capabilities: CText.string(capabilities).split(separator: ",").map(String.init))
  }
}

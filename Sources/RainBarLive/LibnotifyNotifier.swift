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
      let message = String(
        decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw NotifyError(message.isEmpty ? "the notification was not shown" : message)
    }
    return id
  }
}

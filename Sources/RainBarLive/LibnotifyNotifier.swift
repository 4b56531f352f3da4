import CNotifyShim
import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Notifications through libnotify's C API, loaded only when one is sent. Each
/// call waits at most its timeout (libnotify's own wait is 25 s per method).
public struct LibnotifyNotifier: Notifier {
  public init() {}

  public func send(_ notification: RainNotification, busAddress: String, timeout: Double)
    throws(NotifyError) -> UInt32
  {
    // libnotify (GDBus) reads the address from the environment.
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var id: UInt32 = 0
    var error = [CChar](repeating: 0, count: 512)
    let texts = notification.actions.flatMap { [$0.key, $0.label] }
    let status = CText.withCStrings(texts) { strings in
      (strings + [nil]).withUnsafeBufferPointer { actions in
        rb_notify_send(
          "rain-bar", notification.summary, notification.body, notification.icon,
          Int32(notification.urgency.rawValue), notification.replacesID,
          texts.isEmpty ? nil : actions.baseAddress, milliseconds(timeout), &id, &error,
          error.count)
      }
    }
    switch status {
    case RB_NOTIFY_OK:
      return id
    case RB_NOTIFY_TIMEOUT:
      throw Self.noAnswer
    default:
      let message = CText.string(error)
      throw NotifyError(message.isEmpty ? "the notification was not shown" : message)
    }
  }

  public func close(id: UInt32, busAddress: String, timeout: Double) throws(NotifyError) {
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var error = [CChar](repeating: 0, count: 512)
    switch rb_notify_close(id, milliseconds(timeout), &error, error.count) {
    case RB_NOTIFY_OK:
      return
    case RB_NOTIFY_TIMEOUT:
      throw Self.noAnswer
    default:
      throw NotifyError(CText.string(error))
    }
  }

  public func serverInfo(busAddress: String, timeout: Double) throws(NotifyError)
    -> NotificationServer
  {
    setenv("DBUS_SESSION_BUS_ADDRESS", busAddress, 1)
    var name = [CChar](repeating: 0, count: 128)
    var vendor = [CChar](repeating: 0, count: 128)
    var version = [CChar](repeating: 0, count: 128)
    var capabilities = [CChar](repeating: 0, count: 1024)
    var error = [CChar](repeating: 0, count: 512)
    let status = rb_notify_server_info(
      &name, &vendor, &version, 128, &capabilities, capabilities.count, milliseconds(timeout),
      &error, error.count)
    switch status {
    case RB_NOTIFY_OK:
      return NotificationServer(
        name: CText.string(name), vendor: CText.string(vendor), version: CText.string(version),
        capabilities: CText.string(capabilities).split(separator: ",").map(String.init))
    case RB_NOTIFY_TIMEOUT:
      throw Self.noAnswer
    default:
      throw NotifyError(CText.string(error))
    }
  }

  /// The time given is what was left of the run (--timeout), rarely a round number.
  static let noAnswer = NotifyError("the notification server did not answer in time")

  private func milliseconds(_ seconds: Double) -> Int {
    Int(max(0, min(seconds, 3600)) * 1000)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// An action picked on a notification a watch sent (`NotificationAction`): a
/// snooze of an hour from now, which closes it, or the forecast notification.
struct WatchAction {
  var app: RainBar

  /// What to say on stderr, and whether the forecast notification is to be sent.
  func perform(id: UInt32, key: String) -> (stderr: String, sendForecast: Bool) {
    switch key {
    case NotificationAction.forecastKey:
      return ("", true)
    case NotificationAction.snoozeKey:
      let now = Int64(app.dependencies.clock.now().rounded(.down))
      do {
        try app.snoozeStore.write(Snooze(until: now + 3600))
      } catch {
        return (tr("Warning: %s", RainBarError.cache(error).message) + "\n", false)
      }
      // A server that cannot close keeps it until the user does.
      try? app.notifications.close(id)
      return ("", false)
    default:
      return ("", false)
    }
  }
}

import RainBarEngine
import RainBarModel

/// A button on a notification (the spec's actions): a key the server sends
/// back (ActionInvoked) and a label. Offered only by `watch --notify`, the one
/// process still running to answer, and only to a server that has `actions`.
public struct NotificationAction: Equatable, Sendable {
  public var key: String
  public var label: String

  /// Silences rain, trip and air-quality notifications for an hour (`snooze 1h`).
  public static let snoozeKey = "snooze-1h"
  /// Sends the forecast notification (the middle click's).
  public static let forecastKey = "forecast"

  /// The ones offered on rain, trip and air-quality notifications (never on
  /// official warnings), in the run's language.
  public static var offered: [NotificationAction] {
    [
      NotificationAction(key: snoozeKey, label: tr("Snooze 1 h")),
      NotificationAction(key: forecastKey, label: tr("Show forecast")),
    ]
  }
}

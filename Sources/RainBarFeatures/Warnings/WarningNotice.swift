import RainBarEngine
import RainBarModel

/// One official warning notified and still open on the desktop: every
/// message id of it so far (the first, then its updates), the notification
/// showing it, and when it ends (it is closed then).
public struct WarningNotice: Codable, Equatable, Sendable {
  public var ids: [String]
  public var notificationID: UInt32
  public var until: Int64?
}

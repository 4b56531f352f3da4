/// A desktop notification, as the notifier sends it.
public struct RainNotification: Equatable, Sendable {
  public enum Urgency: UInt8, Sendable {
    case low = 0
    case normal = 1
    case critical = 2
  }

  public var summary: String
  /// May hold markup for servers that support it; text from outside is escaped.
  public var body: String
  /// A freedesktop icon theme name.
  public var icon: String
  public var urgency: Urgency
  /// The notification this one updates (0: a new one).
  public var replacesID: UInt32

  public init(summary: String, body: String, icon: String, urgency: Urgency, replacesID: UInt32 = 0)
  {
    self.summary = summary
    self.body = body
    self.icon = icon
    self.urgency = urgency
    self.replacesID = replacesID
  }

  /// How `--dry-run` shows it.
  public var description: String {
    var text = "\(summary) — \(body) [icon \(icon), urgency \(urgency)"
    if replacesID != 0 { text += ", replaces \(replacesID)" }
    return text + "]"
  }
}

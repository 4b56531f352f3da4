import RainBarEngine
import RainBarModel

/// A desktop notification, as the notifier sends it.
public struct RainNotification: Equatable, Sendable {
  public enum Urgency: UInt8, Sendable {
    case low = 0
    case normal = 1
    case critical = 2
  }

  /// Plain text: the notification spec does not let a summary hold markup.
  public var summary: String
  /// Plain text; escaped for a server that reads markup in bodies
  /// (`wire(capabilities:)`).
  public var body: String
  /// A freedesktop icon theme name.
  public var icon: String
  public var urgency: Urgency
  /// The notification this one updates (0: a new one).
  public var replacesID: UInt32
  /// Sent only to a server that has `actions` (`wire(capabilities:)`).
  public var actions: [NotificationAction] = []

  public init(summary: String, body: String, icon: String, urgency: Urgency, replacesID: UInt32 = 0)
  {
    self.summary = summary
    self.body = body
    self.icon = icon
    self.urgency = urgency
    self.replacesID = replacesID
  }

  /// The notification as sent to a server with these capabilities: the body
  /// Pango-escaped only when the server says it reads markup there
  /// (`body-markup`), which would otherwise take `&` or `<` in a place name
  /// for the start of a tag; the summary never (the spec makes it plain text).
  /// Its actions only when the server shows them (`actions`).
  public func wire(capabilities: [String]) -> RainNotification {
    var sent = self
    if capabilities.contains("body-markup") { sent.body = Markup.pango(body) }
    if !capabilities.contains("actions") { sent.actions = [] }
    return sent
  }

  /// How `--dry-run` shows it.
  public var description: String {
    var text = "\(summary) — \(body) [icon \(icon), urgency \(urgency)"
    if replacesID != 0 { text += ", replaces \(replacesID)" }
    return text + "]"
  }
}

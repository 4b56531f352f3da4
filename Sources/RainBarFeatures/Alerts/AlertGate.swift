import RainBarEngine
import RainBarModel

/// What holds a family's notifications back, decided once per check for
/// every family: a snooze in force (`snooze`, not for the official warnings)
/// and quiet hours on the place's clock. A held notification is not
/// recorded, so it is sent after, if still due.
public struct AlertGate: Equatable, Sendable {
  /// "snoozed until 15:30" while a snooze is in force.
  public var snoozed: String?
  public var quiet: Bool

  public init(snoozed: String?, quiet: Bool) {
    self.snoozed = snoozed
    self.quiet = quiet
  }

  public init(snoozed: String?, quietHours: QuietHours?, now: Int64, zone: TimeZoneRules) {
    self.init(snoozed: snoozed, quiet: quietHours?.contains(now, in: zone) ?? false)
  }

  /// Why this send of `family` is held back; nil: it goes out.
  public func holds(_ send: AlertSend, snoozable: Bool) -> String? {
    if quiet && !send.ignoresQuietHours { return tr("quiet hours") }
    if snoozable, let snoozed { return snoozed }
    return nil
  }
}

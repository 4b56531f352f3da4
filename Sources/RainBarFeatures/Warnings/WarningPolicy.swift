import RainBarEngine
import RainBarModel

/// The official warnings' notification rules, pure: the warnings a service
/// lists, the time and the notices still open in; what to send and close out.
///
/// Once per warning: a message whose id a notice holds is not sent again. An
/// Update (a message naming an open notice's id in its references) replaces
/// that notification. A Cancel, the end of the warning, or its absence from
/// the service's list closes it. Severe and extreme warnings are critical.
/// Quiet hours hold back everything but extreme warnings (nothing is recorded,
/// so a held warning is sent after them if it is still in force).
public struct WarningPolicy: Sendable {
  public var quietHours: QuietHours?
  /// The place's clock, for quiet hours and times.
  public var zone: TimeZoneRules
  public var clock: ClockStyle
  public var icons: IconSet
  /// The place the warnings are for, named in every notification (with
  /// `alert --all`, two places' warnings are otherwise the same popup).
  public var place: String

  public init(
    quietHours: QuietHours?, zone: TimeZoneRules, clock: ClockStyle, icons: IconSet = .emoji,
    place: String
  ) {
    self.place = place
    self.quietHours = quietHours
    self.zone = zone
    self.clock = clock
    self.icons = icons
  }

  public enum Step: Equatable, Sendable {
    /// Send it; once shown, `chain` are the ids its notice holds.
    case send(RainNotification, chain: [String], until: Int64?)
    case close(UInt32)
  }

  public struct Decision: Equatable, Sendable {
    public var steps: [Step]
    /// The notices that stay open as they are (sent ones are added by whoever sends).
    public var kept: [WarningNotice]
    /// Warnings held back by quiet hours (their events), for `--dry-run`.
    public var held: [String]
  }

  public func decide(warnings: [Warning], now: Double, notices: [WarningNotice]) -> Decision {
    let t = Int64(now.rounded(.down))
    var steps: [Step] = []
    var kept: [WarningNotice] = []
    var replaced: [String] = []
    for warning in warnings { replaced += warning.references }
    func names(_ warning: Warning, _ notice: WarningNotice) -> Bool {
      notice.ids.contains(warning.id) || warning.references.contains { notice.ids.contains($0) }
    }
    for notice in notices {
      let cancelled = warnings.contains { $0.messageType == .cancel && names($0, notice) }
      let ended = notice.until.map { $0 <= t } ?? false
      let listed = warnings.contains { names($0, notice) }
      if cancelled || ended || !listed {
        steps.append(.close(notice.notificationID))
      } else {
        kept.append(notice)
      }
    }
    var held: [String] = []
    let quiet = quietHours?.contains(t, in: zone) ?? false
    for warning in warnings where warning.isActive(at: t) && !replaced.contains(warning.id) {
      if kept.contains(where: { $0.ids.contains(warning.id) }) { continue }
      if quiet && warning.level < .extreme {
        held.append(warning.event)
        continue
      }
      var notification = self.notification(warning, now: now)
      var chain = [warning.id]
      if let index = kept.firstIndex(where: { names(warning, $0) }) {
        notification.replacesID = kept[index].notificationID
        chain = kept[index].ids + [warning.id]
        kept.remove(at: index)
      }
      steps.append(.send(notification, chain: chain, until: warning.until))
    }
    return Decision(steps: steps, kept: kept, held: held)
  }

  /// "⚠️ Severe: Thunderstorm — Berlin", and the validity, issuer and headline.
  package func notification(_ warning: Warning, now: Double) -> RainNotification {
    let lines = WarningLines(
      warnings: nil, active: [], now: now, zone: zone, clock: clock, icons: icons)
    // A dash, not a preposition: no language has to inflect the place's name.
    let summary = lines.heading(warning) + " — " + place
    let validity = lines.validity(warning)
    var body =
      validity.isEmpty
      ? tr("Issued by %s.", warning.issuer)
      : tr("%s, issued by %s.", String(validity.dropFirst()).capitalisedFirst, warning.issuer)
    if let headline = warning.headline { body += "\n" + headline }
    return RainNotification(
      summary: summary, body: Markup.pango(body), icon: "weather-severe-alert",
      urgency: warning.level >= .severe ? .critical : .normal)
  }
}

extension String {
  fileprivate var capitalisedFirst: String {
    guard let first else { return self }
    return first.uppercased() + String(dropFirst())
  }
}

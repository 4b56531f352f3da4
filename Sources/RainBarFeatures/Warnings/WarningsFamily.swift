import RainBarEngine
import RainBarModel

/// The official warnings as an alert family: `WarningPolicy`, its state the
/// notices still open. Never snoozed; quiet hours hold back all but extreme ones.
public struct WarningsFamily: AlertFamily {
  public var clock: ClockStyle

  public init(clock: ClockStyle) { self.clock = clock }

  public static let name = "warnings"
  public var snoozable: Bool { false }

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    guard let warnings = input.warnings?.warnings else { return AlertDecision(state: state) }
    let notices = state.warnings ?? []
    // Quiet hours are the gate's; told of them, the policy does not build
    // the notifications the gate would hold (all but extreme ones).
    let decision = WarningPolicy(
      quietHours: input.quiet ? QuietHours(start: 0, end: 0) : nil, zone: input.zone, clock: clock,
      place: input.place
    )
    .decide(warnings: warnings, now: input.now, notices: notices)
    var kept = decision.kept
    var closes: [UInt32] = []
    var sends: [AlertSend] = []
    for step in decision.steps {
      switch step {
      case .close(let id): closes.append(id)
      case .send(let notification, let chain, let until):
        let replaced = notification.replacesID
        // Kept while its update is not out (held back, or failed).
        if replaced != 0, let notice = notices.first(where: { $0.notificationID == replaced }) {
          kept.append(notice)
        }
        let level = warnings.first { $0.id == chain.last }?.level
        sends.append(
          AlertSend(
            notification, ignoresQuietHours: level.map { $0 >= .extreme } == true,
            offersActions: false
          ) {
            kept, id in
            var open = kept.warnings ?? []
            if replaced != 0 { open.removeAll { $0.notificationID == replaced } }
            open.append(WarningNotice(ids: chain, notificationID: id, until: until))
            kept.warnings = open
          })
      }
    }
    var next = state
    next.warnings = kept.isEmpty && state.warnings == nil ? nil : kept
    return AlertDecision(sends: sends, closes: closes, state: next)
  }
}

extension WarningsFamily {
  /// nil: `warnings=off`.
  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.word(Options.warnings) == WarningSources.off
      ? nil : WarningsFamily(clock: context.clock)
  }
}

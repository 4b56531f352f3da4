import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The warnings' notification rules over a sequence of runs, as cron, a
/// timer and bars with --notify make them: each run sees what the service
/// lists then and the notices the last run left.
@Suite struct WarningPolicyTests {
  let policy = WarningPolicy(
    quietHours: QuietHours("22:00-07:00"), zone: .fixed(3600), clock: .h24, place: "Berlin")
  static let noon: Double = 1_796_040_000  // 2026-11-30 12:00 UTC, 13:00 at +01:00

  func warning(
    _ id: String, _ level: Warning.Level = .severe, type: Warning.MessageType = .alert,
    references: [String] = [], ends: Double = noon + 6 * 3600, onset: Double = noon - 3600
  ) -> Warning {
    Warning(
      id: id, level: level, event: "Thunderstorm", headline: "Storm & hail", onset: Int64(onset),
      ends: Int64(ends), issuer: "DWD", messageType: type, references: references)
  }

  /// One run: the decision carried out with a desktop that numbers notifications.
  struct Desktop {
    var nextID: UInt32 = 1
    var notices: [WarningNotice] = []
    var sent: [RainNotification] = []
    var closed: [UInt32] = []

    mutating func run(_ policy: WarningPolicy, _ warnings: [Warning], at now: Double) {
      let decision = policy.decide(warnings: warnings, now: now, notices: notices)
      notices = decision.kept
      sent = []
      closed = []
      for step in decision.steps {
        switch step {
        case .close(let id): closed.append(id)
        case .send(let notification, let chain, let until):
          let id = notification.replacesID != 0 ? notification.replacesID : nextID
          if notification.replacesID == 0 { nextID += 1 }
          sent.append(notification)
          notices.append(WarningNotice(ids: chain, notificationID: id, until: until))
        }
      }
    }
  }

  @Test func issueUpdateCancelReissue() {
    var desktop = Desktop()
    desktop.run(policy, [warning("a")], at: Self.noon)
    #expect(desktop.sent.count == 1)
    #expect(desktop.sent.first?.summary == "⚠️ Severe: Thunderstorm — Berlin")
    #expect(
      desktop.sent.first?.body == "Until 19:00, issued by DWD.\nStorm &amp; hail")
    #expect(desktop.sent.first?.urgency == .critical)
    #expect(desktop.sent.first?.icon == "weather-severe-alert")

    // The same message on later runs: nothing.
    desktop.run(policy, [warning("a")], at: Self.noon + 600)
    #expect(desktop.sent.isEmpty && desktop.closed.isEmpty)

    // An update replaces the notification, once.
    let update = warning("b", .extreme, type: .update, references: ["a"])
    desktop.run(policy, [update], at: Self.noon + 1200)
    #expect(desktop.sent.map(\.replacesID) == [1])
    #expect(
      desktop.notices == [
        WarningNotice(ids: ["a", "b"], notificationID: 1, until: Int64(Self.noon) + 6 * 3600)
      ])
    desktop.run(policy, [warning("a"), update], at: Self.noon + 1800)
    #expect(desktop.sent.isEmpty)

    // The cancel closes it.
    desktop.run(
      policy, [warning("c", type: .cancel, references: ["b"])], at: Self.noon + 2400)
    #expect(desktop.closed == [1] && desktop.sent.isEmpty && desktop.notices.isEmpty)

    // Issued again later: a new warning, a new notification.
    desktop.run(policy, [warning("d")], at: Self.noon + 3600)
    #expect(desktop.sent.map(\.replacesID) == [0])
    #expect(desktop.notices.map(\.notificationID) == [2])
  }

  @Test func expiryOrAbsenceClosesIt() {
    var desktop = Desktop()
    desktop.run(policy, [warning("a", ends: Self.noon + 600)], at: Self.noon)
    desktop.run(policy, [warning("a", ends: Self.noon + 600)], at: Self.noon + 600)
    #expect(desktop.closed == [1] && desktop.sent.isEmpty)
    desktop.run(policy, [warning("b")], at: Self.noon + 700)
    desktop.run(policy, [], at: Self.noon + 800)
    #expect(desktop.closed == [2])
  }

  @Test func quietHoursHoldAllButExtremeThenSendIt() {
    var desktop = Desktop()
    let night = Self.noon + 10 * 3600  // 23:00 local
    let severe = warning("s", ends: night + 10 * 3600)
    let extreme = warning("x", .extreme, ends: night + 10 * 3600)
    let decision = policy.decide(warnings: [severe, extreme], now: night, notices: [])
    #expect(decision.held == ["Thunderstorm"])
    desktop.run(policy, [severe, extreme], at: night)
    #expect(desktop.sent.count == 1 && desktop.notices.map(\.ids) == [["x"]])
    desktop.run(policy, [severe, extreme], at: night + 9 * 3600)  // 08:00 local
    #expect(desktop.sent.count == 1 && desktop.notices.map(\.ids) == [["x"], ["s"]])
  }

  @Test func minorIsNormalFutureAndReplacedMessagesWait() {
    var desktop = Desktop()
    let later = warning("later", .minor, ends: Self.noon + 40 * 3600, onset: Self.noon + 30 * 3600)
    let minor = warning("m", .minor)
    let old = warning("old")
    let new = warning("new", type: .update, references: ["old"])
    desktop.run(policy, [later, minor, old, new], at: Self.noon)
    #expect(desktop.sent.map(\.urgency) == [.normal, .critical])
    #expect(desktop.notices.map(\.ids) == [["m"], ["new"]])
  }
}

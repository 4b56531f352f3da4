import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// One notification per episode when the hourly chance and minute-level data
/// disagree, and the material changes that replace a lead-time notification.
extension LeadTimeAlertTests {
  func decide(
    _ now: Int64, rain: [(from: Int64, to: Int64)], rate: Double = 2.4, chance: Double,
    state: AlertState
  ) -> AlertPolicy.Decision {
    policy().decide(
      forecast: forecast(at: now, rain: rain, rate: rate, chance: chance),
      zone: .fixed(berlin.utcOffsetSeconds), location: "Berlin", now: Double(now), state: state)
  }

  /// The case: rain in 10 minutes by the minute while the current
  /// hour's chance is critical. Runs seconds and minutes apart send nothing
  /// after the first: no "Rain in Berlin now" the minutes contradict.
  @Test func aCriticalHourDoesNotReplaceTheLeadTime() {
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(10), Self.minutes(40))]
    var state = AlertState()
    let sent = run(
      [(Self.noon, rain), (Self.noon + 5, rain), (Self.noon + 10, rain), (Self.minutes(3), rain)],
      chance: 95, state: &state)
    #expect(sent.map(\.summary) == ["Rain in Berlin in about 10 min"])
    #expect(sent.first?.urgency == .normal)
  }

  /// The hourly chance rising to critical after a lead-time notification
  /// never lowers it to the hourly one.
  @Test func aRevisedHourlyChanceNeverReplacesTheLeadTime() {
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(20), Self.minutes(50))]
    var state = AlertState()
    #expect(run([(Self.noon, rain)], chance: 10, state: &state).count == 1)
    #expect(
      run([(Self.minutes(5), rain), (Self.minutes(10), rain)], chance: 95, state: &state)
        .isEmpty)
  }

  /// Minute-level rain beyond alert-lead, with this hour likely: the hourly
  /// alert would say "now"; it waits for the lead time.
  @Test func minuteRainBeyondTheLeadHoldsTheHourlyAlert() {
    let decision = decide(
      Self.noon, rain: [(Self.minutes(50), Self.minutes(80))], chance: 80, state: AlertState())
    #expect(decision.notification == nil)
    #expect(decision.reason == "minute-level data shows rain from 13:50")
    #expect(decision.state.armed)
  }

  /// Announced for 30 minutes ahead, it rains 5 minutes later: replaced, once.
  @Test func rainMuchSoonerReplacesTheNotification() {
    var state = AlertState()
    let first = run(
      [(Self.noon, [(Self.minutes(30), Self.minutes(60))])], chance: 10, state: &state)
    #expect(first.map(\.summary) == ["Rain in Berlin in about 30 min"])
    let now: [(from: Int64, to: Int64)] = [(Self.minutes(0), Self.minutes(60))]
    let sooner = run([(Self.minutes(5), now), (Self.minutes(6), now)], chance: 10, state: &state)
    #expect(sooner.map(\.summary) == ["Rain in Berlin now"])
    #expect(sooner.first?.replacesID == 1)
  }

  /// Rain 5 minutes sooner than announced is a step, not news: at most the
  /// one update of a moved onset, and rain arriving on time none.
  @Test func rainArrivingOnTimeChangesNothing() {
    var state = AlertState()
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(20), Self.minutes(60))]
    let sent = run(
      [(Self.noon, rain), (Self.minutes(20), rain), (Self.minutes(25), rain)], chance: 10,
      state: &state)
    #expect(sent.count == 1)
  }

  /// Light rain announced, the same rain revised to heavy: one critical replacement.
  @Test func rainTurningHeavyReplacesTheNotification() {
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(20), Self.minutes(50))]
    var state = decide(Self.noon, rain: rain, chance: 10, state: AlertState()).state
    state.notificationID = 7
    let heavy = decide(Self.minutes(5), rain: rain, rate: 9, chance: 10, state: state)
    #expect(heavy.notification?.urgency == .critical)
    #expect(heavy.notification?.replacesID == 7)
    let again = decide(Self.minutes(6), rain: rain, rate: 9, chance: 10, state: heavy.state)
    #expect(again.notification == nil)
  }
}

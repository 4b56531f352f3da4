import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The air alerts' pure rules: an episode, its hysteresis, critical bands,
/// quiet hours, and `pollen=`'s syntax.
@Suite struct AirAlertPolicyTests {
  func air(_ index: Double?, birch: Double? = nil) -> AirQuality {
    var air = AirQuality(needs: AirNeeds(current: [.europeanAQI, .birch]))
    air[.europeanAQI] = index
    air[.birch] = birch
    return air
  }

  let policy = AirAlertPolicy(
    scale: .european, threshold: 60, pollen: PollenAlert("birch:moderate"), hysteresis: 20,
    quietHours: nil)

  @Test func oneNotificationPerEpisodeWithHysteresis() {
    var state = AirAlertState()
    var decisions: [Bool] = []
    for index in [30.0, 65, 70, 50, 45, 39, 61] {
      let decision = policy.decide(air(index), location: "X", zone: .fixed(0), now: 0, state: state)
      decisions.append(decision.index != nil)
      state = decision.state
    }
    // 50 and 45 are within the hysteresis (over 40): no new episode until 39.
    #expect(decisions == [false, true, false, false, false, false, true])
  }

  @Test func criticalFromVeryPoor() {
    let poor = policy.decide(air(75), location: "X", zone: .fixed(0), now: 0, state: .init())
    #expect(poor.index?.urgency == .normal)
    let veryPoor = policy.decide(air(81), location: "X", zone: .fixed(0), now: 0, state: .init())
    #expect(veryPoor.index?.urgency == .critical)
    #expect(veryPoor.index?.summary == "Air quality in X: 81 very poor")
  }

  @Test func pollenFromItsLevelAndQuietHours() throws {
    let low = policy.decide(
      air(nil, birch: 10), location: "X", zone: .fixed(0), now: 0, state: .init())
    #expect(low.pollen == nil)
    let moderate = policy.decide(
      air(nil, birch: 20), location: "X", zone: .fixed(0), now: 0, state: .init())
    #expect(moderate.pollen?.summary == "Pollen in X: birch moderate")
    var quiet = policy
    quiet.quietHours = QuietHours("00:00-01:00")
    let held = quiet.decide(
      air(90, birch: 20), location: "X", zone: .fixed(0), now: 60, state: .init())
    #expect(held.notifications.isEmpty)
    #expect(held.state == AirAlertState())
  }

  @Test func pollenSyntax() {
    #expect(PollenAlert("birch,grass")?.types == [.birch, .grass])
    #expect(PollenAlert("birch,grass")?.level == .high)
    #expect(PollenAlert("ragweed:very-high")?.level == .veryHigh)
    #expect(PollenAlert("oak") == nil)
    #expect(PollenAlert("birch:extreme") == nil)
    #expect(PollenAlert("") == nil)
  }
}

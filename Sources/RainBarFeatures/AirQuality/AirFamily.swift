import RainBarEngine
import RainBarModel

/// The air-quality and pollen alerts as a family: `AirAlertPolicy`, its
/// state whether each is armed.
public struct AirFamily: AlertFamily {
  public var policy: AirAlertPolicy

  /// Quiet hours are the gate's (`AlertGate`), not the policy's.
  public init(policy: AirAlertPolicy) {
    var policy = policy
    policy.quietHours = nil
    self.policy = policy
  }

  public static let name = "air"

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    guard let air = input.air?.air else {
      return AlertDecision(state: state, reason: tr("no air-quality data"))
    }
    let decision = policy.decide(
      air, location: input.place, zone: input.zone, now: input.now,
      state: state.air ?? AirAlertState())
    // Armed until its notification went out.
    var unsent = decision.state
    var sends: [AlertSend] = []
    if let index = decision.index {
      unsent.indexArmed = true
      sends.append(AlertSend(index) { kept, _ in kept.air?.indexArmed = false })
    }
    if let pollen = decision.pollen {
      unsent.pollenArmed = true
      sends.append(AlertSend(pollen) { kept, _ in kept.air?.pollenArmed = false })
    }
    var next = state
    next.air = unsent
    return AlertDecision(
      sends: sends, state: next, reason: sends.isEmpty ? reason(air, unsent) : "")
  }

  /// Why nothing is sent: each alert's value under its threshold, or its
  /// episode already notified.
  func reason(_ air: AirQuality, _ state: AirAlertState) -> String {
    var parts: [String] = []
    if let threshold = policy.threshold, let index = air[policy.scale.variable] {
      parts.append(
        index < threshold
          ? tr("index %s, under %s", Rounded.integer(index), Rounded.integer(threshold))
          : tr("already notified for this episode"))
    }
    if let pollen = policy.pollen {
      let levels = pollen.types.compactMap { type in air[type].map { PollenLevel($0, of: type) } }
      if let highest = levels.max() {
        parts.append(
          highest < pollen.level
            ? tr("pollen %s, under %s", highest.word, pollen.level.word)
            : tr("already notified for this episode"))
      }
    }
    return parts.joined(separator: "; ")
  }
}

extension AirFamily {
  /// nil: neither `aqi-threshold=` nor `pollen=` is set.
  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.air.isEmpty ? nil : AirFamily(policy: context.air)
  }
}

import RainBarEngine
import RainBarModel

/// The rain alerts (hourly and lead time) as a family: `AlertPolicy`, its
/// state the rain fields of `AlertState`.
public struct RainFamily: AlertFamily {
  public var policy: AlertPolicy

  /// Quiet hours are the gate's (`AlertGate`), not the policy's.
  public init(settings: AlertSettings, units: Units, clock: ClockStyle) {
    var settings = settings
    settings.quietHours = nil
    policy = AlertPolicy(settings: settings, units: units, clock: clock)
  }

  public static let name = "rain"
  /// Minute-level rain (the lead-time alert).
  public var needs: ForecastNeeds { ForecastNeeds(.minutes) }

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    let decision = policy.decide(
      forecast: input.forecast, zone: input.zone, location: input.place, now: input.now,
      state: state)
    let unsent = state.withRain(of: decision.unsent ?? decision.state)
    guard let notification = decision.notification else {
      return AlertDecision(state: unsent, reason: decision.reason)
    }
    let sent = decision.state
    return AlertDecision(
      sends: [
        AlertSend(notification) { kept, id in
          kept = kept.withRain(of: sent)
          kept.notificationID = id
        }
      ], state: unsent, reason: decision.reason)
  }
}

extension AlertState {
  /// This state with the rain alert's fields of `other` (the other families' kept).
  func withRain(of other: AlertState) -> AlertState {
    var state = self
    state.armed = other.armed
    state.episodeEnd = other.episodeEnd
    state.notificationID = other.notificationID
    state.critical = other.critical
    state.leadOnset = other.leadOnset
    state.rainEnd = other.rainEnd
    state.updated = other.updated
    return state
  }
}

extension RainFamily {
  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    RainFamily(settings: context.alerts, units: context.units, clock: context.clock)
  }
}

import RainBarEngine
import RainBarModel

/// Trips and calendar events as an alert family: `TripPolicy`, its state the
/// occurrences notified that have not ended. Quiet hours never hold one back
/// (the user chose the time); a snooze does.
public struct TripsFamily: AlertFamily {
  public var clock: ClockStyle
  /// The rain alert's `rain-floor` and `threshold`.
  public var floor: Double
  public var threshold: Double

  public static let name = "trips"
  public var followsTrips: Bool { true }

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    let now = input.seconds
    let decision = TripPolicy(clock: clock).decide(
      TripPolicy.outlooks(
        input.trips, events: input.events, forecast: input.forecast, now: now, zone: input.zone,
        floor: floor, alertThreshold: threshold),
      now: now, zone: input.zone, notices: state.trips ?? [])
    let sends = decision.sends.map { send in
      AlertSend(send.notification, ignoresQuietHours: true) { kept, id in
        var notices = kept.trips ?? []
        notices.removeAll { $0.key == send.key }
        notices.append(
          TripNotice(key: send.key, end: send.end, chance: send.chance, notificationID: id))
        kept.trips = notices
      }
    }
    var next = state
    next.trips = decision.kept.isEmpty && state.trips == nil ? nil : decision.kept
    return AlertDecision(sends: sends, state: next)
  }
}

extension TripsFamily {
  /// nil: no trip and no calendar in the config.
  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    guard context.trips else { return nil }
    return TripsFamily(
      clock: context.clock, floor: context.alerts.rainFloor, threshold: context.alerts.threshold)
  }
}

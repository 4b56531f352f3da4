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

  public init(clock: ClockStyle, floor: Double, threshold: Double) {
    self.clock = clock
    self.floor = floor
    self.threshold = threshold
  }

  public static let name = "trips"
  public static var key: WritableKeyPath<AlertState, [TripNotice]?> { \.trips }
  public var followsTrips: Bool { true }

  public func decide(_ input: AlertInput, state: [TripNotice]?) -> AlertDecision<[TripNotice]?> {
    let now = input.seconds
    let decision = TripPolicy(clock: clock).decide(
      TripPolicy.outlooks(
        input.trips, events: input.events, forecast: input.forecast, now: now, zone: input.zone,
        floor: floor, alertThreshold: threshold),
      now: now, zone: input.zone, notices: state ?? [])
    let sends = decision.sends.map { send in
      AlertSend<[TripNotice]?>(send.notification, ignoresQuietHours: true) { kept, id in
        var notices = kept ?? []
        notices.removeAll { $0.key == send.key }
        notices.append(
          TripNotice(key: send.key, end: send.end, chance: send.chance, notificationID: id))
        kept = notices
      }
    }
    return AlertDecision(
      sends: sends, state: decision.kept.isEmpty && state == nil ? nil : decision.kept)
  }
}

extension TripsFamily {
  /// nil: no trip and no calendar in the config.
  public static func make(_ context: AlertContext) -> TripsFamily? {
    guard context.trips else { return nil }
    return TripsFamily(
      clock: context.clock, floor: context.alerts.rainFloor, threshold: context.alerts.threshold)
  }
}

import RainBarEngine
import RainBarModel

/// Trip notifications, pure: one per occurrence, from `notify-before` minutes
/// ahead until it ends, only when rain is likely during it; replaced only when
/// the outlook gets materially worse; quiet hours never hold one back (the
/// user chose the time).
public struct TripPolicy: Sendable {
  public var clock: ClockStyle
  /// Points the chance must rise by before the notification is replaced.
  public static let worse = 15.0

  public init(clock: ClockStyle) { self.clock = clock }

  /// A notification to send, and what to remember of it once sent.
  public struct Send: Equatable, Sendable {
    public var notification: RainNotification
    public var key: String
    public var end: Int64
    public var chance: Double
  }

  /// `notices`: those kept so far; the result's `kept` drops the ended ones.
  public func decide(
    _ outlooks: [TripOutlook], now: Int64, zone: TimeZoneRules, notices: [TripNotice]
  ) -> (sends: [Send], kept: [TripNotice]) {
    let kept = notices.filter { $0.end > now }
    var sends: [Send] = []
    for outlook in outlooks {
      let occurrence = outlook.occurrence
      let due = occurrence.start - Int64(occurrence.trip.notifyBefore) * 60
      guard now >= due, now < occurrence.end, outlook.isWet, let chance = outlook.chance else {
        continue
      }
      let earlier = kept.first { $0.key == occurrence.key }
      if let earlier, chance < earlier.chance + Self.worse { continue }
      sends.append(
        Send(
          notification: outlook.notification(
            clock: clock, zone: zone, replaces: earlier?.notificationID ?? 0),
          key: occurrence.key, end: occurrence.end, chance: chance))
    }
    return (sends, kept)
  }

  /// The outlooks of a place's trips that are due by `now` or soon after.
  /// `events`: calendar events' occurrences at the place (`CalendarEvent.occurrence`),
  /// judged by the same rules.
  public static func outlooks(
    _ trips: [Trip], events: [TripOccurrence] = [], forecast: Forecast, now: Int64,
    zone: TimeZoneRules, floor: Double, alertThreshold: Double
  ) -> [TripOutlook] {
    guard !trips.isEmpty || !events.isEmpty else { return [] }
    let reach = trips.reduce(0) { max($0, $1.notifyBefore) }
    let due = events.filter {
      $0.end > now && $0.start <= now + Int64($0.trip.notifyBefore) * 60 + 1
    }
    return
      (TripOccurrence.coming(trips, now: now, horizon: now + Int64(reach) * 60 + 1, zone: zone)
      + due)
      .map {
        TripOutlook(
          $0, forecast: forecast, now: now, floor: floor, alertThreshold: alertThreshold)
      }
  }
}

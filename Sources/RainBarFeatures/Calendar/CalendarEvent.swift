import RainBarEngine
import RainBarModel

/// One timed occurrence of a calendar's event that its filters let through:
/// what the cache keeps of it, and nothing more (start, end, summary,
/// location, uid, and the GEO position when it has one).
public struct CalendarEvent: Equatable, Sendable {
  public var uid: String
  /// One line, at most 80 characters: never markup (the bar escapes it).
  public var summary: String
  public var location: String
  public var start: Int64
  public var end: Int64
  /// A floating time: `start` and `end` are the wall clock read as if in
  /// UTC, on the place's clock when used (`occurrence`).
  public var floating: Bool
  public var geo: Position?

  public init(
    uid: String, summary: String, location: String, start: Int64, end: Int64,
    floating: Bool = false, geo: Position? = nil
  ) {
    self.uid = uid
    self.summary = summary
    self.location = location
    self.start = start
    self.end = end
    self.floating = floating
    self.geo = geo
  }

  /// Its Unix start and end on `zone`'s clock (a floating time read there;
  /// a time the clock skips starts when the clock goes on, as a trip's does).
  public func bounds(zone: TimeZoneRules) -> (start: Int64, end: Int64) {
    guard floating else { return (start, end) }
    func unix(_ wall: Int64) -> Int64 {
      let day = Int(wall.floorDivided(by: 86_400))
      let seconds = wall - Int64(day) * 86_400
      return TripOccurrence.local(day: day, minutes: Int(seconds / 60), zone: zone) + seconds % 60
    }
    let from = unix(start)
    return (from, max(from, unix(end)))
  }

  /// The trip it is judged as: named by its summary, warned of as its
  /// calendar says, keyed by its calendar, UID and start (`TripOccurrence.key`).
  public func occurrence(of calendar: EventCalendar, zone: TimeZoneRules) -> TripOccurrence {
    let (start, end) = bounds(zone: zone)
    let trip = Trip(
      name: summary, days: [], times: [], notifyBefore: calendar.notifyBefore,
      threshold: calendar.threshold, location: nil)
    return TripOccurrence(
      trip: trip, start: start, end: end, id: "event \(calendar.name)/\(uid)")
  }
}

extension Int64 {
  fileprivate func floorDivided(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}

import RainBarEngine
import RainBarModel

/// A trip of the config (`[trip NAME]`): days of the week and times of day on
/// the place's clock, warned of `notifyBefore` minutes ahead when rain is
/// likely during it.
public struct Trip: Equatable, Sendable, TripKeys {
  public var name: String
  /// Monday 0 to Sunday 6, as `CivilTime.Fields.weekday`.
  public var days: [Bool]
  public var times: [Times]
  public var notifyBefore: Int
  /// nil: the alert threshold.
  public var threshold: Double?
  /// A saved location's name; nil: the selected one.
  public var location: String?

  public init(
    name: String, days: [Bool], times: [Times], notifyBefore: Int, threshold: Double?,
    location: String?
  ) {
    self.name = name
    self.days = days
    self.times = times
    self.notifyBefore = notifyBefore
    self.threshold = threshold
    self.location = location
  }

  public static let defaultNotifyBefore = 30
  /// The English day names `days=` reads (and `Trip.dayName` translates).
  public static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// One time of day: minutes after local midnight, the end after the start.
  public struct Times: Equatable, Sendable {
    public var start: Int
    public var end: Int
  }

  /// `Mon-Fri`, `Sat,Sun`, `Mon,Wed-Fri`: names and ranges (a range may wrap:
  /// `Fri-Mon`), in any case; nil for anything else, or a day given twice.
  public static func days(_ text: String) -> [Bool]? {
    var days = [Bool](repeating: false, count: 7)
    let parts = ValueReader.names(in: text)
    guard !parts.isEmpty else { return nil }
    for part in parts {
      let ends = part.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(ends.count), let first = day(ends[0]),
        let last = day(ends[ends.count - 1])
      else { return nil }
      var day = first
      while true {
        if days[day] { return nil }
        days[day] = true
        if day == last { break }
        day = (day + 1) % 7
      }
    }
    return days
  }

  /// The names `days=` reads, each with the run's language's name when it
  /// differs ("Mon=Mo Tue=Di …"), for the help of a bad value.
  package static var dayNamesHelp: String {
    (0..<7).map { index in
      let local = ClockStyle.weekday(index)
      return local == dayNames[index] ? local : "\(dayNames[index])=\(local)"
    }.joined(separator: " ")
  }

  /// By ASCII bytes, any case (a bar run reads every trip's days).
  package static func day(_ text: Substring) -> Int? {
    let typed = Array(text.utf8)
    guard typed.count == 3 else { return nil }
    for index in 0..<dayNames.count {
      let name = Array(dayNames[index].utf8)
      var same = true
      for offset in 0..<3 where typed[offset] | 0x20 != name[offset] | 0x20 { same = false }
      if same { return index }
    }
    return nil
  }

  /// `08:00-08:40`, comma-separated for several; nil for anything else, or a
  /// time that ends before it starts.
  public static func times(_ text: String) -> [Times]? {
    var times: [Times] = []
    for part in ValueReader.names(in: text) {
      let ends = part.split(separator: "-", omittingEmptySubsequences: false)
      guard ends.count == 2, let start = QuietHours.minutes(ends[0]),
        let end = QuietHours.minutes(ends[1]), end > start
      else { return nil }
      times.append(Times(start: start, end: end))
    }
    return times.isEmpty ? nil : times
  }
}

/// One occurrence of a trip: its Unix start and end on the place's clock.
///
/// A time the clock skips (a spring-forward gap) starts at the first minute
/// that exists after it, the instant of the change: in New York on the day
/// 02:00 becomes 03:00, `01:30-02:15` is 01:30 EST to 03:00 EDT, and a Sunday
/// `00:30-01:30` in Santiago, whose Sunday begins at 01:00, starts then. A time
/// the clock reads twice is the first of them. A trip the clock skips whole
/// starts when the clock goes on and lasts as long as written, so no trip
/// ends before it starts, and each keeps its own day.
public struct TripOccurrence: Equatable, Sendable {
  public var trip: Trip
  public var start: Int64
  public var end: Int64
  /// What identifies it other than the trip's name: a calendar event's
  /// calendar and UID (`CalendarEvent.occurrence`); nil for a trip.
  public var id: String?
  /// Why a calendar event is judged where it is not (its location could not
  /// be placed): a line under it in the tooltip.
  public var note: String?

  public init(trip: Trip, start: Int64, end: Int64, id: String? = nil, note: String? = nil) {
    self.trip = trip
    self.start = start
    self.end = end
    self.id = id
    self.note = note
  }

  /// Occurrences that have not ended at `now` and start before `horizon`, in order.
  public static func coming(
    _ trips: [Trip], now: Int64, horizon: Int64, zone: TimeZoneRules
  ) -> [TripOccurrence] {
    var found: [TripOccurrence] = []
    var day = zone.day(now) - 1
    let last = zone.day(horizon)
    while day <= last {
      let weekday = TimeZoneRules.date(ofDay: day).weekday
      for trip in trips where trip.days[weekday] {
        for times in trip.times {
          let (start, end) = bounds(day: day, times: times, zone: zone)
          if end > now, start < horizon {
            found.append(TripOccurrence(trip: trip, start: start, end: end))
          }
        }
      }
      day += 1
    }
    return found.sorted { ($0.start, $0.trip.name) < ($1.start, $1.trip.name) }
  }

  /// The Unix start and end of a local day's times: the end after the start
  /// (a trip in a gap the clock skips whole keeps its length).
  package static func bounds(day: Int, times: Trip.Times, zone: TimeZoneRules) -> (
    start: Int64, end: Int64
  ) {
    let start = local(day: day, minutes: times.start, zone: zone)
    let end = local(day: day, minutes: times.end, zone: zone)
    guard end <= start else { return (start, end) }
    return (start, start + Int64(times.end - times.start) * 60)
  }

  /// The Unix time of a local day's clock time: the first instant the clock
  /// reads it, or, for a time it skips, the instant it jumps past it.
  package static func local(day: Int, minutes: Int, zone: TimeZoneRules) -> Int64 {
    let wall = Int64(day) * 86_400 + Int64(minutes) * 60
    // The instants that can read `wall` are within a day of it; the offsets
    // in force a day before and a day after are the only ones near (a zone
    // changes its clock at most once in two days).
    let before = zone.offset(at: wall - 86_400)
    let after = zone.offset(at: wall + 86_400)
    let early = wall - Int64(before)
    let late = wall - Int64(after)
    let readsEarly = early + Int64(zone.offset(at: early)) == wall
    let readsLate = late + Int64(zone.offset(at: late)) == wall
    if readsEarly && readsLate { return min(early, late) }
    if readsEarly { return early }
    if readsLate { return late }
    // Skipped: the clock moved forward (`after` > `before`) between `late`,
    // which reads earlier than `wall`, and `early`, which reads later. The
    // first instant at the new offset is the change.
    var low = min(early, late)
    var high = max(early, late)
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if middle + Int64(zone.offset(at: middle)) > wall { high = middle } else { low = middle }
    }
    return high
  }

  /// What identifies it in the alert state: the trip (or the event) and its start.
  public var key: String { "\(id ?? trip.name)@\(start)" }
}

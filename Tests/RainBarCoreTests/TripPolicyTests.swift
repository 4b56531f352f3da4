import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Trips: `days=` and `times=` as read, their occurrences on the place's clock,
/// and `TripPolicy`: one notification per occurrence, notify-before ahead,
/// only when likely wet, replaced only when materially worse.
struct TripPolicyTests {
  @Test func daysAsWritten() {
    let weekdays = [true, true, true, true, true, false, false]
    #expect(Trip.days("Mon-Fri") == weekdays)
    #expect(Trip.days("sat,SUN") == [false, false, false, false, false, true, true])
    #expect(Trip.days("Mon-Sun") == [Bool](repeating: true, count: 7))
    #expect(Trip.days("Fri-Mon") == [true, false, false, false, true, true, true])
    #expect(Trip.days("Mon, Wed-Thu") == [true, false, true, true, false, false, false])
    for bad in ["", "Mon-", "Monday", "Mon-Fri,Tue", "Mon--Fri", "1-5"] {
      #expect(Trip.days(bad) == nil, "\(bad)")
    }
  }

  @Test func timesAsWritten() {
    #expect(Trip.times("08:00-08:40") == [Trip.Times(start: 480, end: 520)])
    #expect(
      Trip.times("8:00-8:40, 17:30-18:15")
        == [Trip.Times(start: 480, end: 520), Trip.Times(start: 1050, end: 1095)])
    for bad in ["", "08:00", "08:40-08:00", "08:00-25:00", "08-09", "08:00-08:40-09:00"] {
      #expect(Trip.times(bad) == nil, "\(bad)")
    }
  }

  static let commute = Trip(
    name: "commute", days: [true, true, true, true, true, false, false],
    times: [Trip.Times(start: 480, end: 520)], notifyBefore: 30, threshold: nil, location: nil)

  @Test func occurrencesOnThePlacesClock() throws {
    let berlin = try Fixture.berlin
    // Friday 2026-11-27 12:00 UTC; the next commutes are Monday and Tuesday 08:00 CET.
    let friday: Int64 = 1_795_780_800
    let coming = TripOccurrence.coming(
      [Self.commute], now: friday, horizon: friday + 4 * 86_400, zone: berlin)
    #expect(coming.map(\.start) == [1_796_022_000, 1_796_108_400])
    #expect(coming.first?.end == 1_796_024_400)
  }

  /// A forecast of hours ending 07:00 to 10:00 UTC on 2026-11-30 with these chances.
  static func forecast(_ chances: [Double]) -> Forecast {
    let monday7: Int64 = 1_796_022_000
    let times = (0..<chances.count).map { monday7 + Int64($0) * 3600 }
    return Forecast(
      latitude: 52.52, longitude: 13.41, utcOffsetSeconds: 3600, timezone: "Europe/Berlin",
      current: nil,
      hourly: HourlySeries(
        time: times, precipitationProbability: chances, precipitation: chances.map { _ in 1.2 }),
      daily: .empty)
  }

  func decide(_ chances: [Double], at now: Int64, notices: [TripNotice] = []) throws -> (
    sends: [TripPolicy.Send], kept: [TripNotice]
  ) {
    let berlin = try Fixture.berlin
    let outlooks = TripPolicy.outlooks(
      [Self.commute], forecast: Self.forecast(chances), now: now, zone: berlin, floor: 0.1,
      alertThreshold: 60)
    return TripPolicy(clock: .h24).decide(outlooks, now: now, zone: berlin, notices: notices)
  }

  /// Monday 08:00 CET is 07:00 UTC: 1_796_022_000.
  static let start: Int64 = 1_796_022_000

  @Test func oneNotificationNotifyBeforeAheadWhenWet() throws {
    // Hours ending 08:00 and 09:00 UTC: the trip (07:00-07:40 UTC) is in the first.
    #expect(try decide([0, 70, 0], at: Self.start - 31 * 60).sends.isEmpty)
    let due = try decide([0, 70, 0], at: Self.start - 30 * 60)
    try #require(due.sends.count == 1)
    #expect(due.sends[0].notification.summary == "Rain likely on commute 08:00–08:40")
    #expect(due.sends[0].notification.body == "70%, light rain from 08:00")
    #expect(due.sends[0].notification.replacesID == 0)
    let notice = TripNotice(
      key: due.sends[0].key, end: due.sends[0].end, chance: 70, notificationID: 7)
    // Told once: a later run sends nothing, a little worse neither.
    #expect(try decide([0, 80, 0], at: Self.start - 10 * 60, notices: [notice]).sends.isEmpty)
    // Materially worse: the one notification is replaced.
    let worse = try decide([0, 90, 0], at: Self.start - 5 * 60, notices: [notice])
    #expect(worse.sends.map(\.notification.replacesID) == [7])
    // Ended: forgotten.
    #expect(try decide([0, 70, 0], at: Self.start + 40 * 60, notices: [notice]).kept.isEmpty)
  }

  @Test func noneWhenDry() throws {
    #expect(try decide([0, 40, 0], at: Self.start - 20 * 60).sends.isEmpty)
  }
}

/// Trips on the days the clock changes: a time the clock skips starts at the
/// first minute that exists, a trip never ends before it starts, and its day
/// is its own (issue 48 item 2).
struct TripDaylightSavingTests {
  /// The rule of each zone, as its tzdata file's footer gives it (2025b).
  static func rules(_ posix: String, _ name: String) throws -> TimeZoneRules {
    try #require(TimeZoneRules(posix: posix, name: name))
  }

  static func trip(_ days: String, _ times: String) throws -> Trip {
    Trip(
      name: "night", days: try #require(Trip.days(days)), times: try #require(Trip.times(times)),
      notifyBefore: 30, threshold: nil, location: nil)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var posix: String
    var zone: String
    var days: String
    var times: String
    /// A while before, and what the trip should be: its Unix start and end and its day.
    var now: Int64
    var start: Int64
    var end: Int64
    var weekday: Int
    var testDescription: String { "\(zone) \(days) \(times)" }
  }

  static let cases = [
    // New York, 2026-03-08: 02:00 EST is 03:00 EDT (07:00 UTC). 01:30-02:15
    // is 01:30 EST (06:30 UTC) to 03:00 EDT; it ended at 01:15.
    Case(
      posix: "EST5EDT,M3.2.0,M11.1.0", zone: "America/New_York", days: "Sun",
      times: "01:30-02:15", now: 1_772_902_800, start: 1_772_951_400, end: 1_772_953_200,
      weekday: 6),
    // Santiago, 2026-09-06: Sunday begins at 01:00 -03 (04:00 UTC). Sunday's
    // 00:30-01:30 is 01:00-01:30 that Sunday; it was Saturday 23:30.
    Case(
      posix: "<-04>4<-03>,M9.1.6/24,M4.1.6/24", zone: "America/Santiago", days: "Sun",
      times: "00:30-01:30", now: 1_788_624_000, start: 1_788_667_200, end: 1_788_669_000,
      weekday: 6),
    // Lord Howe, 2026-10-04: 02:00 +1030 is 02:30 +11 (15:30 UTC the day
    // before). 02:10-02:50 starts at 02:30; it started at 02:40.
    Case(
      posix: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", zone: "Australia/Lord_Howe", days: "Sun",
      times: "02:10-02:50", now: 1_791_007_200, start: 1_791_041_400, end: 1_791_042_600,
      weekday: 6),
    // The Azores, 2026-03-29: Sunday begins at 01:00 +00 (01:00 UTC).
    // 00:15-00:45, skipped whole, is 01:00-01:30 that Sunday; it was Saturday 23:15-23:45.
    Case(
      posix: "<-01>1<+00>,M3.5.0/0,M10.5.0/1", zone: "Atlantic/Azores", days: "Sun",
      times: "00:15-00:45", now: 1_774_699_200, start: 1_774_746_000, end: 1_774_747_800,
      weekday: 6),
    // A time read twice is the first: New York 2026-11-01 01:30 EDT (05:30 UTC),
    // Berlin 2026-10-25 02:30 CEST (00:30 UTC; it was the second, 02:30 CET).
    Case(
      posix: "EST5EDT,M3.2.0,M11.1.0", zone: "America/New_York", days: "Sun",
      times: "01:30-01:45", now: 1_793_466_000, start: 1_793_511_000, end: 1_793_511_900,
      weekday: 6),
    Case(
      posix: "CET-1CEST,M3.5.0,M10.5.0/3", zone: "Europe/Berlin", days: "Sun",
      times: "02:30-02:45", now: 1_792_850_000, start: 1_792_888_200, end: 1_792_889_100,
      weekday: 6),
  ]

  @Test(arguments: cases)
  func aSkippedTimeStartsAtTheFirstMinuteThatExists(_ c: Case) throws {
    let zone = try Self.rules(c.posix, c.zone)
    let coming = TripOccurrence.coming(
      [try Self.trip(c.days, c.times)], now: c.now, horizon: c.now + 86_400, zone: zone)
    #expect(coming.map(\.start) == [c.start])
    #expect(coming.map(\.end) == [c.end])
    #expect(coming.map { zone.fields($0.start).weekday } == [c.weekday])
  }

  /// Every rule tzdata's zones keep daylight saving by: the distinct footers
  /// with a change of Debian's tzdata 2025b (32 rules, 129 zone files).
  static let everyRule = [
    "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0", "CST6CDT,M3.2.0,M11.1.0",
    "EET-2EEST,M3.5.0/3,M10.5.0/4", "MST7MDT,M3.2.0,M11.1.0", "AST4ADT,M3.2.0,M11.1.0",
    "AKST9AKDT,M3.2.0,M11.1.0", "WET0WEST,M3.5.0/1,M10.5.0", "PST8PDT,M3.2.0,M11.1.0",
    "GMT0BST,M3.5.0/1,M10.5.0", "AEST-10AEDT,M10.1.0,M4.1.0/3", "NZST-12NZDT,M9.5.0,M4.1.0/3",
    "EET-2EEST,M3.4.4/50,M10.4.4/50", "ACST-9:30ACDT,M10.1.0,M4.1.0/3",
    "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "NST3:30NDT,M3.2.0,M11.1.0", "MET-1MEST,M3.5.0,M10.5.0/3",
    "IST-2IDT,M3.4.4/26,M10.5.0", "IST-1GMT0,M10.5.0,M3.5.0/1", "HST10HDT,M3.2.0,M11.1.0",
    "EET-2EEST,M4.5.5/0,M10.5.4/24", "EET-2EEST,M3.5.0/0,M10.5.0/0", "EET-2EEST,M3.5.0,M10.5.0/3",
    "CST5CDT,M3.2.0/0,M11.1.0/1", "<-06>6<-05>,M9.1.6/22,M4.1.6/22",
    "<-04>4<-03>,M9.1.6/24,M4.1.6/24", "<-03>3<-02>,M3.2.0,M11.1.0",
    "<-01>1<+00>,M3.5.0/0,M10.5.0/1", "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
    "<+11>-11<+12>,M10.1.0,M4.1.0/3", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
    "<+00>0<+02>-2,M3.5.0/1,M10.5.0/3",
  ]

  /// Every minute of the days around each change of 2026, for every rule, held
  /// to what the clock reads minute by minute: a time it reads is the first
  /// instant that reads it; a time it skips, the instant it jumps past it,
  /// on the same day (unless the skipped time runs to midnight, as in Nuuk's
  /// Saturday 23:00-24:00: then the next day's 00:00); later times never
  /// earlier; and a 30-minute trip at any minute ends after it starts.
  @Test(arguments: everyRule)
  func everyMinuteOfTheDaysTheClockChanges(_ posix: String) throws {
    let zone = try Self.rules(posix, "Test/Zone")
    let january1: Int = 20_454
    var changeDays = 0
    for day in january1..<(january1 + 365) {
      let noon = Int64(day) * 86_400 + 43_200
      guard zone.offset(at: noon - 129_600) != zone.offset(at: noon + 129_600) else { continue }
      changeDays += 1
      // The first instant each local minute of the day is read, from the clock minute by minute.
      var firstRead = [Int64?](repeating: nil, count: 1440)
      var t = Int64(day) * 86_400 - 16 * 3600
      while t < Int64(day + 1) * 86_400 + 16 * 3600 {
        let local = t + Int64(zone.offset(at: t)) - Int64(day) * 86_400
        if (0..<86_400).contains(local), local % 60 == 0, firstRead[Int(local / 60)] == nil {
          firstRead[Int(local / 60)] = t
        }
        t += 60
      }
      var previous = Int64.min
      for minute in 0..<1440 {
        let wall = Int64(day) * 86_400 + Int64(minute) * 60
        let found = TripOccurrence.local(day: day, minutes: minute, zone: zone)
        func reads(_ t: Int64) -> Int64 { t + Int64(zone.offset(at: t)) }
        if let first = firstRead[minute] {
          #expect(found == first, "\(posix) day \(day) minute \(minute)")
        } else {
          #expect(reads(found) > wall && reads(found - 1) < wall, "\(posix) \(day) \(minute)")
          #expect(zone.day(found) == day || reads(found) % 86_400 == 0, "\(posix) \(day) \(minute)")
        }
        #expect(found >= previous, "\(posix) day \(day) minute \(minute)")
        previous = found
      }
      let weekday = TimeZoneRules.date(ofDay: day).weekday
      let days = [Bool](repeating: false, count: 7).enumerated().map { $0.offset == weekday }
      var trips: [Trip] = []
      for minute in stride(from: 0, to: 1410, by: 10) {
        trips.append(
          Trip(
            name: "t\(minute)", days: days, times: [Trip.Times(start: minute, end: minute + 30)],
            notifyBefore: 0, threshold: nil, location: nil))
      }
      let dayStart = Int64(day) * 86_400 - 14 * 3600
      let coming = TripOccurrence.coming(
        trips, now: dayStart, horizon: dayStart + 52 * 3600, zone: zone)
      #expect(coming.count == trips.count, "\(posix) day \(day)")
      for occurrence in coming {
        #expect(occurrence.end > occurrence.start, "\(posix) day \(day) \(occurrence.trip.name)")
      }
    }
    #expect(changeDays >= 4, "\(posix)")
  }
}

/// A trip under way is judged by what is left of it: minutes where they
/// reach, hours beyond, never a time that has passed (issues 47 and 48, item 3).
struct TripUnderWayTests {
  static func trip(_ name: String, _ times: String) throws -> Trip {
    Trip(
      name: name, days: [true, true, true, true, true, false, false],
      times: try #require(Trip.times(times)), notifyBefore: 30, threshold: nil, location: nil)
  }

  func decide(_ trips: [Trip], _ forecast: Forecast, at now: Int64) throws -> (
    outlooks: [TripOutlook], sends: [TripPolicy.Send]
  ) {
    let berlin = try Fixture.berlin
    let outlooks = TripPolicy.outlooks(
      trips, forecast: forecast, now: now, zone: berlin, floor: 0.1, alertThreshold: 60)
    let sends = TripPolicy(clock: .h24).decide(outlooks, now: now, zone: berlin, notices: []).sends
    return (outlooks, sends)
  }

  /// Monday 2026-11-30, 08:20 in Berlin (07:20 UTC): a trip since 06:30
  /// (05:30 UTC), before the first hour the forecast has (06:00-07:00 UTC),
  /// under a 90% forecast. It said "no forecast yet" and sent nothing.
  @Test func aTripThatBeganBeforeTheForecastIsJudgedByWhatIsLeft() throws {
    let now: Int64 = 1_796_023_200
    let decided = try decide(
      [try Self.trip("long", "06:30-09:00")], TripPolicyTests.forecast([90, 90, 90]), at: now)
    #expect(decided.outlooks.map(\.chance) == [90])
    #expect(decided.sends.map(\.notification.summary) == ["Rain likely on long 06:30–09:00"])
    #expect(decided.sends.map(\.notification.body) == ["90%, light rain now"])
    let berlin = try Fixture.berlin
    #expect(
      decided.outlooks.map { $0.line(clock: .h24, zone: berlin, now: now) }
        == ["long Mon 06:30–09:00: 90%, light rain now"])
  }

  /// 08:45 in Berlin (07:45 UTC): the hour 08:00-09:00 says 80%, the minutes
  /// from now are dry until 09:15. A walk 08:30-09:00 is dry for what is left
  /// of it (it was "80%, light rain from 08:30"); one until 09:30 gets the
  /// rain from 09:15, not from 08:30.
  @Test func minutesWhereTheyReachAndNeverATimeThatHasPassed() throws {
    let now: Int64 = 1_796_024_700
    let minutely = try #require(
      MinutelyPrecipitation(
        start: now, interval: 900, resolution: 900, intensity: [0, 0, 1.2, 1.2, 1.2, 0]))
    var forecast = TripPolicyTests.forecast([0, 80, 80, 80])
    forecast.minutely = minutely
    let decided = try decide(
      [try Self.trip("walk", "08:30-09:00"), try Self.trip("long walk", "08:30-09:30")], forecast,
      at: now)
    // In order of start, then name.
    #expect(decided.outlooks.map(\.occurrence.trip.name) == ["long walk", "walk"])
    #expect(decided.outlooks.map(\.chance) == [100, 0])
    #expect(decided.sends.map(\.notification.summary) == ["Rain likely on long walk 08:30–09:30"])
    #expect(decided.sends.map(\.notification.body) == ["100%, light rain from 09:15"])
  }

  /// A calendar event's notification says "during", and names the driest
  /// slot of its length within 2 hours of it when one is drier; none when
  /// nothing near is drier.
  @Test func anEventsNotificationNamesTheDriestSlotNearby() throws {
    let berlin = try Fixture.berlin
    let event = CalendarEvent(
      uid: "swim", summary: "Swim", location: "", start: TripPolicyTests.start,
      end: TripPolicyTests.start + 2400)
    let occurrence = event.occurrence(of: EventCalendar(name: "c", source: "/c"), zone: berlin)
    func notification(_ chances: [Double]) -> RainNotification {
      TripOutlook(
        occurrence, forecast: TripPolicyTests.forecast(chances), now: TripPolicyTests.start - 3600,
        floor: 0.1,
        alertThreshold: 60
      ).notification(clock: .h24, zone: berlin, replaces: 0)
    }
    // Hours ending 07:00 to 10:00 UTC: the driest 40 minutes near are the last hour's.
    let drier = notification([10, 80, 60, 5])
    #expect(drier.summary == "Rain likely during Swim 08:00–08:40")
    #expect(drier.body == "80%, light rain from 08:00; driest nearby: 10:00–10:40")
    #expect(notification([80, 80, 80, 80]).body == "80%, light rain from 08:00")
  }
}

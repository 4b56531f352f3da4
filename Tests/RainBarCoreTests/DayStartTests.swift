import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Where a day begins on a place's clock, and so when `snooze today` ends: in
/// zones whose clocks spring forward at midnight (00:00 becomes 01:00) the day
/// begins at 01:00, the instant of the skipped midnight, never at 23:00 the day
/// before; where they fall back over midnight, at the first 00:00. The zones'
/// rules are the POSIX footers of tzdata 2025b's files (the rules in force for
/// 2025 to 2027); the instants were read with `zdump -v ZONE`.
struct DayStartTests {
  /// A zone with its footer.
  struct Zone: Sendable, CustomStringConvertible {
    var name: String
    var posix: String
    var description: String { name }

    func rules() throws -> TimeZoneRules {
      try #require(TimeZoneRules(posix: posix, name: name))
    }
  }

  static let santiago = Zone(name: "America/Santiago", posix: "<-04>4<-03>,M9.1.6/24,M4.1.6/24")
  static let azores = Zone(name: "Atlantic/Azores", posix: "<-01>1<+00>,M3.5.0/0,M10.5.0/1")
  static let havana = Zone(name: "America/Havana", posix: "CST5CDT,M3.2.0/0,M11.1.0/1")
  static let beirut = Zone(name: "Asia/Beirut", posix: "EET-2EEST,M3.5.0/0,M10.5.0/0")
  static let cairo = Zone(name: "Africa/Cairo", posix: "EET-2EEST,M4.5.5/0,M10.5.4/24")

  /// The days without a midnight: each begins (01:00 local) at the UTC instant given.
  static let skipped: [(Zone, String)] = [
    (santiago, "2025-09-07T04:00"), (santiago, "2026-09-06T04:00"),
    (santiago, "2027-09-05T04:00"),
    (azores, "2025-03-30T01:00"), (azores, "2026-03-29T01:00"), (azores, "2027-03-28T01:00"),
    (havana, "2025-03-09T05:00"), (havana, "2026-03-08T05:00"), (havana, "2027-03-14T05:00"),
    (beirut, "2025-03-29T22:00"), (beirut, "2026-03-28T22:00"), (beirut, "2027-03-27T22:00"),
    (cairo, "2025-04-24T22:00"), (cairo, "2026-04-23T22:00"), (cairo, "2027-04-29T22:00"),
  ]

  /// The days after the clocks fell back over midnight (Santiago, Beirut, Cairo:
  /// 24:00 is 23:00 again; the Azores, Havana: 01:00 is 00:00 again): each begins
  /// (00:00 local, the first one) at the UTC instant given.
  static let late: [(Zone, String)] = [
    (santiago, "2025-04-06T04:00"), (santiago, "2026-04-05T04:00"),
    (santiago, "2027-04-04T04:00"),
    (azores, "2025-10-26T00:00"), (azores, "2026-10-25T00:00"), (azores, "2027-10-31T00:00"),
    (havana, "2025-11-02T04:00"), (havana, "2026-11-01T04:00"), (havana, "2027-11-07T04:00"),
    (beirut, "2025-10-25T22:00"), (beirut, "2026-10-24T22:00"), (beirut, "2027-10-30T22:00"),
    (cairo, "2025-10-30T22:00"), (cairo, "2026-10-29T22:00"), (cairo, "2027-10-28T22:00"),
  ]

  static func instant(_ utc: String) throws -> Int64 {
    try #require(CivilTime.parse(utc, offset: 0))
  }

  @Test(arguments: skipped)
  func snoozeTodayEndsWhenTheDayWithoutMidnightBegins(zone: Zone, begins: String) throws {
    let rules = try zone.rules()
    let start = try Self.instant(begins)
    // The instant is the new day's first: 01:00, the second before it the day before.
    #expect(rules.fields(start).hour == 1)
    #expect(rules.fields(start).minute == 0)
    #expect(rules.day(start) == rules.day(start - 1) + 1)
    #expect(rules.start(ofDay: rules.day(start)) == start)
    // Asked at any time of the evening before (18:00 to 23:59:59 local).
    for before in [Int64(6 * 3600), 3600, 60, 1] {
      let now = start - before
      #expect(Snooze.make(.today, now: now, zone: rules) == Snooze(until: start), "\(now)")
    }
  }

  @Test(arguments: late)
  func snoozeTodayEndsAtTheFirstMidnightAfterAFallBack(zone: Zone, begins: String) throws {
    let rules = try zone.rules()
    let start = try Self.instant(begins)
    #expect(rules.fields(start).hour == 0)
    #expect(rules.day(start) == rules.day(start - 1) + 1)
    #expect(rules.start(ofDay: rules.day(start)) == start)
    for before in [Int64(6 * 3600), 3600, 60, 1] {
      let now = start - before
      #expect(Snooze.make(.today, now: now, zone: rules) == Snooze(until: start), "\(now)")
    }
  }

  /// Every day of 2025 to 2027 in each zone (Berlin's changes at 02:00 and 03:00
  /// among them) begins at the first instant of its date, at 00:00 or 01:00.
  @Test func everyDayBeginsAtItsFirstInstant() throws {
    var all = try [Self.santiago, Self.azores, Self.havana, Self.beirut, Self.cairo].map {
      try $0.rules()
    }
    all.append(try Fixture.berlin)
    all.append(.fixed(-3 * 3600 - 1800))
    for rules in all {
      for day in CivilTime.days(
        year: 2025, month: 1, day: 1)..<CivilTime.days(
          year: 2028, month: 1, day: 1)
      {
        let start = rules.start(ofDay: day)
        #expect(rules.day(start) == day, "\(rules.name ?? "fixed") \(day)")
        #expect(rules.day(start - 1) == day - 1, "\(rules.name ?? "fixed") \(day)")
        #expect([0, 1].contains(rules.fields(start).hour) && rules.fields(start).minute == 0)
      }
    }
  }

  /// A gap that is not at midnight but spans it (23:30 becomes 00:30): the day
  /// begins at 00:30, the instant of the change.
  @Test func aGapAcrossMidnight() throws {
    let rules = try #require(TimeZoneRules(posix: "XST0XDT,M3.5.0/23:30,M10.5.0/2", name: "X/Y"))
    // 2026-03-29 (the last Sunday of March) 23:30 UTC: 23:30 XST becomes 00:30 XDT.
    let change = try Self.instant("2026-03-29T23:30")
    #expect(rules.offset(at: change - 1) == 0)
    #expect(rules.offset(at: change) == 3600)
    let monday = CivilTime.days(year: 2026, month: 3, day: 30)
    #expect(rules.start(ofDay: monday) == change)
    #expect(rules.fields(change).hour == 0)
    #expect(rules.fields(change).minute == 30)
  }
}

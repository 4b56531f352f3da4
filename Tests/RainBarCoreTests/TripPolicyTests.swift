import Testing

@testable import RainBarCore

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

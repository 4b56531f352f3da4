import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Berlin's two daylight-saving days of 2026 as Open-Meteo answers for them:
/// one UTC offset for the whole answer (the one in force when it was asked),
/// so every hour after the change is an hour off unless the zone's rules are used.
@Suite struct DaylightSavingTests {
  let zone: TimeZoneRules
  let place = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)

  init() throws {
    zone = try Fixture.berlin
  }

  // MARK: Spring: 2026-03-29, 02:00 CET becomes 03:00 CEST (01:00 UTC)

  /// Asked at 00:15 CET (2026-03-28 23:15 UTC) with `utc_offset_seconds` 3600;
  /// rain from 04:00 CEST (02:00 UTC, 85 %).
  static let springNow = 1_774_739_700.0

  static func spring() throws -> Forecast {
    try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-dst-unixtime.json"))
  }

  func table(_ forecast: Forecast, now: Double, zone: TimeZoneRules? = nil) -> ForecastTable {
    let zone = zone ?? self.zone
    return ForecastTable(
      forecast: forecast, zone: zone,
      outlook: RainOutlook(forecast: forecast, zone: zone, now: now), location: place, now: now,
      fetchedAt: now, units: .metric, icons: .text, clock: .h24)
  }

  /// The hour labels of the table's rows.
  func hourLabels(_ table: ForecastTable, hours: Int) -> [String] {
    table.lines(hours: hours, days: 0).suffix(hours).map { String($0.prefix(5)) }
  }

  /// The day names of the table's rows.
  func dayLabels(_ table: ForecastTable, days: Int) -> [String] {
    table.lines(hours: 0, days: days).suffix(days).map { String($0.prefix(10)) }
  }

  @Test func springHoursSkipTwoOClock() throws {
    let forecast = try Self.spring()
    #expect(
      hourLabels(table(forecast, now: Self.springNow), hours: 6)
        == ["00:00", "01:00", "03:00", "04:00", "05:00", "06:00"])
    #expect(
      table(forecast, now: Self.springNow).lines(hours: 0, days: 0)[1]
        == "Rain likely from 04:00 (90%), dry again by 07:00.")
  }

  @Test func springAlertSaysWhenTheRainComesByTheNewClock() throws {
    let policy = AlertPolicy(settings: AlertSettings(), units: .metric, clock: .h24)
    let decision = policy.decide(
      forecast: try Self.spring(), zone: zone, location: "Berlin", now: Self.springNow,
      state: AlertState())
    #expect(decision.notification?.summary == "Rain in Berlin from 04:00")
  }

  @Test func springPlaceholderAndJSONLocalTimes() throws {
    let content = BarContent(
      result: ForecastResult(
        forecast: try Self.spring(), fetchedAt: Self.springNow, freshness: .fresh),
      zone: zone, location: place, now: Self.springNow,
      settings: BarContent.Settings(units: .metric, icons: .text, clock: .h24))
    #expect(content.values[.rainAt] == "04:00")
    let json = JSONRenderer(hours: 4, days: 2).render(content, try RenderingFixture.options())
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let hourly = try #require(document["hourly"] as? [[String: Any]])
    #expect(
      hourly.compactMap { $0["local"] as? String }
        == ["2026-03-29T00:00", "2026-03-29T01:00", "2026-03-29T03:00", "2026-03-29T04:00"])
    let daily = try #require(document["daily"] as? [[String: Any]])
    #expect(daily.compactMap { $0["date"] as? String } == ["2026-03-29", "2026-03-30"])
  }

  /// Sunday has 23 hours: Monday's row comes first from 00:00 CEST (22:00
  /// UTC), though the answer put Monday's start at 23:00 UTC.
  @Test func springDayBoundary() throws {
    let forecast = try Self.spring()
    let sunday2330 = 1_774_819_800.0  // 21:30 UTC
    let monday0030 = 1_774_823_400.0  // 22:30 UTC
    #expect(dayLabels(table(forecast, now: sunday2330), days: 1) == ["Sun 29 Mar"])
    #expect(dayLabels(table(forecast, now: monday0030), days: 2) == ["Mon 30 Mar", "Tue 31 Mar"])
  }

  // MARK: Autumn: 2026-10-25, 03:00 CEST becomes 02:00 CET (01:00 UTC)

  /// Asked at 00:15 CEST (2026-10-24 22:15 UTC), `utc_offset_seconds` 7200.
  static let autumnNow = 1_792_880_100.0
  static let autumnFirstHourEnd: Int64 = 1_792_879_200  // 22:00 UTC

  /// Open-Meteo's shape: hourly values by the hour's end, daily rows at midnight
  /// at +02:00 for all seven days. Rain in the hour from 02:00 UTC (03:00 CET)
  /// and in the morning from 05:00 UTC (06:00 CET).
  static func autumn() -> Forecast {
    var chances = [Double?](repeating: 0, count: 48)
    for (hourEnd, chance) in [(3, 85.0), (4, 90), (5, 70), (7, 80), (8, 80), (9, 80)] {
      chances[hourEnd + 2] = chance  // index 0 ends at 22:00 UTC
    }
    let hours = (0..<48).map { autumnFirstHourEnd + Int64($0) * 3600 }
    let days = (0..<7).map { autumnFirstHourEnd + Int64($0) * 86_400 }
    return Forecast(
      latitude: 52.52, longitude: 13.41, utcOffsetSeconds: 7200, timezone: "Europe/Berlin",
      current: nil,
      hourly: HourlySeries(
        time: hours, temperature: hours.map { _ in 8 }, precipitationProbability: chances),
      daily: DailySeries(
        time: days, temperatureMax: days.map { _ in 12 }, temperatureMin: days.map { _ in 5 }))
  }

  @Test func autumnHoursReadTwoOClockTwice() {
    #expect(
      hourLabels(table(Self.autumn(), now: Self.autumnNow), hours: 6)
        == ["00:00", "01:00", "02:00", "02:00", "03:00", "04:00"])
  }

  @Test func autumnAlertSaysWhenTheRainComesByTheNewClock() {
    var settings = AlertSettings()
    settings.withinHours = 6
    let policy = AlertPolicy(settings: settings, units: .metric, clock: .h24)
    let decision = policy.decide(
      forecast: Self.autumn(), zone: zone, location: "Berlin", now: Self.autumnNow,
      state: AlertState())
    #expect(decision.notification?.summary == "Rain in Berlin from 03:00")
  }

  /// Sunday has 25 hours: at 23:30 CET (22:30 UTC) it is still Sunday, though
  /// the answer put Monday's start at 22:00 UTC.
  @Test func autumnDayBoundary() {
    let sunday2330 = 1_792_967_400.0  // 22:30 UTC
    let monday0030 = 1_792_971_000.0  // 23:30 UTC
    #expect(
      dayLabels(table(Self.autumn(), now: sunday2330), days: 2) == ["Sun 25 Oct", "Mon 26 Oct"])
    #expect(dayLabels(table(Self.autumn(), now: monday0030), days: 1) == ["Mon 26 Oct"])
  }

  // MARK: Quiet hours across a change

  @Test func quietHoursFollowTheWallClock() throws {
    let night = try #require(QuietHours("22:00-07:00"))
    // Spring morning, 05:30 UTC: 07:30 CEST, no longer quiet.
    #expect(!night.contains(1_774_762_200, in: zone))
    #expect(night.contains(1_774_758_600, in: zone))  // 04:30 UTC, 06:30 CEST
    // Autumn morning, 05:30 UTC: 06:30 CET, still quiet.
    #expect(night.contains(1_792_906_200, in: zone))
    #expect(!night.contains(1_792_909_800, in: zone))  // 06:30 UTC, 07:30 CET
    // An hour that does not exist is never quiet; one read twice is quiet twice.
    let two = try #require(QuietHours("02:00-03:00"))
    let springDay = (0..<48).map { 1_774_738_800 + Int64($0) * 1800 }  // 23:00 UTC on
    #expect(springDay.filter { two.contains($0, in: zone) }.isEmpty)
    #expect(two.contains(1_792_888_200, in: zone))  // 00:30 UTC, 02:30 CEST
    #expect(two.contains(1_792_891_800, in: zone))  // 01:30 UTC, 02:30 CET
    #expect(!two.contains(1_792_895_400, in: zone))  // 02:30 UTC, 03:30 CET
  }

  /// Rain at 06:00 CET on the autumn morning is held back by quiet hours to 07:00.
  @Test func quietHoursHoldTheAutumnMorningAlert() throws {
    var settings = AlertSettings()
    settings.quietHours = QuietHours("22:00-07:00")
    let policy = AlertPolicy(settings: settings, units: .metric, clock: .h24)
    let held = policy.decide(
      forecast: Self.autumn(), zone: zone, location: "Berlin", now: 1_792_906_200,
      state: AlertState())
    #expect(held.notification == nil)
    #expect(held.reason == "quiet hours")
    let sent = policy.decide(
      forecast: Self.autumn(), zone: zone, location: "Berlin", now: 1_792_909_800,
      state: held.state)
    #expect(sent.notification?.summary == "Rain in Berlin now")
  }

  /// Where only the offset is known, it is used as before, for every hour.
  @Test func withoutAZoneTheOffsetStays() throws {
    let fixed = TimeZoneRules.fixed(3600)
    #expect(
      hourLabels(table(try Self.spring(), now: Self.springNow, zone: fixed), hours: 4)
        == ["00:00", "01:00", "02:00", "03:00"])
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The morning and evening summary on a fixed clock: at most once a day
/// each, late by at most 2 hours, and the daylight-saving edges on Berlin's
/// clock.
@Suite struct DailySummaryTests {
  let forecast: Forecast
  let zone: TimeZoneRules

  init() throws {
    zone = try Fixture.berlin
    forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  func summary(_ text: String) throws -> DailySummary {
    let times = try #require(SummaryTimes(text))
    return DailySummary(times: times.minutes, threshold: 60, units: .metric, clock: .h24)
  }

  /// What runs at these UTC times send, in order ("time summary"), on one state.
  func sent(_ summary: DailySummary, at times: [String]) throws -> [String] {
    var desktop = AlertFamilyTests.Desktop()
    var sent: [String] = []
    for time in times {
      let now = try #require(CivilTime.parse(time, offset: 0))
      desktop.run(
        summary, AlertInput(place: "Berlin", forecast: forecast, zone: zone, now: Double(now)),
        gate: AlertFamilyTests.open)
      sent += desktop.sent.map { "\(time) \($0.summary)" }
    }
    return sent
  }

  @Test func theTimesItReads() {
    #expect(SummaryTimes("07:30,20:00")?.minutes == [450, 1200])
    #expect(SummaryTimes("7:30")?.minutes == [450])
    for bad in ["", "07:30,", "07:30,07:30", "07:30,12:00,20:00", "24:00", "7.30", "07:30 ,20:00"] {
      #expect(SummaryTimes(bad) == nil, "\(bad)")
    }
  }

  /// 07:30 and 20:00 in Berlin (UTC+1 in winter): each once a day; a run
  /// before the time sends nothing and says when.
  @Test func onceADayEach() throws {
    let summary = try summary("07:30,20:00")
    #expect(
      try sent(
        summary,
        at: [
          "2026-11-30T06:29:00", "2026-11-30T06:30:00", "2026-11-30T06:45:00",
          "2026-11-30T18:59:00", "2026-11-30T19:00:00", "2026-11-30T20:30:00",
          "2026-12-01T06:30:00",
        ]) == [
          "2026-11-30T06:30:00 Today in Berlin", "2026-11-30T19:00:00 Tomorrow in Berlin",
          "2026-12-01T06:30:00 Today in Berlin",
        ])
    let early = try #require(CivilTime.parse("2026-11-30T06:29:00", offset: 0))
    let decision = summary.decide(
      AlertInput(place: "Berlin", forecast: forecast, zone: zone, now: Double(early)),
      state: AlertState())
    #expect(decision.sends.isEmpty && decision.reason == "next summary at 07:30")
  }

  /// Asleep at 07:30: waking at 08:10 sends it; at 10:00, more than 2 hours
  /// late, it is skipped (not sent at noon), and the evening's still comes.
  @Test func lateByAtMostTwoHours() throws {
    let summary = try summary("07:30,20:00")
    #expect(
      try sent(summary, at: ["2026-11-30T07:10:00"]) == ["2026-11-30T07:10:00 Today in Berlin"])
    #expect(
      try sent(summary, at: ["2026-11-30T09:00:00", "2026-11-30T11:00:00", "2026-11-30T19:05:00"])
        == ["2026-11-30T19:05:00 Tomorrow in Berlin"])
    // 23:30's summary, read after midnight: yesterday's time, 40 minutes late.
    #expect(
      try sent(try self.summary("23:30"), at: ["2026-11-30T23:10:00"])
        == ["2026-11-30T23:10:00 Tomorrow in Berlin"])
  }

  /// 2026-03-29 in Berlin the clock skips 02:00-03:00: 02:30 is sent at the
  /// first minute that exists, 03:00 (01:00 UTC). 2026-10-25 it reads
  /// 02:00-03:00 twice: 02:30 is sent at the first, once.
  @Test func daylightSavingEdges() throws {
    let skipped = try summary("02:30")
    #expect(
      try sent(skipped, at: ["2026-03-29T00:59:00", "2026-03-29T01:00:00", "2026-03-29T01:30:00"])
        == ["2026-03-29T01:00:00 Today in Berlin"])
    #expect(
      try sent(skipped, at: ["2026-10-25T00:29:00", "2026-10-25T00:30:00", "2026-10-25T01:30:00"])
        == ["2026-10-25T00:30:00 Today in Berlin"])
  }

  /// The evening's: tomorrow's rain windows with chance and amount, the
  /// temperatures and the strongest wind, at most 6 lines; the warnings first.
  @Test func whatItSays() throws {
    let summary = try summary("20:00")
    let now = try #require(CivilTime.parse("2026-11-30T19:00:00", offset: 0))
    let storm = Warning(
      id: "s", level: .severe, event: "Thunderstorm", headline: nil, onset: now + 14 * 3600,
      ends: now + 18 * 3600, issuer: "DWD")
    let decision = summary.decide(
      AlertInput(
        place: "Berlin", forecast: forecast, zone: zone, now: Double(now),
        warnings: WarningsResult(source: "DWD", warnings: [storm])),
      state: AlertState())
    let notification = try #require(decision.sends.first?.notification)
    #expect(notification.summary == "Tomorrow in Berlin")
    #expect(notification.urgency == .low && notification.icon == "weather-showers")
    #expect(notification.body.split(separator: "\n").count <= 6)
    // The 65-70 % hours of 1 December, 17:00-20:00 in Berlin; no gusts in
    // the forecast, so the wind's speed.
    #expect(
      notification.body == """
        ⚠️ Severe: Thunderstorm from Tue 10:00 until Tue 14:00 (DWD)
        Rain 17:00–20:00: up to 70%, 2.7 mm.
        Temperature 5°C to 10°C.
        Wind up to 20 km/h.
        """)
  }

  /// The evening's last line: what fell today since Berlin's midnight
  /// (23:00 UTC): 1.5 mm before the forecast's first hour, then the hours
  /// ending 12:00-19:00 UTC (4.8 mm). The morning's has none (a few night
  /// hours); the evening's is the first cut when there are more than 6 lines.
  @Test func rainSoFarToday() throws {
    var wet = forecast
    wet.pastRain = PastRain(start: 1_795_993_200, end: [1_796_036_400], amount: [1.5])
    func body(_ times: String, at time: String, warnings: [Warning] = []) throws -> String {
      let now = try #require(CivilTime.parse(time, offset: 0))
      let decision = try summary(times).decide(
        AlertInput(
          place: "Berlin", forecast: wet, zone: zone, now: Double(now),
          warnings: WarningsResult(source: "DWD", warnings: warnings)),
        state: AlertState())
      return try #require(decision.sends.first?.notification.body)
    }
    #expect(
      try body("20:00", at: "2026-11-30T19:00:00") == """
        Rain 17:00–20:00: up to 70%, 2.7 mm.
        Temperature 5°C to 10°C.
        Wind up to 20 km/h.
        Rain so far today: 6.3 mm.
        """)
    #expect(try !body("07:30", at: "2026-11-30T06:30:00").contains("so far"))
    #expect(try summary("07:30").needs.values.contains(.rainToday) == false)
    #expect(try summary("07:30,20:00").needs.values.contains(.rainToday))
    // Two warnings, the rain window, the temperature, the wind and the UV
    // index: six lines.
    let hourly = wet.hourly
    wet.hourly = HourlySeries(
      time: hourly.time, temperature: hourly.temperature,
      apparentTemperature: hourly.apparentTemperature,
      precipitationProbability: hourly.precipitationProbability,
      precipitation: hourly.precipitation, windSpeed: hourly.windSpeed,
      condition: hourly.condition, uvIndex: [Double?](repeating: 4, count: hourly.count))
    let now = try #require(CivilTime.parse("2026-11-30T19:00:00", offset: 0))
    let warnings = ["Storm", "Fog"].map {
      Warning(
        id: $0, level: .moderate, event: $0, headline: nil, onset: now + 14 * 3600,
        ends: now + 18 * 3600, issuer: "DWD")
    }
    let busy = try #require(
      try summary("20:00").decide(
        AlertInput(
          place: "Berlin", forecast: wet, zone: zone, now: Double(now),
          warnings: WarningsResult(source: "DWD", warnings: warnings)),
        state: AlertState()
      ).sends.first?.notification.body)
    #expect(busy.split(separator: "\n").count == 6, "\(busy)")
    #expect(!busy.contains("so far"), "\(busy)")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The rain's end (`alert-end=on`) over runs on a fixed clock, each with the
/// minute-level data a renewal would bring then: 5-minute steps from the
/// current one for 2 hours, rain in the spans given (minutes after 12:00
/// UTC, 13:00 in Berlin).
@Suite struct RainEndAlertTests {
  /// 2026-11-30 12:00 UTC.
  static let noon: Int64 = 1_796_040_000
  let berlin: Forecast
  let zone: TimeZoneRules

  init() throws {
    berlin = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    zone = try Fixture.berlin
  }

  static func at(_ minutes: Int64) -> Int64 { noon + minutes * 60 }

  /// The forecast at minute `now` with rain in `spans` (minutes after noon).
  static func input(
    _ berlin: Forecast, _ zone: TimeZoneRules, at now: Int64, rain: [ClosedRange<Int64>]
  )
    -> AlertInput
  {
    var forecast = berlin
    let start = at(now) / 300 * 300
    forecast.minutely = MinutelyPrecipitation(
      start: start, interval: 300, resolution: 300,
      intensity: (0..<24).map { i in
        let minute = (start + Int64(i) * 300 - noon) / 60
        return rain.contains { minute >= $0.lowerBound && minute < $0.upperBound } ? 1.2 : 0
      })
    return AlertInput(place: "Berlin", forecast: forecast, zone: zone, now: Double(at(now)))
  }

  let family = RainEndAlert(settings: AlertSettings(), units: .metric, clock: .h24)

  /// Runs at these minutes with the rain each sees; returns every
  /// notification sent, and the last run's reason.
  func run(_ runs: [(Int64, [ClosedRange<Int64>])], desktop: inout AlertFamilyTests.Desktop)
    -> (sent: [RainNotification], reason: String)
  {
    var sent: [RainNotification] = []
    var reason = ""
    for (now, rain) in runs {
      let input = Self.input(berlin, zone, at: now, rain: rain)
      reason = family.decide(input, state: desktop.state).reason
      desktop.run(family, input, gate: AlertFamilyTests.open)
      sent += desktop.sent
    }
    return (sent, reason)
  }

  /// Rain falling since 11:50 ends at 12:20 and starts again at 13:00: told
  /// once, when the end comes within alert-lead (30 min), not before or after.
  @Test func theEndWithinTheLeadIsToldOnce() {
    var desktop = AlertFamilyTests.Desktop()
    let rain: [ClosedRange<Int64>] = [-30...20, 60...200]
    let early = run([(-15, rain)], desktop: &desktop)
    #expect(early.sent.isEmpty && early.reason == "the rain does not end within 30 min")
    let told = run([(-10, rain), (-5, rain), (0, rain), (5, rain), (10, rain)], desktop: &desktop)
    #expect(
      told.sent == [
        RainNotification(
          summary: "Rain in Berlin ends in about 30 min", body: "Dry until 14:00.",
          icon: "weather-showers-scattered", urgency: .normal)
      ])
    #expect(told.reason == "the rain's end at 13:20 was announced")
    #expect(
      desktop.state.ending
        == .init(end: Self.at(20), latest: Self.at(20), notificationID: 1, replaced: false))
  }

  /// No rain seen after the end: dry until at least the data's reach.
  @Test func dryUntilAtLeastTheDataSReach() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run([(0, [-30...20])], desktop: &desktop)
    #expect(told.sent.map(\.summary) == ["Rain in Berlin ends in about 20 min"])
    #expect(told.sent.map(\.body) == ["Dry until at least 15:00."])
  }

  /// An end that moves by less than 10 minutes (one step of 5) is not news.
  @Test func anEndMovingByLessThanTenMinutesIsNotReplaced() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run(
      [(0, [-30...20]), (5, [-30...25]), (10, [-30...20]), (12, [-30...25])], desktop: &desktop)
    #expect(told.sent.count == 1)
    #expect(told.reason == "the rain's end at 13:20 was announced")
  }

  /// Moved by a step and 10 minutes or more: replaced once, then never again.
  @Test func anEndMovingByTenMinutesIsReplacedOnce() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run(
      [(0, [-30...20]), (5, [-30...35]), (10, [-30...55]), (15, [-30...35])], desktop: &desktop)
    #expect(
      told.sent.map { "\($0.replacesID) \($0.summary)" } == [
        "0 Rain in Berlin ends in about 20 min", "1 Rain in Berlin ends in about 30 min",
      ])
    #expect(desktop.state.ending?.replaced == true && desktop.state.ending?.end == Self.at(35))
  }

  /// The flapping forecast: ends 15:05, then 15:20, then 15:05 (and
  /// so on): one notification and at most one replacement.
  @Test func aFlappingEndGivesAtMostOneReplacement() {
    var desktop = AlertFamilyTests.Desktop()
    var runs: [(Int64, [ClosedRange<Int64>])] = []
    for i in Int64(0)..<8 { runs.append((i, [-30...(i % 2 == 0 ? 25 : 40)])) }
    let told = run(runs, desktop: &desktop)
    #expect(told.sent.map(\.replacesID) == [0, 1])
  }

  /// Rain that has not begun, and dry minutes, say nothing; nor does a
  /// forecast without minute-level data.
  @Test func notYetRainingOrDrySaysNothing() {
    var desktop = AlertFamilyTests.Desktop()
    let starting = run([(0, [10...20])], desktop: &desktop)
    #expect(starting.sent.isEmpty && starting.reason == "no rain falling now")
    let dry = run([(0, [])], desktop: &desktop)
    #expect(dry.sent.isEmpty && dry.reason == "no rain falling now")
    var hourly = Self.input(berlin, zone, at: 0, rain: [-30...20])
    hourly.forecast.minutely = nil
    #expect(family.decide(hourly, state: AlertState()).reason == "no minute-level data")
    #expect(desktop.state == AlertState())
  }

  /// Rain again after a gap shorter than alert-dry-gap (60 min) is the same
  /// episode (its end, moved, is the one replacement); after a longer one, a
  /// new episode: a new notification.
  @Test func anEpisodeEndsAfterTheDryGap() {
    var desktop = AlertFamilyTests.Desktop()
    let first = run([(0, [-30...20]), (30, [50...70]), (55, [50...70])], desktop: &desktop)
    #expect(first.sent.map(\.replacesID) == [0, 1])
    #expect(first.sent.last?.summary == "Rain in Berlin ends in about 15 min")
    let later = run([(100, []), (120, []), (150, [145...165])], desktop: &desktop)
    #expect(
      later.sent.map { "\($0.replacesID) \($0.summary)" } == [
        "0 Rain in Berlin ends in about 15 min"
      ])
  }

  /// Quiet hours hold it back, nothing recorded: it goes out after them.
  @Test func quietHoursHoldItBack() {
    var desktop = AlertFamilyTests.Desktop()
    let input = Self.input(berlin, zone, at: 0, rain: [-30...20])
    desktop.run(family, input, gate: AlertFamilyTests.quiet)
    #expect(desktop.sent.isEmpty && desktop.held == ["quiet hours"] && desktop.state.ending == nil)
    desktop.run(family, input, gate: AlertFamilyTests.open)
    #expect(desktop.sent.count == 1)
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// A dry window opening (`dry-window=45m`) over runs on a fixed clock, with
/// the minute-level data of `RainEndAlertTests.input` (rain in spans of
/// minutes after 12:00 UTC, 13:00 in Berlin).
@Suite struct DryWindowAlertTests {
  let berlin: Forecast
  let zone: TimeZoneRules
  let family = DryWindowAlert(minutes: 45, settings: AlertSettings(), units: .metric, clock: .h24)

  init() throws {
    berlin = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    zone = try Fixture.berlin
  }

  /// Runs at these minutes with the rain each sees; what was sent, and the
  /// last run's reason.
  func run(_ runs: [(Int64, [ClosedRange<Int64>])], desktop: inout AlertFamilyTests.Desktop)
    -> (sent: [RainNotification], reason: String)
  {
    var sent: [RainNotification] = []
    var reason = ""
    for (now, rain) in runs {
      let input = RainEndAlertTests.input(berlin, zone, at: now, rain: rain)
      reason = family.decide(input, state: desktop.state).reason
      desktop.run(family, input, gate: AlertFamilyTests.open)
      sent += desktop.sent
    }
    return (sent, reason)
  }

  /// Rain until 12:20 UTC, dry for an hour, rain again: one notification,
  /// however often it is checked and though the window moves by a step.
  @Test func aWindowOpeningIsToldOnce() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run(
      [(0, [-30...20, 80...200]), (5, [-30...25, 80...200]), (10, [-30...20, 75...200])],
      desktop: &desktop)
    #expect(
      told.sent == [
        RainNotification(
          summary: "Dry 13:20–14:20 in Berlin: go now",
          body: "The rain stops in about 20 min; dry for about 1 h.", icon: "weather-few-clouds",
          urgency: .normal)
      ])
    #expect(told.reason == "the dry window from 13:20 was announced")
    #expect(
      desktop.state.dryWindow
        == .init(start: RainEndAlertTests.at(20), end: RainEndAlertTests.at(80)))
  }

  /// No rain after it within the data: a window of at least the data's reach.
  @Test func aWindowToTheDataSReach() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run([(0, [-30...30])], desktop: &desktop)
    #expect(
      told.sent.map { "\($0.summary) | \($0.body)" } == [
        "Dry from 13:30 in Berlin: go now | The rain stops in about 30 min; dry for at least 1 h 30 min."
      ])
  }

  /// A window shorter than asked, or one that would open too late for 45
  /// minutes of it to fit in the 2 hours, is not told.
  @Test func tooShortOrTooLateIsNotTold() {
    var desktop = AlertFamilyTests.Desktop()
    let short = run([(0, [-30...20, 60...200])], desktop: &desktop)
    #expect(short.sent.isEmpty && short.reason == "no dry window of 45 min within 2 h")
    let late = run([(0, [-30...90])], desktop: &desktop)
    #expect(late.sent.isEmpty && late.reason == "no dry window of 45 min within 2 h")
    let wet = run([(0, [-30...200])], desktop: &desktop)
    #expect(wet.sent.isEmpty && wet.reason == "no dry window of 45 min within 2 h")
    #expect(desktop.state == AlertState())
  }

  /// Rain that has not begun, and dry minutes, open no window.
  @Test func notYetRainingOrDryOpensNone() {
    var desktop = AlertFamilyTests.Desktop()
    let starting = run([(0, [10...20])], desktop: &desktop)
    #expect(starting.sent.isEmpty && starting.reason == "no rain falling now")
    let dry = run([(0, [])], desktop: &desktop)
    #expect(dry.sent.isEmpty && dry.reason == "no rain falling now")
  }

  /// After the window announced, rain again, then another window: a new one.
  @Test func theNextWindowIsANewOne() {
    var desktop = AlertFamilyTests.Desktop()
    let told = run(
      [(0, [-30...20, 80...200]), (40, [80...200]), (85, [80...100])], desktop: &desktop)
    #expect(
      told.sent.map(\.summary) == [
        "Dry 13:20–14:20 in Berlin: go now", "Dry from 14:40 in Berlin: go now",
      ])
  }

  /// A snooze holds it back, nothing recorded: it goes out after the snooze.
  @Test func aSnoozeHoldsItBack() {
    var desktop = AlertFamilyTests.Desktop()
    let input = RainEndAlertTests.input(berlin, zone, at: 0, rain: [-30...20])
    desktop.run(family, input, gate: AlertFamilyTests.snoozed)
    #expect(desktop.sent.isEmpty && desktop.held == ["snoozed until 15:00"])
    #expect(desktop.state.dryWindow == nil)
    desktop.run(family, input, gate: AlertFamilyTests.open)
    #expect(desktop.sent.count == 1)
  }

  /// `dry-window=`: 10 minutes to 1 h 45 min, written as a length.
  @Test func theLengthsItTakes() {
    #expect(DryWindowAlert.minutes("45m") == 45)
    #expect(DryWindowAlert.minutes("1h") == 60)
    #expect(DryWindowAlert.minutes("1h45m") == 105)
    for bad in ["9m", "2h", "45", "", "-45m", "45 m"] {
      #expect(DryWindowAlert.minutes(bad) == nil)
    }
  }
}

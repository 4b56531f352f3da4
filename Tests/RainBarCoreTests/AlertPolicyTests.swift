import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The rain-episode rules on the constructed Berlin forecast (chance of rain by
/// hour end, UTC: 14:00 30 %, 15:00 55 %, 16:00 80 %, 17:00 90 %, 18:00 60 %,
/// 19:00 40 %, 20:00 20 %; the next day 17:00 65 %, 18:00 70 %).
@Suite struct AlertPolicyTests {
  static let noon = 1_796_040_000.0  // 2026-11-30 12:00 UTC, 13:00 in Berlin

  let forecast: Forecast
  let zone: TimeZoneRules
  var settings = AlertSettings()

  init() throws {
    zone = try Fixture.berlin
    forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    settings.withinHours = 1
  }

  func policy(_ settings: AlertSettings) -> AlertPolicy {
    AlertPolicy(settings: settings, units: .metric, clock: .h24)
  }

  /// Runs the policy at each time, threading the state; returns what was sent.
  func run(
    _ times: [Double], _ settings: AlertSettings, state: inout AlertState, name: String = "Berlin"
  )
    -> [RainNotification]
  {
    var sent: [RainNotification] = []
    for time in times {
      let decision = policy(settings).decide(
        forecast: forecast, zone: zone, location: name, now: time, state: state)
      state = decision.state
      if let notification = decision.notification {
        state.notificationID = UInt32(sent.count + 1)
        sent.append(notification)
      }
    }
    return sent
  }

  @Test func twentyRunsOneNotification() {
    var settings = settings
    settings.criticalThreshold = 95
    var state = AlertState()
    let times = (0..<20).map { Self.noon + Double($0) * 900 }
    let sent = run(times, settings, state: &state)
    #expect(
      sent == [
        RainNotification(
          summary: "Rain in Berlin from 16:00", body: "80% chance, 1.6 mm expected",
          icon: "weather-showers", urgency: .normal)
      ])
    #expect(state.armed == false)
  }

  @Test func becomingCriticalReplacesTheNotification() {
    var state = AlertState()
    let sent = run(
      [Self.noon + 8100, Self.noon + 11_700, Self.noon + 12_600], settings, state: &state)
    #expect(sent.count == 2)
    #expect(sent[0].urgency == .normal && sent[0].replacesID == 0)
    #expect(sent[1].urgency == .critical && sent[1].replacesID == 1)
    #expect(sent[1].summary == "Rain in Berlin now")
  }

  /// The same forecast with the chance of rain of every hour replaced.
  func revised(_ chance: Double) -> Forecast {
    var copy = forecast
    let h = forecast.hourly
    copy.hourly = HourlySeries(
      time: h.time, temperature: h.temperature, apparentTemperature: h.apparentTemperature,
      precipitationProbability: h.time.map { _ in chance }, precipitation: h.precipitation,
      windSpeed: h.windSpeed, condition: h.condition)
    return copy
  }

  @Test func hysteresisThenANewEpisode() {
    var settings = settings
    settings.criticalThreshold = 95
    let policy = policy(settings)
    let t = Self.noon + 8100
    let fired = policy.decide(
      forecast: forecast, zone: zone, location: "Berlin", now: t, state: AlertState())
    #expect(fired.notification != nil)
    // Revised down to 45 %: under the threshold, not under 60 - 20: still the same episode.
    let dip = policy.decide(
      forecast: revised(45), zone: zone, location: "Berlin", now: t + 300, state: fired.state)
    #expect(dip.notification == nil && !dip.state.armed)
    let back = policy.decide(
      forecast: revised(80), zone: zone, location: "Berlin", now: t + 600, state: dip.state)
    #expect(back.notification == nil)
    // Down to 30 % re-arms; the next rise is a new notification, not a replacement.
    let low = policy.decide(
      forecast: revised(30), zone: zone, location: "Berlin", now: t + 900, state: back.state)
    #expect(low.state.armed)
    var state = low.state
    let next = run([Self.noon + 86_400 + 15_300], settings, state: &state)
    #expect(next.count == 1)
    #expect(next.first?.replacesID == 0)
    #expect(next.first?.summary == "Rain in Berlin now")
  }

  @Test func passedEpisodeReArms() {
    var state = AlertState()
    state.armed = false
    state.episodeEnd = Int64(Self.noon)  // an episode that ended at noon
    let decision = policy(settings).decide(
      forecast: forecast, zone: zone, location: "Berlin", now: Self.noon + 8100, state: state)
    #expect(decision.notification != nil)
  }

  @Test func quietHoursHoldItBack() {
    var settings = settings
    settings.quietHours = QuietHours("15:00-16:30")
    var state = AlertState()
    #expect(run([Self.noon + 8100, Self.noon + 11_700], settings, state: &state).isEmpty)
    #expect(state.armed)
    let after = run([Self.noon + 13_500], settings, state: &state)
    #expect(after.count == 1)
    #expect(after.first?.urgency == .critical)
  }

  /// The summary is plain text (the notification spec); the body is escaped
  /// when sent, and only to a server that reads markup in it.
  @Test func placeNamesStayPlainText() {
    var state = AlertState()
    let sent = run([Self.noon + 8100], settings, state: &state, name: "Rock & Roll <Town>")
    #expect(sent.first?.summary == "Rain in Rock & Roll <Town> from 16:00")
  }

  @Test func nothingToSaySaysWhy() {
    let decision = policy(settings).decide(
      forecast: forecast, zone: zone, location: "Berlin", now: Self.noon, state: AlertState())
    #expect(decision.notification == nil)
    #expect(decision.reason == "chance of rain within 1 h is 10%, under 60%")
  }

  @Test func quietHoursParsing() {
    #expect(QuietHours("22:00-07:00") == QuietHours(start: 1320, end: 420))
    // 01:00 local time
    #expect(QuietHours("22:00-07:00")?.contains(1_796_083_200, in: .fixed(3600)) == true)
    #expect(QuietHours("25:00-07:00") == nil)
    #expect(QuietHours("22:00") == nil)
    #expect(QuietHours("7:00-7:00") == nil)
  }
}

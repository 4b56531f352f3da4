import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The lead-time alert over sequences of runs, each with the minute-level
/// data a renewal would bring then: 5-minute steps from the current one, rain
/// between an onset and an end that may move from run to run.
@Suite struct LeadTimeAlertTests {
  /// 2026-11-30 12:00 UTC, 13:00 in Berlin.
  static let noon: Int64 = 1_796_040_000

  /// The constructed Berlin forecast; `chance` replaces every hour's chance.
  let berlin: Forecast

  init() throws {
    berlin = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  func forecast(
    at now: Int64, rain: [(from: Int64, to: Int64)], rate: Double = 2.4, chance: Double?
  )
    -> Forecast
  {
    var copy = berlin
    if let chance {
      let h = berlin.hourly
      copy.hourly = HourlySeries(
        time: h.time, temperature: h.temperature, apparentTemperature: h.apparentTemperature,
        precipitationProbability: h.time.map { _ in chance }, precipitation: h.precipitation,
        windSpeed: h.windSpeed, condition: h.condition)
    }
    let start = now / 300 * 300
    copy.minutely = MinutelyPrecipitation(
      start: start, interval: 300, resolution: 300,
      intensity: (0..<24).map { i in
        let t = start + Int64(i) * 300
        return rain.contains { t >= $0.from && t < $0.to } ? rate : 0
      })
    return copy
  }

  func policy(_ settings: AlertSettings = AlertSettings()) -> AlertPolicy {
    AlertPolicy(settings: settings, units: .metric, clock: .h24)
  }

  /// Runs at the given times, with the rain each brings; returns what was sent.
  func run(
    _ runs: [(now: Int64, rain: [(from: Int64, to: Int64)])], chance: Double? = 10,
    settings: AlertSettings = AlertSettings(), state: inout AlertState
  ) -> [RainNotification] {
    var sent: [RainNotification] = []
    for (now, rain) in runs {
      let decision = policy(settings).decide(
        forecast: forecast(at: now, rain: rain, chance: chance),
        zone: .fixed(berlin.utcOffsetSeconds), location: "Berlin",
        now: Double(now), state: state)
      state = decision.state
      if let notification = decision.notification {
        sent.append(notification)
        state.notificationID = UInt32(sent.count)
      }
    }
    return sent
  }

  static func minutes(_ m: Int64) -> Int64 { noon + m * 60 }

  /// 21 runs, every 5 minutes from 12:00 to 13:40 UTC: the onset (12:50)
  /// approaches, moves to 12:55 and back and forth, arrives, and the rain
  /// ends at 13:30. One notification, one replacement.
  @Test func anOnsetApproachingShiftingAndArriving() {
    var runs: [(now: Int64, rain: [(from: Int64, to: Int64)])] = []
    for i in Int64(0)...20 {
      let now = Self.minutes(5 * i)
      let onset = [5, 7, 9].contains(i) ? Self.minutes(55) : Self.minutes(50)
      runs.append((now, [(onset, Self.minutes(90))]))
    }
    var state = AlertState()
    let sent = run(runs, state: &state)
    #expect(runs.count >= 20)
    #expect(sent.count == 2)
    #expect(sent.filter { $0.replacesID == 0 }.count == 1)
    #expect(sent.filter { $0.replacesID != 0 }.count <= 1)
    // The first at 12:20, 30 minutes ahead; the update when the onset moved at 12:25.
    #expect(
      sent.first
        == RainNotification(
          summary: "Rain in Berlin in about 30 min",
          body: "Light rain, up to 2.4 mm/h, for about 40 min (until 14:30).",
          icon: "weather-showers", urgency: .normal))
    #expect(sent.last?.summary == "Rain in Berlin in about 30 min")
    #expect(sent.last?.body == "Light rain, up to 2.4 mm/h, for about 35 min (until 14:30).")
    #expect(sent.last?.replacesID == 1)
    #expect(!state.armed)
  }

  /// An onset that stays put: one notification in 24 runs, however it is counted down.
  @Test func aSteadyOnsetIsOneNotification() {
    let runs = (Int64(0)..<24).map { i in
      (now: Self.minutes(2 * i), rain: [(from: Self.minutes(40), to: Self.minutes(60))])
    }
    var state = AlertState()
    let sent = run(runs, state: &state)
    #expect(sent.count == 1)
    #expect(sent.first?.summary == "Rain in Berlin in about 30 min")
  }

  /// Rain after a dry gap of at least alert-dry-gap (60 minutes) is a new
  /// episode; after a shorter gap it is the same one.
  @Test func dryGapMakesANewEpisode() {
    let first: [(from: Int64, to: Int64)] = [(Self.minutes(20), Self.minutes(40))]
    var state = AlertState()
    var sent = run(
      [(Self.minutes(0), first), (Self.minutes(30), first), (Self.minutes(45), [])],
      state: &state)
    #expect(sent.count == 1)
    // 50 minutes after the end: the same episode.
    var near = state
    let again = run(
      [(Self.minutes(70), [(Self.minutes(90), Self.minutes(100))])], state: &near)
    #expect(again.isEmpty)
    // 70 minutes after the end: a new one.
    sent = run([(Self.minutes(90), [(Self.minutes(110), Self.minutes(120))])], state: &state)
    #expect(sent.count == 1)
    #expect(sent.first?.replacesID == 0)
    #expect(sent.first?.summary == "Rain in Berlin in about 20 min")
  }

  /// The hourly alert and the lead-time alert for the same rain are one
  /// episode: the lead time replaces the hourly notification, once.
  @Test func hourlyAndLeadTimeAreOneEpisode() {
    var settings = AlertSettings()
    settings.criticalThreshold = 95
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(200), Self.minutes(260))]
    var runs: [(now: Int64, rain: [(from: Int64, to: Int64)])] = []
    for i in Int64(0)...24 { runs.append((Self.minutes(10 * i), rain)) }
    var state = AlertState()
    // The Berlin forecast's own hourly chances (80 % from 15:00 UTC).
    let sent = run(runs, chance: nil, settings: settings, state: &state)
    #expect(sent.count == 2)
    #expect(sent[0].summary == "Rain in Berlin from 16:00")
    #expect(sent[0].replacesID == 0)
    #expect(sent[1].summary == "Rain in Berlin in about 30 min")
    #expect(sent[1].replacesID == 1)
  }

  /// Lead-time first, then the hourly chance rises for the same rain: no second one.
  @Test func leadTimeThenHourlyIsOneEpisode() {
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(25), Self.minutes(50))]
    var state = AlertState()
    var sent = run([(Self.minutes(0), rain)], chance: 10, state: &state)
    #expect(sent.count == 1)
    sent = run([(Self.minutes(10), rain), (Self.minutes(30), rain)], chance: 70, state: &state)
    #expect(sent.isEmpty)
  }

  /// Rain already falling at the first run: "now".
  @Test func rainAlreadyFalling() {
    var state = AlertState()
    let sent = run([(Self.minutes(0), [(Self.minutes(-10), Self.minutes(45))])], state: &state)
    #expect(sent.first?.summary == "Rain in Berlin now")
    #expect(sent.first?.body == "Light rain, up to 2.4 mm/h, for about 45 min (until 13:45).")
  }

  @Test func quietHoursHoldItBack() {
    var settings = AlertSettings()
    settings.quietHours = QuietHours("13:00-13:25")  // Berlin time
    let rain: [(from: Int64, to: Int64)] = [(Self.minutes(40), Self.minutes(60))]
    var state = AlertState()
    var sent = run(
      [(Self.minutes(15), rain), (Self.minutes(20), rain)], settings: settings, state: &state)
    #expect(sent.isEmpty && state.armed)
    sent = run([(Self.minutes(25), rain)], settings: settings, state: &state)
    #expect(sent.first?.summary == "Rain in Berlin in about 15 min")
  }

  /// Minute-level data dry past the first likely hour: the hourly alert would be wrong.
  @Test func dryMinutesHoldBackAnHourlyAlert() {
    var settings = AlertSettings()
    settings.withinHours = 1
    var state = AlertState()
    let decision = policy(settings).decide(
      forecast: forecast(at: Self.minutes(0), rain: [], chance: 80),
      zone: .fixed(berlin.utcOffsetSeconds), location: "Berlin",
      now: Double(Self.minutes(0)), state: state)
    #expect(decision.notification == nil)
    #expect(decision.reason == "minute-level data shows no rain until 15:00")
    state = decision.state
    #expect(state.armed)
  }

  @Test func heavyRainIsCritical() {
    var state = AlertState()
    let decision = policy().decide(
      forecast: forecast(
        at: Self.minutes(0), rain: [(Self.minutes(10), Self.minutes(30))], rate: 9, chance: 10),
      zone: .fixed(berlin.utcOffsetSeconds), location: "Snow & <Town>",
      now: Double(Self.minutes(0)), state: state)
    state = decision.state
    #expect(decision.notification?.urgency == .critical)
    #expect(decision.notification?.summary == "Rain in Snow &amp; &lt;Town&gt; in about 10 min")
    #expect(
      decision.notification?.body == "Heavy rain, up to 9.0 mm/h, for about 20 min (until 13:30).")
  }
}

extension LeadTimeAlertTests {
  /// The state file is the user's to edit: extreme times in it are ignored, never a crash.
  @Test func extremeStateTimes() {
    var state = AlertState()
    state.armed = false
    state.leadOnset = .min
    state.rainEnd = .max
    state.episodeEnd = .min
    let decision = policy().decide(
      forecast: forecast(
        at: Self.minutes(0), rain: [(Self.minutes(10), Self.minutes(30))], chance: 10),
      zone: .fixed(berlin.utcOffsetSeconds), location: "Berlin", now: Double(Self.minutes(0)),
      state: state)
    #expect(decision.notification != nil)
  }
}

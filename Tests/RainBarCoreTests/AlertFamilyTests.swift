import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The families walked as the alert check walks them: each one's decision,
/// the one gate (snooze, quiet hours), and only what went out recorded.
@Suite struct AlertFamilyTests {
  static let noon: Double = 1_796_040_000  // 2026-11-30 12:00 UTC, 13:00 in Berlin
  let forecast: Forecast
  let zone: TimeZoneRules

  init() throws {
    zone = try Fixture.berlin
    forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  /// Every option at its default, but those given.
  struct Given: OptionValues {
    var values: [String: String] = [:]
    func value<Value>(_ option: Option<Value>) -> Value {
      values[option.spec.name].flatMap(option.value(of:)) ?? option.defaultValue
    }
  }

  func context(_ values: [String: String] = [:], air: AirAlertPolicy? = nil, trips: Bool = false)
    -> AlertContext
  {
    AlertContext(
      alerts: AlertSettings(), units: .metric, clock: .h24,
      air: air
        ?? AirAlertPolicy(
          scale: .european, threshold: nil, pollen: nil, hysteresis: 20, quietHours: nil),
      trips: trips, number: { Given(values: values).value($0) },
      text: { Given(values: values).value($0) }, word: { Given(values: values).value($0) })
  }

  /// A desktop that numbers what it is sent; `gate` holds back what it holds.
  struct Desktop {
    var nextID: UInt32 = 1
    var state = AlertState()
    var sent: [RainNotification] = []
    var held: [String] = []

    mutating func run(_ family: any AlertFamily, _ input: AlertInput, gate: AlertGate) {
      let decision = family.decide(input, state: state)
      var kept = decision.state
      sent = []
      held = []
      for send in decision.sends {
        if let reason = gate.holds(send, snoozable: family.snoozable) {
          held.append(reason)
          continue
        }
        sent.append(send.notification)
        let id = send.notification.replacesID != 0 ? send.notification.replacesID : nextID
        if send.notification.replacesID == 0 { nextID += 1 }
        send.record(&kept, id)
      }
      state = kept
    }
  }

  static let open = AlertGate(snoozed: nil, quiet: false)
  static let quiet = AlertGate(snoozed: nil, quiet: true)
  static let snoozed = AlertGate(snoozed: "snoozed until 15:00", quiet: false)

  @Test func theListHasTheFamiliesThatAreOnInItsOrder() {
    func names(_ context: AlertContext) -> [String] {
      AlertFamilies.on(context).map { type(of: $0).name }
    }
    #expect(names(context()) == ["rain", "warnings"])
    #expect(names(context(["warnings": "off"], trips: true)) == ["rain", "trips"])
    let air = AirAlertPolicy(
      scale: .european, threshold: 30, pollen: nil, hysteresis: 20, quietHours: nil)
    #expect(names(context(air: air)) == ["rain", "air", "warnings"])
    // A threshold family is on when its key is set, and says what it reads.
    let on = context(["uv-threshold": "6", "frost-threshold": "0"])
    #expect(names(on) == ["rain", "warnings", "uv", "frost"])
    #expect(
      AlertFamilies.names(on).off == [
        "rain-end", "dry-window", "air", "trips", "gusts", "heat", "summary",
      ])
    // The rain's end and dry windows read minute-level rain, as the rain alert does.
    let minutes = context(["alert-end": "on", "dry-window": "45m"])
    #expect(names(minutes) == ["rain", "rain-end", "dry-window", "warnings"])
    #expect(AlertFamilies.needs(minutes) == ForecastNeeds(.minutes))
    #expect(names(context(["alert-end": "yes", "dry-window": "2h"])) == ["rain", "warnings"])
    #expect(AlertFamilies.needs(on) == ForecastNeeds([.minutes, .uvHourly]))
    #expect(AlertFamilies.needs(context()) == ForecastNeeds(.minutes))
  }

  /// Held by quiet hours, then by a snooze: nothing recorded, so it is sent
  /// when neither holds it, once.
  @Test func aHeldRainAlertIsSentAfterOnce() {
    let rain = RainFamily(settings: AlertSettings(), units: .metric, clock: .h24)
    let input = AlertInput(
      place: "Berlin", forecast: forecast, zone: zone, now: Self.noon + 7200)
    var desktop = Desktop()
    desktop.run(rain, input, gate: Self.quiet)
    #expect(desktop.sent.isEmpty && desktop.held == ["quiet hours"])
    #expect(desktop.state.armed)
    desktop.run(rain, input, gate: Self.snoozed)
    #expect(desktop.sent.isEmpty && desktop.held == ["snoozed until 15:00"])
    desktop.run(rain, input, gate: Self.open)
    #expect(desktop.sent.map(\.summary) == ["Rain in Berlin from 16:00"])
    #expect(desktop.state.notificationID == 1 && !desktop.state.armed)
    desktop.run(rain, input, gate: Self.open)
    #expect(desktop.sent.isEmpty && desktop.held.isEmpty)
  }

  func warning(
    _ id: String, _ level: Warning.Level, type: Warning.MessageType = .alert,
    references: [String] = []
  ) -> Warning {
    Warning(
      id: id, level: level, event: "Thunderstorm", headline: nil, onset: Int64(Self.noon) - 3600,
      ends: Int64(Self.noon) + 12 * 3600, issuer: "DWD", messageType: type,
      references: references)
  }

  /// A snooze never holds a warning; quiet hours hold all but an extreme one,
  /// and an update they hold keeps the notification it replaces.
  @Test func warningsPassASnoozeAndQuietHoursHoldAllButExtreme() {
    let family = WarningsFamily(clock: .h24)
    func input(_ warnings: [Warning]) -> AlertInput {
      AlertInput(
        place: "Berlin", forecast: forecast, zone: zone, now: Self.noon,
        warnings: WarningsResult(source: "DWD", warnings: warnings))
    }
    var desktop = Desktop()
    desktop.run(family, input([warning("a", .severe)]), gate: Self.snoozed)
    #expect(desktop.sent.count == 1 && desktop.state.warnings?.map(\.ids) == [["a"]])
    let update = warning("b", .severe, type: .update, references: ["a"])
    desktop.run(family, input([update]), gate: Self.quiet)
    #expect(desktop.sent.isEmpty && desktop.held == ["quiet hours"])
    #expect(desktop.state.warnings?.map(\.ids) == [["a"]])
    desktop.run(family, input([update]), gate: Self.open)
    #expect(desktop.sent.map(\.replacesID) == [1])
    #expect(desktop.state.warnings?.map(\.ids) == [["a", "b"]])
    desktop.run(family, input([update, warning("x", .extreme)]), gate: Self.quiet)
    #expect(desktop.sent.map(\.summary) == ["⚠️ Extreme: Thunderstorm — Berlin"])
  }

  /// A trip's notification passes quiet hours (the user chose the time); a snooze holds it.
  @Test func tripsPassQuietHoursNotASnooze() {
    let family = TripsFamily(clock: .h24, floor: 0.1, threshold: 60)
    let trip = Trip(
      name: "walk", days: Array(repeating: true, count: 7),
      times: [Trip.Times(start: 960, end: 1000)], notifyBefore: 30, threshold: nil, location: nil)
    let input = AlertInput(
      place: "Berlin", forecast: forecast, zone: zone, now: Self.noon + 3 * 3600 - 1200,
      trips: [trip])
    var desktop = Desktop()
    desktop.run(family, input, gate: Self.snoozed)
    #expect(desktop.sent.isEmpty && desktop.held.count == 1)
    desktop.run(family, input, gate: Self.quiet)
    #expect(desktop.sent.count == 1 && desktop.state.trips?.count == 1)
  }
}

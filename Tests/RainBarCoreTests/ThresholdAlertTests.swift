import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The threshold families (UV, gusts, heat, frost) over runs on a fixed
/// clock: one notification per episode, re-armed only by the hysteresis.
@Suite struct ThresholdAlertTests {
  /// 2026-11-30 09:00 UTC, 10:00 on the place's clock (+01:00).
  static let start: Int64 = 1_796_029_200
  let zone = TimeZoneRules.fixed(3600)

  /// Hours ending at `start` + 1 h, + 2 h, ...: `values` for the series `set`
  /// writes, every other one plain.
  func forecast(_ set: (inout HourlySeries, [Double?]) -> Void, _ values: [Double?]) -> Forecast {
    let times = values.indices.map { Self.start + Int64($0 + 1) * 3600 }
    var hourly = HourlySeries(time: times, temperature: times.map { _ in 5 })
    set(&hourly, values)
    return Forecast(
      latitude: 52.52, longitude: 13.41, utcOffsetSeconds: 3600, timezone: nil, current: nil,
      hourly: hourly, daily: .empty)
  }

  static func uv(_ hourly: inout HourlySeries, _ values: [Double?]) {
    hourly = HourlySeries(time: hourly.time, temperature: hourly.temperature, uvIndex: values)
  }

  func runs(_ family: any AlertFamily, _ forecasts: [(minutes: Int64, forecast: Forecast)])
    -> [[RainNotification]]
  {
    var desktop = AlertFamilyTests.Desktop()
    return forecasts.map { run in
      desktop.run(
        family,
        AlertInput(
          place: "Berlin", forecast: run.forecast, zone: zone,
          now: Double(Self.start + run.minutes * 60)),
        gate: AlertFamilyTests.open)
      return desktop.sent
    }
  }

  let uv = UVAlert(threshold: 6, withinHours: 3, units: .metric, clock: .h24)

  @Test func oneNotificationPerEpisodeOverManyRuns() {
    let day = forecast(Self.uv, [2, 4, 5.5, 7.2, 6.5, 3, 1, 0, 0, 0])
    let sent = runs(uv, (0..<16).map { (Int64($0) * 15, day) })
    // The hour from 13:00 reaches 7; it comes within the 3 hours at 10:15.
    #expect(
      sent.flatMap { $0 } == [
        RainNotification(
          summary: "High UV in Berlin from 13:00",
          body: "UV index up to 7 at 13:00 (alert from 6).", icon: "weather-clear",
          urgency: .normal)
      ])
    #expect(sent.map(\.count) == [0, 1] + Array(repeating: 0, count: 14))
  }

  /// The forecast flaps around the threshold (6.2, 5.6, 6.1): it never falls
  /// 1 under it, so nothing more; under 5 it re-arms, and reaching 6 again is a
  /// new episode.
  @Test func flappingGivesOneHysteresisReArms() {
    let sent = runs(
      uv,
      [
        (0, forecast(Self.uv, [5, 6.2, 4])),
        (15, forecast(Self.uv, [5, 5.6, 4])),
        (30, forecast(Self.uv, [5, 6.1, 4])),
        (45, forecast(Self.uv, [5, 5.2, 4])),
        (60, forecast(Self.uv, [5, 6.3, 4])),
        (75, forecast(Self.uv, [4.9, 4, 3])),
        (90, forecast(Self.uv, [5, 6, 4])),
      ])
    #expect(sent.map(\.count) == [1, 0, 0, 0, 0, 0, 1])
  }

  /// No UV forecast (a provider that has none, or not asked): nothing, armed.
  @Test func noValuesNothing() {
    let plain = forecast({ _, _ in }, [1, 2, 3])
    #expect(runs(uv, [(0, plain)]).flatMap { $0 }.isEmpty)
    let decision = uv.decide(
      AlertInput(place: "Berlin", forecast: plain, zone: zone, now: Double(Self.start)),
      state: AlertState())
    #expect(decision.reason == "none forecast" && decision.state.thresholds == nil)
  }

  /// Gusts in the run's wind unit: 40 mph in imperial; the notification says mph.
  @Test func gustsInThePlacesUnits() {
    let gusts = GustAlert(threshold: 40, withinHours: 3, units: .imperial, clock: .h12)
    let windy = forecast(
      { hourly, values in
        hourly = HourlySeries(time: hourly.time, temperature: hourly.temperature, windGusts: values)
      }, [30, 66, 72, 50])
    #expect(
      runs(gusts, [(0, windy), (30, windy)]).flatMap { $0 } == [
        RainNotification(
          summary: "Strong gusts in Berlin from 11 AM",
          body: "Gusts up to 45 mph at 12 PM (alert from 40 mph).",
          icon: "weather-severe-alert", urgency: .normal)
      ])
  }

  /// Heat on the feels-like temperature, frost on the air temperature;
  /// an episode under way says "now".
  @Test func heatOnFeelsLikeFrostOnTheAir() {
    let heat = HeatAlert(threshold: 30, withinHours: 2, units: .metric, clock: .h24)
    let hot = forecast(
      { hourly, values in
        hourly = HourlySeries(
          time: hourly.time, temperature: values.map { $0.map { $0 - 4 } },
          apparentTemperature: values)
      }, [31, 33, 29])
    #expect(
      runs(heat, [(0, hot)]).flatMap { $0 }.map { "\($0.summary) — \($0.body)" } == [
        "Heat in Berlin now — Feels like up to 33°C at 11:00 (alert from 30°C)."
      ])
    let frost = FrostAlert(threshold: 0, withinHours: 3, units: .metric, clock: .h24)
    let cold = forecast(
      { hourly, values in
        hourly = HourlySeries(time: hourly.time, temperature: values)
      }, [3, 1, -0.4, -2])
    let sent = runs(frost, [(0, cold), (60, cold), (120, cold)]).flatMap { $0 }
    #expect(
      sent.map { "\($0.summary) — \($0.body)" } == [
        "Frost in Berlin from 12:00 — Down to 0°C at 12:00 (alert from 0°C)."
      ])
  }
}

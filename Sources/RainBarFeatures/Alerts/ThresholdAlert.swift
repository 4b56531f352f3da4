import RainBarEngine
import RainBarModel

/// A family that alerts when an hourly value reaches a threshold
/// (`ThresholdRule`): it says which values, how they are written and what
/// its notification says; the episode, the hysteresis and the state are
/// shared.
protocol ThresholdAlert: AlertFamily {
  /// Its config key: the threshold, in the run's units; unset: off.
  static var option: Option<Double?> { get }
  /// Whether it alerts on reaching the threshold (`above`) or falling to it.
  static var direction: ThresholdRule.Direction { get }
  /// How far clear of the threshold the hours ahead must go to re-arm it, in `units`.
  static func hysteresis(_ units: Units) -> Double
  init(rule: ThresholdRule, units: Units, clock: ClockStyle)
  var rule: ThresholdRule { get }
  var units: Units { get }
  var clock: ClockStyle { get }
  /// The hours' values in the place's units (empty: none forecast).
  func values(_ hourly: HourlySeries) -> [Double?]
  /// A value with its unit: "7", "72 km/h", "31 °C".
  func text(_ value: Double) -> String
  /// "High UV in Berlin from 11:00" (`time`: nil for now) and its body.
  func words(place: String, time: String?, peak: String, at: String, threshold: String) -> (
    summary: String, body: String
  )
  /// A freedesktop icon name.
  var icon: String { get }
}

extension ThresholdAlert {
  static var direction: ThresholdRule.Direction { .above }

  init(threshold: Double, withinHours: Int, units: Units, clock: ClockStyle) {
    let rule = ThresholdRule(
      threshold: threshold, hysteresis: Self.hysteresis(units), direction: Self.direction,
      withinHours: withinHours)
    self.init(rule: rule, units: units, clock: clock)
  }

  static func make(_ context: AlertContext) -> (any AlertFamily)? {
    context.number(option).map {
      Self(
        threshold: $0, withinHours: context.alerts.withinHours, units: context.units,
        clock: context.clock)
    }
  }

  /// Its state is kept under its name in `AlertState.thresholds`.
  func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    let hourly = input.forecast.hourly
    let outcome = rule.decide(
      values(hourly), hourly: hourly, now: input.seconds, state: state[threshold: Self.name],
      text: text)
    var next = state
    next[threshold: Self.name] = outcome.state
    guard let crossing = outcome.crossing else {
      return AlertDecision(state: next, reason: outcome.reason)
    }
    let words = self.words(
      place: input.place,
      time: crossing.startsNow ? nil : clock.time(crossing.start, in: input.zone),
      peak: text(crossing.peak), at: clock.time(crossing.peakAt, in: input.zone),
      threshold: text(rule.threshold))
    let notification = RainNotification(
      summary: words.summary, body: words.body, icon: icon, urgency: .normal)
    return AlertDecision(
      sends: [
        AlertSend(notification) { kept, id in
          kept[threshold: Self.name].armed = false
          kept[threshold: Self.name].notificationID = id
        }
      ], state: next, reason: outcome.reason)
  }
}

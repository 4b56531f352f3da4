/// The rain alert decision, pure: forecast, time, previous state and settings
/// in; a notification (or none) and the next state out.
///
/// One notification per rain episode: it fires when the highest chance of rain
/// in the window reaches the threshold while armed, and re-arms when that
/// chance drops below threshold minus hysteresis or the episode's rain has
/// passed. Quiet hours hold it back (the state stays armed, so it fires after
/// them if rain is still ahead). Within an episode, one update replaces the
/// notification when the rain becomes critical.
public struct AlertPolicy: Sendable {
  public var settings: AlertSettings
  public var units: Units
  public var clock: ClockStyle

  public init(settings: AlertSettings, units: Units, clock: ClockStyle) {
    self.settings = settings
    self.units = units
    self.clock = clock
  }

  public struct Decision: Equatable, Sendable {
    public var notification: RainNotification?
    public var state: AlertState
    /// Why nothing was sent, for --dry-run and logs.
    public var reason: String
  }

  public func decide(forecast: Forecast, location: String, now: Double, state: AlertState)
    -> Decision
  {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let window = HourlyConvention.ahead(in: hourly, from: t, hours: settings.withinHours)
    let chance = window.compactMap { hourly.precipitationProbability[$0] }.max()
    let likely = window.filter { (hourly.precipitationProbability[$0] ?? 0) >= settings.threshold }
    let percent = chance.map(Percent.text) ?? "unknown"
    var state = state

    if !state.armed {
      let passed = state.episodeEnd.map { t >= $0 } ?? true
      let dropped = (chance ?? 0) < settings.threshold - settings.hysteresis
      if passed || dropped {
        state = AlertState()
      } else if let last = likely.last {
        state.episodeEnd = max(state.episodeEnd ?? 0, hourly.time[last])
      }
    }
    guard let first = likely.first, let chance, chance >= settings.threshold else {
      return Decision(
        notification: nil, state: state,
        reason:
          "chance of rain within \(settings.withinHours) h is \(percent), under \(Percent.text(settings.threshold))"
      )
    }
    let critical = window.contains { i in
      HourlyConvention.overlaps(hourEnding: hourly.time[i], from: t, hours: 1)
        && (hourly.precipitationProbability[i] ?? 0) >= settings.criticalThreshold
    }
    if !state.armed && !(critical && !state.critical) {
      return Decision(notification: nil, state: state, reason: "already notified for this rain")
    }
    if let quiet = settings.quietHours, quiet.contains(t, offset: forecast.utcOffsetSeconds) {
      return Decision(notification: nil, state: state, reason: "quiet hours")
    }

    let start = hourly.hourStart(first)
    let when =
      start <= t ? "now" : "from \(clock.time(start, offset: forecast.utcOffsetSeconds))"
    let amounts = window.compactMap { hourly.precipitation[$0] }
    var body = "\(percent) chance"
    if !amounts.isEmpty, amounts.reduce(0, +) > 0 {
      body += ", \(units.precipitation(amounts.reduce(0, +))) expected"
    }
    let conditions = window.compactMap { hourly.condition[$0] }
    let icon =
      conditions.contains(.thunderstorm)
      ? "weather-storm"
      : conditions.contains(where: { $0 == .snow || $0 == .sleet })
        ? "weather-snow" : "weather-showers"
    let notification = RainNotification(
      summary: "Rain in \(location) \(when)", body: body, icon: icon,
      urgency: critical ? .critical : .normal,
      replacesID: state.armed ? 0 : state.notificationID ?? 0)
    var next = state
    next.armed = false
    next.critical = critical
    next.episodeEnd = max(state.episodeEnd ?? 0, hourly.time[likely.last ?? first])
    return Decision(notification: notification, state: next, reason: "rain likely")
  }
}

import RainBarEngine
import RainBarModel

/// The rain alert decision, pure: forecast, time, previous state and settings
/// in; a notification (or none) and the next state out.
///
/// One notification per rain episode: it fires when the highest chance of rain
/// in the window reaches the threshold while armed, or when minute-level data
/// shows rain starting within `alert-lead` minutes (or falling now); and
/// re-arms when that chance drops below threshold minus hysteresis or the
/// episode's rain has passed, and minute-level rain has been over for
/// `alert-dry-gap` minutes. Minute-level rain that starts that long after the
/// episode's last rain is a new episode whatever the hourly chance says.
/// Quiet hours hold it back (the state stays armed, so it fires after them if
/// rain is still ahead).
///
/// Within an episode a notification is replaced only when the forecast changed
/// materially, and never by one that contradicts minute-level data: the
/// hourly one waits while minute-level data reaches the start of its first
/// likely hour (the lead-time alert tells of that rain), and never replaces a
/// lead-time one. The hourly notification is replaced when the rain becomes
/// critical; the lead-time rules are `LeadTimeAlert`'s. The hourly and the
/// lead-time alert of the same rain are one episode.
public struct AlertPolicy: Sendable {
  public var settings: AlertSettings
  public var units: Units
  public var clock: ClockStyle

  public struct Decision: Equatable, Sendable {
    public var notification: RainNotification?
    public var state: AlertState
    /// Why nothing was sent, for --dry-run and logs.
    public var reason: String
    /// The state to keep when the notification does not go out (held back
    /// or failed); nil: `state`.
    public var unsent: AlertState? = nil
  }

  /// `zone`: the place's clock, for quiet hours and "from 15:00".
  public func decide(
    forecast: Forecast, zone: TimeZoneRules, location: String, now: Double, state: AlertState
  ) -> Decision {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let window = HourlyConvention.ahead(in: hourly, from: t, hours: settings.withinHours)
    let chance = window.compactMap { hourly.precipitationProbability[$0] }.max()
    let likely = window.filter { (hourly.precipitationProbability[$0] ?? 0) >= settings.threshold }
    let percent = chance.map(Percent.text) ?? tr("unknown")
    var state = state
    let lead = LeadTimeAlert(
      policy: self, forecast: forecast, zone: zone, location: location, now: t, window: window)

    if !state.armed {
      let passed = state.episodeEnd.map { t >= $0 } ?? true
      let dropped = (chance ?? 0) < settings.threshold - settings.hysteresis
      if (passed || dropped) && lead.minuteRainIsOver(state) || lead.startsNewEpisode(state) {
        state = AlertState()
      } else if let last = likely.last {
        state.episodeEnd = max(state.episodeEnd ?? 0, hourly.time[last])
      }
    }
    if !state.armed { lead.noteRainEnd(&state) }
    if let decision = lead.decide(state) { return decision }
    guard let first = likely.first, let chance, chance >= settings.threshold else {
      return Decision(
        notification: nil, state: state,
        reason: tr(
          "chance of rain within %s h is %s, under %s", String(settings.withinHours), percent,
          Percent.text(settings.threshold)))
    }
    let critical = window.contains { i in
      HourlyConvention.overlaps(hourEnding: hourly.time[i], from: t, hours: 1)
        && (hourly.precipitationProbability[i] ?? 0) >= settings.criticalThreshold
    }
    // A lead-time notification is never replaced by the hourly one: it is the more precise.
    if !state.armed
      && (LeadTimeAlert.sane(state.leadOnset) != nil || !(critical && !state.critical))
    {
      return Decision(notification: nil, state: state, reason: tr("already notified for this rain"))
    }
    let start = hourly.hourStart(first)
    if let reason = lead.holdsHourly(from: start) {
      return Decision(notification: nil, state: state, reason: reason)
    }
    if let quiet = settings.quietHours, quiet.contains(t, in: zone) {
      return Decision(notification: nil, state: state, reason: tr("quiet hours"))
    }

    let summary =
      start <= t
      ? tr("Rain in %s now", location)
      : tr("Rain in %s from %s", location, clock.time(start, in: zone))
    let amounts = window.compactMap { hourly.precipitation[$0] }
    var body = tr("%s chance", percent)
    if !amounts.isEmpty, amounts.reduce(0, +) > 0 {
      body += tr(", %s expected", units.precipitation(amounts.reduce(0, +)))
    }
    let icon = Self.icon(forecast: forecast, window: window)
    let notification = RainNotification(
      summary: summary, body: body, icon: icon,
      urgency: critical ? .critical : .normal,
      replacesID: state.armed ? 0 : state.notificationID ?? 0)
    var next = state
    next.armed = false
    next.critical = critical
    next.episodeEnd = max(state.episodeEnd ?? 0, hourly.time[likely.last ?? first])
    return Decision(
      notification: notification, state: next, reason: tr("rain likely"), unsent: state)
  }

  /// The freedesktop icon for the rain of the hours in the window.
  package static func icon(forecast: Forecast, window: [Int], kind: Condition? = nil) -> String {
    let conditions = window.compactMap { forecast.hourly.condition[$0] }
    if conditions.contains(.thunderstorm) { return "weather-storm" }
    if kind == .snow || kind == .sleet
      || conditions.contains(where: { $0 == .snow || $0 == .sleet })
    {
      return "weather-snow"
    }
    return "weather-showers"
  }
}

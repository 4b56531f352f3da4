import RainBarEngine
import RainBarModel

extension Options {
  public static let dryWindow = Option<String?>(
    "dry-window", value: "length", places: .configFile, default: nil,
    help:
      "While it rains, notify when minute-level data shows a dry window at least this long (e.g. 45m) opening within 2 hours (default: off)",
    read: { text in
      DryWindowAlert.minutes(text) == nil
        ? .invalid(InvalidValue(": give 10m to 1h45m, e.g. 45m."))
        : .value(Optional(text))
    })
}

/// A dry window opening (`dry-window=45m`), pure, from minute-level data:
/// while rain falls, one notification when the rain stops within the next
/// 2 hours and stays stopped at least that long ("Dry 15:10–15:55 in
/// Berlin: go now"), with the buttons `watch --notify` offers.
///
/// - The window runs from the end of the rain now to where rain starts
///   again, or to the data's reach when none does (then it lasts at least
///   that long): rain that has not begun, or dry minutes, open no window.
/// - One notification per window: a window that begins before the end of
///   the one announced is that one, moved (its state, `AlertState.dryWindow`).
public struct DryWindowAlert: AlertFamily {
  public static let name = "dry-window"
  /// The shortest window announced, in minutes.
  public var minutes: Int
  /// `rain-floor` and the threshold (a step's chance).
  public var settings: AlertSettings
  public var units: Units
  public var clock: ClockStyle

  /// The window announced (Unix seconds); `end` is the data's reach when no
  /// rain was seen after it.
  public struct Window: Codable, Equatable, Sendable {
    public var start: Int64
    public var end: Int64
  }

  /// `45m`, `1h`, `1h30m`: 10 minutes to 1 h 45 min (the window must open
  /// and last within the 2 hours minute-level data covers); nil otherwise.
  public static func minutes(_ text: String) -> Int? {
    guard let span = TimeSpan(text), (10...105).contains(span.minutes) else { return nil }
    return span.minutes
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    guard let minutes = context.text(Options.dryWindow).flatMap(Self.minutes) else { return nil }
    return DryWindowAlert(
      minutes: minutes, settings: context.alerts, units: context.units, clock: context.clock)
  }

  public var needs: ForecastNeeds { ForecastNeeds(.minutes) }

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    guard let rain = settings.minuteOutlook(input.forecast, now: input.now) else {
      return AlertDecision(state: state, reason: tr("no minute-level data"))
    }
    guard rain.state == .raining else {
      return AlertDecision(state: state, reason: tr("no rain falling now"))
    }
    let end = rain.restart ?? rain.horizon
    guard let start = rain.end, end - start >= Int64(minutes) * 60 else {
      return AlertDecision(
        state: state,
        reason: tr("no dry window of %s within 2 h", MinuteSummary.words(minutes)))
    }
    let words = MinuteSummary(outlook: rain, units: units, clock: clock, zone: input.zone)
    if let announced = state.dryWindow, let until = LeadTimeAlert.sane(announced.end),
      start < until
    {
      return AlertDecision(
        state: state,
        reason: tr("the dry window from %s was announced", words.time(announced.start)))
    }
    let step = Int64(rain.resolution)
    let length = MinuteSummary.words(Int(MinuteOutlook.floorDivide(end - start, step) * step / 60))
    let soon = MinuteSummary.words(rain.minutes(until: start))
    let notification: RainNotification
    if let restart = rain.restart {
      notification = RainNotification(
        summary: tr("Dry %s–%s in %s: go now", words.time(start), words.time(restart), input.place),
        body: tr("The rain stops in about %s; dry for about %s.", soon, length),
        icon: "weather-few-clouds", urgency: .normal)
    } else {
      notification = RainNotification(
        summary: tr("Dry from %s in %s: go now", words.time(start), input.place),
        body: tr("The rain stops in about %s; dry for at least %s.", soon, length),
        icon: "weather-few-clouds", urgency: .normal)
    }
    return AlertDecision(
      sends: [
        AlertSend(notification) { state, _ in state.dryWindow = Window(start: start, end: end) }
      ], state: state, reason: "dry window")
  }
}

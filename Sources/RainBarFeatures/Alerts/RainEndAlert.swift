import RainBarEngine
import RainBarModel

extension Options {
  public static let alertEnd = Option<String>(
    "alert-end", value: "on|off", places: .configFile, default: "off", choices: ["on", "off"],
    help:
      "While it rains, notify when minute-level data shows it ending within alert-lead minutes (default: off)",
    read: ValueReader.word(among: { ["on", "off"] }))
}

/// The end of the rain (`alert-end=on`), pure, from minute-level data: while
/// rain falls, one notification when its end comes within `alert-lead`
/// minutes ("Rain in Berlin ends in about 20 min", "Dry until 16:30.").
///
/// - Once per episode; replaced at most once, when the end moved by a step
///   of the source's precision and 10 minutes or more from the one
///   announced (a flapping end, 15:05, 15:20, 15:05, gives one replacement).
/// - Rain that has not begun, or dry minutes, say nothing. The episode is
///   over `alert-dry-gap` minutes after the latest end of rain it saw (while
///   rain falls, that end moves with it); rain after that is a new episode.
/// - Its state is `AlertState.ending`.
public struct RainEndAlert: AlertFamily {
  public static let name = "rain-end"
  /// `alert-lead`, `alert-dry-gap`, `rain-floor` and the threshold (a step's chance).
  public var settings: AlertSettings
  public var units: Units
  public var clock: ClockStyle

  /// What an episode keeps: the end announced and the notification's id.
  public struct Episode: Codable, Equatable, Sendable {
    /// The end the notification gives (Unix seconds).
    public var end: Int64
    /// The latest end of rain seen in the episode.
    public var latest: Int64
    public var notificationID: UInt32
    /// The episode's one replacement went out.
    public var replaced: Bool
  }

  public static func make(_ context: AlertContext) -> (any AlertFamily)? {
    guard context.word(Options.alertEnd) == "on" else { return nil }
    return RainEndAlert(settings: context.alerts, units: context.units, clock: context.clock)
  }

  public var needs: ForecastNeeds { ForecastNeeds(.minutes) }

  /// How far the end must move to be news: at least this and a step.
  public static let moved: Int64 = 600

  public func decide(_ input: AlertInput, state: AlertState) -> AlertDecision {
    guard let rain = settings.minuteOutlook(input.forecast, now: input.now) else {
      return AlertDecision(state: state, reason: tr("no minute-level data"))
    }
    let now = rain.now
    var next = state
    var kept = state.ending.flatMap(Self.sane)
    // No rain seen for alert-dry-gap after the latest end: the episode is over.
    if let episode = kept, now - episode.latest >= Int64(settings.dryGapMinutes) * 60 {
      kept = nil
      next.ending = nil
    }
    let words = MinuteSummary(outlook: rain, units: units, clock: clock, zone: input.zone)
    guard rain.state == .raining else {
      return AlertDecision(state: next, reason: tr("no rain falling now"))
    }
    let lead = tr("the rain does not end within %s", MinuteSummary.words(settings.leadMinutes))
    guard let end = rain.end else {
      // It falls beyond the data's reach: the episode goes on at least that long.
      if var kept, rain.horizon > kept.latest {
        kept.latest = rain.horizon
        next.ending = kept
      }
      return AlertDecision(state: next, reason: lead)
    }
    if var kept {
      kept.latest = max(kept.latest, end)
      next.ending = kept
      guard !kept.replaced, abs(end - kept.end) >= max(Int64(rain.resolution), Self.moved) else {
        return AlertDecision(
          state: next, reason: tr("the rain's end at %s was announced", words.time(kept.end)))
      }
    } else if end - now > Int64(settings.leadMinutes) * 60 {
      return AlertDecision(state: next, reason: lead)
    }
    let replacing = kept != nil
    let body =
      rain.restart.map { tr("Dry until %s.", words.time($0)) }
      ?? tr("Dry until at least %s.", words.reach)
    var notification = RainNotification(
      summary: tr(
        "Rain in %s ends in about %s", input.place,
        MinuteSummary.words(rain.minutes(until: end))),
      body: body, icon: "weather-showers-scattered", urgency: .normal)
    notification.replacesID = kept?.notificationID ?? 0
    let latest = max(kept?.latest ?? end, end)
    return AlertDecision(
      sends: [
        AlertSend(notification) { state, id in
          state.ending = Episode(
            end: end, latest: latest, notificationID: id, replaced: replacing)
        }
      ], state: next, reason: replacing ? "rain end moved" : "rain ends soon")
  }

  /// The kept episode, nil when its times are not ones a clock could give
  /// (the file is the user's to edit: arithmetic on it must not overflow).
  static func sane(_ episode: Episode) -> Episode? {
    guard LeadTimeAlert.sane(episode.end) != nil, LeadTimeAlert.sane(episode.latest) != nil
    else { return nil }
    return episode
  }
}

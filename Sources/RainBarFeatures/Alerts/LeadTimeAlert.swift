import RainBarEngine
import RainBarModel

/// The minute-level part of `AlertPolicy`, pure: rain starting within
/// `alert-lead` minutes (or falling now) sends "Rain in Berlin in about 20
/// min", once per rain episode.
///
/// - A new notification only while armed. In an episode already notified, it
///   is replaced only when the forecast changed materially (`replaces`): the
///   rain comes much sooner or turned heavy; or, once, the announced onset
///   moved by one or two steps of the source's precision, or the episode's
///   notification was the hourly one (the lead time makes it precise).
///   Further moves are silent, as is rain that starts again after a gap
///   shorter than `alert-dry-gap`.
/// - Rain that starts at least `alert-dry-gap` minutes after the episode's
///   last minute-level rain ended is a new episode; the hourly re-arm waits
///   until that long after it (`minuteRainIsOver`).
/// - While it reaches the start of the hourly alert's first likely hour, the
///   hourly alert waits (`holdsHourly`).
/// - Quiet hours hold both back, the state unchanged.
package struct LeadTimeAlert {
  package var policy: AlertPolicy
  package var forecast: Forecast
  package var location: String
  /// The place's clock, for quiet hours and "until 15:40".
  package var zone: TimeZoneRules
  package var now: Int64
  /// The hourly rows of the alert's window (for the icon).
  package var window: [Int]
  /// What minute-level data says now, when it says anything.
  package let outlook: MinuteOutlook?

  package init(
    policy: AlertPolicy, forecast: Forecast, zone: TimeZoneRules, location: String, now: Int64,
    window: [Int]
  ) {
    self.policy = policy
    self.forecast = forecast
    self.zone = zone
    self.location = location
    self.now = now
    self.window = window
    outlook = policy.settings.minuteOutlook(forecast, now: Double(now))
  }

  package var settings: AlertSettings { policy.settings }
  package var dryGap: Int64 { Int64(settings.dryGapMinutes) * 60 }

  /// Minute-level rain, starting or falling, anywhere in the next 2 hours.
  package var rain: MinuteOutlook? { outlook.flatMap { $0.state == .dry ? nil : $0 } }

  /// When the minute-level rain begins: its onset, or now while it falls.
  package func start(_ rain: MinuteOutlook) -> Int64 { rain.onset ?? now }

  /// The episode's minute-level rain is over, as far as minute data knows: no
  /// rain was seen, or the next one starts (or the last ended) at least
  /// `alert-dry-gap` after the episode's rain.
  package func minuteRainIsOver(_ state: AlertState) -> Bool {
    let lastEnd = [Self.sane(state.rainEnd), Self.sane(state.episodeEnd)].compactMap { $0 }.max()
    if let rain {
      guard let lastEnd else { return true }
      return start(rain) - lastEnd >= dryGap
    }
    guard let rainEnd = Self.sane(state.rainEnd) else { return true }
    return now - rainEnd >= dryGap
  }

  /// A time read from the state file, nil when no clock could give it (the
  /// file is the user's to edit: arithmetic on it must not overflow).
  package static func sane(_ time: Int64?) -> Int64? {
    guard let time, time > -(1 << 40), time < 1 << 40 else { return nil }
    return time
  }

  /// Minute-level rain that begins `alert-dry-gap` after the episode's last
  /// minute-level rain ended: a new episode whatever the hourly chance says.
  package func startsNewEpisode(_ state: AlertState) -> Bool {
    guard let rain, let rainEnd = Self.sane(state.rainEnd) else { return false }
    return start(rain) - rainEnd >= dryGap
  }

  /// Keeps the latest end of minute-level rain of the episode.
  package func noteRainEnd(_ state: inout AlertState) {
    guard let rain else { return }
    state.rainEnd = max(Self.sane(state.rainEnd) ?? 0, rain.end ?? rain.horizon)
  }

  /// A decision when minute-level data has one to make; nil leaves it to the
  /// hourly rules.
  package func decide(_ state: AlertState) -> AlertPolicy.Decision? {
    guard let rain else { return nil }
    let lead = Int64(settings.leadMinutes) * 60
    guard rain.state == .raining || start(rain) - now <= lead else { return nil }
    let replacing = !state.armed
    let candidate = notification(rain, replacing: replacing ? state.notificationID ?? 0 : 0)
    if replacing && !replaces(state, with: rain, critical: candidate.urgency == .critical) {
      return nil
    }
    if let quiet = settings.quietHours, quiet.contains(now, in: zone) {
      return AlertPolicy.Decision(notification: nil, state: state, reason: tr("quiet hours"))
    }
    var next = state
    next.armed = false
    next.critical = candidate.urgency == .critical
    next.leadOnset = start(rain)
    next.rainEnd = max(Self.sane(state.rainEnd) ?? 0, rain.end ?? rain.horizon)
    if replacing { next.updated = true }
    return AlertPolicy.Decision(
      notification: candidate, state: next, reason: replacing ? "rain moved" : "rain soon",
      unsent: state)
  }

  /// How much sooner than announced rain must come to be news: at least this
  /// and a step of the source's precision.
  package static let muchSooner: Int64 = 600

  /// Whether this rain's notification replaces the episode's, which said
  /// `state`: when the forecast changed materially.
  /// - The rain comes much sooner than announced (it falls, or begins, a step
  ///   and 10 minutes or more before the announced onset), or turned heavy
  ///   (critical, and the notification was not): at any time.
  /// - Once per episode: the announced onset moved by a step or two, or the
  ///   hourly notification is made precise; not while the rain already falls.
  /// Counting down to an onset that stays put changes nothing.
  package func replaces(_ state: AlertState, with rain: MinuteOutlook, critical: Bool) -> Bool {
    let step = Int64(rain.resolution)
    let announced = Self.sane(state.leadOnset)
    if let announced {
      if announced - start(rain) >= max(step, Self.muchSooner) { return true }
      if critical && !state.critical { return true }
    }
    guard state.updated != true, rain.state != .raining else { return false }
    guard let announced else { return true }
    // The same onset moved by a step or two; further off it is other rain
    // of the same episode, which says nothing new.
    let moved = abs(start(rain) - announced)
    return moved >= step && moved <= 2 * step
  }

  /// Why the hourly alert for rain from `start` waits: minute-level data
  /// reaches past that start, so it knows better (the hourly alert would say
  /// "now" or a time the minutes contradict), and the lead-time alert tells
  /// of that rain when it comes within `alert-lead`. nil: no such data.
  package func holdsHourly(from start: Int64) -> String? {
    guard let outlook, start < outlook.horizon else { return nil }
    switch outlook.state {
    case .dry:
      return tr("minute-level data shows no rain until %s", summary(outlook).reach)
    case .starting:
      let onset = policy.clock.time(outlook.shownOnset ?? outlook.horizon, in: zone)
      return tr("minute-level data shows rain from %s", onset)
    case .raining:
      // "Rain now" agrees with it; a later hour's start would not.
      return start <= now ? nil : tr("minute-level data shows rain now")
    }
  }

  package func summary(_ outlook: MinuteOutlook) -> MinuteSummary {
    MinuteSummary(
      outlook: outlook, units: policy.units, clock: policy.clock, zone: zone)
  }

  /// "Rain in Berlin in about 20 min" / "Rain in Berlin now"; the body says
  /// how heavy and how long: "Light rain, up to 2.4 mm/h, for about 40 min
  /// (until 15:40)."
  package func notification(_ rain: MinuteOutlook, replacing id: UInt32) -> RainNotification {
    let words = summary(rain)
    let place = Markup.pango(location)
    let soon = MinuteSummary.words(rain.minutes(until: start(rain)))
    let summary: String
    switch (rain.kind, rain.state == .raining) {
    case (.snow, true): summary = tr("Snow in %s now", place)
    case (.snow, false): summary = tr("Snow in %s in about %s", place, soon)
    case (.sleet, true): summary = tr("Sleet in %s now", place)
    case (.sleet, false): summary = tr("Sleet in %s in about %s", place, soon)
    case (_, true): summary = tr("Rain in %s now", place)
    case (_, false): summary = tr("Rain in %s in about %s", place, soon)
    }
    let peak = rain.peak?.intensity ?? rain.intensity ?? 0
    var body = tr("%s, up to %s", words.kindWord(peak), policy.units.rate(peak))
    let step = Int64(rain.resolution)
    if let end = rain.end {
      let minutes = max(step, MinuteOutlook.floorDivide(end - start(rain) + step / 2, step) * step)
      body += tr(
        ", for about %s (until %s).", MinuteSummary.words(Int(minutes / 60)), words.time(end))
    } else {
      let minutes = MinuteOutlook.floorDivide(rain.horizon - start(rain), step) * step
      body += tr(", for over %s.", MinuteSummary.words(Int(max(minutes, step) / 60)))
    }
    return RainNotification(
      summary: summary, body: Markup.pango(body),
      icon: AlertPolicy.icon(forecast: forecast, window: window, kind: rain.kind),
      urgency: RainIntensity(peak) == .heavy ? .critical : .normal, replacesID: id)
  }
}

import RainBarEngine
import RainBarModel

/// Everything a bar shows for one run, decided once and drawn by each format's
/// renderer: the state, the placeholder values (unescaped), the tooltip lines.
public struct BarContent: Sendable {
  public enum State: Equatable, Sendable {
    case fresh
    /// Old data shown; `offline` when no answer came at all.
    case stale(reason: String, age: Double, offline: Bool)
    /// Nothing to show.
    case failed(Failure, reason: String)
  }

  public enum Failure: String, Sendable {
    case offline
    /// The service answered, but with no forecast (5xx, 429, a web page,
    /// a broken answer): its state, not a mistake of the user's.
    case service
    /// The user's mistake: the config, the command line, a key, a library to install.
    case error
    case noLocation = "no location"

    /// The bar's word, in the run's language.
    public var word: String {
      switch self {
      case .offline: return tr("offline")
      case .service: return tr("service")
      case .error: return tr("error")
      case .noLocation: return tr("no location")
      }
    }
  }

  public var state: State
  public var icons: IconSet
  public var location: String
  /// The condition key (`rain`), or nil when unknown or failed.
  public var condition: Condition?
  /// Whether the sun is up at the place (`RainOutlook.isDay`); nil without a forecast.
  public var isDay: Bool?
  public var chanceOfRain: Double?
  /// The chance of rain ahead reached the alert threshold.
  public var rainLikely: Bool
  /// Minute-level data shows rain starting within `alert-lead` minutes.
  public var rainSoon: Bool
  /// Minute-level data shows rain now.
  public var raining: Bool
  /// Placeholder name to value, before escaping; a missing value is unknown.
  public var values: PlaceholderValues
  /// What the content was made from; nil on failure.
  public var snapshot: Snapshot?
  /// The place's official warnings; nil when no service applies (or `warnings=off`).
  public var warnings: WarningsResult?
  /// Those in force now or within 24 hours, the most severe first.
  public var activeWarnings: [Warning] = []
  /// The place's air quality; nil when the run shows none.
  public var air: AirQualityResult?
  /// What the values were made from (`nextChange` asks them again).
  package var source: Placeholder.Source?

  public struct Snapshot: Sendable {
    public var result: ForecastResult
    /// The place's clock (`TimeZoneDatabase.rules(for:at:)`).
    public var zone: TimeZoneRules
    public var outlook: RainOutlook
    /// What minute-level data says now, when it says anything.
    public var minute: MinuteOutlook?
    public var location: Location
    public var now: Double
    public var settings: Settings

    public var table: ForecastTable {
      var table = ForecastTable(
        forecast: result.forecast, zone: zone, outlook: outlook, location: location, now: now,
        fetchedAt: result.fetchedAt, units: settings.units, icons: settings.icons,
        clock: settings.clock, threshold: settings.threshold, windowHours: settings.windowHours,
        notRenewed: result.whyNotRenewed ?? result.refreshFailed, minute: minuteSummary)
      table.trips = settings.trips
      table.events = settings.events
      table.rainFloor = settings.rainFloor
      return table
    }

    /// `minute` in words, in this run's units and clock.
    public var minuteSummary: MinuteSummary? {
      minute.map {
        MinuteSummary(
          outlook: $0, units: settings.units, clock: settings.clock, zone: zone)
      }
    }
  }

  /// Lines for tooltips, before escaping; made only for the bars that show one.
  public var tooltip: [String] {
    guard let snapshot else {
      if case .failed(let failure, let reason) = state {
        // Offline, with no warnings kept: the warnings' own failure would say
        // the same again.
        let unreachable = failure == .offline && warnings?.warnings.isEmpty != false
        let warningLines =
          unreachable ? [] : warningLines?.tooltip(limit: TooltipLayout.warningLines)
        // The reason as it is (it may quote a path or a URL); the warnings wrapped.
        return [reason] + ForecastTable.wrapped((warningLines ?? []) + (note.map { [$0] } ?? []))
      }
      return []
    }
    let air = self.air.map {
      AirLines(
        result: $0, scale: snapshot.settings.aqiScale, now: snapshot.now, zone: snapshot.zone,
        clock: snapshot.settings.clock)
    }
    let lines = snapshot.table.lines(
      snapshot.settings.tooltip, warnings: warningLines, air: air)
    guard let note else { return lines }
    return lines + LineWrap.lines(note)
  }

  /// A last tooltip line about the place (`location=here` on an old position: why).
  public var note: String?

  /// The warnings in words, at the place's time; nil on failure without warnings.
  public var warningLines: WarningLines?

  public struct Settings: Sendable {
    public var units: Units
    public var icons: IconSet
    public var clock: ClockStyle
    /// Chance of rain (0-100) at which rain counts as likely.
    public var threshold: Double
    public var windowHours: Int
    /// The tooltip's sections, hours, days and columns.
    public var tooltip: TooltipLayout
    /// mm/h from which minute-level data counts as rain.
    public var rainFloor: Double
    /// Minutes ahead in which starting rain is "soon" (waybar's `rain-soon`).
    public var alertLead: Int
    /// The index `{aqi}` shows.
    public var aqiScale: AirQualityScale = .european
    /// The place's trips (`{trip}`, the tooltip's `trips`).
    public var trips: [Trip] = []
    /// The calendar events at the place, on its clock, in order of start
    /// (`{event}`, the tooltip's `events`): none unless the run shows them.
    public var events: [TripOccurrence] = []

    public init(
      units: Units, icons: IconSet, clock: ClockStyle,
      threshold: Double = Options.threshold.defaultValue, windowHours: Int = 3,
      tooltip: TooltipLayout = .standard,
      rainFloor: Double = Options.rainFloor.defaultValue,
      alertLead: Int = Options.alertLead.defaultValue
    ) {
      self.rainFloor = rainFloor
      self.alertLead = alertLead
      self.tooltip = tooltip
      self.units = units
      self.icons = icons
      self.clock = clock
      self.threshold = threshold
      self.windowHours = windowHours
    }
  }

  /// `zone`: the clock of the forecast's place, for every time and day shown.
  public init(
    result: ForecastResult, zone: TimeZoneRules, location: Location, now: Double,
    settings: Settings, warnings: WarningsResult? = nil, air: AirQualityResult? = nil
  ) {
    self.warnings = warnings
    self.air = air
    activeWarnings = warnings?.active(at: now) ?? []
    let forecast = result.forecast
    let outlook = RainOutlook(
      forecast: forecast, zone: zone, now: now, windowHours: settings.windowHours)
    let minute = MinuteOutlook(
      minutely: forecast.minutely, now: now, floor: settings.rainFloor,
      threshold: settings.threshold)
    let t = Int64(now.rounded(.down))
    let age = now - result.fetchedAt

    switch result.freshness {
    case .fresh: state = .fresh
    case .stale(let reason, let offline): state = .stale(reason: reason, age: age, offline: offline)
    }
    self.location = location.name
    icons = settings.icons
    condition = outlook.condition
    isDay = outlook.isDay
    chanceOfRain = outlook.chanceOfRain
    rainLikely = (outlook.chanceOfRain ?? 0) >= settings.threshold
    raining = minute?.state == .raining
    rainSoon =
      minute.map { $0.state == .starting && ($0.onset ?? t) - t <= Int64(settings.alertLead) * 60 }
      ?? false

    let snapshot = Snapshot(
      result: result, zone: zone, outlook: outlook, minute: minute, location: location, now: now,
      settings: settings)
    let summary = snapshot.minuteSummary
    let source = Placeholder.Source(
      forecast: forecast, zone: zone, outlook: outlook, location: location, settings: settings,
      t: t, day: HourlyConvention.ahead(in: forecast.hourly, from: t, hours: 24), age: age,
      minute: summary, warning: activeWarnings.first, air: air?.air)
    var values = PlaceholderValues()
    // In right-to-left text each value keeps its own direction ("80% 12°C مطر").
    let isolate = Language.active?.isRightToLeft ?? false
    for placeholder in Placeholder.allCases {
      let value = placeholder.value(in: source)
      values[placeholder] = isolate ? value.map(MessageFormat.isolated) : value
    }
    // The default text's word for minute-level rain: "in 20m", "until 15:40".
    switch minute?.state {
    case .starting: values.minuteText = values[.rainIn].map { tr("in %s", $0) }
    case .raining: values.minuteText = values[.rainUntil]
    case .dry, nil: values.minuteText = nil
    }
    self.source = source
    self.values = values
    self.snapshot = snapshot
    warningLines = WarningLines(
      warnings: warnings, active: activeWarnings, now: now, zone: zone, clock: settings.clock,
      icons: settings.icons)
  }

  /// A run with no forecast to show: a failure, with the place's warnings
  /// when there are any (cached or fetched; a severe one must still show),
  /// their times on `zone`.
  public init(
    failure: Failure, reason: String, location: String?, icons: IconSet,
    warnings: WarningsResult? = nil, now: Double = 0, zone: TimeZoneRules = .fixed(0),
    clock: ClockStyle = .h24
  ) {
    state = .failed(failure, reason: reason)
    self.warnings = warnings
    activeWarnings = warnings?.active(at: now) ?? []
    if warnings != nil {
      warningLines = WarningLines(
        warnings: warnings, active: activeWarnings, now: now, zone: zone, clock: clock,
        icons: icons)
    }
    self.icons = icons
    self.location = location ?? ""
    condition = nil
    isDay = nil
    chanceOfRain = nil
    rainLikely = false
    rainSoon = false
    raining = false
    values = PlaceholderValues()
    values[.warning] = activeWarnings.first.map { Placeholder.warningText($0, icons: icons) }
    snapshot = nil
  }

  public var isStale: Bool {
    if case .stale = state { return true }
    return false
  }

  public var isOffline: Bool {
    switch state {
    case .stale(_, _, let offline): return offline
    case .failed(let failure, _): return failure == .offline
    case .fresh: return false
    }
  }

  public var failure: Failure? {
    if case .failed(let failure, _) = state { return failure }
    return nil
  }

  /// The bar text: the template, plus the age of stale data; a glyph and a word on failure.
  /// `glyph` wraps each icon drawn (the condition, the stale and the warning mark).
  public func text(
    _ template: Template, escape: (String) -> String, glyph: (String) -> String = { $0 }
  ) -> String {
    switch state {
    case .failed(let failure, _):
      // A warning in force says so first: "⚠️ Tornado Warning · offline".
      guard values[.warning] != nil else { return "\(glyph(icons.warning)) \(failure.word)" }
      return Template.warningOnly.render(values, escape: escape, glyph: glyph)
        + " · \(failure.word)"
    case .stale(_, let age, _):
      return template.render(values, escape: escape, glyph: glyph)
        + " \(glyph(icons.stale))\(Age.text(age))"
    case .fresh:
      return template.render(values, escape: escape, glyph: glyph)
    }
  }

  /// The short form for narrow bars (i3bar's short_text): the icon, the
  /// minute-level word ("in 20m", "until 15:40") else the chance of rain,
  /// and the warning icon when a warning is in force; no place, no
  /// temperature, no warning event. A failure is its glyph and word.
  public func shortText(escape: (String) -> String) -> String {
    if let failure { return "\(icons.warning) \(failure.word)" }
    let warning = activeWarnings.isEmpty ? "" : icons.warning
    return Template.collapseSpaces(
      [values[.icon] ?? "", values.minuteText ?? values[.pop] ?? "", warning].map(escape)
        .concatenated(separator: " "))
  }

  /// What the bars that take a colour colour: a warning's level before any
  /// state (a failure, stale data, likely rain). yambar gets its name.
  public enum Tone: String, Sendable {
    case warningExtreme = "warning-extreme"
    case warningSevere = "warning-severe"
    /// A minor or moderate warning, or one of unknown level.
    case warning
    case failed
    case stale
    case rainLikely = "rain-likely"

    public var color: String {
      switch self {
      case .warningExtreme: return "#FF3B30"
      case .warningSevere: return "#FF9500"
      case .warning: return "#FFD60A"
      case .failed: return "#FF6E6E"
      case .stale: return "#9E9E9E"
      case .rainLikely: return "#4FA3FF"
      }
    }
  }

  /// The tone now; nil: the bar's own colour.
  public var tone: Tone? {
    if let level = activeWarnings.first?.level {
      switch level {
      case .extreme: return .warningExtreme
      case .severe: return .warningSevere
      case .unknown, .minor, .moderate: return .warning
      }
    }
    switch state {
    case .failed: return .failed
    case .stale: return .stale
    case .fresh: return rainLikely ? .rainLikely : nil
    }
  }

  /// Colours shared by the bars that take one (`tone`'s).
  public var color: String? { tone?.color }

  /// A severe or extreme warning is in force now or within 24 hours.
  public var hasSevereWarning: Bool {
    activeWarnings.first.map { $0.level >= .severe } ?? false
  }

  /// The reason to print on stderr, if any.
  public var reason: String? {
    switch state {
    case .fresh: return snapshot?.result.notRenewed.map { tr("not renewed: %s", $0) }
    case .stale(let reason, let age, _):
      return tr("showing the forecast from %s. %s", Age.ago(age), reason)
    case .failed(_, let reason): return reason
    }
  }
}

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
    case error
    case noLocation = "no location"
  }

  public var state: State
  public var icons: IconSet
  public var location: String
  /// The condition key (`rain`), or nil when unknown or failed.
  public var condition: Condition?
  public var chanceOfRain: Double?
  /// The chance of rain ahead reached the alert threshold.
  public var rainLikely: Bool
  /// Placeholder name to value, before escaping; a missing value is unknown.
  public var values: PlaceholderValues
  /// What the content was made from; nil on failure.
  public var snapshot: Snapshot?
  /// What the values were made from (`nextChange` asks them again).
  var source: Placeholder.Source?

  public struct Snapshot: Sendable {
    public var result: ForecastResult
    public var outlook: RainOutlook
    public var location: Location
    public var now: Double
    public var settings: Settings

    public var table: ForecastTable {
      ForecastTable(
        forecast: result.forecast, outlook: outlook, location: location, now: now,
        fetchedAt: result.fetchedAt, units: settings.units, icons: settings.icons,
        clock: settings.clock, threshold: settings.threshold, windowHours: settings.windowHours,
        notRenewed: result.whyNotRenewed)
    }
  }

  /// Lines for tooltips, before escaping; made only for the bars that show one.
  public var tooltip: [String] {
    guard let snapshot else {
      if case .failed(_, let reason) = state { return [reason] }
      return []
    }
    return snapshot.table.lines(
      hours: snapshot.settings.tooltipHours, days: snapshot.settings.tooltipDays)
  }

  public struct Settings: Sendable {
    public var units: Units
    public var icons: IconSet
    public var clock: ClockStyle
    /// Chance of rain (0-100) at which rain counts as likely.
    public var threshold: Double
    public var windowHours: Int
    public var tooltipHours: Int
    public var tooltipDays: Int

    public init(
      units: Units, icons: IconSet, clock: ClockStyle,
      threshold: Double = Options.threshold.defaultValue, windowHours: Int = 3,
      tooltipHours: Int = Options.tooltipHours.defaultValue,
      tooltipDays: Int = Options.tooltipDays.defaultValue
    ) {
      self.tooltipHours = tooltipHours
      self.tooltipDays = tooltipDays
      self.units = units
      self.icons = icons
      self.clock = clock
      self.threshold = threshold
      self.windowHours = windowHours
    }
  }

  public init(
    result: ForecastResult, location: Location, now: Double, settings: Settings
  ) {
    let forecast = result.forecast
    let outlook = RainOutlook(forecast: forecast, now: now, windowHours: settings.windowHours)
    let t = Int64(now.rounded(.down))
    let age = now - result.fetchedAt

    switch result.freshness {
    case .fresh: state = .fresh
    case .stale(let reason, let offline): state = .stale(reason: reason, age: age, offline: offline)
    }
    self.location = location.name
    icons = settings.icons
    condition = outlook.condition
    chanceOfRain = outlook.chanceOfRain
    rainLikely = (outlook.chanceOfRain ?? 0) >= settings.threshold

    let source = Placeholder.Source(
      forecast: forecast, outlook: outlook, location: location, settings: settings, t: t,
      day: HourlyConvention.ahead(in: forecast.hourly, from: t, hours: 24), age: age)
    var values = PlaceholderValues()
    for placeholder in Placeholder.allCases {
      values[placeholder] = placeholder.value(in: source)
    }
    self.source = source
    self.values = values
    snapshot = Snapshot(
      result: result, outlook: outlook, location: location, now: now, settings: settings)
  }

  /// A run with nothing to show.
  public init(failure: Failure, reason: String, location: String?, icons: IconSet) {
    state = .failed(failure, reason: reason)
    self.icons = icons
    self.location = location ?? ""
    condition = nil
    chanceOfRain = nil
    rainLikely = false
    values = PlaceholderValues()
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
      return "\(glyph(icons.warning)) \(failure.rawValue)"
    case .stale(_, let age, _):
      return template.render(values, escape: escape, glyph: glyph)
        + " \(glyph(icons.stale))\(Age.text(age))"
    case .fresh:
      return template.render(values, escape: escape, glyph: glyph)
    }
  }

  /// The short form for narrow bars: icon and chance of rain.
  public func shortText(escape: (String) -> String) -> String {
    if let failure { return "\(icons.warning) \(failure.rawValue)" }
    return Template.collapseSpaces(
      [values[.icon] ?? "", values[.pop] ?? ""].map(escape).concatenated(separator: " "))
  }

  /// Colours shared by the bars that take one.
  public var color: String? {
    switch state {
    case .failed: return "#FF6E6E"
    case .stale: return "#9E9E9E"
    case .fresh: return rainLikely ? "#4FA3FF" : nil
    }
  }

  /// The reason to print on stderr, if any.
  public var reason: String? {
    switch state {
    case .fresh: return snapshot?.result.notRenewed.map { "not renewed: \($0)" }
    case .stale(let reason, let age, _):
      return "showing the forecast from \(Age.text(age)) ago. \(reason)"
    case .failed(_, let reason): return reason
    }
  }
}

import RainBarEngine
import RainBarModel

/// The options of official warnings, declared here with what they resolve to.
extension Options {
  public static let warnings = Option<String>(
    "warnings", value: "source", places: .both, environment: "RAIN_BAR_WARNINGS",
    default: WarningSources.auto, choices: WarningSources.choices,
    help: "Official warnings: from the service of the place's country (auto), one named, or none",
    read: ValueReader.word(among: { WarningSources.choices }))
  public static let warningsFreshness = Option<Double>(
    "warnings-freshness", value: "minutes", places: .configFile, default: 10,
    help: "Minutes cached warnings are used without asking the service",
    read: ValueReader.number("give 1 to 1440 minutes") { (1...1440).contains($0) })

  // A word, not an Option<Warning.Level>: another generic option type costs
  // every run its metadata.
  public static let warningsLevel = Option<String>(
    "warnings-level", value: "level", places: .both, default: "minor",
    choices: ["minor", "moderate", "severe", "extreme"],
    help:
      "The least severe warnings shown and alerted on: minor (all), moderate, severe or extreme",
    read: ValueReader.word(among: { ["minor", "moderate", "severe", "extreme"] }))
  /// Those a command that shows warnings takes.
  public static let warningsOwn: [OptionSpec] = [warnings.spec, warningsLevel.spec]
  /// Keys of the config file alone.
  public static let warningsConfigOnly: [OptionSpec] = [warningsFreshness.spec]
}

/// `warnings=` and what goes with it, resolved once for a run.
public struct WarningsSettings: Sendable {
  public enum Choice: Equatable, Sendable {
    case off
    /// The service whose territory holds the place.
    case auto
    /// The service of that `choice` name (`WarningSources.chosen`).
    case named(String)
  }

  public var choice: Choice
  /// The least severe warnings shown and alerted on (a warning of no known
  /// level is always shown).
  public var level: Warning.Level
  /// Seconds cached warnings are used without asking the service.
  public var freshness: Double
  /// The run's language (`language=`, `LANGUAGE`, `LANG`; nil: English):
  /// the one of the texts a service sent in several that a run shows.
  public var language: String?
  /// Each service's own options (its region, its endpoint).
  public var options: any OptionValues
  /// A region's or an endpoint's value, read as the run reads it (specialised
  /// for the run's options: through `options`, each read costs a bar run a
  /// run-time generic lookup).
  public var text: @Sendable (Option<String?>) -> String?

  /// Inlinable, so that a run's options are read specialised for their type.
  @inlinable
  public init<Values: OptionValues>(_ options: Values, language: String?) {
    switch options.value(Options.warnings) {
    case WarningSources.off: choice = .off
    case WarningSources.auto: choice = .auto
    case let name: choice = .named(name)
    }
    let level = options.value(Options.warningsLevel)
    self.level = Warning.Level.allCases.first { $0.name == level } ?? .minor
    freshness = options.value(Options.warningsFreshness) * 60
    self.language = language
    self.options = options
    text = { options.value($0) }
  }

  /// The service named, when it needs a region and has none.
  public var lackingRegion: WarningSourceDescriptor? {
    guard case .named(let name) = choice, let chosen = WarningSources.chosen(name),
      chosen.lacksRegion(options)
    else { return nil }
    return chosen
  }

  /// What a watch's value depends on besides the place: read again when it changes.
  package var key: [String?] {
    [options.value(Options.warnings), level.name, String(freshness), language]
      + WarningSources.all.compactMap { $0.region.map { options.value($0) } }
  }
}

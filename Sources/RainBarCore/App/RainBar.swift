import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The program: command line in, `Outcome` out. All I/O goes through `Dependencies`.
public struct RainBar: Sendable {
  public var dependencies: Dependencies
  /// The run's deadline: its `--timeout` from when `run` resolved its options.
  var deadline: Deadline

  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
    deadline = Deadline(seconds: Options.timeout.defaultValue, from: dependencies.clock)
  }

  public func run(_ arguments: [String]) -> Outcome {
    // Until the options are read, the environment's language (usage mistakes,
    // the config file's); then the run's own.
    // The environment is read for it once; the options only override it.
    let spoken = LanguageChoice.choose(configured: nil, environment: dependencies.environment)
    return Language.speaking(
      LanguageChoice.shown(spoken, format: Self.barFormat(arguments) ?? .plain)
    ) { runInLanguage(arguments, spoken: spoken) }
  }

  func runInLanguage(_ arguments: [String], spoken: Language?) -> Outcome {
    let parsed: ParsedArguments
    do {
      parsed = try Commands.parser.parse(arguments)
    } catch {
      return usageFailure(error, arguments)
    }
    switch parsed.request {
    case .version:
      return Outcome(stdout: "rain-bar \(Commands.version)\n")
    case .help:
      if let spec = Commands.parser.command(named: parsed.command) {
        return Outcome(stdout: Commands.help.command(spec))
      }
      return Outcome(stdout: Commands.help.topLevel())
    case .run:
      break
    }
    let command = Commands.named(parsed.command) ?? ShowCommand.self
    do throws(RainBarError) {
      var configError: RainBarError?
      var settings = Settings()
      if let problem = dependencies.paths.problem {
        // No directory to use: bars draw this as they draw a config error.
        configError = .noHome(problem)
      } else {
        do {
          settings = try loadSettings()
        } catch {
          configError = error
        }
      }
      let options = try RunOptions(
        parsed, settings: settings, configError: configError,
        environment: dependencies.environment, environmentLanguage: .some(spoken))
      var app = self
      app.deadline = Deadline(seconds: options.timeout, from: dependencies.clock)
      let run = command.init(app: app, options: options)
      try run.validate()
      if command.needsConfig, let configError { throw configError }
      return Language.speaking(options.language) {
        do throws(RainBarError) {
          return try run.run()
        } catch {
          return failure(error, arguments)
        }
      }
    } catch {
      return failure(error, arguments)
    }
  }

  /// Outside the bar formats: usage and config mistakes exit 64, the rest 1.
  func failure(_ error: RainBarError, _ arguments: [String]) -> Outcome {
    switch error {
    case .usage(let usage):
      return usageFailure(usage, arguments)
    case .config(let config) where config.cause == .content:
      return Outcome(stderr: tr("Error: %s", error.message) + "\n", exitCode: ExitCode.usage)
    case .misconfigured:
      return Outcome(stderr: tr("Error: %s", error.message) + "\n", exitCode: ExitCode.usage)
    default:
      return Outcome(stderr: tr("Error: %s", error.message) + "\n", exitCode: ExitCode.failure)
    }
  }

  /// A mistake in the command line: the usage on stderr and exit 64; but a
  /// bar run for a bar (`--json`, `--format waybar|i3blocks|i3bar|polybar`)
  /// draws its error state, as for any other failure: waybar hides a module
  /// that prints nothing or exits non-zero, and i3blocks and polybar would
  /// show nothing useful. The reason is in waybar's tooltip and on stderr.
  func usageFailure(_ error: UsageError, _ arguments: [String]) -> Outcome {
    let usage = Commands.help.error(error)
    guard let format = Self.barFormat(arguments) else {
      return Outcome(stderr: usage, exitCode: ExitCode.usage)
    }
    // The config's icons, when it can be read (the command line could not).
    let settings = (try? loadSettings()) ?? Settings()
    let content = BarContent(
      failure: .error, reason: error.message, location: nil,
      icons: settings.value(Options.icons))
    let output = format.renderer.render(
      content,
      RenderOptions(
        template: Template.standard, polybarIconFont: settings.value(Options.polybarIconFont)))
    return Outcome(stdout: output.stdout, stderr: usage, exitCode: output.exitCode)
  }

  /// The bar format a command line that could not be parsed asks for: `--json`
  /// or `--format F` for `show` or `refresh` (or a word that is no command,
  /// a mistyped one), when F draws a bar (not `plain` or `json`, which a
  /// person or a script reads).
  static func barFormat(_ arguments: [String]) -> OutputFormat? {
    var rest = arguments[...]
    if let first = rest.first, !first.hasPrefix("-") {
      if first == ShowCommand.name || first == RefreshCommand.name {
        rest = rest.dropFirst()
      } else if first == "help" || Commands.named(first) != nil {
        return nil
      }
    }
    var format: OutputFormat?
    while let word = rest.popFirst(), word != "--" {
      if word == "--json" { return .waybar }
      if word == "--format", let next = rest.first {
        format = OutputFormat(rawValue: next) ?? format
      } else if word.hasPrefix("--format=") {
        format = OutputFormat(rawValue: String(word.dropFirst("--format=".count))) ?? format
      }
    }
    switch format {
    case .waybar, .i3blocks, .i3bar, .polybar, .tmux, .xmobar, .yambar, .lemonbar, .conky:
      return format
    case .plain, .json, nil: return nil
    }
  }

  func loadSettings() throws(RainBarError) -> Settings {
    let path = dependencies.paths.configFile
    do {
      guard let document = try dependencies.configStore.read(path: path) else {
        return Settings()
      }
      return try Settings(document: document, path: path)
    } catch {
      throw .config(error)
    }
  }

  func saveSettings(_ changes: [ConfigChange]) throws(RainBarError) {
    do {
      try dependencies.configStore.apply(
        changes, in: dependencies.paths.configFile, lock: dependencies.paths.configLock)
    } catch {
      throw .config(error)
    }
  }

  /// The weather service for a run, with its endpoint and key.
  func provider(_ options: RunOptions) throws(RainBarError) -> any ForecastProvider {
    let descriptor = options.provider
    let key = try descriptor.key.map { spec throws(RainBarError) in
      try APIKeys(app: self).find(spec, options: options).key
    }
    return descriptor.make(
      ProviderSetup(
        baseURL: try options.endpoint(descriptor.url) ?? descriptor.defaultURL, key: key ?? "",
        userAgent: dependencies.userAgent, options: options))
  }

  /// Desktop notifications on the user's session bus, within the run's deadline.
  var notifications: Notifications { Notifications(dependencies: dependencies, deadline: deadline) }

  func geocoder(_ options: RunOptions) throws(RainBarError) -> OpenMeteoGeocoder {
    OpenMeteoGeocoder(
      baseURL: try options.endpoint(Options.geocodingURL) ?? OpenMeteoGeocoder.defaultURL,
      userAgent: dependencies.userAgent, language: options.language)
  }

  /// The place search for events' locations, only with `event-places=geocode`
  /// (and an endpoint that can be used: else none is looked up); `asks`
  /// false: only the answers kept are read (watch's line, which never waits:
  /// `CalendarSlot` looks them up in the background).
  func eventGeocoder(_ options: RunOptions, asks: Bool = true) -> EventGeocoder? {
    guard options.value(Options.eventPlaces) == .geocode, let geocoder = try? geocoder(options)
    else { return nil }
    return EventGeocoder(
      geocoder: geocoder, http: dependencies.http, fileSystem: dependencies.fileSystem,
      cacheDirectory: dependencies.paths.cacheDirectory, asks: asks)
  }

  /// The snooze every run shares (`snooze`, the alert checks, watch's action).
  var snoozeStore: SnoozeStore {
    SnoozeStore(
      cacheDirectory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  var forecastCache: ForecastCache {
    ForecastCache(
      directory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  /// The entries of every folder `Resources.all` keeps them in, with what
  /// reads them (`cache clear` empties each, `cache prune` prunes each).
  var caches: [(files: ForecastCache, reads: ([UInt8]) -> Bool)] {
    Resources.folders.map { folder in
      (
        ForecastCache(
          folder: folder.name, of: dependencies.paths.cacheDirectory,
          fileSystem: dependencies.fileSystem),
        folder.reads
      )
    }
  }

  /// The system's zoneinfo, for the clock of each forecast's place.
  var timeZones: TimeZoneDatabase {
    TimeZoneDatabase(environment: dependencies.environment, fileSystem: dependencies.fileSystem)
  }

  /// Every kind of data's way from the cache and the services (`Load`).
  var load: Load {
    Load(
      cacheDirectory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem,
      http: dependencies.http, clock: dependencies.clock)
  }

  /// What a feature's service takes of this run: the way to the cache and
  /// the services, the User-Agent and the timeout.
  func context(_ options: RunOptions) -> RunContext {
    RunContext(load: load, userAgent: dependencies.userAgent, timeout: options.timeout)
  }

  func loader(_ options: RunOptions) -> ForecastLoader {
    var loader = ForecastLoader(
      cache: forecastCache, http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: options.freshness))
    loader.warnings = warnings(options).loader
    loader.minutes = minutes(options)
    return loader
  }

  func minutes(_ options: RunOptions) -> MinuteLoader {
    MinuteLoader(options.minutes, context: context(options))
  }

  func warnings(_ options: RunOptions) -> OfficialWarnings {
    OfficialWarnings(options.warnings, provider: options.provider, context: context(options))
  }

  /// The calendars' events (`[calendar NAME]`), from their cache entries while unchanged.
  var calendars: CalendarLoader {
    CalendarLoader(
      reader: dependencies.calendars, fileSystem: dependencies.fileSystem,
      cacheDirectory: dependencies.paths.cacheDirectory,
      home: dependencies.environment["HOME"] ?? dependencies.passwordHome())
  }

  /// The calendars' cache files (`cache clear`, `cache prune`).
  var calendarEntries: CalendarEntries {
    CalendarEntries(
      cacheDirectory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  func air(_ options: RunOptions) -> AirQualityService {
    AirQualityService(options.air, context: context(options))
  }
}

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
    let parsed: ParsedArguments
    do {
      parsed = try Commands.parser.parse(arguments)
    } catch {
      return Outcome(stderr: Commands.help.error(error), exitCode: ExitCode.usage)
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
        environment: dependencies.environment)
      if command.needsConfig, let configError { throw configError }
      var app = self
      app.deadline = Deadline(seconds: options.timeout, from: dependencies.clock)
      return try command.init(app: app, options: options).run()
    } catch {
      return failure(error)
    }
  }

  /// Outside the bar formats: usage and config mistakes exit 64, the rest 1.
  func failure(_ error: RainBarError) -> Outcome {
    switch error {
    case .usage(let usage):
      return Outcome(stderr: Commands.help.error(usage), exitCode: ExitCode.usage)
    case .config:
      return Outcome(stderr: "Error: \(error.message)\n", exitCode: ExitCode.usage)
    default:
      return Outcome(stderr: "Error: \(error.message)\n", exitCode: ExitCode.failure)
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
      try dependencies.configStore.apply(changes, in: dependencies.paths.configFile)
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
        baseURL: options.value(descriptor.url) ?? descriptor.defaultURL, key: key ?? "",
        userAgent: dependencies.userAgent, options: options))
  }

  /// Why there is no session bus, naming what was looked for.
  var noSessionBus: RainBarError {
    .noSessionBus(
      tried: SessionBus.sockets(environment: dependencies.environment, userID: dependencies.userID))
  }

  /// The session bus notifications go to, if there is one.
  var sessionBus: String? {
    SessionBus.address(
      environment: dependencies.environment, userID: dependencies.userID,
      exists: dependencies.fileSystem.exists)
  }

  /// Sends a notification on the user's session bus, within the run's deadline; returns its id.
  func notify(_ notification: RainNotification) throws(RainBarError) -> UInt32 {
    guard let bus = sessionBus else { throw noSessionBus }
    do {
      return try dependencies.notifier.send(
        notification, busAddress: bus, timeout: deadline.forPeer)
    } catch {
      throw .notification(error.message)
    }
  }

  func geocoder(_ options: RunOptions) -> OpenMeteoGeocoder {
    OpenMeteoGeocoder(
      baseURL: options.value(Options.geocodingURL) ?? OpenMeteoGeocoder.defaultURL,
      userAgent: dependencies.userAgent)
  }

  var forecastCache: ForecastCache {
    ForecastCache(
      directory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  /// The system's zoneinfo, for the clock of each forecast's place.
  var timeZones: TimeZoneDatabase {
    TimeZoneDatabase(environment: dependencies.environment, fileSystem: dependencies.fileSystem)
  }

  func loader(_ options: RunOptions) -> ForecastLoader {
    var loader = ForecastLoader(
      cache: forecastCache, http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: options.freshness))
    loader.warnings = warningsLoader(options)
    return loader
  }
}

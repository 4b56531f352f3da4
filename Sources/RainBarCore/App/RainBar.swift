/// The program: command line in, `Outcome` out. All I/O goes through `Dependencies`.
public struct RainBar: Sendable {
  public var dependencies: Dependencies

  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
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
    do throws(RainBarError) {
      switch parsed.command {
      case Commands.refresh.name: return try BarCommand(app: self).run(parsed, refresh: true)
      case Commands.forecast.name: return try ForecastCommand(app: self).run(parsed)
      case Commands.units.name: return try UnitsCommand(app: self).run(parsed)
      case Commands.locations.name: return try LocationsCommand(app: self).run(parsed)
      case Commands.alert.name: return try AlertCommand(app: self).run(parsed)
      case Commands.doctor.name: return try DoctorCommand(app: self).run(parsed)
      case Commands.completions.name:
        let shell = parsed.arguments.first ?? ""
        guard let script = Completions(parser: Commands.parser).script(for: shell) else {
          throw .usage(
            UsageError("Unknown shell '\(shell)': use bash, zsh or fish.", command: "completions"))
        }
        return Outcome(stdout: script)
      case Commands.manpage.name:
        return Outcome(
          stdout: ManPage(
            parser: Commands.parser, overview: Commands.overview, version: Commands.version
          ).render())
      case Commands.cache.name: return try CacheCommand(app: self).run(parsed)
      default: return try BarCommand(app: self).run(parsed, refresh: false)
      }
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

  /// The weather service for a run: `--provider`, else the config's.
  func provider(_ settings: Settings, _ arguments: ParsedArguments? = nil) throws(RainBarError)
    -> any ForecastProvider
  {
    let kind =
      arguments?.value("provider").flatMap(ProviderKind.init(rawValue:)) ?? settings.provider
    let environment = dependencies.environment
    switch kind {
    case .openMeteo:
      return OpenMeteoProvider(
        baseURL: environment[kind.urlVariable] ?? settings.openMeteoURL
          ?? OpenMeteoProvider.defaultURL,
        userAgent: dependencies.userAgent)
    case .pirateWeather:
      return PirateWeatherProvider(
        baseURL: environment[kind.urlVariable] ?? settings.pirateWeatherURL
          ?? PirateWeatherProvider.defaultURL,
        key: try APIKeys(app: self).pirateWeather(settings), userAgent: dependencies.userAgent)
    case .metNo:
      let contact = settings.contact.map { " \($0)" } ?? ""
      return METNorwayProvider(
        baseURL: environment[kind.urlVariable] ?? settings.metNoURL ?? METNorwayProvider.defaultURL,
        userAgent: dependencies.userAgent + contact)
    }
  }

  /// Sends a notification on the user's session bus; returns its id.
  func notify(_ notification: RainNotification) throws(RainBarError) -> UInt32 {
    let files = dependencies.fileSystem
    guard
      let bus = SessionBus.address(
        environment: dependencies.environment, userID: dependencies.userID, exists: files.exists)
    else { throw .noSessionBus }
    do {
      return try dependencies.notifier.send(notification, busAddress: bus)
    } catch {
      throw .notification(error.message)
    }
  }

  func geocoder(_ settings: Settings) -> OpenMeteoGeocoder {
    OpenMeteoGeocoder(
      baseURL: dependencies.environment["RAIN_BAR_OPEN_METEO_GEOCODING_URL"]
        ?? settings.geocodingURL ?? OpenMeteoGeocoder.defaultURL,
      userAgent: dependencies.userAgent)
  }

  var forecastCache: ForecastCache {
    ForecastCache(
      directory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  func loader(_ settings: Settings) -> ForecastLoader {
    ForecastLoader(
      cache: forecastCache, http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: settings.freshnessMinutes * 60))
  }
}

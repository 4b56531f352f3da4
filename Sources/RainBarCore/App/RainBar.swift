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
    do {
      switch parsed.command {
      case Commands.refresh.name: return try show(parsed, refresh: true)
      case Commands.cache.name: return try cache(parsed)
      default: return try show(parsed, refresh: false)
      }
    } catch {
      return failure(error, command: parsed.command)
    }
  }

  func failure(_ error: RainBarError, command: String) -> Outcome {
    if case .usage(let usage) = error {
      return Outcome(stderr: Commands.help.error(usage), exitCode: ExitCode.usage)
    }
    return Outcome(stderr: "Error: \(error.message)\n", exitCode: ExitCode.failure)
  }

  func loadSettings() throws(RainBarError) -> Settings {
    let path = dependencies.paths.configFile
    do {
      guard let document = try dependencies.configReader.read(path: path) else {
        return Settings()
      }
      return try Settings(document: document, path: path)
    } catch {
      throw .config(error)
    }
  }

  func show(_ arguments: ParsedArguments, refresh: Bool) throws(RainBarError) -> Outcome {
    let settings = try loadSettings()
    let options = try ShowOptions(arguments, settings: settings)
    let location = try options.location(settings: settings)
    let provider = OpenMeteoProvider(
      baseURL: dependencies.environment["RAIN_BAR_OPEN_METEO_URL"] ?? settings.openMeteoURL
        ?? OpenMeteoProvider.defaultURL,
      userAgent: dependencies.userAgent)
    let loader = ForecastLoader(
      cache: forecastCache, http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: settings.freshnessMinutes * 60))
    let result = try loader.load(
      provider, for: location, timeout: options.timeout, refresh: refresh)
    let now = dependencies.clock.now()
    let outlook = RainOutlook(forecast: result.forecast, now: now)
    var stderr = result.warnings.map { "Warning: \($0)\n" }.joined()
    var staleAge: Double?
    if case .stale(let reason, _) = result.freshness {
      staleAge = now - result.fetchedAt
      stderr +=
        "Warning: showing the forecast from \(Age.text(now - result.fetchedAt)) ago. \(reason)\n"
    }
    let line = PlainRenderer(units: options.units, icons: options.icons).render(
      outlook, staleAge: staleAge)
    return Outcome(stdout: line + "\n", stderr: stderr)
  }

  var forecastCache: ForecastCache {
    ForecastCache(
      directory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem)
  }

  func cache(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let cache = forecastCache
    switch arguments.arguments.first {
    case "path":
      return Outcome(stdout: cache.directory + "\n")
    case "clear":
      do {
        let count = try cache.clear()
        let noun = count == 1 ? "entry" : "entries"
        return Outcome(stdout: "Removed \(count) cache \(noun) from \(cache.directory).\n")
      } catch {
        throw .cache(error)
      }
    case let action:
      throw .usage(
        UsageError(
          "Unknown action '\(action ?? "")' for 'cache': use 'path' or 'clear'.",
          command: Commands.cache.name))
    }
  }
}

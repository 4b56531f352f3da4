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
      default:
        return try show(parsed)
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

  func show(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let settings = try loadSettings()
    let options = try ShowOptions(arguments, settings: settings)
    let location = try options.location(settings: settings)
    let provider = OpenMeteoProvider(
      baseURL: dependencies.environment["RAIN_BAR_OPEN_METEO_URL"] ?? settings.openMeteoURL
        ?? OpenMeteoProvider.defaultURL,
      userAgent: dependencies.userAgent)
    let forecast = try ForecastFetcher(http: dependencies.http).fetch(
      provider, for: location, timeout: options.timeout)
    let outlook = RainOutlook(forecast: forecast, now: dependencies.clock.now())
    let line = PlainRenderer(units: options.units, icons: options.icons).render(outlook)
    return Outcome(stdout: line + "\n")
  }
}

/// `warnings`: the official warnings for a place in full (headline, validity,
/// description, instruction), for a click on the bar; `--json` for scripts.
/// The forecast gives only the place's time zone: the warnings are asked
/// first, and shown without a forecast too.
/// `warnings regions --country CC`: MeteoAlarm's regions of a country.
struct WarningsCommand: Command {
  static let name = "warnings"
  static let spec = CommandSpec(
    name: name, abstract: "Print the official warnings for a place in full.",
    arguments: [
      ArgumentSpec(
        "regions", choices: ["regions"],
        help: "regions: list MeteoAlarm's regions of --country (for meteoalarm-region=).")
    ],
    options: [Options.forecastJSON.spec, Options.warnings.spec, Options.country.spec]
      + Options.display + Options.place + Options.network)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    switch options.arguments.first {
    case nil: return try show()
    case "regions": return try regions()
    case let word?:
      throw .usage(
        UsageError("Unknown argument '\(word)': use 'regions' or nothing.", command: Self.name))
    }
  }

  /// Every region the country's feed names now (a feed lists the regions of
  /// its current warnings, which in practice is most of them).
  func regions() throws(RainBarError) -> Outcome {
    guard let country = options.value(Options.country) else {
      throw .usage(UsageError("'warnings regions' needs --country (e.g. NL).", command: Self.name))
    }
    guard MeteoAlarmCountries.feed(country) != nil else {
      let codes = MeteoAlarmCountries.feeds.map(\.code).joined(separator: " ")
      throw .usage(
        UsageError(
          "MeteoAlarm has no feed for '\(country)': give one of \(codes).", command: Self.name))
    }
    let descriptor = MeteoAlarmSource.descriptor
    let request = MeteoAlarmSource.feedRequest(
      baseURL: options.value(descriptor.url) ?? descriptor.defaultURL, country: country,
      userAgent: app.dependencies.userAgent, timeout: options.timeout)
    let regions: [(code: String, name: String)]
    switch app.dependencies.http.get(request) {
    case .failure(let failure):
      throw .forecast(.network(failure, host: request.host, timeout: options.timeout))
    case .success(let response):
      do {
        regions = try MeteoAlarmSource.regions(response, provider: descriptor.displayName)
      } catch {
        throw .forecast(error)
      }
    }
    if regions.isEmpty {
      return Outcome(
        stdout:
          "MeteoAlarm's feed for \(country.uppercased()) names no region now (it lists those with warnings).\n"
      )
    }
    return Outcome(stdout: regions.map { "\($0.code)  \($0.name)" }.joined(separator: "\n") + "\n")
  }

  func show() throws(RainBarError) -> Outcome {
    let location = try app.location(options)
    let provider = try app.provider(options)
    let clock = app.dependencies.clock
    let start = clock.now()
    let loader = app.loader(options)
    // The forecast gives only the place's clock, so it never holds up the
    // warnings (a hanging forecast service would take the whole timeout):
    // the cached one, else the saved location's zone, else one asked for
    // within what the warnings left of the timeout, else UTC. Pirate
    // Weather's alerts come with its forecast, which is then asked first.
    var forecast: Forecast?
    if app.warningsComeWithForecast(options) {
      forecast = (try? loader.load(provider, for: location, timeout: options.timeout))?.forecast
    }
    let warnings = app.warnings(options, for: location, start: start, refresh: false)
    forecast =
      forecast ?? loader.cache.read(provider: provider.id, location: location).entry?.forecast
    let left = options.timeout - (clock.now() - start)
    if forecast == nil, location.timezone == nil, left >= 0.2 {
      forecast = (try? loader.load(provider, for: location, timeout: left))?.forecast
    }
    let zone = forecast.map { app.timeZones.rules(for: $0, at: location) } ?? app.zone(of: location)
    let now = clock.now()
    let active = warnings?.active(at: now) ?? []
    // No answer now and none kept: nothing to say of the warnings but why.
    let failed = warnings.flatMap { $0.isKnown ? nil : $0.unavailable }
    if options.flag(Options.forecastJSON) {
      guard let warnings else { return Outcome(stdout: "{\"warnings\":null}\n") }
      return Outcome(
        stdout: WarningsJSON.object(warnings, active: active, zone: zone) + "\n",
        exitCode: failed == nil ? ExitCode.success : ExitCode.failure)
    }
    if let failed { throw .warningsUnavailable(failed) }
    let lines = WarningLines(
      warnings: warnings, active: active, now: now, zone: zone, clock: options.clock,
      icons: options.icons
    ).full
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `warnings`: the official warnings for a place in full (headline, validity,
/// description, instruction), for a click on the bar; `--json` for scripts.
/// The forecast gives only the place's time zone: the warnings are asked
/// first, and shown without a forecast too.
/// `warnings regions --country CC` is `WarningsRegionsCommand`.
struct WarningsCommand: Command {
  static let name = "warnings"
  static let actions: [any Command.Type] = [WarningsRegionsCommand.self]
  static let spec = CommandSpec(
    name: name, abstract: "Print the official warnings for a place in full.",
    actions: actions.map { $0.spec }, withoutAction: .own,
    options: [Options.forecastJSON.spec] + Options.warningsOwn
      + Options.display + Options.place + Options.network)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
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
    if app.warnings(options).comeWithForecast {
      forecast = (try? loader.load(provider, for: location, timeout: options.timeout))?.forecast
    }
    let warnings = app.warnings(options).result(for: location, start: start, demand: .due)
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
    guard let warnings else {
      var lines = [tr("No warning service covers this place.")]
      if let code = Self.meteoAlarmCountry(of: location) {
        lines.append(
          tr(
            "MeteoAlarm may: 'rain-bar warnings regions --country %s' lists its regions, and meteoalarm-region= in the config chooses one.",
            code))
      }
      return Outcome(stdout: lines.joined(separator: "\n") + "\n")
    }
    let lines = WarningLines(
      warnings: warnings, active: active, now: now, zone: zone, clock: options.clock,
      icons: options.icons
    ).full
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }

  /// The MeteoAlarm country of a place none of the other services covers:
  /// its code when its country is one of MeteoAlarm's, `CC` when no country
  /// is known but it lies in Europe, else nil (MeteoAlarm does not cover it).
  static func meteoAlarmCountry(of location: Location) -> String? {
    guard let country = location.country else {
      let europe =
        (27.0...72.0).contains(location.latitude)
        && (-32.0...45.0).contains(location.longitude)
      return europe ? "CC" : nil
    }
    var name = String(country.lowercased().map { $0 == " " ? "-" : $0 })
    if name.hasPrefix("the-") { name.removeFirst(4) }
    return MeteoAlarmCountries.feeds.first {
      $0.code == country.uppercased() || $0.feed == name
    }?.code
  }
}

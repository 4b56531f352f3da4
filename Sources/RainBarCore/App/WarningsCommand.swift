/// `warnings`: the official warnings for a place in full (headline, validity,
/// description, instruction), for a click on the bar; `--json` for scripts.
/// The forecast (usually cached) gives the place's time zone.
struct WarningsCommand: Command {
  static let name = "warnings"
  static let spec = CommandSpec(
    name: name, abstract: "Print the official warnings for a place in full.",
    options: [Options.forecastJSON.spec, Options.warnings.spec] + Options.display
      + Options.place + Options.network)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let location = try options.location()
    let start = app.dependencies.clock.now()
    let result = try app.loader(options).load(
      try app.provider(options), for: location, timeout: options.timeout)
    let content = BarContent(
      result: result, location: location, now: app.dependencies.clock.now(),
      settings: BarContent.Settings(
        units: options.units, icons: options.icons, clock: options.clock),
      warnings: app.warnings(options, for: location, start: start, refresh: false))
    if options.flag(Options.forecastJSON) {
      guard let warnings = content.warnings else {
        return Outcome(stdout: "{\"warnings\":null}\n")
      }
      return Outcome(
        stdout: WarningsJSON.object(
          warnings, active: content.activeWarnings, offset: result.forecast.utcOffsetSeconds)
          + "\n")
    }
    let lines = content.warningLines?.full ?? []
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }
}

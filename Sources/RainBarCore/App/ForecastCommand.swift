import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `forecast`: the hours and days ahead as an aligned table, or JSON for scripts.
struct ForecastCommand: Command {
  static let name = "forecast"
  static let spec = CommandSpec(
    name: name, abstract: "Print the forecast: now, the next hours and the next days.",
    options: [
      Options.hours.spec, Options.days.spec, Options.hourColumns.spec, Options.dayColumns.spec,
      Options.forecastJSON.spec, Options.forecastNotify.spec,
    ] + Options.display
      + Options.place + Options.network + Options.warningsOwn)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let hours = options.value(Options.hours)
    let days = options.value(Options.days)
    let location = try app.location(options)
    let start = app.dependencies.clock.now()
    let result = try app.loader(options).load(
      try app.provider(options), for: location, timeout: options.timeout)
    let now = app.dependencies.clock.now()
    var barSettings = BarContent.Settings(
      units: options.units, icons: options.icons, clock: options.clock,
      threshold: options.threshold, rainFloor: options.value(Options.rainFloor),
      alertLead: options.alerts.leadMinutes)
    barSettings.aqiScale = options.air.scale
    // Air quality when the configured bar shows it (`template=`, `tooltip=`).
    let json = options.flag(Options.forecastJSON)
    let content = BarContent(
      result: result, zone: app.timeZones.rules(for: result.forecast, at: location),
      location: location, now: now, settings: barSettings,
      warnings: app.warnings(options).result(for: location, start: start, demand: .due),
      air: json
        ? app.air(options).result(
          for: location, needs: options.airNeeds(), start: start, demand: .due) : nil)
    var stderr = ""
    for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
    if let reason = content.reason { stderr += tr("Warning: %s", reason) + "\n" }
    if options.flag(Options.forecastNotify) {
      // What i3blocks' middle click sends; without a forecast, nothing to send.
      guard content.snapshot != nil else {
        throw .forecast(.empty(provider: try app.provider(options).displayName))
      }
      _ = try app.notifications.send(ForecastNotification.make(content))
      return Outcome(stdout: "", stderr: stderr)
    }
    if json {
      let output = JSONRenderer(hours: hours, days: days).render(
        content, RenderOptions(template: options.template))
      return Outcome(stdout: output.stdout, stderr: stderr, exitCode: output.exitCode)
    }
    // The tooltip's tables and columns, with --hours and --days.
    var layout = options.tooltipLayout
    layout.sections = TooltipSection.standard
    layout.hours = hours
    layout.days = days
    let lines = content.snapshot?.table.lines(layout, warnings: content.warningLines) ?? []
    return Outcome(stdout: lines.joined(separator: "\n") + "\n", stderr: stderr)
  }
}

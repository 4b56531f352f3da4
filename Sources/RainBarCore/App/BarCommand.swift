/// `show` and `refresh`: one bar run, drawn by the chosen format's renderer.
/// Failures become a state the bar draws (a glyph and a word), with the reason
/// in the tooltip or on stderr.
struct BarCommand {
  var app: RainBar

  func run(_ arguments: ParsedArguments, refresh: Bool) throws(RainBarError) -> Outcome {
    // A config that does not parse still lets the bar draw its error state.
    var settingsError: RainBarError?
    let settings: Settings
    do {
      settings = try app.loadSettings()
    } catch {
      settingsError = error
      settings = Settings()
    }
    let environment = app.dependencies.environment
    let options = try ShowOptions(arguments, settings: settings, environment: environment)
    var stderr = ""
    var refresh = refresh
    var units = options.units
    var locationOverride: Location?
    var sendForecast = false

    if settingsError == nil, options.format == .i3blocks || options.format == .i3bar,
      let button = environment["BLOCK_BUTTON"].flatMap(Int.init)
    {
      // A click that cannot be carried out (an unwritable config) costs a warning, not the block.
      do {
        let click = try Click(button: button, app: app, settings: settings)
        stderr += click.message.map { "\($0)\n" } ?? ""
        refresh = refresh || click.refresh
        units = click.units ?? units
        locationOverride = click.location
        sendForecast = click.sendForecast
      } catch {
        stderr += "Warning: the click was not carried out: \(error.message)\n"
      }
    }

    let content: BarContent
    var location: Location?
    do throws(RainBarError) {
      if let settingsError { throw settingsError }
      let chosen: Location
      if let locationOverride {
        chosen = locationOverride
      } else {
        do throws(RainBarError) {
          chosen = try options.location(settings: settings)
        } catch .noLocation {
          chosen = try FirstRunLocation(app: app).find(
            settings: settings, timeout: min(options.timeout, 3))
        }
      }
      location = chosen
      let result = try app.loader(settings).load(
        try app.provider(settings, arguments), for: chosen, timeout: options.timeout,
        refresh: refresh)
      stderr += result.warnings.map { "Warning: \($0)\n" }.joined()
      content = BarContent(
        result: result, location: chosen, now: app.dependencies.clock.now(),
        settings: BarContent.Settings(
          units: units, icons: options.icons, clock: options.clock, threshold: settings.threshold))
      if let reason = content.reason { stderr += "Warning: \(reason)\n" }
      if arguments.flag("notify") {
        // An alert problem never costs the bar its line; the alert is retried next run.
        let check = AlertCheck(
          app: app,
          policy: AlertPolicy(settings: settings.alerts, units: units, clock: options.clock))
        do {
          _ = try check.run(location: chosen, forecast: result.forecast, dryRun: false)
        } catch {
          stderr += "Warning: alert not sent: \(error.message)\n"
        }
      }
      if sendForecast, let table = content.snapshot?.table {
        do {
          _ = try app.notify(Self.forecastNotification(table, content: content))
        } catch {
          stderr += "Warning: \(error.message)\n"
        }
      }
    } catch {
      if case .usage = error { throw error }
      let failure: BarContent.Failure
      switch error {
      case .noLocation: failure = .noLocation
      case .forecast(let forecastError) where forecastError.isOffline: failure = .offline
      default: failure = .error
      }
      content = BarContent(
        failure: failure, reason: error.message, location: location?.name, icons: options.icons)
      stderr += "Error: \(error.message)\n"
    }
    let render = RenderOptions(
      template: options.template, pango: options.pango,
      blockName: environment["BLOCK_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "rain-bar",
      blockInstance: environment["BLOCK_INSTANCE"].flatMap { $0.isEmpty ? nil : $0 },
      underI3blocks: environment["BLOCK_NAME"] != nil)
    let output = options.format.renderer.render(content, render)
    return Outcome(stdout: output.stdout, stderr: stderr, exitCode: output.exitCode)
  }

  /// The forecast as a notification, for bars without tooltips (i3blocks' middle click).
  static func forecastNotification(_ table: ForecastTable, content: BarContent) -> RainNotification
  {
    let lines = table.lines(hours: 6, days: 3)
    let summary = [content.location, content.values["condition"], content.values["temp"]]
      .compactMap { $0 }.joined(separator: " · ")
    return RainNotification(
      summary: Markup.pango(summary),
      body: Markup.pango(lines.dropFirst().joined(separator: "\n")),
      icon: content.condition?.isWet == true ? "weather-showers" : "weather-overcast", urgency: .low
    )
  }
}

/// What an i3blocks click (BLOCK_BUTTON) does before the block is drawn again.
struct Click {
  var refresh = false
  var sendForecast = false
  var units: Units?
  var location: Location?
  var message: String?

  init(button: Int, app: RainBar, settings: Settings) throws(RainBarError) {
    switch button {
    case 1:
      refresh = true
    case 2:
      sendForecast = true
    case 3:
      let toggled: Units = settings.units == .metric ? .imperial : .metric
      try app.saveSettings([
        .set(group: Settings.mainGroup, key: "units", value: toggled.rawValue)
      ])
      units = toggled
    case 4, 5:
      guard let next = settings.cycledLocation(by: button == 4 ? -1 : 1) else {
        message = "No saved locations to cycle through (rain-bar locations add <place>)."
        return
      }
      try app.saveSettings([
        .set(group: Settings.mainGroup, key: "location", value: next.name)
      ])
      location = next
    default:
      break
    }
  }
}

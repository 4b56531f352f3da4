/// `show` and `refresh`: one bar run, drawn by the chosen format's renderer.
/// Failures become a state the bar draws (a glyph and a word), with the reason
/// in the tooltip or on stderr. A config that does not parse still lets the bar
/// draw its error state.
struct BarRun {
  var app: RainBar
  var options: RunOptions
  var refresh: Bool
  /// `refresh`: exit 1, with the reason, when the forecast could not be renewed
  /// (waybar output still exits 0, as waybar requires).
  var failWhenNotRenewed = false

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let start = app.dependencies.clock.now()
    var stderr = ""
    var refresh = refresh
    var units = options.units
    var locationOverride: Location?
    var sendForecast = false
    var clickRefresh = false
    var notRenewed: String?

    if options.configError == nil, options.format == .i3blocks || options.format == .i3bar,
      let button = options.block.button
    {
      // A click that cannot be carried out (an unwritable config) costs a warning, not the block.
      do {
        let click = try Click(button: button, app: app, settings: settings)
        stderr += click.message.map { "\($0)\n" } ?? ""
        refresh = refresh || click.refresh
        clickRefresh = click.refresh
        if let system = click.units { units.system = system }
        locationOverride = click.location
        sendForecast = click.sendForecast
      } catch {
        stderr += "Warning: the click was not carried out: \(error.message)\n"
      }
    }

    let content: BarContent
    var location: Location?
    do throws(RainBarError) {
      if let configError = options.configError { throw configError }
      let chosen: Location
      if let locationOverride {
        chosen = locationOverride
      } else {
        do throws(RainBarError) {
          chosen = try options.location()
        } catch .noLocation {
          chosen = try FirstRunLocation(app: app).find(
            settings: settings, timeout: min(app.deadline.forPeer, 3))
        }
      }
      location = chosen
      let result = try app.loader(options).load(
        try app.provider(options), for: chosen, timeout: options.timeout, refresh: refresh)
      for warning in result.warnings { stderr += "Warning: \(warning)\n" }
      let zone = app.timeZones.rules(for: result.forecast, at: chosen)
      // A problem with the warnings never costs the forecast line (the tooltip says it).
      let warnings = app.warnings(options, for: chosen, start: start, refresh: refresh)
      content = BarContent(
        result: result, zone: zone, location: chosen, now: app.dependencies.clock.now(),
        settings: BarContent.Settings(
          units: units, icons: options.icons, clock: options.clock, threshold: options.threshold,
          tooltipHours: options.value(Options.tooltipHours),
          tooltipDays: options.value(Options.tooltipDays),
          rainFloor: options.value(Options.rainFloor), alertLead: options.alerts.leadMinutes),
        warnings: warnings)
      if refresh { notRenewed = result.whyNotRenewed }
      if let notRenewed, failWhenNotRenewed {
        stderr += "Error: The forecast was not renewed: \(notRenewed)\n"
      } else if let reason = content.reason {
        stderr += "Warning: \(reason)\n"
      }
      if let notRenewed, clickRefresh {
        // i3blocks has no tooltip: a click that did nothing says so where it is seen.
        do {
          _ = try app.notify(
            RainNotification(
              summary: "The forecast was not renewed",
              body: Markup.pango(notRenewed), icon: "dialog-warning", urgency: .low))
        } catch {
          stderr += "Warning: \(error.message)\n"
        }
      }
      if options.flag(Options.notify) {
        // An alert problem never costs the bar its line; the alert is retried next run.
        let check = AlertCheck(
          app: app,
          policy: AlertPolicy(settings: options.alerts, units: units, clock: options.clock))
        do {
          _ = try check.run(
            location: chosen, forecast: result.forecast, zone: zone, warnings: content.warnings,
            dryRun: false)
        } catch {
          stderr += "Warning: alert not sent: \(error.message)\n"
        }
      }
      if sendForecast, content.snapshot != nil {
        do {
          _ = try app.notify(Self.forecastNotification(content))
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
      template: options.template, pango: options.pango, blockName: options.block.name,
      blockInstance: options.block.instance, underI3blocks: options.block.underI3blocks,
      urgent: options.value(Options.urgent),
      polybarIconFont: options.value(Options.polybarIconFont))
    let output = options.format.renderer.render(content, render)
    var exitCode = output.exitCode
    if failWhenNotRenewed, notRenewed != nil, options.format != .waybar { exitCode = 1 }
    return Outcome(stdout: output.stdout, stderr: stderr, exitCode: exitCode)
  }

  /// The forecast as a notification, for bars without tooltips (i3blocks' middle click).
  static func forecastNotification(_ content: BarContent) -> RainNotification {
    let lines = content.tooltip
    let summary = [content.location, content.values[.condition], content.values[.temp]]
      .compactMap { $0 }.joined(separator: " · ")
    return RainNotification(
      summary: Markup.pango(summary),
      body: Markup.pango(lines.dropFirst().joined(separator: "\n")),
      icon: content.condition?.isWet == true ? "weather-showers" : "weather-overcast", urgency: .low
    )
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

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

  /// Whether an i3blocks click (BLOCK_BUTTON) is carried out (`best` draws none).
  var clicks = true

  func run() throws(RainBarError) -> Outcome {
    var stderr = ""
    let shown = try show(stderr: &stderr)
    let output = render(shown.content)
    var exitCode = output.exitCode
    if failWhenNotRenewed, shown.notRenewed != nil, options.format != .waybar { exitCode = 1 }
    return Outcome(stdout: output.stdout, stderr: stderr, exitCode: exitCode)
  }

  /// What the run shows, its effects carried out: the click, the place
  /// chosen, its forecast loaded and decided on.
  func show(stderr: inout String) throws(RainBarError) -> BarDecision {
    let start = app.dependencies.clock.now()
    var refresh = refresh
    var units = options.units
    var click: Click?
    if clicks, options.format == .i3blocks || options.format == .i3bar,
      let button = options.block.button
    {
      click = self.click(button, stderr: &stderr)
      refresh = refresh || click?.refresh == true
      if let system = click?.units { units.system = system }
    }
    var location: Location?
    var note: String?
    let loaded: LoadOutcome
    do throws(RainBarError) {
      let chosen = try place(click?.location, ask: true)
      location = chosen.location
      note = chosen.note
      // GeoClue may have used some of the run's time: the request gets the rest.
      let timeout =
        options.followsPosition ? app.deadline.remaining(atLeast: 1) : options.timeout
      loaded = .success(
        try app.loader(options).load(
          try app.provider(options), for: chosen.location, timeout: timeout, refresh: refresh))
    } catch {
      if case .usage = error { throw error }
      loaded = .failure(error)
    }
    let demand = Renewal.Demand(refresh: refresh, retry: false)
    let request = BarRequest(
      location: location, units: units, refreshed: refresh,
      clickRefresh: click?.refresh == true, sendForecast: click?.sendForecast == true,
      checkAlerts: true, note: note)
    let shown = decide(
      loaded, request, now: app.dependencies.clock.now(),
      warnings: { app.warnings(options).result(for: $0, start: start, demand: demand) },
      air: {
        app.air(options).result(
          for: $0, needs: options.airNeeds(alerts: options.flag(Options.notify)), start: start,
          demand: demand)
      })
    stderr += shown.stderr + BarEffects(app: app, options: options).perform(shown.effects)
    return shown
  }

  /// Carries out an i3blocks click (BLOCK_BUTTON, or a line on watch's stdin).
  /// A click that cannot be carried out (an unwritable config) costs a
  /// warning, not the block; nil then, and with a config that cannot be read.
  func click(_ button: Int, stderr: inout String) -> Click? {
    guard options.configError == nil else { return nil }
    do {
      let click = try Click(button: button, app: app, settings: options.settings)
      stderr += click.message.map { "\($0)\n" } ?? ""
      return click
    } catch {
      stderr += tr("Warning: the click was not carried out: %s", error.message) + "\n"
      return nil
    }
  }

  /// The place this run is for: a click's, the chosen one, the current
  /// position (`location=here`; GeoClue asked when due and `ask`), or the
  /// first-run guess; with why the current position is an old one.
  func place(_ clicked: Location?, ask: Bool) throws(RainBarError) -> ChosenPlace {
    if let configError = options.configError { throw configError }
    if let clicked { return ChosenPlace(location: clicked) }
    if options.followsPosition {
      return try CurrentPlace(app: app).location(
        settings: options.settings, ask: ask, timeout: min(app.deadline.forPeer, 3))
    }
    do throws(RainBarError) {
      return ChosenPlace(location: try options.location())
    } catch .noLocation {
      return ChosenPlace(
        location: try FirstRunLocation(app: app).find(
          settings: options.settings, timeout: min(app.deadline.forPeer, 3)))
    }
  }

  /// What the bar shows for a load's result, what goes on stderr, and the
  /// effects that go with it (a click's notifications, `--notify`'s alert
  /// check), without carrying any out. `warnings`: the place's (a one-shot
  /// run's renewed within what is left of its timeout, watch's as cached);
  /// `air`: its air quality, the same way (nil: the bar shows none).
  func decide(
    _ loaded: LoadOutcome, _ request: BarRequest, now: Double,
    warnings: (Location) -> WarningsResult?, air: (Location) -> AirQualityResult? = { _ in nil }
  ) -> BarDecision {
    var stderr = request.note.map { tr("Warning: %s", $0) + "\n" } ?? ""
    let result: ForecastResult
    switch loaded {
    case .success(let loaded):
      result = loaded
    case .failure(let error):
      let failure: BarContent.Failure
      switch error {
      case .noLocation, .noLocationSelected, .currentPositionUnavailable: failure = .noLocation
      case .forecast(let forecastError, _) where forecastError.isOffline: failure = .offline
      case .forecast(let forecastError, _) where forecastError.isServiceFault: failure = .service
      case .waiting(_, _, offline: true): failure = .offline
      // Backing off after a service's failure (an offline one is above).
      case .waiting(_, _, offline: false), .backingOff: failure = .service
      default: failure = .error
      }
      stderr += tr("Error: %s", error.message) + "\n"
      // The place's warnings still show: a severe one matters most when the forecast is missing.
      guard let location = request.location, failure != .noLocation else {
        let content = BarContent(
          failure: failure, reason: error.message, location: request.location?.name,
          icons: options.icons)
        return BarDecision(content: content, stderr: stderr)
      }
      var content = BarContent(
        failure: failure, reason: error.message, location: location.name, icons: options.icons,
        warnings: warnings(location), now: now, zone: app.zone(of: location),
        clock: options.clock)
      content.note = request.note
      return BarDecision(content: content, stderr: stderr)
    }
    guard let location = request.location else {
      let content = BarContent(
        failure: .noLocation, reason: "", location: nil, icons: options.icons)
      return BarDecision(content: content, stderr: stderr)
    }
    for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
    let zone = app.timeZones.rules(for: result.forecast, at: location)
    // A problem with the warnings never costs the forecast line (the tooltip says it).
    var settings = BarContent.Settings(
      units: request.units, icons: options.icons, clock: options.clock,
      threshold: options.threshold, tooltip: options.tooltipLayout,
      rainFloor: options.value(Options.rainFloor), alertLead: options.alerts.leadMinutes)
    settings.aqiScale = options.air.scale
    settings.trips = options.settings.trips(at: location)
    // Calendars are read only for a bar that shows their events.
    if options.template.placeholders.contains(.event)
      || options.tooltipLayout.sections.contains(.events)
    {
      settings.events = CalendarEvents.occurrences(
        app, settings: options.settings, at: location, zone: zone, now: Int64(now.rounded(.down)),
        ahead: 86_400, feeds: options.command == WatchCommand.name ? nil : .due,
        geocoder: app.eventGeocoder(options, asks: options.command != WatchCommand.name))
    }
    var content = BarContent(
      result: result, zone: zone, location: location, now: now, settings: settings,
      warnings: warnings(location), air: air(location))
    content.note = request.note
    let notRenewed = request.refreshed ? result.whyNotRenewed : nil
    if let notRenewed, failWhenNotRenewed {
      stderr += tr("Error: The forecast was not renewed: %s", notRenewed) + "\n"
    } else if let reason = content.reason {
      stderr += tr("Warning: %s", reason) + "\n"
    }
    var effects: [BarEffect] = []
    if let notRenewed, request.clickRefresh {
      effects.append(
        .notify(
          RainNotification(
            summary: tr("The forecast was not renewed"),
            body: notRenewed, icon: "dialog-warning", urgency: .low)))
    }
    if request.checkAlerts, options.flag(Options.notify) {
      effects.append(
        .checkAlerts(
          location: location, forecast: result.forecast, zone: zone, warnings: content.warnings,
          air: content.air, units: request.units))
    }
    if request.sendForecast, content.snapshot != nil {
      effects.append(.notify(ForecastNotification.make(content)))
    }
    return BarDecision(content: content, notRenewed: notRenewed, stderr: stderr, effects: effects)
  }

  /// The bar's text in the run's format (`template`: in place of the run's).
  func render(_ content: BarContent, template: Template? = nil) -> (
    stdout: String, exitCode: Int32
  ) {
    var render = RenderOptions(
      template: template ?? options.template, pango: options.pango, blockName: options.block.name,
      blockInstance: options.block.instance, underI3blocks: options.block.underI3blocks,
      options: options)
    render.plainText = options.plainText
    return options.format.renderer.render(content, render)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `alert`: the rain alert check for one or every saved location.
struct AlertCommand: Command {
  static let name = "alert"
  static let spec = CommandSpec(
    name: name,
    abstract: "Send a desktop notification when rain is likely soon (for cron or a timer).",
    options: [
      Options.threshold.spec, Options.within.spec, Options.quietHours.spec, Options.all.spec,
      Options.dryRun.spec, Options.language.spec,
    ] + Options.place + Options.network + Options.warningsOwn,
    discussion: """
      One notification per rain episode and location, however often it
      runs; an update replaces it when the rain becomes critical (90%
      within the hour). With minute-level data it also tells of rain
      starting within alert-lead minutes (30): 'Rain in Berlin in about 20
      min', updated once if the onset moves. Official warnings are notified
      too, once each: an update replaces its notification, a cancel or its
      end closes it, severe and extreme ones are critical, and quiet hours
      never hold back an extreme one. uv-threshold=, gust-threshold=,
      heat-threshold= and frost-threshold= in the config add alerts on
      those, once per episode. --dry-run says what each alert family would
      send, or why not. Exit 0 when all went well, 1 when a notification
      could not be sent.
      """)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let locations: [Location]
    if options.flag(Options.all) {
      if options.place != .selected {
        throw .usage(UsageError("Give --all, or one location, not both.", command: "alert"))
      }
      locations = settings.sortedLocations
      if locations.isEmpty { throw .noLocation }
    } else {
      locations = [try app.location(options)]
    }
    let dryRun = options.flag(Options.dryRun)
    let check = AlertCheck(
      app: app,
      context: options.alertContext())
    var stdout = ""
    var stderr = ""
    var failed = false
    var zone: TimeZoneRules?
    // Places this run does not check but a trip or an event is at: only
    // their trips and events are checked.
    let tripPlaces =
      settings.trips.isEmpty || options.flag(Options.all)
      ? []
      : settings.sortedLocations.filter { place in
        !locations.contains { $0.name == place.name } && !settings.trips(at: place).isEmpty
      }
    // Calendar events, read only when a calendar is configured; the places
    // of their events are checked for those events (as a trip's are).
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    let events = CalendarEvents.load(
      app, settings: settings, now: now, geocoder: app.eventGeocoder(options))
    var eventPlaces: [Location] = []
    for item in events.items(settings) {
      guard let place = item.place, !(locations + tripPlaces + eventPlaces).contains(place)
      else { continue }
      eventPlaces.append(place)
    }
    let places = locations + tripPlaces + eventPlaces
    for index in places.indices {
      let location = places[index]
      let tripsOnly = index >= locations.count
      do {
        let start = app.dependencies.clock.now()
        let result = try app.loader(options).load(
          try app.provider(options), for: location, timeout: options.timeout)
        for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
        let clock = app.timeZones.rules(for: result.forecast, at: location, known: zone)
        zone = clock
        // A place checked for its trips only: no warnings, no air quality.
        let warnings =
          tripsOnly ? nil : app.warnings(options).result(for: location, start: start, demand: .due)
        let air =
          tripsOnly
          ? nil
          : app.air(options).result(
            for: location, needs: options.airNeeds(shows: false, alerts: true), start: start,
            demand: .due)
        let input = AlertInput(
          place: location.name, forecast: result.forecast, zone: clock,
          now: app.dependencies.clock.now(), warnings: warnings, air: air,
          trips: settings.trips(at: location),
          events: events.occurrences(
            at: location, settings: settings, zone: clock, now: now, horizon: now + 43_200))
        let reports = try check.run(input, location: location, tripsOnly: tripsOnly, dryRun: dryRun)
        // What every family would send, or why not (a family that has no
        // reason had nothing to consider); the first's (rain's) verdict last.
        for report in reports.dropFirst() + reports.prefix(1) {
          let first = report.family == reports.first?.family
          for result in report.results {
            switch result {
            case .wouldSend(let notification):
              stdout += tr("%s: would send: %s", location.name, notification.description) + "\n"
            case .nothing(let reason) where dryRun && first && !tripsOnly:
              stdout += tr("%s: nothing to send (%s).", location.name, reason) + "\n"
            case .nothing(let reason) where dryRun && !first && !reason.isEmpty:
              stdout +=
                tr("%s: %s: nothing to send (%s).", location.name, report.family, reason) + "\n"
            case .nothing: break
            }
          }
        }
      } catch {
        if case .usage = error { throw error }
        failed = true
        stderr += tr("Error: %s: %s", location.name, error.message) + "\n"
      }
    }
    return Outcome(stdout: stdout, stderr: stderr, exitCode: failed ? ExitCode.failure : 0)
  }
}

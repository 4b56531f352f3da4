import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `events`: the calendars' timed events of the next 3 days, each with its
/// chance of rain where it is, as lines or as JSON for scripts.
struct EventsCommand: Command {
  static let name = "events"
  static let spec = CommandSpec(
    name: name, abstract: "List the coming calendar events with their chance of rain.",
    options: [Options.forecastJSON.spec] + Options.display + Options.network,
    discussion: """
      Calendars are [calendar NAME] groups of the config: source= a vdir
      folder (khal, vdirsyncer) or an .ics file (Evolution), only= and
      skip= categories or words of the summary, notify-before=30
      (minutes), threshold= (the alert threshold) and location= (where
      events that do not say are: the selected one). An event is where
      its GEO says, else at the saved location its LOCATION names. All-day,
      cancelled and free (transparent) events are left out. 'rain-bar
      alert' warns once per event, notify-before minutes ahead, when rain
      is likely during it. Lists the events of the next 3 days.
      """)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let json = options.flag(Options.forecastJSON)
    guard !settings.calendars.isEmpty else {
      if json { return Outcome(stdout: "[]\n") }
      return Outcome(stdout: tr("No calendars: add a [calendar NAME] group to the config.") + "\n")
    }
    var stderr = ""
    var failed = false
    for problem in settings.calendarProblems() {
      stderr += tr("Error: %s", problem) + "\n"
      failed = true
    }
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    let events = CalendarEvents.load(app, settings: settings, now: now)
    for (calendar, record) in events.records {
      for problem in record.problems {
        stderr += tr("Warning: %s", tr("calendar %s: %s", calendar.name, problem)) + "\n"
      }
    }
    var forecasts: [String: (forecast: Forecast?, zone: TimeZoneRules, problem: String?)] = [:]
    var rows: [Row] = []
    for item in events.items(settings) {
      guard let place = item.place else {
        failed = true
        stderr +=
          tr(
            "Error: %s",
            tr(
              "calendar %s: no location is selected; give location= in its group.",
              item.calendar.name))
          + "\n"
        continue
      }
      if forecasts[place.name] == nil {
        do {
          let result = try app.loader(options).load(
            try app.provider(options), for: place, timeout: options.timeout)
          for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
          forecasts[place.name] = (
            result.forecast, app.timeZones.rules(for: result.forecast, at: place), nil
          )
        } catch {
          if case .usage = error { throw error }
          failed = true
          stderr += tr("Error: %s: %s", place.name, error.message) + "\n"
          forecasts[place.name] = (
            nil, app.zone(of: place, provider: options.provider.id), error.message
          )
        }
      }
      guard let known = forecasts[place.name] else { continue }
      let occurrence = item.event.occurrence(of: item.calendar, zone: known.zone)
      guard occurrence.end > now, occurrence.start < now + CalendarLoader.reach else { continue }
      let outlook = TripOutlook(
        occurrence, forecast: known.forecast, now: now, floor: options.value(Options.rainFloor),
        alertThreshold: options.threshold)
      rows.append(
        Row(
          outlook: outlook, item: item, location: place, zone: known.zone, problem: known.problem))
    }
    rows.sort {
      ($0.outlook.occurrence.start, $0.item.event.summary) < (
        $1.outlook.occurrence.start, $1.item.event.summary
      )
    }
    let exitCode = failed ? ExitCode.failure : 0
    if json {
      let items = rows.map { row -> String in
        let outlook = row.outlook
        var members = [
          ("event", JSONText.string(row.item.event.summary)),
          ("calendar", JSONText.string(row.item.calendar.name)),
          ("uid", JSONText.string(row.item.event.uid)),
          ("location", JSONText.string(row.location.name)),
          ("start", "\(outlook.occurrence.start)"), ("end", "\(outlook.occurrence.end)"),
          ("chance", outlook.chance.map(Rounded.integer) ?? "null"),
          ("likely", outlook.isWet ? "true" : "false"),
          ("rain_from", outlook.rainFrom.map { "\($0)" } ?? "null"),
        ]
        if let problem = row.problem { members.append(("error", JSONText.string(problem))) }
        return JSONText.object(members)
      }
      return Outcome(stdout: JSONText.array(items) + "\n", stderr: stderr, exitCode: exitCode)
    }
    let places = Set(rows.map(\.location.name)).count
    var stdout = ""
    for row in rows {
      let line = row.outlook.line(clock: options.clock, zone: row.zone, now: now)
      stdout += (places > 1 ? tr("%s: %s", row.location.name, line) : line) + "\n"
    }
    if rows.isEmpty { stdout = tr("No events in the next 3 days.") + "\n" }
    return Outcome(stdout: stdout, stderr: stderr, exitCode: exitCode)
  }

  struct Row {
    var outlook: TripOutlook
    var item: CalendarEvents.Item
    var location: Location
    var zone: TimeZoneRules
    var problem: String?
  }
}

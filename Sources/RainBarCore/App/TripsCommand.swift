import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `trips`: the coming occurrences of the config's trips, each with its
/// chance of rain, as lines or as JSON for scripts.
struct TripsCommand: Command {
  static let name = "trips"
  static let spec = CommandSpec(
    name: name, abstract: "List the coming trips with their chance of rain.",
    options: [Options.forecastJSON.spec] + Options.display + Options.network,
    discussion: """
      Trips are [trip NAME] groups of the config: days=Mon-Fri,
      times=08:00-08:40 (comma-separated for several, on the place's
      clock), notify-before=30 (minutes), threshold= (the alert
      threshold) and location= (the selected one). 'rain-bar alert' warns
      once per trip, notify-before minutes ahead, when rain is likely
      during it. Lists the trips of the next 3 days.
      """)

  var app: RainBar
  var options: RunOptions

  /// How far ahead the list reaches.
  static let reach: Int64 = 3 * 86_400

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let json = options.flag(Options.forecastJSON)
    guard !settings.trips.isEmpty else {
      if json { return Outcome(stdout: "[]\n") }
      return Outcome(stdout: tr("No trips: add a [trip NAME] group to the config.") + "\n")
    }
    var stderr = ""
    var failed = false
    var rows: [Row] = []
    for problem in Self.problems(settings) {
      stderr += tr("Error: %s", problem) + "\n"
      failed = true
    }
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    for location in settings.sortedLocations {
      let trips = settings.trips(at: location)
      guard !trips.isEmpty else { continue }
      let forecast: Forecast?
      let zone: TimeZoneRules
      var problem: String?
      do {
        let result = try app.loader(options).load(
          try app.provider(options), for: location, timeout: options.timeout)
        for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
        forecast = result.forecast
        zone = app.timeZones.rules(for: result.forecast, at: location)
      } catch {
        if case .usage = error { throw error }
        failed = true
        stderr += tr("Error: %s: %s", location.name, error.message) + "\n"
        // Listed all the same, with no forecast and why (on the place's clock
        // as far as it is known without one).
        forecast = nil
        zone = app.zone(of: location, provider: options.provider.id)
        problem = error.message
      }
      for occurrence in TripOccurrence.coming(
        trips, now: now, horizon: now + Self.reach, zone: zone)
      {
        let outlook = TripOutlook(
          occurrence, forecast: forecast, now: now, floor: options.value(Options.rainFloor),
          alertThreshold: options.threshold)
        rows.append(Row(outlook: outlook, location: location, zone: zone, problem: problem))
      }
    }
    rows.sort { $0.outlook.occurrence.start < $1.outlook.occurrence.start }
    let exitCode = failed ? ExitCode.failure : 0
    if json {
      let items = rows.map { row -> String in
        let outlook = row.outlook
        var members = [
          ("trip", JSONText.string(outlook.occurrence.trip.name)),
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
    if rows.isEmpty { stdout = tr("No trips in the next 3 days.") + "\n" }
    return Outcome(stdout: stdout, stderr: stderr, exitCode: exitCode)
  }

  /// One occurrence listed: its outlook, place and clock, and why it has no
  /// forecast when none could be had (the failure's sentence).
  struct Row {
    var outlook: TripOutlook
    var location: Location
    var zone: TimeZoneRules
    var problem: String?
  }

  /// What is wrong with the trips that reading the config cannot tell: a
  /// location that is not saved, or none selected (`doctor` says it too).
  static func problems(_ settings: Settings) -> [String] {
    var problems: [String] = []
    let selected =
      settings.selectedLocation
      ?? (settings.locations.count == 1 ? settings.locations.first?.name : nil)
    for trip in settings.trips {
      if let name = trip.location {
        if settings.location(named: name) == nil {
          problems.append(
            tr(
              "trip %s: the location '%s' is not saved.", trip.name, Sanitized.line(name, limit: 40)
            ))
        }
      } else if selected == nil {
        problems.append(
          tr("trip %s: no location is selected; give location= in its group.", trip.name))
      }
    }
    return problems
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What `trips` and `events` share: each place's forecast, loaded once (or
/// why it could not be, said on stderr and beside its rows), and how the
/// occurrences they judge are printed: a line each, the place first when
/// they are at several, or a JSON array for scripts.
struct OutlookListing {
  /// One occurrence listed: its outlook, its name (for the order of those
  /// that start together) and its JSON members naming it, its place and
  /// clock, and why it has no forecast when none could be had.
  struct Row {
    var outlook: TripOutlook
    var title: String
    var names: [(String, String)]
    var location: Location
    var zone: TimeZoneRules
    var problem: String?
  }

  /// A place's forecast, its clock, and the failure's sentence when there is none.
  struct PlaceForecast {
    var forecast: Forecast?
    var zone: TimeZoneRules
    var problem: String?
  }

  let app: RainBar
  let options: RunOptions
  var rows: [Row] = []
  var stderr = ""
  var failed = false
  private var forecasts: [String: PlaceForecast] = [:]

  init(app: RainBar, options: RunOptions) {
    self.app = app
    self.options = options
  }

  mutating func error(_ problem: String) {
    stderr += tr("Error: %s", problem) + "\n"
    failed = true
  }

  /// `location`'s forecast, asked once per run; its occurrences are listed
  /// all the same without one, on the place's clock as far as it is known.
  mutating func forecast(at location: Location) throws(RainBarError) -> PlaceForecast {
    if let known = forecasts[location.name] { return known }
    let place: PlaceForecast
    do {
      let result = try app.loader(options).load(
        try app.provider(options), for: location, timeout: options.timeout)
      for warning in result.warnings { stderr += tr("Warning: %s", warning) + "\n" }
      place = PlaceForecast(
        forecast: result.forecast, zone: app.timeZones.rules(for: result.forecast, at: location))
    } catch {
      if case .usage = error { throw error }
      failed = true
      stderr += tr("Error: %s: %s", location.name, error.message) + "\n"
      place = PlaceForecast(
        forecast: nil, zone: app.zone(of: location, provider: options.provider.id),
        problem: error.message)
    }
    forecasts[location.name] = place
    return place
  }

  /// The outlook of `occurrence` at `location` with its forecast.
  func outlook(_ occurrence: TripOccurrence, _ place: PlaceForecast, now: Int64) -> TripOutlook {
    TripOutlook(
      occurrence, forecast: place.forecast, now: now, floor: options.value(Options.rainFloor),
      alertThreshold: options.threshold)
  }

  /// The rows in the order they start, as lines (`none` when there are none) or JSON.
  func outcome(json: Bool, none: String, now: Int64) -> Outcome {
    let rows = rows.sorted {
      ($0.outlook.occurrence.start, $0.title) < ($1.outlook.occurrence.start, $1.title)
    }
    let exitCode = failed ? ExitCode.failure : 0
    if json {
      let items = rows.map { row -> String in
        let outlook = row.outlook
        var members =
          row.names + [
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
    if rows.isEmpty { stdout = none + "\n" }
    return Outcome(stdout: stdout, stderr: stderr, exitCode: exitCode)
  }
}

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
    var listing = OutlookListing(app: app, options: options)
    for problem in Self.problems(settings) { listing.error(problem) }
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    for location in settings.sortedLocations {
      let trips = settings.trips(at: location)
      guard !trips.isEmpty else { continue }
      let place = try listing.forecast(at: location)
      for occurrence in TripOccurrence.coming(
        trips, now: now, horizon: now + Self.reach, zone: place.zone)
      {
        listing.rows.append(
          OutlookListing.Row(
            outlook: listing.outlook(occurrence, place, now: now), title: occurrence.trip.name,
            names: [("trip", JSONText.string(occurrence.trip.name))], location: location,
            zone: place.zone, problem: place.problem))
      }
    }
    return listing.outcome(json: json, none: tr("No trips in the next 3 days."), now: now)
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

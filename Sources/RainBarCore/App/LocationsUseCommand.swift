import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations use NAME`: selects a saved place.
struct LocationsUseCommand: Command {
  static let name = "locations use"
  static let spec = CommandSpec(
    name: name, abstract: "Select a saved location.",
    arguments: [
      ArgumentSpec(
        "name", optional: false, completesSavedLocations: true, help: "A saved location.")
    ],
    options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let wanted = options.arguments.first ?? ""
    guard let location = settings.location(named: wanted) else {
      throw .unknownLocation(wanted, saved: settings.sortedLocations.map(\.name))
    }
    return try LocationsCommand.select(location, app: app)
  }
}

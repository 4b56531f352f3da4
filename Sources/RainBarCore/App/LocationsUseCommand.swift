import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations use NAME`: selects a saved place.
struct LocationsUseCommand: Command {
  static let name = "locations use"
  static let spec = CommandSpec(
    name: name, abstract: "Select a saved location.",
    arguments: [LocationsCommand.savedLocationArgument], options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try LocationsCommand.select(LocationsCommand.savedLocation(options), app: app)
  }
}

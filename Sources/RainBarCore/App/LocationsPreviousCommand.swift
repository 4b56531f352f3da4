import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations previous`: selects the previous saved place, as a scroll on the bar does.
struct LocationsPreviousCommand: Command {
  static let name = "locations previous"
  static let spec = CommandSpec(
    name: name, abstract: "Select the previous saved location, by name.", options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    guard let location = options.settings.cycledLocation(by: -1) else { throw .noLocation }
    return try LocationsCommand.select(location, app: app)
  }
}

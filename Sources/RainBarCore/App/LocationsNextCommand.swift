import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations next`: selects the next saved place, as a scroll on the bar does.
struct LocationsNextCommand: Command {
  static let name = "locations next"
  static let spec = CommandSpec(
    name: name, abstract: "Select the next saved location, by name.", options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    guard let location = options.settings.cycledLocation(by: 1) else { throw .noLocation }
    return try LocationsCommand.select(location, app: app)
  }
}

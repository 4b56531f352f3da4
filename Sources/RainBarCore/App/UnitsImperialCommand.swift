import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `units imperial`: saves the imperial units.
struct UnitsImperialCommand: Command {
  static let name = "units imperial"
  static let spec = CommandSpec(
    name: name, abstract: "Use imperial units from now on.", options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try UnitsCommand.save(.imperial, app: app)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `units toggle`: saves the other units, as a right click on the bar does.
struct UnitsToggleCommand: Command {
  static let name = "units toggle"
  static let spec = CommandSpec(
    name: name, abstract: "Switch between metric and imperial.", options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try UnitsCommand.save(options.settings.units.toggled, app: app)
  }
}

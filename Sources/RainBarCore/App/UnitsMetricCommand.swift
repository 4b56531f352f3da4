import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `units metric`: saves the metric units.
struct UnitsMetricCommand: Command {
  static let name = "units metric"
  static let spec = CommandSpec(
    name: name, abstract: "Use metric units from now on.", options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try UnitsCommand.save(.metric, app: app)
  }
}

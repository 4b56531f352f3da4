import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `units`: shows the saved units; `units metric|imperial|toggle` (each a
/// command of its own) saves them. The cache is metric, so the next run
/// converts without a new request.
struct UnitsCommand: Command {
  static let name = "units"
  static let actions: [any Command.Type] = [
    UnitsMetricCommand.self, UnitsImperialCommand.self, UnitsToggleCommand.self,
  ]
  static let spec = CommandSpec(
    name: name, abstract: "Show or change the units: metric, imperial, or toggle.",
    placeholder: "units", actions: actions.map { $0.spec }, withoutAction: .own)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    Outcome(stdout: options.settings.units.rawValue + "\n")
  }

  /// Saves `units` as the config's `units=`.
  static func save(_ units: MeasurementSystem, app: RainBar) throws(RainBarError) -> Outcome {
    try app.saveSettings([.set(Options.units, to: units.rawValue)])
    return Outcome(stdout: units.rawValue + "\n")
  }
}

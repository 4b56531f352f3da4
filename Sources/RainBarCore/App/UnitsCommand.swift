/// `units [metric | imperial | toggle]`: shows or persists the units. The cache
/// is metric, so the next run converts without a new request.
struct UnitsCommand: Command {
  static let name = "units"
  static let spec = CommandSpec(
    name: name, abstract: "Show or change the units: metric, imperial, or toggle.",
    arguments: [
      ArgumentSpec(
        "units", choices: MeasurementSystem.allCases.map { $0.rawValue } + ["toggle"],
        help: "'metric', 'imperial' or 'toggle'; none: show.")
    ],
    options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let saved = options.settings.units
    let units: MeasurementSystem
    switch options.arguments.first {
    case nil:
      return Outcome(stdout: saved.rawValue + "\n")
    case "toggle":
      units = saved.toggled
    case let name?:
      guard let chosen = MeasurementSystem(rawValue: name) else {
        // Worded as `--units kelvin` is: one mistake, one sentence.
        let rule = ValueReader.oneOf(
          name, among: MeasurementSystem.allCases.map { $0.rawValue } + ["toggle"]
        ).rule
        throw .usage(
          UsageError(
            "The value '\(ConfigQuote.value(name, secret: false))' is invalid for '<units>'\(rule)",
            command: Self.spec.name))
      }
      units = chosen
    }
    try app.saveSettings([.set(Options.units, to: units.rawValue)])
    return Outcome(stdout: units.rawValue + "\n")
  }
}

/// `units [metric | imperial | toggle]`: shows or persists the units. The cache
/// is metric, so the next run converts without a new request.
struct UnitsCommand {
  var app: RainBar

  func run(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let settings = try app.loadSettings()
    let units: Units
    switch arguments.arguments.first {
    case nil:
      return Outcome(stdout: settings.units.rawValue + "\n")
    case "toggle":
      units = settings.units == .metric ? .imperial : .metric
    case let name?:
      guard let chosen = Units(rawValue: name) else {
        throw .usage(
          UsageError(
            "Unknown units '\(name)': use 'metric', 'imperial' or 'toggle'.",
            command: Commands.units.name))
      }
      units = chosen
    }
    try app.saveSettings([
      .set(group: Settings.mainGroup, key: "units", value: units.rawValue)
    ])
    return Outcome(stdout: "Units: \(units.rawValue)\n")
  }
}

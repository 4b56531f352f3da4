import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations list` (and `locations` alone): the saved places, the selected one starred.
struct LocationsListCommand: Command {
  static let name = "locations list"
  static let spec = CommandSpec(
    name: name, abstract: "List the saved locations; * marks the selected one.",
    options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let saved = settings.sortedLocations
    guard !saved.isEmpty else {
      return Outcome(
        stdout: tr("No saved locations. Add one with 'rain-bar locations add <place>'.") + "\n")
    }
    let selected = settings.selectedLocation.flatMap(settings.location(named:))?.name
    let rows = saved.map { location in
      [
        location.name == selected ? "*" : " ", location.name,
        "\(Decimal4.format(location.latitude)), \(Decimal4.format(location.longitude))",
        location.country ?? "",
      ]
    }
    let lines = TextColumns.align(rows, rightAligned: [])
    return Outcome(stdout: lines.joined(separator: "\n") + "\n")
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations remove NAME`: forgets a saved place; the selection moves on
/// when it was the selected one.
struct LocationsRemoveCommand: Command {
  static let name = "locations remove"
  static let spec = CommandSpec(
    name: name, abstract: "Remove a saved location.",
    arguments: [LocationsCommand.savedLocationArgument], options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let location = try LocationsCommand.savedLocation(options)
    var changes: [ConfigChange] = [.removeGroup(Settings.locationPrefix + location.name)]
    var message = tr("Removed %s.", location.name)
    let wasSelected = settings.selectedLocation.flatMap(settings.location(named:)) == location
    if wasSelected {
      if let next = settings.sortedLocations.first(where: { $0 != location }) {
        changes.append(.set(Options.location, to: next.name))
        message += tr(" Selected %s instead.", next.name)
      } else {
        changes.append(.remove(Options.location))
        message += tr(" No locations are left.")
      }
    }
    try app.saveSettings(changes)
    return Outcome(stdout: message + "\n")
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations`: the saved places (the Rain app's locations drawer), kept in the
/// config file as `[location NAME]` groups, with `location=` naming the selected
/// one. Each action is a command of its own (`LocationsAddCommand`, …).
struct LocationsCommand: Command {
  static let name = "locations"
  static let actions: [any Command.Type] = [
    LocationsListCommand.self, LocationsAddCommand.self, LocationsRemoveCommand.self,
    LocationsUseCommand.self, LocationsNextCommand.self, LocationsPreviousCommand.self,
  ]
  static let spec = CommandSpec(
    name: name,
    abstract: "List, add, remove and choose saved locations.",
    actions: actions.map { $0.spec }, withoutAction: .action(LocationsListCommand.spec.word),
    discussion: """
      Examples:
        rain-bar locations add Berlin
        rain-bar locations add --lat 52.52 --lon 13.41 --name Home
        rain-bar locations use Home
        rain-bar locations next
      """)

  var app: RainBar
  var options: RunOptions

  /// Never run: the parser picks an action (`list` when none is named).
  func run() throws(RainBarError) -> Outcome {
    try LocationsListCommand(app: app, options: options).run()
  }

  /// Makes `location` the selected one.
  /// The one argument of `locations use` and `locations remove`.
  static let savedLocationArgument = ArgumentSpec(
    "name", optional: false, completesSavedLocations: true, help: "A saved location.")

  /// The saved location the command's argument names.
  static func savedLocation(_ options: RunOptions) throws(RainBarError) -> Location {
    let settings = options.settings
    let name = options.arguments.first ?? ""
    guard let location = settings.location(named: name) else {
      throw .unknownLocation(name, saved: settings.sortedLocations.map(\.name))
    }
    return location
  }

  static func select(_ location: Location, app: RainBar) throws(RainBarError) -> Outcome {
    try app.saveSettings([.set(Options.location, to: location.name)])
    return Outcome(stdout: tr("Location: %s", location.name) + "\n")
  }

  /// A location for a position: the given name, GeoClue's description, or the coordinates.
  static func location(at position: Position, named name: String?) -> Location {
    var location = Location.at(latitude: position.latitude, longitude: position.longitude)
    if let name = name ?? position.description { location.name = name }
    return location
  }

  static func accuracy(_ position: Position) -> String {
    guard let metres = position.accuracy else { return "" }
    return metres >= 1000
      ? tr(", within %s km", Rounded.integer(metres / 1000))
      : tr(", within %s m", Rounded.integer(metres))
  }

  /// Key-file group names cannot hold brackets or line breaks.
  static func groupSafe(_ name: String) -> String {
    let cleaned = Sanitized.line(name, limit: 80).replacing("[", with: "(").replacing(
      "]", with: ")")
    let trimmed = Template.collapseSpaces(cleaned)
    return trimmed.isEmpty ? "Unnamed" : trimmed
  }
}

/// `locations`: the saved places (the Rain app's locations drawer), kept in the
/// config file as `[location NAME]` groups, with `location=` naming the selected one.
struct LocationsCommand: Command {
  static let name = "locations"
  static let spec = CommandSpec(
    name: name,
    abstract: "List, add, remove and choose saved locations.",
    arguments: [
      ArgumentSpec(
        "action", choices: ["list", "add", "remove", "use", "next", "previous"],
        help: "list (default), add, remove, use, next or previous."),
      ArgumentSpec(
        "name", savedLocationsAfter: ["remove", "use"], onlyAfter: ["add", "remove", "use"],
        help: "A place to look up (add) or a saved location (remove, use)."),
    ],
    options: [
      Options.country.spec, Options.latitude.spec, Options.longitude.spec, Options.name.spec,
      Options.here.spec,
    ] + Options.network,
    discussion: """
      Examples:
        rain-bar locations add Berlin
        rain-bar locations add --lat 52.52 --lon 13.41 --name Home
        rain-bar locations use Home
        rain-bar locations next
      """)

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let arguments = options.arguments
    let name = arguments.count > 1 ? arguments[1] : nil
    func needName(_ action: String) throws(RainBarError) -> String {
      guard let name else {
        throw .usage(UsageError("'locations \(action)' needs a name.", command: "locations"))
      }
      return name
    }
    switch arguments.first ?? "list" {
    case "list": return list(settings)
    case "add": return try add(name: name, settings: settings)
    case "remove": return try remove(try needName("remove"), settings: settings)
    case "use":
      let wanted = try needName("use")
      guard let location = settings.location(named: wanted) else {
        throw .unknownLocation(wanted, saved: settings.sortedLocations.map(\.name))
      }
      return try select(location)
    case "next", "previous":
      guard let location = settings.cycledLocation(by: arguments.first == "next" ? 1 : -1)
      else { throw .noLocation }
      return try select(location)
    case let action:
      throw .usage(
        UsageError(
          "Unknown action '\(action)' for 'locations': use list, add, remove, use, next or previous.",
          command: "locations"))
    }
  }

  func list(_ settings: Settings) -> Outcome {
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

  func add(name: String?, settings: Settings) throws(RainBarError) -> Outcome {
    let givenName = options.value(Options.name)
    var location: Location
    // " (Overijssel, The Netherlands).", and how many other places matched:
    // sentences of their own, so a translation never holds one inside another.
    var place = ""
    var others = ""
    if options.flag(Options.here) {
      let position: Position
      do {
        // GeoClue may need a while for a first fix: 10 s unless --timeout says otherwise.
        let timeout = options.commandLine.value(Options.timeout) ?? max(options.timeout, 10)
        position = try app.dependencies.positions.currentPosition(timeout: timeout)
      } catch {
        throw .currentPositionUnavailable(error.message)
      }
      location = Self.location(at: position, named: givenName ?? name)
      place = tr(" (current position from GeoClue%s).", Self.accuracy(position))
    } else if case .coordinates(let latitude, let longitude) = options.place {
      location = Location.at(latitude: latitude, longitude: longitude)
      if let given = givenName ?? name { location.name = given }
    } else if let name {
      let (found, matches) = try lookUp(
        name, country: options.value(Options.country), timeout: options.timeout)
      location = found.location
      if let givenName { location.name = givenName }
      if matches > 0 {
        others = trn(
          " %d other place matched; narrow with --country.",
          " %d other places matched; narrow with --country.", matches)
      }
      // Where it is, without repeating the name it is saved under.
      let whereItIs = found.description(without: location.name)
      if !whereItIs.isEmpty { place = " (\(whereItIs))." }
    } else {
      throw .usage(
        UsageError(
          "'locations add' needs a place name, --lat and --lon, or --here.", command: "locations"))
    }
    location.name = Self.groupSafe(location.name)
    if location.name == Options.hereLocation {
      throw .usage(
        UsageError(
          "'\(Options.hereLocation)' means the current position (location=\(Options.hereLocation)); give the place another name with --name.",
          command: "locations"))
    }
    if let same = settings.locations.first(where: { $0.key == location.key }) {
      throw .duplicateLocation(location.name, existing: same.name)
    }
    if settings.location(named: location.name) != nil { throw .duplicateName(location.name) }
    let group = Settings.locationPrefix + location.name
    var changes: [ConfigChange] = [
      .set(group: group, key: "latitude", value: Decimal4.format(location.latitude)),
      .set(group: group, key: "longitude", value: Decimal4.format(location.longitude)),
    ]
    if let country = location.country {
      changes.append(.set(group: group, key: "country", value: country))
    }
    // Geocoding's zone, kept for the times shown; only a name of the IANA form.
    if let timezone = location.timezone, TimeZoneRules.isValidName(timezone) {
      changes.append(.set(group: group, key: "timezone", value: timezone))
    }
    // A place added while the bar follows the current position leaves it so.
    let selectNow =
      settings.selectedLocation != Options.hereLocation
      && settings.selectedLocation.flatMap(settings.location(named:)) == nil
    if selectNow {
      changes.append(.set(Options.location, to: location.name))
    }
    try app.saveSettings(changes)
    let selected = selectNow ? tr(" It is now the selected location.") : ""
    // TRANSLATORS: "Added Berlin (Germany)." or "Added Berlin.": the name, then
    // where it is in parentheses or a full stop.
    let added = tr("Added %s%s", location.name, place.isEmpty ? "." : place)
    return Outcome(stdout: added + others + selected + "\n")
  }

  func lookUp(_ name: String, country: String?, timeout: Double) throws(RainBarError) -> (
    Place, others: Int
  ) {
    let geocoder = try app.geocoder(options)
    let request = geocoder.request(name: name, timeout: timeout)
    let places: [Place]
    switch app.dependencies.http.get(request) {
    case .failure(let failure):
      throw .forecast(.network(failure, host: request.host, timeout: timeout))
    case .success(let response):
      do {
        places = try geocoder.decode(response)
      } catch {
        throw .forecast(error)
      }
    }
    let matching = places.filter { place in
      guard let country = country?.lowercased() else { return true }
      return place.countryCode?.lowercased() == country || place.country?.lowercased() == country
    }
    guard let best = matching.first else { throw .noPlaceFound(name, country: country) }
    return (best, matching.count - 1)
  }

  func remove(_ name: String, settings: Settings) throws(RainBarError) -> Outcome {
    guard let location = settings.location(named: name) else {
      throw .unknownLocation(name, saved: settings.sortedLocations.map(\.name))
    }
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

  func select(_ location: Location) throws(RainBarError) -> Outcome {
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

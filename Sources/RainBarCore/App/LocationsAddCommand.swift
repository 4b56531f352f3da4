import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `locations add [NAME]`: a place looked up by name (Open-Meteo's
/// geocoding), given by `--lat`/`--lon`, or the current position (`--here`).
struct LocationsAddCommand: Command {
  static let name = "locations add"
  static let spec = CommandSpec(
    name: name, abstract: "Save a place: looked up by name, at --lat and --lon, or --here.",
    arguments: [
      ArgumentSpec(
        "name", help: "A place to look up; with --lat and --lon or --here, the name to save.")
    ],
    options: [
      Options.country.spec, Options.latitude.spec, Options.longitude.spec, Options.name.spec,
      Options.here.spec, Options.timeout.spec,
    ])

  var app: RainBar
  var options: RunOptions

  static let needsAPlace = RainBarError.usage(
    UsageError("'locations add' needs a place name, --lat and --lon, or --here.", command: name))

  func validate() throws(RainBarError) {
    let here = options.flag(Options.here)
    let coordinates = options.place.isCoordinates
    func usage(_ message: String) -> RainBarError {
      .usage(UsageError(message, command: Self.name))
    }
    if here, coordinates { throw usage("Give either --here or --lat and --lon, not both.") }
    if !here, !coordinates, options.arguments.isEmpty { throw Self.needsAPlace }
    if here || coordinates, options.value(Options.country) != nil {
      throw usage(
        "'--country' narrows a place name's lookup: it takes no --here or --lat and --lon.")
    }
  }

  func run() throws(RainBarError) -> Outcome {
    let settings = options.settings
    let name = options.arguments.first
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
      location = LocationsCommand.location(at: position, named: givenName ?? name)
      place = tr(" (current position from GeoClue%s).", LocationsCommand.accuracy(position))
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
      // `validate()` let none of the three through.
      throw Self.needsAPlace
    }
    location.name = LocationsCommand.groupSafe(location.name)
    if location.name == Options.hereLocation {
      throw .usage(
        UsageError(
          "'\(Options.hereLocation)' means the current position (location=\(Options.hereLocation)); give the place another name with --name.",
          command: Self.name))
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
      throw .forecast(.network(failure, host: request.host, timeout: timeout), about: .answer)
    case .success(let response):
      do {
        places = try geocoder.decode(response)
      } catch {
        throw .forecast(error, about: .answer)
      }
    }
    let matching = places.filter { place in
      guard let country = country?.lowercased() else { return true }
      return place.countryCode?.lowercased() == country || place.country?.lowercased() == country
    }
    guard let best = matching.first else { throw .noPlaceFound(name, country: country) }
    return (best, matching.count - 1)
  }
}

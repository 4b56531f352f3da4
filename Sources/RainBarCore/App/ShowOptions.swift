/// The options of a run after the command line has overridden the config.
struct ShowOptions: Sendable {
  var format: OutputFormat
  var template: Template
  var pango: Bool
  var units: Units
  var icons: IconSet
  var clock: ClockStyle
  var timeout: Double
  var locationName: String?
  var coordinates: (latitude: Double, longitude: Double)?

  init(_ arguments: ParsedArguments, settings: Settings, environment: [String: String])
    throws(RainBarError)
  {
    let command = arguments.command
    func usage(_ message: String) -> RainBarError { .usage(UsageError(message, command: command)) }
    format = arguments.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .plain
    if arguments.flag("json") {
      if arguments.value("format").map({ $0 != OutputFormat.waybar.rawValue }) ?? false {
        throw usage("'--json' is '--format waybar'; give one or the other.")
      }
      format = .waybar
    }
    do {
      template = try Template(
        arguments.value("template") ?? settings.template ?? Template.defaultText)
    } catch {
      throw usage(error.message)
    }
    pango = arguments.value("markup") == "pango"
    units = arguments.value("units").flatMap(Units.init(rawValue:)) ?? settings.units
    icons = arguments.value("icons").flatMap(IconSet.init(rawValue:)) ?? settings.icons
    clock =
      arguments.value("clock").flatMap(ClockStyle.init(rawValue:)) ?? settings.clock
      ?? ClockStyle.fromLocale(environment)
    timeout = settings.timeout
    if let text = arguments.value("timeout") {
      guard let seconds = Double(text), seconds > 0, seconds <= 60 else {
        throw usage(
          "The value '\(text)' is invalid for '--timeout <seconds>': give more than 0 and at most 60 seconds."
        )
      }
      timeout = seconds
    }
    locationName = arguments.value("location")
    switch (arguments.value("lat"), arguments.value("lon")) {
    case (nil, nil):
      coordinates = nil
    case (let lat?, let lon?):
      guard let latitude = Double(lat), (-90...90).contains(latitude) else {
        throw usage("The value '\(lat)' is invalid for '--lat <degrees>': give -90 to 90.")
      }
      guard let longitude = Double(lon), (-180...180).contains(longitude) else {
        throw usage("The value '\(lon)' is invalid for '--lon <degrees>': give -180 to 180.")
      }
      if locationName != nil { throw usage("Give either --location or --lat and --lon, not both.") }
      coordinates = (latitude, longitude)
    case (nil, _):
      throw usage("'--lon' needs '--lat' too.")
    case (_, nil):
      throw usage("'--lat' needs '--lon' too.")
    }
  }

  func location(settings: Settings) throws(RainBarError) -> Location {
    if let coordinates {
      return Location.at(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }
    let saved = settings.locations.map(\.name)
    if let name = locationName ?? settings.selectedLocation {
      guard let location = settings.location(named: name) else {
        throw .unknownLocation(name, saved: saved)
      }
      return location
    }
    if let only = settings.locations.first, settings.locations.count == 1 { return only }
    throw .noLocation
  }
}

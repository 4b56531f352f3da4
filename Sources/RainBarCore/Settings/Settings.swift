import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Everything the config file says, checked. Command-line options override it.
///
/// ```
/// [rain-bar]
/// location=Berlin
/// units=metric
///
/// [location Berlin]
/// latitude=52.52
/// longitude=13.41
/// ```
public struct Settings: Sendable {
  public static let mainGroup = "rain-bar"
  public static let locationPrefix = "location "

  public var locations: [Location] = []
  /// The [trip NAME] groups, in file order.
  public var trips: [Trip] = []
  public static let tripPrefix = "trip "
  /// The [calendar NAME] groups, in file order.
  public var calendars: [EventCalendar] = []
  /// The [rain-bar] group's values, read and checked by their options, by
  /// option name (a list: a dictionary's string hashing costs a bar run more).
  var values: [NamedValue] = []

  /// One config value. A struct, not a tuple: a tuple with an `any Sendable`
  /// cost a bar run two more generic metadata instantiations.
  struct NamedValue {
    let name: String
    let value: any Sendable
  }

  public init() {}

  public init(document: KeyFileDocument, path: String) throws(ConfigError) {
    // Names and values of the file are quoted cleaned and capped, never a
    // secret's value (ConfigQuote).
    func fail(_ group: String, _ problem: String) -> ConfigError {
      ConfigError(path: path, problem: "[\(ConfigQuote.text(group))] \(problem)")
    }
    for index in 0..<document.count {
      let group = document.group(at: index)
      let name = Self.classify(group)
      if name.main {
        for (key, text) in group.entries {
          guard let option = Options.configured(by: key) else {
            throw fail(group.name, tr("%s: unknown key.", ConfigQuote.text(key)))
          }
          switch option.read(text) {
          case .value(let value):
            values.removeAll { $0.name == option.name }
            values.append(NamedValue(name: option.name, value: value))
          case .invalid(let invalid): throw fail(group.name, option.configProblem(text, invalid))
          }
        }
      } else if let name = name.location {
        guard name.contains(where: { $0 != " " }) else {
          throw fail(group.name, tr("the location has no name: write [location NAME]."))
        }
        guard let latitude = group.double("latitude"),
          (-90...90).contains(latitude)
        else {
          throw fail(group.name, tr("latitude: missing, or not a number from -90 to 90."))
        }
        guard let longitude = group.double("longitude"),
          (-180...180).contains(longitude)
        else {
          throw fail(group.name, tr("longitude: missing, or not a number from -180 to 180."))
        }
        locations.append(
          Location(
            name: name, country: group.value("country" as StaticString), latitude: latitude,
            longitude: longitude, timezone: group.value("timezone" as StaticString)))
      } else if group.name.hasPrefix(Self.tripPrefix) {
        trips.append(try Self.trip(group, path: path))
      } else if group.name.hasPrefix(EventCalendar.prefix) {
        calendars.append(try EventCalendar.read(group, path: path))
      } else {
        throw ConfigError(
          path: path,
          problem: tr(
            "unknown group [%s] (expected [rain-bar], [location NAME], [trip NAME] or [calendar NAME]).",
            ConfigQuote.text(group.name)))
      }
    }
  }

  /// Whether a group is [rain-bar], or NAME of a [location NAME] group, from
  /// its name's bytes where that is what `==`, `hasPrefix` and `dropFirst`
  /// find (the prefix is ASCII, and an ASCII byte after it cannot join its
  /// last character), else from its name as a String.
  static func classify(_ group: KeyFileDocument.Group) -> (main: Bool, location: String?) {
    let main: StaticString = "rain-bar"
    let prefix: StaticString = "location "
    func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
      guard bytes.count >= word.utf8CodeUnitCount else { return false }
      for index in 0..<word.utf8CodeUnitCount where bytes[index] != word.utf8Start[index] {
        return false
      }
      return true
    }
    let byBytes = group.withName { bytes -> (main: Bool, location: String?)? in
      if bytes.count == main.utf8CodeUnitCount && starts(bytes, main) { return (true, nil) }
      guard starts(bytes, prefix) else { return (false, nil) }
      let count = prefix.utf8CodeUnitCount
      guard bytes.count == count || bytes[count] < 0x80 else { return nil }
      return (
        false, String(decoding: UnsafeBufferPointer(rebasing: bytes[count...]), as: UTF8.self)
      )
    }
    if let byBytes { return byBytes }
    let name = group.name
    guard name != mainGroup else { return (true, nil) }
    guard name.hasPrefix(locationPrefix) else { return (false, nil) }
    return (false, String(name.dropFirst(locationPrefix.count)))
  }

  /// The config's value for an option, when the file sets it.
  public func configured<Value>(_ option: Option<Value>) -> Value? {
    values.last { $0.name == option.spec.name }.flatMap { $0.value as? Value }
  }

  /// Whether the config sets any of these options.
  public func setsAny(_ specs: [OptionSpec]) -> Bool {
    values.contains { value in specs.contains { $0.name == value.name } }
  }

  /// The config's value for an option, or the option's default.
  public func value<Value>(_ option: Option<Value>) -> Value {
    values.last { $0.name == option.spec.name }.flatMap { $0.value as? Value }
      ?? option.defaultValue
  }

  /// The location the config selects (`location=`).
  public var selectedLocation: String? { value(Options.location) }

  public var units: MeasurementSystem { value(Options.units) }

  /// Whether a place (by its rounded coordinates) is among the saved locations.
  public func isSaved(_ location: Location) -> Bool {
    locations.contains { $0.key == location.key }
  }

  /// A saved location, or the error that lists the saved ones.
  public func savedLocation(named name: String) throws(RainBarError) -> Location {
    guard let location = location(named: name) else {
      throw .unknownLocation(name, saved: sortedLocations.map(\.name))
    }
    return location
  }

  /// The location `steps` places after the selected one in name order, wrapping around.
  public func cycledLocation(by steps: Int) -> Location? {
    let sorted = sortedLocations
    guard !sorted.isEmpty else { return nil }
    let current = selectedLocation.flatMap { name in sorted.firstIndex { $0.name == name } } ?? 0
    let count = sorted.count
    return sorted[((current + steps) % count + count) % count]
  }

  /// Saved locations sorted by name, as listed and cycled.
  public var sortedLocations: [Location] {
    locations.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  public func location(named name: String) -> Location? {
    locations.first { $0.name == name }
      ?? locations.first { $0.name.lowercased() == name.lowercased() }
  }
}

extension ConfigChange {
  /// Sets an option's key in the [rain-bar] group.
  static func set<Value>(_ option: Option<Value>, to text: String) -> ConfigChange {
    .set(group: Settings.mainGroup, key: option.spec.configKey ?? option.spec.name, value: text)
  }

  static func remove<Value>(_ option: Option<Value>) -> ConfigChange {
    .removeKey(group: Settings.mainGroup, key: option.spec.configKey ?? option.spec.name)
  }
}

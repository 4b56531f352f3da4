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
  /// The [rain-bar] group's values, read and checked by their options, by
  /// option name (a list: a dictionary's string hashing costs a bar run more).
  var values: [(name: String, value: any Sendable)] = []

  public init() {}

  public init(document: KeyFileDocument, path: String) throws(ConfigError) {
    func fail(_ group: String, _ problem: String) -> ConfigError {
      ConfigError(path: path, problem: "[\(group)] \(problem)")
    }
    for index in 0..<document.count {
      let group = document.group(at: index)
      if group.name == Self.mainGroup {
        for (key, text) in group.entries {
          guard let option = Options.configurable(key: key) else {
            throw fail(group.name, "\(key): unknown key.")
          }
          switch option.read(text) {
          case .value(let value):
            values.removeAll { $0.name == option.name }
            values.append((option.name, value))
          case .invalid(let invalid): throw fail(group.name, option.configProblem(text, invalid))
          }
        }
      } else if let name = Self.locationName(group.name) {
        guard let latitude = group.double("latitude"),
          (-90...90).contains(latitude)
        else {
          throw fail(group.name, "latitude: missing, or not a number from -90 to 90.")
        }
        guard let longitude = group.double("longitude"),
          (-180...180).contains(longitude)
        else {
          throw fail(group.name, "longitude: missing, or not a number from -180 to 180.")
        }
        locations.append(
          Location(
            name: name, country: group.value("country" as StaticString), latitude: latitude,
            longitude: longitude, timezone: group.value("timezone" as StaticString)))
      } else {
        throw ConfigError(
          path: path,
          problem: "unknown group [\(group.name)] (expected [rain-bar] or [location NAME]).")
      }
    }
  }

  /// NAME of a `[location NAME]` group, as `hasPrefix` and `dropFirst` find
  /// it: by bytes where that is the same (the prefix is ASCII, and an ASCII
  /// byte after it cannot join its last character), else by characters.
  static func locationName(_ group: String) -> String? {
    var group = group
    let prefix: StaticString = "location "
    let count = prefix.utf8CodeUnitCount
    let byBytes = group.withUTF8 { utf8 -> String?? in
      guard utf8.count >= count else { return .some(nil) }
      for index in 0..<count where utf8[index] != prefix.utf8Start[index] { return .some(nil) }
      guard utf8.count == count || utf8[count] < 0x80 else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: utf8[count...]), as: UTF8.self)
    }
    if let byBytes { return byBytes }
    guard group.hasPrefix(locationPrefix) else { return nil }
    return String(group.dropFirst(locationPrefix.count))
  }

  /// The config's value for an option, or the option's default.
  public func value<Value>(_ option: Option<Value>) -> Value {
    values.last { $0.name == option.spec.name }.flatMap { $0.value as? Value }
      ?? option.defaultValue
  }

  /// The location the config selects (`location=`).
  public var selectedLocation: String? { value(Options.location) }

  public var units: Units { value(Options.units) }

  /// A saved location, or the error that lists the saved ones.
  public func savedLocation(named name: String) throws(RainBarError) -> Location {
    guard let location = location(named: name) else {
      throw .unknownLocation(name, saved: locations.map(\.name))
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

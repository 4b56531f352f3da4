/// The system's time zone database (tzdata's zoneinfo: `TZDIR` when it is an
/// absolute path, else /usr/share/zoneinfo), read through the file system one
/// zone at a time.
///
/// Zone names come from the network (a provider's answer, geocoding): only a
/// name of the IANA form is looked up (`TimeZoneRules.isValidName`), only a
/// regular file is read, and at most `TimeZoneRules.maximumFileSize` bytes of it.
public struct TimeZoneDatabase: Sendable {
  public static let defaultDirectory = "/usr/share/zoneinfo"

  public var directory: String
  public var fileSystem: any FileSystem

  public init(directory: String = Self.defaultDirectory, fileSystem: any FileSystem) {
    self.directory = directory
    self.fileSystem = fileSystem
  }

  public init(environment: any Environment, fileSystem: any FileSystem) {
    let variable = environment["TZDIR"]
    let directory = variable.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Self.defaultDirectory
    self.init(directory: directory, fileSystem: fileSystem)
  }

  /// The rules of a zone; nil when the name is not a zone name, or the system
  /// has no such zone (no tzdata installed), or its file is not a zone file.
  public func rules(named name: String) -> TimeZoneRules? {
    guard TimeZoneRules.isValidName(name) else { return nil }
    let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
    guard
      let bytes = try? fileSystem.readRegularFile(path, limit: TimeZoneRules.maximumFileSize)
    else { return nil }
    return TimeZoneRules(tzif: bytes, name: name)
  }

  /// The clock a forecast is read by: the zone the provider named, else the
  /// saved location's (geocoding gives one; MET Norway names none), else the
  /// one UTC offset the provider gave for the whole answer. `known`: rules read
  /// for an earlier place (`alert --all`), used again when the name is theirs.
  public func rules(for forecast: Forecast, at location: Location, known: TimeZoneRules? = nil)
    -> TimeZoneRules
  {
    func lookUp(_ name: String) -> TimeZoneRules? {
      if let known, known.name == name { return known }
      return rules(named: name)
    }
    // Two lookups written out: an array of the names would cost the bar run a
    // generic metadata lookup of its own.
    if let name = forecast.timezone, let rules = lookUp(name) { return rules }
    if let name = location.timezone, name != forecast.timezone, let rules = lookUp(name) {
      return rules
    }
    return .fixed(forecast.utcOffsetSeconds)
  }
}

import RainBarModel

/// Where rain-bar keeps its files, by the XDG base directory rules.
public struct Paths: Equatable, Sendable {
  public var configDirectory: String
  public var cacheDirectory: String
  /// Why there are no directories to use (no home directory, and the XDG
  /// variables do not name both); nothing is read or written then.
  public var problem: String?

  public var configFile: String { configDirectory + "/config" }
  /// The lock of changes to the config file: in the cache directory, not
  /// beside the file, where a dotfiles repository would pick it up.
  public var configLock: String { cacheDirectory + "/config.lock" }

  public init(configDirectory: String, cacheDirectory: String) {
    self.configDirectory = configDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// Relative XDG values are ignored, as the specification says. Without
  /// HOME, the home directory is the password database's (`home`, asked only
  /// then); with neither, there is no directory to use, not `/.config`.
  public init(environment: any Environment, home: () -> String? = { nil }) {
    var base: String?
    if let value = environment["HOME"], value.hasPrefix("/") {
      base = value
    } else if let value = home(), value.hasPrefix("/") {
      base = value
    }
    func directory(_ variable: String, _ fallback: String) -> String? {
      if let value = environment[variable], value.hasPrefix("/") { return value + "/rain-bar" }
      return base.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + fallback + "/rain-bar" }
    }
    let config = directory("XDG_CONFIG_HOME", ".config")
    let cache = directory("XDG_CACHE_HOME", ".cache")
    configDirectory = config ?? ""
    cacheDirectory = cache ?? ""
    if config == nil || cache == nil {
      problem =
        "HOME is not set and the password database has no home directory for this user: set HOME (or XDG_CONFIG_HOME and XDG_CACHE_HOME)."
    }
  }
}

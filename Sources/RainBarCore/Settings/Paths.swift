/// Where rain-bar keeps its files, by the XDG base directory rules.
public struct Paths: Equatable, Sendable {
  public var configDirectory: String
  public var cacheDirectory: String

  public var configFile: String { configDirectory + "/config" }

  public init(configDirectory: String, cacheDirectory: String) {
    self.configDirectory = configDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// Relative XDG values are ignored, as the specification says.
  public init(environment: any Environment) {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    func base(_ variable: String, _ fallback: String) -> String {
      if let value = environment[variable], value.hasPrefix("/") { return value }
      return (home.hasSuffix("/") ? home : home + "/") + fallback
    }
    configDirectory = base("XDG_CONFIG_HOME", ".config") + "/rain-bar"
    cacheDirectory = base("XDG_CACHE_HOME", ".cache") + "/rain-bar"
  }
}

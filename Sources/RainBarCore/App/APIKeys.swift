/// Where an API key comes from: the environment, a key file, or the config
/// file (refused when others can read it). Keys are never printed or cached.
struct APIKeys {
  var app: RainBar

  func pirateWeather(_ settings: Settings) throws(RainBarError) -> String {
    let environment = app.dependencies.environment
    if let key = environment["RAIN_BAR_PIRATE_WEATHER_KEY"].map(Self.trimmed), !key.isEmpty {
      return key
    }
    let files = app.dependencies.fileSystem
    if let path = settings.pirateWeatherKeyFile {
      guard let bytes = try? files.read(path), let text = String(validating: bytes, as: UTF8.self)
      else { throw .apiKey("The key file \(path) (pirate-weather-key-file) cannot be read.") }
      let key = Self.trimmed(text)
      guard !key.isEmpty else { throw .apiKey("The key file \(path) is empty.") }
      return key
    }
    if let key = settings.pirateWeatherKey.map(Self.trimmed), !key.isEmpty {
      let config = app.dependencies.paths.configFile
      if let mode = files.mode(config), mode & 0o077 != 0 {
        throw .apiKey(
          "The config file \(config) holds an API key but others can read it; run 'chmod 600 \(config)', or move the key to a key file."
        )
      }
      return key
    }
    throw .apiKey(
      "Pirate Weather needs an API key: set RAIN_BAR_PIRATE_WEATHER_KEY, or pirate-weather-key-file= (or pirate-weather-key=) in the config."
    )
  }

  /// Without the spaces and line breaks around it (a key file ends with a newline).
  static func trimmed(_ text: String) -> String {
    var key = Substring(text)
    while key.first?.isWhitespace == true { key = key.dropFirst() }
    while key.last?.isWhitespace == true { key = key.dropLast() }
    return String(key)
  }
}

/// Every way a run can fail, each with a sentence a user can act on.
public enum RainBarError: Error, Equatable, Sendable {
  case usage(UsageError)
  case config(ConfigError)
  case forecast(ForecastError)
  case noLocation
  case unknownLocation(String, saved: [String])
  case backingOff(provider: String, seconds: Double)
  case cache(FileError)

  public var message: String {
    switch self {
    case .usage(let error): return error.message
    case .config(let error): return error.message
    case .forecast(let error): return error.message
    case .noLocation:
      return
        "No location set. Add one with 'rain-bar locations add <place>', or pass --lat and --lon."
    case .unknownLocation(let name, let saved):
      let list = saved.isEmpty ? "none are saved" : "saved: " + saved.joined(separator: ", ")
      return "No saved location is named '\(name)' (\(list))."
    case .backingOff(let provider, let seconds):
      return
        "\(provider) asked rain-bar to slow down (HTTP 429); it is asked again in \(Age.text(seconds))."
    case .cache(let error):
      return "Cannot use the cache: \(error.message)."
    }
  }
}

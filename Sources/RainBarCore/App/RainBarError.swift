/// Every way a run can fail, each with a sentence a user can act on.
public enum RainBarError: Error, Equatable, Sendable {
  case usage(UsageError)
  case config(ConfigError)
  case forecast(ForecastError)
  case noLocation
  case unknownLocation(String, saved: [String])

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
    }
  }
}

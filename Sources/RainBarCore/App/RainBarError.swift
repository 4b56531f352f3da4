/// Every way a run can fail, each with a sentence a user can act on.
public enum RainBarError: Error, Equatable, Sendable {
  case usage(UsageError)
  case config(ConfigError)
  case forecast(ForecastError)
  case noLocation
  /// Several places are saved and `location=` names none of them.
  case noLocationSelected(saved: [String])
  /// An endpoint variable that cannot be used, with the sentence that says why.
  case misconfigured(String)
  case unknownLocation(String, saved: [String])
  case backingOff(provider: String, seconds: Double)
  case cache(FileError)
  case noPlaceFound(String, country: String?)
  /// The same place (same coordinates) is already saved.
  case duplicateLocation(String, existing: String)
  /// Another place is saved under this name.
  case duplicateName(String)
  case currentPositionUnavailable(String)
  /// With the sockets that were looked for.
  case noSessionBus(tried: [String])
  case apiKey(String)
  case notification(String)
  /// No directory for the config and the cache (Paths.problem).
  case noHome(String)

  public var message: String {
    switch self {
    case .usage(let error): return error.message
    case .config(let error): return error.message
    case .forecast(let error): return error.message
    case .noLocation:
      return
        "No location set. Add one with 'rain-bar locations add <place>', or pass --lat and --lon."
    case .noLocationSelected(let saved):
      return
        "\(saved.count) locations are saved and none is selected: choose one with 'rain-bar locations use NAME' (\(saved.joined(separator: ", "))), or pass --location NAME."
    case .misconfigured(let problem):
      return problem
    case .unknownLocation(let name, let saved):
      let list = saved.isEmpty ? "none are saved" : "saved: " + saved.joined(separator: ", ")
      return "No saved location is named '\(ConfigQuote.text(name))' (\(list))."
    case .backingOff(let provider, let seconds):
      return
        "\(provider) asked rain-bar to slow down (HTTP 429); it is asked again in \(Age.text(seconds))."
    case .cache(let error):
      return "Cannot use the cache: \(error.message)."
    case .noPlaceFound(let name, let country):
      let within = country.map { " in '\($0)'" } ?? ""
      return
        "No place named '\(name)' was found\(within). Check the spelling, or add it with --lat and --lon."
    case .duplicateLocation(let name, let existing):
      return "'\(name)' is already saved as '\(existing)'."
    case .duplicateName(let name):
      return
        "Another place is already saved as '\(name)'; save this one under another name with --name NAME."
    case .apiKey(let message):
      return message
    case .noSessionBus(let tried):
      let sockets = tried.joined(separator: " or ")
      return
        "No session bus to send notifications to: DBUS_SESSION_BUS_ADDRESS is not set and there is no \(sockets); run this inside your desktop session, or set DBUS_SESSION_BUS_ADDRESS=unix:path=\(tried.last ?? "") for it (in a crontab, before the command)."
    case .noHome(let problem):
      return problem
    case .notification(let reason):
      return "The notification was not shown: \(reason)."
    case .currentPositionUnavailable(let reason):
      return
        "The current position is not available: \(reason) Add a place by name or with --lat and --lon instead."
    }
  }
}

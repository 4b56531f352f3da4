import RainBarModel

/// Every way a run can fail, each with a sentence a user can act on.
public enum RainBarError: Error, Equatable, Sendable {
  case usage(UsageError)
  case config(ConfigError)
  /// A service's failure, said of the answer it should have sent.
  case forecast(ForecastError, about: ForecastError.Answer = .forecast)
  case noLocation
  /// Several places are saved and `location=` names none of them.
  case noLocationSelected(saved: [String])
  /// An endpoint variable that cannot be used, with the sentence that says why.
  case misconfigured(String)
  case unknownLocation(String, saved: [String])
  case backingOff(provider: String, seconds: Double)
  /// Not asked again for `seconds`, after the failure `reason` tells
  /// (`offline`: it got no answer at all).
  case waiting(reason: String, seconds: Double, offline: Bool)
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
  /// No answer of the warning service now, and none kept: why.
  case warningsUnavailable(String)

  public var message: String {
    switch self {
    case .usage(let error): return error.message
    case .config(let error): return error.message
    case .forecast(let error, let answer): return error.message(about: answer)
    case .noLocation:
      return tr(
        "No location set. Add one with 'rain-bar locations add <place>', or pass --lat and --lon.")
    case .noLocationSelected(let saved):
      return trn(
        "%d location is saved and none is selected: choose one with 'rain-bar locations use NAME' (%s), or pass --location NAME.",
        "%d locations are saved and none is selected: choose one with 'rain-bar locations use NAME' (%s), or pass --location NAME.",
        saved.count, saved.joined(separator: ", "))
    case .misconfigured(let problem):
      return problem
    case .unknownLocation(let name, let saved):
      let list =
        saved.isEmpty ? tr("none are saved") : tr("saved: %s", saved.joined(separator: ", "))
      return tr("No saved location is named '%s' (%s).", ConfigQuote.text(name), list)
    case .backingOff(let provider, let seconds):
      return tr(
        "%s asked rain-bar to slow down (HTTP 429); it is asked again in %s.", provider,
        Age.text(seconds))
    case .waiting(let reason, let seconds, _):
      return tr("%s Trying again in %s.", reason, Age.text(seconds))
    case .cache(let error):
      return tr("Cannot use the cache: %s.", error.message)
    case .noPlaceFound(let name, let country):
      if let country {
        return tr(
          "No place named '%s' was found in '%s'. Check the spelling, or add it with --lat and --lon.",
          name, country)
      }
      return tr(
        "No place named '%s' was found. Check the spelling, or add it with --lat and --lon.", name)
    case .duplicateLocation(let name, let existing):
      return tr("'%s' is already saved as '%s'.", name, existing)
    case .duplicateName(let name):
      return tr(
        "Another place is already saved as '%s'; save this one under another name with --name NAME.",
        name)
    case .apiKey(let message):
      return message
    case .noSessionBus(let tried):
      let sockets = tried.joined(separator: tr(" or "))
      return tr(
        "No session bus to send notifications to: DBUS_SESSION_BUS_ADDRESS is not set and there is no %s; run this inside your desktop session, or set DBUS_SESSION_BUS_ADDRESS=unix:path=%s for it (in a crontab, before the command).",
        sockets, tried.last ?? "")
    case .noHome(let problem):
      return problem
    case .warningsUnavailable(let reason):
      return tr("Warnings unavailable: %s", reason)
    case .notification(let reason):
      return tr("The notification was not shown: %s.", reason)
    case .currentPositionUnavailable(let reason):
      return tr(
        "The current position is not available: %s Add a place by name or with --lat and --lon instead.",
        reason)
    }
  }
}

extension RainBarError {
  /// A back-off that lasts `seconds` more: a 429's in its own words, any
  /// other failure's as it was told.
  package static func backoff(provider: String, note: BackoffNote?, seconds: Double) -> RainBarError
  {
    guard let note, note.kind == .offline || note.kind == .failing else {
      return .backingOff(provider: provider, seconds: seconds)
    }
    return .waiting(reason: note.reason, seconds: seconds, offline: note.kind == .offline)
  }
}

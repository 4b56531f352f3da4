/// One alert check for one location: the piece shared by `alert` and by bar
/// runs with `--notify`, so both keep the same per-location state.
struct AlertCheck {
  var app: RainBar
  var policy: AlertPolicy

  enum Result: Equatable {
    case sent(RainNotification)
    case wouldSend(RainNotification)
    case nothing(reason: String)
  }

  /// `zone`: the place's clock (`TimeZoneDatabase.rules(for:at:)`).
  func run(location: Location, forecast: Forecast, zone: TimeZoneRules, dryRun: Bool)
    throws(RainBarError) -> Result
  {
    let store = AlertStore(
      cacheDirectory: app.dependencies.paths.cacheDirectory, fileSystem: app.dependencies.fileSystem
    )
    var held: (any FileLock)?
    if !dryRun {
      do {
        // Another run checks this location: wait for it within this run's deadline.
        held = try store.lock(location, waitingAtMost: min(2, app.deadline.remaining()))
      } catch {
        throw .cache(error)
      }
      guard held != nil else { return .nothing(reason: "another run is checking this location") }
    }
    defer { held?.unlock() }
    let state = store.read(location)
    let decision = policy.decide(
      forecast: forecast, zone: zone, location: location.name, now: app.dependencies.clock.now(),
      state: state)
    if dryRun {
      return decision.notification.map { .wouldSend($0) } ?? .nothing(reason: decision.reason)
    }
    var next = decision.state
    var result = Result.nothing(reason: decision.reason)
    if let notification = decision.notification {
      // Not marked as sent unless it was: a later run tries again.
      next.notificationID = try app.notify(notification)
      result = .sent(notification)
    }
    if next != state {
      do {
        try store.write(next, for: location)
      } catch {
        throw .cache(error)
      }
    }
    return result
  }
}

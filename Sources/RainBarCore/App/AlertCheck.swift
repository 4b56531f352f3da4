import RainBarEngine
import RainBarFeatures
import RainBarModel

/// One alert check for one location: the piece shared by `alert` and by bar
/// runs with `--notify`, so both keep the same per-location state.
struct AlertCheck {
  var app: RainBar
  var policy: AlertPolicy
  /// Offered on the rain, air-quality and trip notifications (never on warnings).
  var actions: [NotificationAction] = []

  enum Result: Equatable {
    case sent(RainNotification)
    case wouldSend(RainNotification)
    case nothing(reason: String)
  }

  /// `zone`: the place's clock (`TimeZoneDatabase.rules(for:at:)`).
  func run(location: Location, forecast: Forecast, zone: TimeZoneRules, dryRun: Bool)
    throws(RainBarError) -> Result
  {
    try run(location: location, forecast: forecast, zone: zone, warnings: nil, dryRun: dryRun).rain
  }

  /// The rain alert and, when a warning service applies, the warnings'
  /// notifications (`WarningPolicy`), under one lock and in one state file.
  /// And the air-quality and pollen alerts (`AirAlertPolicy`) when `air` is given.
  /// `trips`: the place's (`Settings.trips(at:)`), and `events` its calendar
  /// events' occurrences (`CalendarEvents`), notified by `TripPolicy`
  /// in the same state file; their results come with the warnings'. `rain`:
  /// false for a place checked for its trips only (its rain alert untouched).
  func run(
    location: Location, forecast: Forecast, zone: TimeZoneRules, warnings: WarningsResult?,
    air: (result: AirQualityResult?, policy: AirAlertPolicy)? = nil, trips: [Trip] = [],
    events: [TripOccurrence] = [], rain: Bool = true, dryRun: Bool
  ) throws(RainBarError) -> (rain: Result, warnings: [Result]) {
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
      guard held != nil else {
        return (.nothing(reason: tr("another run is checking this location")), [])
      }
    }
    defer { held?.unlock() }
    let state = store.read(location)
    var decision = policy.decide(
      forecast: forecast, zone: zone, location: location.name, now: app.dependencies.clock.now(),
      state: state)
    if !rain {
      decision.notification = nil
      decision.state = state
    }
    let warningDecision = warnings.map {
      WarningPolicy(
        quietHours: policy.settings.quietHours, zone: zone, clock: policy.clock,
        place: location.name
      )
      .decide(
        warnings: $0.warnings, now: app.dependencies.clock.now(), notices: state.warnings ?? [])
    }
    let airDecision = air.flatMap { air in
      air.result?.air.map {
        air.policy.decide(
          $0, location: location.name, zone: zone, now: app.dependencies.clock.now(),
          state: state.air ?? AirAlertState())
      }
    }
    // A snooze holds the rain, air and trip alerts back (their state too: each
    // is sent after it, if still due); never the official warnings.
    let snoozed = snoozed(zone: zone).map { Result.nothing(reason: $0) }
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    let tripDecision = TripPolicy(clock: policy.clock).decide(
      TripPolicy.outlooks(
        trips, events: events, forecast: forecast, now: now, zone: zone,
        floor: policy.settings.rainFloor,
        alertThreshold: policy.settings.threshold),
      now: now, zone: zone, notices: state.trips ?? [])
    if dryRun {
      var would: [Result] = (airDecision?.notifications ?? []).map { snoozed ?? .wouldSend($0) }
      for step in warningDecision?.steps ?? [] {
        if case .send(let notification, _, _) = step { would.append(.wouldSend(notification)) }
      }
      for send in tripDecision.sends {
        would.append(snoozed ?? .wouldSend(send.notification))
      }
      return (
        decision.notification.map { snoozed ?? .wouldSend($0) }
          ?? .nothing(reason: decision.reason), would
      )
    }
    var next = decision.state
    var result = Result.nothing(reason: decision.reason)
    if decision.notification != nil, let snoozed {
      next = state
      result = snoozed
    } else if var notification = decision.notification {
      notification.actions = actions
      // Not marked as sent unless it was: a later run tries again.
      next.notificationID = try app.notifications.send(notification)
      result = .sent(notification)
    }
    // A warning that cannot be sent is not recorded (a later run tries again);
    // the rain alert's state is saved all the same.
    var warningResults: [Result] = []
    var warningError: RainBarError?
    if let warningDecision {
      var notices = warningDecision.kept
      for step in warningDecision.steps {
        switch step {
        case .close(let id):
          // A server that cannot close keeps it until the user does.
          try? app.notifications.close(id)
        case .send(let notification, let chain, let until):
          do {
            let id = try app.notifications.send(notification)
            notices.append(WarningNotice(ids: chain, notificationID: id, until: until))
            warningResults.append(.sent(notification))
          } catch {
            warningError = warningError ?? error
          }
        }
      }
      next.warnings = notices.isEmpty && state.warnings == nil ? nil : notices
    }
    // A snooze holds them back too (their state kept: sent after it, if still due).
    if let airDecision, snoozed == nil {
      // One that cannot be sent stays armed: a later run tries again.
      var sent = airDecision.state
      if var notification = airDecision.index {
        notification.actions = actions
        do {
          _ = try app.notifications.send(notification)
          warningResults.append(.sent(notification))
        } catch {
          sent.indexArmed = true
          warningError = warningError ?? error
        }
      }
      if var notification = airDecision.pollen {
        notification.actions = actions
        do {
          _ = try app.notifications.send(notification)
          warningResults.append(.sent(notification))
        } catch {
          sent.pollenArmed = true
          warningError = warningError ?? error
        }
      }
      next.air = sent
    }
    // Trips: not held by quiet hours, but by a snooze (sent after it, if still due).
    var trips = tripDecision.kept
    if snoozed == nil {
      for send in tripDecision.sends {
        var notification = send.notification
        notification.actions = actions
        do {
          let id = try app.notifications.send(notification)
          trips.removeAll { $0.key == send.key }
          trips.append(
            TripNotice(key: send.key, end: send.end, chance: send.chance, notificationID: id))
          warningResults.append(.sent(send.notification))
        } catch {
          warningError = warningError ?? error
        }
      }
    }
    next.trips = trips.isEmpty && state.trips == nil ? nil : trips
    if next != state {
      do {
        try store.write(next, for: location)
      } catch {
        throw .cache(error)
      }
    }
    if let warningError { throw warningError }
    return (result, warningResults)
  }

  /// "snoozed until 15:30" while a snooze is in force (`SnoozeStore`).
  func snoozed(zone: TimeZoneRules) -> String? {
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    guard let snooze = app.snoozeStore.read(), snooze.isActive(at: now) else { return nil }
    return tr(
      "snoozed until %s",
      SnoozeCommand.until(snooze, now: now, zone: zone, clock: policy.clock))
  }
}

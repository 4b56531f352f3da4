import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `location=here`: the place is the current position from GeoClue, the
/// `PositionResource` renewed like every resource (fresh 10 minutes; after a
/// failure the shared back-off, 15 s doubling up to 10 minutes). A one-shot
/// run asks when it is due (within its deadline); watch asks in the
/// background. The place changes only when a new fix is more than 3 km from
/// the one in use; it is named after the nearest saved location within 5 km,
/// else its coordinates ("52.52, 13.41": no service offers reverse
/// geocoding). When GeoClue cannot be asked, the last position is kept and
/// the reason goes with it (`note`).
struct CurrentPlace {
  var app: RainBar

  static let askEvery = PositionResource.freshness
  static let nameMetres = 5000.0

  var resource: PositionResource { PositionResource(positions: app.dependencies.positions) }

  /// The record kept, without asking.
  func read() -> PositionRecord? { app.load.kept(resource) }

  /// The place and, when GeoClue could not be asked, why (for the tooltip
  /// and stderr). `ask`: whether to ask GeoClue (within `timeout`) when it is
  /// due; watch's redraws never do.
  func location(settings: Settings, ask: Bool, timeout: Double) throws(RainBarError)
    -> ChosenPlace
  {
    let (record, problem) = ask ? renew(timeout: timeout) : (read(), nil)
    return try location(record, problem: problem, settings: settings)
  }

  /// The place at the record's position (`problem`: why this run's ask failed).
  func location(_ record: PositionRecord?, problem: String? = nil, settings: Settings)
    throws(RainBarError) -> ChosenPlace
  {
    let reason = problem ?? record?.backoffNote?.reason
    guard let position = record?.position else {
      throw .currentPositionUnavailable(reason ?? tr("GeoClue has not been asked yet."))
    }
    let note = reason.map { tr("Current position: %s Using the last known one.", $0) }
    return ChosenPlace(location: Self.location(at: position, settings: settings), note: note)
  }

  /// Renews the position when due (or as `demand` says): the record the
  /// cache holds after it and, when this renewal failed, why.
  @discardableResult
  func renew(demand: Renewal.Demand = .due, timeout: Double) -> (PositionRecord?, String?) {
    // Asked before the forecast, with whatever time the run has.
    let outcome = app.load(resource, demand: demand, timeout: timeout, least: 0)
    switch outcome.problem {
    case .failed(let error): return (outcome.kept, error.message)
    case .waiting(let note, _): return (outcome.kept, note?.reason)
    case .busy, .noTimeLeft, nil: return (outcome.kept, nil)
    }
  }

  /// When GeoClue is next to be asked: now without a record (or a check
  /// time in the future: the clock was set back), at the end of a back-off,
  /// else 10 minutes after it last answered.
  func nextAsk(_ record: PositionRecord?, now: Double) -> Double {
    let policy = CachePolicy(freshness: resource.freshness)
    if policy.isBackingOff(record, now: now), let until = record?.backoffUntil { return until }
    guard let record, let fetchedAt = record.fetchedAt, policy.isFresh(record, now: now) else {
      return -.infinity
    }
    return fetchedAt + Self.askEvery
  }

  /// The place at a position: named after the nearest saved location within
  /// 5 km, else after its coordinates to 2 decimals.
  static func location(at position: Position, settings: Settings) -> Location {
    var location = Location(
      name: "\(Rounded.twoDecimals(position.latitude)), \(Rounded.twoDecimals(position.longitude))",
      latitude: position.latitude, longitude: position.longitude)
    var nearest = nameMetres
    for saved in settings.locations {
      let metres = GreatCircle.metres(
        position.latitude, position.longitude, saved.latitude, saved.longitude)
      if metres <= nearest {
        nearest = metres
        location.name = saved.name
        location.timezone = saved.timezone
      }
    }
    return location
  }
}

extension RainBar {
  /// The location a command (not a bar run) is for, `location=here` included.
  func location(_ options: RunOptions) throws(RainBarError) -> Location {
    guard options.followsPosition else { return try options.location() }
    return try CurrentPlace(app: self).location(
      settings: options.settings, ask: true, timeout: deadline.forPeer
    ).location
  }
}

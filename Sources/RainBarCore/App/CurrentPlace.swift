/// `location=here`: the place is the current position from GeoClue, kept in
/// the position cache. A one-shot run asks at most every 10 minutes (within
/// its deadline); watch asks in the background. The place changes only when
/// a new fix is more than 3 km from the one in use, so GPS jitter never
/// renews the forecast; it is named after the nearest saved location within
/// 5 km, else its coordinates ("52.52, 13.41": no service offers reverse
/// geocoding). When GeoClue cannot be asked, the last position is kept and
/// the reason goes with it (`note`).
struct CurrentPlace {
  var app: RainBar

  static let askEvery = 600.0
  static let moveMetres = 3000.0
  static let nameMetres = 5000.0

  var cache: PositionCache {
    PositionCache(
      directory: app.dependencies.paths.cacheDirectory, fileSystem: app.dependencies.fileSystem)
  }

  /// The place and, when GeoClue could not be asked, why (for the tooltip
  /// and stderr). `ask`: whether to ask GeoClue (within `timeout`) when the
  /// cached position is 10 minutes old or more; watch's redraws never do.
  func location(settings: Settings, ask: Bool, timeout: Double) throws(RainBarError)
    -> ChosenPlace
  {
    var record = cache.read()
    if ask, isDue(record, now: app.dependencies.clock.now()) {
      record = renew(record, timeout: timeout)
    }
    guard let record, let position = record.position else {
      throw .currentPositionUnavailable(record?.problem ?? tr("GeoClue has not been asked yet."))
    }
    let note = record.problem.map { tr("Current position: %s Using the last known one.", $0) }
    return ChosenPlace(location: Self.location(at: position, settings: settings), note: note)
  }

  /// Whether GeoClue is to be asked again: no record, 10 minutes since it
  /// was, or a check time in the future (the clock was set back).
  func isDue(_ record: PositionCache.Record?, now: Double) -> Bool {
    guard let record else { return true }
    return now - record.checkedAt >= Self.askEvery || record.checkedAt > now + 60
  }

  /// Asks GeoClue and stores the answer: the new position when it moved more
  /// than 3 km from the one in use (or there was none), else the one in use;
  /// on failure the one in use with the reason.
  @discardableResult
  func renew(_ stored: PositionCache.Record?, timeout: Double) -> PositionCache.Record {
    var record =
      stored ?? PositionCache.Record(position: nil, checkedAt: 0, problem: nil)
    do {
      let fix = try app.dependencies.positions.currentPosition(timeout: timeout)
      record.problem = nil
      if let used = record.position, !Self.moved(from: used, to: fix) {
        // Same place: keep it (and its forecast).
      } else {
        record.position = Position(
          latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy)
      }
    } catch {
      record.problem = error.message
    }
    record.checkedAt = app.dependencies.clock.now()
    // Unwritable: asked again next time, which is all that is lost.
    try? cache.write(record)
    return record
  }

  static func moved(from used: Position, to fix: Position) -> Bool {
    GreatCircle.metres(used.latitude, used.longitude, fix.latitude, fix.longitude) > moveMetres
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

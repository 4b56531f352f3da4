import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What a `watch` process knows between events, and its decisions: which
/// place and service, the cached entry, the last background answer, when to
/// ask again, and the line to print. Its I/O is the app's (files, clock);
/// the loop, the threads and the output are `WatchCommand`'s.
struct WatchSession {
  let app: RainBar
  private(set) var options: RunOptions
  private var place: Result<(location: Location, provider: any ForecastProvider), RainBarError>
  private var reading: ForecastCache.Reading?
  /// The last background answer for this place, and whether a click asked for it.
  private var last: WatchLoad?
  /// When each resource is renewed next, by the same rules (`WatchSchedule`).
  private var forecastSchedule = WatchSchedule(firstPause: CachePolicy.firstPause)
  private var positionSchedule = WatchSchedule(firstPause: CachePolicy.firstPause)
  /// What is shown beside the forecast, each with its own schedule.
  private var sides = Self.newSides()
  /// When the radar's minutes (5 minutes fresh) are next renewed, with the
  /// forecast's loader, while the place's minutes come from the radar.
  private var radarDue: Double?
  private var sendForecast = false
  /// The data and hour the alert check last ran for.
  private var alertChecked: (fetchedAt: Double, hour: Int64)?
  /// `location=here`: why the position shown is an old one.
  private var positionNote: String?
  /// No position was ever had nor asked for: nothing is shown until GeoClue answers.
  private var positionUnknown = false

  /// Everything watched beside the forecast: a new `WatchedKind` is one line here.
  static func newSides() -> [any WatchedSide] {
    [WatchedSlot(WarningsWatch()), WatchedSlot(AirWatch())]
  }

  /// Their folders in the cache directory, in `sides`' order.
  static var sideFolders: [String] { newSides().map(\.folder) }

  init(app: RainBar, options: RunOptions) {
    self.app = app
    self.options = options
    place = .failure(.noLocation)
    choosePlace()
  }

  private var bar: BarRun { BarRun(app: app, options: options, refresh: false) }

  private var entryKey: CacheKey? {
    guard case .success(let place) = place else { return nil }
    return CacheKey(id: place.provider.id, location: place.location)
  }

  private var key: String? { entryKey?.name }

  private mutating func choosePlace() {
    let before = key
    positionNote = nil
    do throws(RainBarError) {
      // From the cached position only: GeoClue is asked in the background.
      let chosen = try bar.place(nil, ask: false)
      positionNote = chosen.note
      place = .success((chosen.location, try app.provider(options)))
    } catch {
      place = .failure(error)
    }
    schedulePosition()
    guard key != before || reading == nil else { return }
    last = nil
    forecastSchedule.forgetFailures()
    reading = nil
    readEntry()
    for index in sides.indices { sides[index].peek(here) }
  }

  private var here: WatchPlace {
    var location: Location?
    if case .success(let place) = place { location = place.location }
    return WatchPlace(app: app, options: options, location: location)
  }

  /// The value of one kind shown beside the forecast.
  private func value<Kind: WatchedKind>(of _: Kind.Type) -> Kind.Value? {
    for side in sides {
      if let slot = side as? WatchedSlot<Kind> { return slot.value }
    }
    return nil
  }

  /// With `location=here`, GeoClue is asked again 10 minutes after it last
  /// was (by this process or another run).
  private mutating func schedulePosition() {
    if !options.followsPosition { positionUnknown = false }
    guard options.followsPosition, !positionSchedule.inFlight else { return }
    let places = CurrentPlace(app: app)
    let record = places.read()
    positionUnknown = record == nil
    positionSchedule.due = places.nextAsk(record, now: app.dependencies.clock.now())
  }

  private mutating func readEntry() {
    guard case .success(let place) = place else { return }
    reading = app.forecastCache.reading(
      provider: place.provider.id, location: place.location, after: reading)
  }

  /// The config file changed (another command, an editor): read it again.
  mutating func reloadSettings() {
    var configError: RainBarError?
    var settings = Settings()
    do {
      settings = try app.loadSettings()
    } catch {
      configError = error
    }
    do {
      options = try RunOptions(
        options.commandLine, settings: settings, configError: configError,
        environment: options.variables)
    } catch {
      place = .failure(error)
      return
    }
    choosePlace()
    // What is shown beside the forecast may depend on settings that changed for the same place.
    for index in sides.indices { sides[index].reloaded(here) }
  }

  /// A file in the cache directory changed: the entry, when it is this place's.
  /// Whether what is shown may have changed: not for another file, nor for an
  /// entry whose bytes are those already read, nor while this watch's own
  /// renewal is in flight (its end reads the entry).
  mutating func cacheChanged(_ name: String) -> Bool {
    if options.followsPosition, name == "position" {
      choosePlace()
      return true
    }
    guard let entryKey, entryKey.matches(name), !forecastSchedule.inFlight else { return false }
    let before = reading?.bytes
    readEntry()
    return reading?.bytes == nil || reading?.bytes != before
  }

  /// A file in the folder of `sides[index]` changed: the place's entry,
  /// written by another run. Whether what is shown may have changed (then
  /// checked for alerts at once).
  mutating func sideChanged(_ index: Int, _ name: String) -> Bool {
    guard sides.indices.contains(index), sides[index].changed(name, here) else { return false }
    alertChecked = nil
    return true
  }

  /// An i3blocks click, carried out as the one-shot run's BLOCK_BUTTON; what to say on stderr.
  mutating func click(_ button: Int) -> String {
    guard options.format == .i3blocks || options.format == .i3bar else { return "" }
    var stderr = ""
    guard let click = bar.click(button, stderr: &stderr) else { return stderr }
    if click.units != nil || click.location != nil { reloadSettings() }
    if click.refresh {
      forecastSchedule.click()
      for index in sides.indices { sides[index].click() }
    }
    if click.sendForecast { sendForecast = true }
    return stderr
  }

  /// An action picked on a notification this watch sent (`NotificationAction`):
  /// a snooze of an hour from now, which closes it, or the forecast
  /// notification; what to say on stderr.
  mutating func action(id: UInt32, key: String) -> String {
    switch key {
    case NotificationAction.forecastKey:
      sendForecast = true
      return ""
    case NotificationAction.snoozeKey:
      let now = Int64(app.dependencies.clock.now().rounded(.down))
      do {
        try app.snoozeStore.write(Snooze(until: now + 3600))
      } catch {
        return tr("Warning: %s", RainBarError.cache(error).message) + "\n"
      }
      // A server that cannot close keeps it until the user does.
      try? app.closeNotification(id)
      return ""
    default:
      return ""
    }
  }

  /// The machine resumed or the network came back: a renewal that failed
  /// is tried again now rather than after its pause (a provider's own back-off
  /// still holds); one that is due is made at the next turn of the loop anyway.
  mutating func worldChanged() {
    if forecastSchedule.failures > 0 || reading?.result.entry?.backoffUntil != nil {
      forecastSchedule.wake()
    }
    for index in sides.indices { sides[index].wake() }
    // It may have moved while asleep, or GeoClue may answer now.
    if options.followsPosition { positionSchedule.wake() }
  }

  /// When anything shown should next be renewed; nil while nothing is to be
  /// renewed (requests in flight, no place).
  func nextLoad(now: Double) -> Double? {
    let place = here
    return ([nextForecastLoad(now: now), nextPositionLoad] + sides.map { $0.next(place) })
      .compactMap { $0 }.min()
  }

  private var nextPositionLoad: Double? {
    guard options.followsPosition else { return nil }
    return positionSchedule.next(longestPause: CurrentPlace.askEvery)
  }

  /// When the entry should be renewed: at the end of its freshness or back-off,
  /// and after a failed try not before a pause that doubles (15 s up to the
  /// freshness period). Nil while a request is in flight or no place is known.
  private func nextForecastLoad(now: Double) -> Double? {
    guard case .success = place else { return nil }
    let policy = CachePolicy(freshness: options.freshness)
    var due = -Double.infinity
    // A fetch time in the future means the clock was set back: renew now.
    if let entry = reading?.result.entry, let fetchedAt = entry.fetchedAt, entry.forecast != nil,
      fetchedAt <= now + 60
    {
      due = max(fetchedAt + policy.freshness, entry.freshUntil)
    }
    if let radarDue { due = min(due, radarDue) }
    // A back-off (shared with every run) holds, unless a wake overrides it.
    if let entry = reading?.result.entry, let until = entry.backoffUntil,
      !forecastSchedule.woken || entry.backoffNote?.holdsAgainstOverride ?? true
    {
      due = max(due, until)
    }
    var schedule = forecastSchedule
    schedule.due = due
    return schedule.next(longestPause: policy.freshness)
  }

  /// The background renewals that are due.
  mutating func loadIfDue(now: Double) -> [@Sendable () -> WatchEvent] {
    let place = here
    var due = [positionIfDue(now: now), forecastIfDue(now: now)]
    for index in sides.indices { due.append(sides[index].renewalIfDue(now: now, place)) }
    return due.compactMap { $0 }
  }

  /// A background renewal of something beside the forecast ended (checked
  /// for alerts at once when it changed).
  mutating func renewed(_ renewal: WatchRenewal, now: Double) {
    let place = here
    guard let index = sides.firstIndex(where: { $0.folder == renewal.folder }) else { return }
    if sides[index].ended(renewal, now: now, place) { alertChecked = nil }
  }

  /// `location=here`: GeoClue asked in the background when due; the position
  /// cache it writes is read back at `located` (and by any other watch).
  private mutating func positionIfDue(now: Double) -> (@Sendable () -> WatchEvent)? {
    guard let due = nextPositionLoad, due <= now else { return nil }
    let demand = positionSchedule.begin(now: now)
    let places = CurrentPlace(app: app)
    let timeout = options.timeout
    return {
      let (record, problem) = places.renew(demand: demand, timeout: timeout)
      return .located(renewed: problem == nil && record?.position != nil)
    }
  }

  /// The background ask ended: the place follows the position when it moved.
  mutating func located(renewed: Bool) {
    let now = app.dependencies.clock.now()
    positionSchedule.ended(renewed: renewed, now: now)
    choosePlace()
    positionUnknown = false
    // When the record says (a back-off's end, 10 minutes after the fix); when
    // it could not be kept, 10 minutes after a fix, and after a failure the
    // schedule's own pause, doubling as the shared back-off does.
    let places = CurrentPlace(app: app)
    let next = places.nextAsk(places.read(), now: now)
    positionSchedule.due = max(next, renewed ? now + CurrentPlace.askEvery : -.infinity)
  }

  /// The forecast's background request when due, with the loader every run
  /// uses (its lock, validators, back-off and timeout).
  private mutating func forecastIfDue(now: Double) -> (@Sendable () -> WatchEvent)? {
    guard let due = nextForecastLoad(now: now), due <= now, case .success(let place) = place,
      let key
    else {
      return nil
    }
    let demand = forecastSchedule.begin(now: now)
    let refresh = demand == .refresh
    let loader = app.loader(options)
    let timeout = options.timeout
    return {
      let result: LoadOutcome
      do throws(RainBarError) {
        result = .success(
          try loader.load(
            place.provider, for: place.location, timeout: timeout, refresh: refresh,
            retry: demand == .retry))
      } catch {
        result = .failure(error)
      }
      return .loaded(WatchLoad(key: key, result: result, clicked: refresh))
    }
  }

  /// A background request ended.
  mutating func loaded(_ load: WatchLoad, now: Double) {
    guard load.key == key else {
      forecastSchedule.ended(renewed: nil, now: now)
      return
    }
    var renewed = false
    if case .success(let result) = load.result, result.whyNotRenewed == nil { renewed = true }
    forecastSchedule.ended(renewed: renewed, now: now)
    radarDue = nil
    if case .success(let place) = place,
      [.brightSkyRadar, .metNowcast].contains(
        MinuteChoice.choose(options.value(Options.minutes), for: place.location))
    {
      radarDue = now + BrightSkyRadar.freshness
    }
    last = load
    readEntry()
  }

  /// What to show now: the last answer while the entry is no newer, else the
  /// entry as it stands (even past its freshness: the line is kept while it is
  /// renewed). Nil before anything is known.
  private var shown: LoadOutcome? {
    if case .failure(let error) = place { return positionUnknown ? nil : .failure(error) }
    let entry = reading?.result.entry
    let cached = entry.flatMap { entry -> ForecastResult? in
      guard var forecast = entry.forecast, let fetchedAt = entry.fetchedAt else { return nil }
      // Another run's entry: the minutes as the run would show them (kept radar ones, no request).
      if case .success(let place) = place {
        forecast.minutely =
          app.minuteLoader(options).minutes(
            at: place.location, provider: forecast.minutely, timeout: 0
          ).minutely
      }
      return ForecastResult(
        forecast: forecast, fetchedAt: fetchedAt, freshness: cachedFreshness(entry))
    }
    switch last?.result {
    case .success(let result) where result.fetchedAt >= cached?.fetchedAt ?? -.infinity:
      return .success(result)
    case .failure(let error) where cached == nil:
      return .failure(error)
    default:
      return cached.map { .success($0) }
    }
  }

  /// Data past its freshness while a back-off lasts (this process's or
  /// another run's) is stale, for the failure that set it (without a
  /// countdown: the line outlives it).
  private func cachedFreshness(_ entry: CacheEntry) -> ForecastResult.Freshness {
    let policy = CachePolicy(freshness: options.freshness)
    let now = app.dependencies.clock.now()
    guard case .success(let place) = place, !policy.isFresh(entry, now: now),
      policy.isBackingOff(entry, now: now), let until = entry.backoffUntil
    else { return .fresh }
    let reason =
      entry.backoffNote?.reason
      ?? RainBarError.backingOff(provider: place.provider.displayName, seconds: until - now)
      .message
    return .stale(reason: reason, offline: entry.backoffNote?.kind == .offline)
  }

  /// The line to print now, what goes with it on stderr, and when it may next change by time.
  mutating func frame(now: Double) -> (line: String?, stderr: String, nextChange: Double?) {
    guard let shown else { return (nil, "", nil) }
    var stderr = ""
    var checkAlerts = false
    if case .success(let result) = shown {
      let hour = Int64(now.rounded(.down)) / HourlyConvention.length
      if alertChecked?.fetchedAt != result.fetchedAt || alertChecked?.hour != hour {
        checkAlerts = true
        alertChecked = (result.fetchedAt, hour)
      }
    }
    let clicked = last?.clicked == true
    let known = value(of: WarningsWatch.self)
    let location: Location?
    if case .success(let place) = place { location = place.location } else { location = nil }
    let request = BarRequest(
      location: location, units: options.units, refreshed: clicked, clickRefresh: clicked,
      sendForecast: sendForecast, checkAlerts: checkAlerts, note: positionNote)
    let knownAir = value(of: AirWatch.self)
    let decision = bar.decide(
      shown, request, now: now, warnings: { _ in known }, air: { _ in knownAir })
    let content = decision.content
    stderr +=
      decision.stderr
      + BarEffects(app: app, options: options, offersActions: true).perform(decision.effects)
    sendForecast = false
    last?.clicked = false
    var line = bar.render(content).stdout
    // i3blocks' persist protocol reads each line as the block's full text.
    if options.format == .i3blocks, let end = line.firstIndex(of: "\n") {
      line = String(line[...end])
    }
    return (line, stderr, content.nextChange(template: options.template, format: options.format))
  }
}

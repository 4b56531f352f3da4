import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What a `watch` process knows between events, and its decisions: which
/// place and service, what each slot holds and when it is renewed
/// (`WatchSlots`), and the line to print. Its I/O is the app's (files, clock);
/// the loop, the threads and the output are `WatchCommand`'s.
struct WatchSession {
  let app: RainBar
  private(set) var options: RunOptions
  private var place: Result<(location: Location, provider: any ForecastProvider), RainBarError>
  /// Everything renewed and shown, each on its own schedule.
  private var slots = WatchSlots()
  private var sendForecast = false
  private var alerts = WatchAlertTimes()
  /// `location=here`: why the position shown is an old one.
  private var positionNote: String?

  /// The folders of the cache directory watched beside it, in `sideChanged`'s order.
  static var sideFolders: [String] { WatchSlots.sideFolders }

  init(app: RainBar, options: RunOptions) {
    self.app = app
    self.options = options
    place = .failure(.noLocation)
    here = WatchPlace(app: app, options: options)
    choosePlace()
    slots.calendars.read(here, now: app.dependencies.clock.now())
  }

  /// A line's run, with a timeout of its own (the process's has long passed).
  private var bar: BarRun {
    var app = app
    app.deadline = Deadline(seconds: options.timeout, from: app.dependencies.clock)
    return BarRun(app: app, options: options, refresh: false)
  }

  /// The run, its options and the place, as the slots take them: kept, not
  /// built at every turn of the loop (a copy of the options costs each use).
  private var here: WatchPlace

  private mutating func placeChanged() {
    guard case .success(let place) = place else {
      here = WatchPlace(app: app, options: options)
      return
    }
    here = WatchPlace(
      app: app, options: options, location: place.location, provider: place.provider)
  }

  /// The place from the settings or the position kept (GeoClue is asked in
  /// the background); what is kept for it, read when it changed.
  private mutating func choosePlace(readingPosition: Bool = true) {
    let before = here.forecastKey
    here.options = options
    positionNote = nil
    if readingPosition { slots.position.read(here) }
    do throws(RainBarError) {
      let chosen =
        options.followsPosition && options.configError == nil
        ? try CurrentPlace(app: app).location(slots.position.record, settings: options.settings)
        : try bar.place(nil, ask: false)
      positionNote = chosen.note
      place = .success((chosen.location, try app.provider(options)))
    } catch {
      place = .failure(error)
    }
    placeChanged()
    guard here.forecastKey != before || slots.forecast.reading == nil else { return }
    slots.peek(here)
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
      placeChanged()
      return
    }
    choosePlace()
    // What is shown beside the forecast may depend on settings that changed for the same place.
    slots.reloaded(here)
  }

  /// A file in the cache directory changed: whether what is shown may have
  /// changed (the position another run wrote, the place's entry with other
  /// contents; not a renewal's own write, whose value it already has).
  mutating func cacheChanged(_ name: String) -> Bool {
    if slots.position.changed(name, here) {
      choosePlace(readingPosition: false)
      return true
    }
    return slots.forecast.changed(name, here)
  }

  /// A file in `sideFolders[index]` changed: the place's entry, written by
  /// another run. Whether what is shown may have changed (then checked for
  /// alerts at once).
  mutating func sideChanged(_ index: Int, _ name: String) -> Bool {
    guard slots.sideChanged(index, name, here) else { return false }
    alerts.reset()
    return true
  }

  /// A calendar's file changed (`CalendarSlot.folders`): read at the next
  /// line, and its events checked for alerts at once.
  mutating func calendarChanged() { alerts.reset() }

  /// An i3blocks click, carried out as the one-shot run's BLOCK_BUTTON; what to say on stderr.
  mutating func click(_ button: Int) -> String {
    guard options.format == .i3blocks || options.format == .i3bar else { return "" }
    var stderr = ""
    guard let click = bar.click(button, stderr: &stderr) else { return stderr }
    if click.units != nil || click.location != nil { reloadSettings() }
    if click.refresh { slots.click() }
    if click.sendForecast { sendForecast = true }
    return stderr
  }

  /// An action picked on a notification this watch sent; what to say on stderr.
  mutating func action(id: UInt32, key: String) -> String {
    let done = WatchAction(app: app).perform(id: id, key: key)
    if done.sendForecast { sendForecast = true }
    return done.stderr
  }

  /// The machine resumed or the network came back: a renewal that failed
  /// is tried again now rather than after its pause; one that is due is made
  /// at the next turn of the loop anyway.
  mutating func worldChanged() { slots.wake(here) }

  /// When anything shown should next be renewed; nil while nothing is to be
  /// renewed (requests in flight, no place).
  func nextLoad(now: Double) -> Double? { slots.next(now: now, here) }

  /// The background renewals that are due.
  mutating func loadIfDue(now: Double) -> [@Sendable () -> WatchEvent] {
    slots.renewals(now: now, here)
  }

  /// A background renewal ended: its value is its slot's (checked for alerts
  /// at once when what is shown beside the forecast changed); the place
  /// follows the position when it moved.
  mutating func renewed(_ renewal: WatchRenewal, now: Double) {
    if slots.ended(renewal, now: now, here) { alerts.reset() }
    if case .position = renewal.value { choosePlace(readingPosition: false) }
  }

  /// What to show now; nil before anything is known.
  private func shown(_ here: WatchPlace) -> LoadOutcome? {
    if case .failure(let error) = place { return slots.position.unknown ? nil : .failure(error) }
    return slots.shown(here)
  }

  /// The line to print now, what goes with it on stderr, and when it may next change by time.
  mutating func frame(now: Double) -> (line: String?, stderr: String, nextChange: Double?) {
    let place = here
    guard let shown = shown(place) else { return (nil, "", nil) }
    var checkAlerts = false
    if case .success(let result) = shown { checkAlerts = alerts.due(result, now: now, place) }
    let clicked = slots.forecast.clicked
    let (known, knownAir) = (slots.warnings.value, slots.air.value)
    let request = BarRequest(
      location: place.location, units: options.units, refreshed: clicked, clickRefresh: clicked,
      sendForecast: sendForecast, checkAlerts: checkAlerts, note: positionNote)
    let decision = bar.decide(
      shown, request, now: now, warnings: { _ in known }, air: { _ in knownAir })
    let content = decision.content
    let stderr =
      decision.stderr
      + BarEffects(app: app, options: options, offersActions: true).perform(decision.effects)
    sendForecast = false
    slots.forecast.drawn()
    var line = bar.render(content).stdout
    // i3blocks' persist protocol reads each line as the block's full text.
    if options.format == .i3blocks, let end = line.firstIndex(of: "\n") {
      line = String(line[...end])
    }
    let change = content.nextChange(template: options.template, format: options.format)
    return (line, stderr, [change, alerts.next].compactMap { $0 }.min())
  }
}

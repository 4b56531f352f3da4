import RainBarEngine
import RainBarFeatures
import RainBarModel

/// One alert check for one location: the families that are on
/// (`AlertFamilies.on`) walked in order, under the location's lock and in
/// its one state file; the piece shared by `alert`, bar runs with `--notify`
/// and `watch --notify`. What every family shares is applied here: a snooze
/// and quiet hours (`AlertGate`), and only what went out is recorded (a held
/// or failed notification is sent by a later run, if still due).
struct AlertCheck {
  var app: RainBar
  var families: [any AlertFamily]
  var quietHours: QuietHours?
  /// How "snoozed until 15:30" writes the time.
  var clock: ClockStyle
  /// Offered on the notifications whose family offers them (never on warnings).
  var actions: [NotificationAction] = []

  init(app: RainBar, context: AlertContext, actions: [NotificationAction] = []) {
    self.app = app
    families = AlertFamilies.on(context)
    quietHours = context.alerts.quietHours
    clock = context.clock
    self.actions = actions
  }

  enum Result: Equatable {
    case wouldSend(RainNotification)
    case nothing(reason: String)
  }

  /// What one family did: a result per notification, or why it had none.
  struct Report: Equatable {
    var family: String
    var results: [Result]
  }

  /// `zone`: the place's clock (`TimeZoneDatabase.rules(for:at:)`).
  /// `tripsOnly`: a place checked for its trips and events alone (the
  /// families that follow trips). The reports say what a dry run would do;
  /// a real check returns none (what it sent is on the desktop, and a bar
  /// with `--notify` would pay for lists it never reads).
  func run(_ input: AlertInput, location: Location, tripsOnly: Bool = false, dryRun: Bool)
    throws(RainBarError) -> [Report]
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
      guard held != nil else {
        return [
          Report(
            family: families.first.map { type(of: $0).name } ?? "",
            results: [.nothing(reason: tr("another run is checking this location"))])
        ]
      }
    }
    defer { held?.unlock() }
    let state = store.read(location)
    let gate = AlertGate(
      snoozed: snoozed(zone: input.zone), quietHours: quietHours, now: input.seconds,
      zone: input.zone)
    var next = state
    var reports: [Report] = []
    var input = input
    input.quiet = gate.quiet
    var failure: RainBarError?
    for family in families where !tripsOnly || family.followsTrips {
      let report = check(family, input, gate: gate, state: &next, failure: &failure, dryRun: dryRun)
      if let report { reports.append(report) }
    }
    if !dryRun, next != state {
      do {
        try store.write(next, for: location)
      } catch {
        throw .cache(error)
      }
    }
    if let failure { throw failure }
    return reports
  }

  /// One family: its decision, the gate, then its sends and closes carried
  /// out and recorded on its state; in a dry run, only what it would do.
  private func check(
    _ family: any AlertFamily, _ input: AlertInput, gate: AlertGate, state: inout AlertState,
    failure: inout RainBarError?, dryRun: Bool
  ) -> Report? {
    let decision = family.decide(input, state: state)
    var kept = decision.state
    var results: [Result] = []
    if !dryRun {
      // A server that cannot close keeps it until the user does.
      for id in decision.closes { try? app.notifications.close(id) }
    }
    for send in decision.sends {
      if let reason = gate.holds(send, snoozable: family.snoozable) {
        if dryRun { results.append(.nothing(reason: reason)) }
        continue
      }
      var notification = send.notification
      if send.offersActions { notification.actions = actions }
      if dryRun {
        results.append(.wouldSend(send.notification))
        continue
      }
      do {
        send.record(&kept, try app.notifications.send(notification))
      } catch {
        failure = failure ?? error
      }
    }
    guard dryRun else {
      state = kept
      return nil
    }
    if decision.sends.isEmpty { results.append(.nothing(reason: decision.reason)) }
    return Report(family: type(of: family).name, results: results)
  }

  /// "snoozed until 15:30" while a snooze is in force (`SnoozeStore`).
  func snoozed(zone: TimeZoneRules) -> String? {
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    guard let snooze = app.snoozeStore.read(), snooze.isActive(at: now) else { return nil }
    return tr(
      "snoozed until %s", SnoozeCommand.until(snooze, now: now, zone: zone, clock: clock))
  }
}

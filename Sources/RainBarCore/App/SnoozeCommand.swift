import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `snooze [DURATION|today|off]`: silences every alert family's notifications
/// (`AlertGate`) for every run for a while, never official warnings; alone,
/// says what is in force.
struct SnoozeCommand: Command {
  static let name = "snooze"
  static let spec = CommandSpec(
    name: name, abstract: "Silence every notification but official warnings for a while.",
    arguments: [
      ArgumentSpec(
        "duration", choices: ["today", "off"],
        help: "How long: 45m, 1h30m; 'today' (until midnight at the place); 'off'.")
    ],
    options: Options.place,
    discussion: """
      Every run that would send a notification (rain, its end and dry
      windows, trips, air quality, the summary, UV, gusts, heat, frost) keeps
      quiet until then (cron, timers, bars with --notify, watch); official
      warnings are still sent. Without an argument it says what is in force.
      """)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func validate() throws(RainBarError) {
    if let text = options.arguments.first, Snooze.Request(text) == nil {
      throw .usage(
        UsageError(
          "'\(Sanitized.line(text, limit: 24))' is no length of time: give e.g. 45m, 1h30m, 'today' or 'off'.",
          command: Self.name))
    }
  }

  func run() throws(RainBarError) -> Outcome {
    let store = app.snoozeStore
    let now = Int64(app.dependencies.clock.now().rounded(.down))
    let zone = self.zone()
    guard let text = options.arguments.first, let request = Snooze.Request(text) else {
      guard let snooze = store.read(), snooze.isActive(at: now) else {
        return Outcome(
          stdout: tr("Nothing is snoozed: every notification is sent.")
            + "\n")
      }
      return Outcome(
        stdout: Self.sentence(
          snooze, now: now, zone: zone, clock: options.clock, machine: machineZone()) + "\n")
    }
    let snooze = Snooze.make(request, now: now, zone: zone)
    do {
      try store.write(snooze)
    } catch {
      throw .cache(error)
    }
    guard let snooze else {
      return Outcome(
        stdout: tr("Snooze is off: every notification is sent.") + "\n")
    }
    return Outcome(
      stdout: Self.sentence(
        snooze, now: now, zone: zone, clock: options.clock, machine: machineZone()) + "\n")
  }

  /// The place's clock: its cached forecast's zone, else its saved one's, else UTC.
  func zone() -> TimeZoneRules {
    guard let location = try? options.location() else { return .fixed(0) }
    return app.zone(of: location, provider: options.provider.id)
  }

  /// The machine's own clock (`TZ`, else /etc/localtime); nil when it cannot be read.
  func machineZone() -> TimeZoneRules? {
    if var name = app.dependencies.environment["TZ"], !name.isEmpty {
      if name.hasPrefix(":") { name.removeFirst() }
      return app.timeZones.rules(named: name) ?? TimeZoneRules(posix: name, name: name)
    }
    guard let bytes = try? app.dependencies.fileSystem.read("/etc/localtime") else { return nil }
    return TimeZoneRules(tzif: bytes, name: "localtime")
  }

  /// "Notifications other than official warnings are snoozed until 15:30." (a
  /// later day's date with it); the place's zone named when the machine's
  /// clock shows another time then (the times are the place's).
  static func sentence(
    _ snooze: Snooze, now: Int64, zone: TimeZoneRules, clock: ClockStyle,
    machine: TimeZoneRules? = nil
  ) -> String {
    let time = until(snooze, now: now, zone: zone, clock: clock)
    if let machine, machine.offset(at: snooze.until) != zone.offset(at: snooze.until) {
      return tr(
        "Notifications other than official warnings are snoozed until %s (%s time).", time,
        zone.name ?? "UTC")
    }
    return tr("Notifications other than official warnings are snoozed until %s.", time)
  }

  /// "15:30", or "2026-12-03 15:30" when not within the next day.
  static func until(_ snooze: Snooze, now: Int64, zone: TimeZoneRules, clock: ClockStyle)
    -> String
  {
    let time = clock.time(snooze.until, in: zone)
    guard snooze.until - now > 86_400 else { return time }
    let day = zone.fields(snooze.until)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(day.year)-\(two(day.month))-\(two(day.day)) \(time)"
  }
}

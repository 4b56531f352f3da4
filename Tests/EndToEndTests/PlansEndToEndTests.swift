import Foundation
import Testing

/// `best` through the built binary: the driest window after a shower, from
/// minute-level data and the hours beyond, as a line, as JSON and for a bar.
@Suite(.serialized) struct BestEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: MinuteEndToEndTests.berlin))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// 12:50 UTC: light rain until 13:45 (14:45 in Berlin), a dry quarter, a
  /// wet one, a dry one, then the hours (55%, 80%, 90%, 60%, 40% ...).
  static let showering = MinuteEndToEndTests.at("12:50")

  @Test func theWindowStartsAfterTheShower() throws {
    let short = try sandbox.run(
      ["best", "--for", "15m", "--within", "2h"], at: Self.showering, expect: 0)
    #expect(short.stdout == "Driest 15 min: 14:45–15:00, 0% chance (rain until 14:45)\n")
    // Longer: the minutes hold no dry 45 minutes; the hours beyond decide.
    let long = try sandbox.run(["best", "--for", "45m"], at: Self.showering, expect: 0)
    #expect(long.stdout == "Driest 45 min: 19:00–19:45, 40% chance (rain until 14:45)\n")
    #expect(try server.requests().count == 1)
  }

  @Test func json() throws {
    let run = try sandbox.run(
      ["best", "--for", "15m", "--within", "2h", "--json"], at: Self.showering, expect: 0)
    let start = Int(TestClock.date("2026-11-30 13:45:00").timeIntervalSince1970)
    let end = start + 900
    let rainUntil = start
    #expect(
      run.stdout
        == #"{"location":"Berlin","start":\#(start),"end":\#(end),"chance":0,"source":"minutely","rain_until":\#(rainUntil)}"#
        + "\n")
  }

  @Test func barFormats() throws {
    let line = "Driest 15 min: 14:45–15:00, 0% chance (rain until 14:45)"
    let polybar = try sandbox.run(
      ["best", "--for", "15m", "--within", "2h", "--format", "polybar"], at: Self.showering,
      expect: 0)
    // Coloured by the window (0%: not rain), not by the rain now.
    #expect(polybar.stdout == "\(line)\n")
    let i3blocks = try sandbox.run(
      ["best", "--for", "15m", "--within", "2h", "--format", "i3blocks"], at: Self.showering,
      expect: 0)
    #expect(i3blocks.stdout.hasPrefix(line + "\n"))
  }

  @Test func usageMistakes() throws {
    let both = try sandbox.run(
      ["best", "--for", "45m", "--json", "--format", "polybar"], at: Self.showering, expect: 64)
    #expect(
      both.stderr.hasPrefix(
        "Error: Give '--json' (the window as data for scripts) or '--format' (a bar's line), not both.\n"
      ))
    let none = try sandbox.run(["best"], at: Self.showering, expect: 64)
    #expect(none.stderr.hasPrefix("Error: Say how long the window is: '--for 45m'.\n"))
    // The usage shows it as needed, not in brackets.
    #expect(none.stderr.contains("Usage: rain-bar best --for <duration> [--within <duration>]"))
    let bare = try sandbox.run(["best", "--for", "45"], at: Self.showering, expect: 64)
    #expect(
      bare.stderr.hasPrefix(
        "Error: The value '45' is invalid for '--for <duration>': give 5m to 24h, e.g. 45m or 1h30m.\n"
      ))
    let longer = try sandbox.run(
      ["best", "--for", "3h", "--within", "2h"], at: Self.showering, expect: 64)
    #expect(
      longer.stderr.hasPrefix(
        "Error: The window ('--for 3h') must fit in '--within' (2h): give e.g. '--within 6h'.\n"))
    let beyondDefault = try sandbox.run(["best", "--for", "10h"], at: Self.showering, expect: 64)
    #expect(
      beyondDefault.stderr.hasPrefix(
        "Error: The window ('--for 10h') must fit in '--within' (6h, the default): give e.g. '--within 20h'.\n"
      ))
    #expect(try server.requests().isEmpty)
  }

  @Test func noForecastIsTheShortStateAndExit1() throws {
    try server.setDefault(.init(status: 503, body: ""))
    let run = try sandbox.run(["best", "--for", "45m"], at: Self.showering, expect: 1)
    #expect(run.stdout == "⚠️ service\n")
    #expect(run.stderr.contains("Open-Meteo is failing (HTTP 503)."))
  }
}

/// `snooze` on a real session bus (python3-dbusmock's notification daemon):
/// it silences the rain alert every run would send, until it ends or is off.
@Suite(.serialized) struct SnoozeEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      alert-within=1

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }

  @Test func snoozeSilencesTheAlertUntilItEnds() throws {
    // 14:15 UTC: rain at 80% from 16:00 in Berlin, an hour ahead. The bar
    // ran before (its cached forecast names the place's zone).
    _ = try sandbox.run([], at: Self.at("14:10"), expect: 0)
    let snooze = try sandbox.run(["snooze", "1h"], at: Self.at("14:15"), expect: 0)
    #expect(
      snooze.stdout
        == "Notifications other than official warnings are snoozed until 16:15 (Europe/Berlin time).\n"
    )
    let status = try sandbox.run(["snooze"], at: Self.at("14:20"), expect: 0)
    #expect(status.stdout == snooze.stdout)
    let dry = try sandbox.run(["alert", "--dry-run"], at: Self.at("14:20"), expect: 0)
    #expect(dry.stdout == "Berlin: nothing to send (snoozed until 16:15).\n")
    for time in ["14:20", "14:45", "15:10"] {
      #expect(try sandbox.run(["alert"], at: Self.at(time), expect: 0).stdout == "")
    }
    #expect(try bus.calls().isEmpty)
    // Over: the alert held back is sent.
    _ = try sandbox.run(["alert"], at: Self.at("15:16"), expect: 0)
    #expect(try bus.calls().map(\.summary) == ["Rain in Berlin now"])
  }

  @Test func todayAndOff() throws {
    _ = try sandbox.run([], at: Self.at("14:10"), expect: 0)
    let today = try sandbox.run(["snooze", "today"], at: Self.at("14:15"), expect: 0)
    // Midnight in Berlin.
    #expect(
      today.stdout
        == "Notifications other than official warnings are snoozed until 00:00 (Europe/Berlin time).\n"
    )
    _ = try sandbox.run(["alert"], at: Self.at("15:00"), expect: 0)
    #expect(try bus.calls().isEmpty)
    let off = try sandbox.run(["snooze", "off"], at: Self.at("15:05"), expect: 0)
    #expect(off.stdout == "Snooze is off: every notification is sent.\n")
    #expect(
      try sandbox.run(["snooze"], at: Self.at("15:05"), expect: 0).stdout
        == "Nothing is snoozed: every notification is sent.\n")
    _ = try sandbox.run(["alert"], at: Self.at("15:06"), expect: 0)
    #expect(try bus.calls().count == 1)
    let mode =
      try FileManager.default.attributesOfItem(
        atPath: sandbox.home + "/cache/rain-bar/snooze")[.posixPermissions] as? Int
    #expect(mode == 0o700)
  }

  @Test func aBadLengthIsAUsageError() throws {
    let run = try sandbox.run(["snooze", "soon"], at: Self.at("14:15"), expect: 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: 'soon' is no length of time: give e.g. 45m, 1h30m, 'today' or 'off'.\n"))
  }
}

/// Trips through the built binary on a real session bus: one notification
/// over repeated alert runs before a wet trip, none before a dry one, `{trip}`
/// in the bar, `trips` and a bad `days=` named with its line.
@Suite(.serialized) struct TripEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus
  /// Rain alerts at 95% never fire on this forecast (90% at most): only trips notify.
  static let config = """
    [rain-bar]
    location=Berlin
    threshold=95

    [location Berlin]
    latitude=52.52
    longitude=13.41

    [trip walk]
    days=Mon-Fri
    times=16:00-16:40
    threshold=60

    [trip night]
    days=Mon
    times=23:00-23:40
    threshold=60
    """

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(Self.config)
  }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }

  /// The walk (Monday 16:00-16:40 in Berlin, 15:00 UTC) falls in the 80% hour.
  @Test func oneNotificationBeforeAWetTrip() throws {
    for time in ["13:50", "14:10", "14:25"] {
      _ = try sandbox.run(["alert"], at: Self.at(time), expect: 0)
    }
    #expect(try bus.calls().isEmpty)
    for time in ["14:30", "14:40", "14:50", "15:05", "15:20", "15:35"] {
      #expect(try sandbox.run(["alert"], at: Self.at(time), expect: 0).stdout == "")
    }
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers",
          summary: "Rain likely on walk 16:00–16:40", body: "80%, light rain from 16:00",
          urgency: 1)
      ])
  }

  /// The night walk (23:00 in Berlin) falls in a 0% hour: nothing, however often.
  @Test func noneBeforeADryTrip() throws {
    for time in ["21:25", "21:35", "21:50", "22:05", "22:20"] {
      #expect(try sandbox.run(["alert"], at: Self.at(time), expect: 0).stdout == "")
    }
    #expect(try bus.calls().isEmpty)
    let dry = try sandbox.run(["alert", "--dry-run"], at: Self.at("21:40"), expect: 0)
    #expect(!dry.stdout.contains("would send"))
  }

  /// A trip at a place `alert` does not check (not the selected one) is
  /// checked all the same: its trip only, not that place's rain.
  @Test func aTripAtAnotherPlace() throws {
    try sandbox.writeConfig(
      Self.config.replacingOccurrences(of: "threshold=95", with: "threshold=60")
        .replacingOccurrences(of: "[trip walk]\n", with: "[trip walk]\nlocation=Work\n")
        + "\n\n[location Work]\nlatitude=52.5\nlongitude=13.4\n")
    _ = try sandbox.run(["alert"], at: Self.at("14:40"), expect: 0)
    let calls = try bus.calls().map(\.summary)
    // Berlin's own rain alert (the threshold 60 now), and the walk at Work; not Work's rain.
    #expect(calls.sorted() == ["Rain in Berlin from 16:00", "Rain likely on walk 16:00–16:40"])
  }

  @Test func tripInTheBar() throws {
    let template = ["--template", "[{trip}]"]
    #expect(
      try sandbox.run(template, at: ShowEndToEndTests.berlinNow, expect: 0).stdout
        == "[walk 16:00 80%]\n")
    #expect(try sandbox.run(template, at: Self.at("18:00"), expect: 0).stdout == "[]\n")
    #expect(
      try sandbox.run(template, at: Self.at("22:10"), expect: 0).stdout == "[night 23:00 dry]\n")
    // Tuesday's walk: 50%, under its threshold (60) but not "dry".
    #expect(
      try sandbox.run(template, at: "2026-12-01 13:30:00", expect: 0).stdout
        == "[walk 16:00 50%]\n")
  }

  @Test func tripsListAndTooltip() throws {
    let run = try sandbox.run(["trips"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 4)
    #expect(lines[0] == "walk Mon 16:00–16:40: 80%, light rain from 16:00")
    #expect(lines[1] == "night Mon 23:00–23:40: rain unlikely (0%)")
    #expect(lines[2] == "walk Tue 16:00–16:40: rain unlikely (50%)")
    let json = try sandbox.run(["trips", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let start = Int(TestClock.date("2026-11-30 15:00:00").timeIntervalSince1970)
    #expect(
      json.stdout.hasPrefix(
        #"[{"trip":"walk","location":"Berlin","start":\#(start),"end":\#(start + 2400),"chance":80,"likely":true,"rain_from":\#(start)},"#
      ))
    let tooltip = try sandbox.run(
      ["--json", "--tooltip", "trips"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      tooltip.stdout.contains(
        #""tooltip":"<tt>Berlin, 0s ago\nwalk Mon 16:00–16:40: 80%, light rain from 16:00\nnight Mon 23:00–23:40: rain unlikely (0%)"#
      ))
  }

  @Test func aBadDaysValueNamesItsLine() throws {
    try sandbox.writeConfig(
      Self.config.replacingOccurrences(of: "days=Mon-Fri", with: "days=Mon-Fry"))
    let run = try sandbox.run(["trips"], at: ShowEndToEndTests.berlinNow, expect: 64)
    #expect(
      run.stderr.contains(
        "line 10: [trip walk] days: 'Mon-Fry' is not a list of days: give e.g. Mon-Fri, Sat,Sun or Mon,Wed-Fri (Mon Tue Wed Thu Fri Sat Sun)."
      ))
    let doctor = try sandbox.run(["doctor"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(doctor.stdout.contains("line 10: [trip walk] days:"))
  }
}

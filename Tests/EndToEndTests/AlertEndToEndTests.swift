import Foundation
import TestTiming
import Testing

/// `rain-bar alert` and `--notify` on a real session bus with python3-dbusmock's
/// notification daemon (a mock server: no desktop runs here), libnotify included.
@Suite(.serialized) struct AlertEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus
  let berlin = ["--location", "Berlin"]

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
      alert-critical=95

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// UTC times every 15 minutes from 2026-11-30 12:00.
  func time(_ quarter: Int) -> String {
    let minutes = 12 * 60 + quarter * 15
    let day = 30 + minutes / (24 * 60)
    let inDay = minutes % (24 * 60)
    let month = day > 30 ? "12" : "11"
    let dayText = day > 30 ? String(format: "%02d", day - 30) : "30"
    return String(format: "2026-\(month)-\(dayText) %02d:%02d:00", inDay / 60, inDay % 60)
  }

  @Test func twentyRunsAsRainComesSendOneNotification() throws {
    for quarter in 0..<20 {
      let run = try sandbox.run(["alert"], at: time(quarter), expect: 0)
      #expect(run.stdout == "")
    }
    let calls = try bus.calls()
    #expect(
      calls == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers",
          summary: "Rain in Berlin from 16:00", body: "80% chance, 1.6 mm expected", urgency: 1)
      ])
    // Down to 20 % at 19:15 re-arms; the next day's rise is a second, new notification.
    _ = try sandbox.run(["alert"], at: time(29), expect: 0)
    _ = try sandbox.run(["alert"], at: time(113), expect: 0)
    let after = try bus.calls()
    #expect(after.count == 2)
    #expect(after.last?.summary == "Rain in Berlin now")
    #expect(after.last?.replaces_id == 0)
  }

  @Test func criticalUpdateReplacesTheFirstNotification() throws {
    _ = try sandbox.run(["alert", "--threshold", "60"], at: time(9), expect: 0)
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\nalert-within=1\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    _ = try sandbox.run(["alert"], at: time(13), expect: 0)
    let calls = try bus.calls()
    try #require(calls.count == 2)
    #expect(calls[0].urgency == 1)
    #expect(calls[1].urgency == 2)
    #expect(calls[1].replaces_id != 0)
    #expect(calls[1].replaces_id == calls[0].replaces_id || calls[0].replaces_id == 0)
  }

  @Test func quietHoursHoldItUntilTheyEnd() throws {
    _ = try sandbox.run(["alert", "--quiet-hours", "15:00-16:30"], at: time(9), expect: 0)
    _ = try sandbox.run(["alert", "--quiet-hours", "15:00-16:30"], at: time(13), expect: 0)
    #expect(try bus.calls().isEmpty)
    _ = try sandbox.run(["alert", "--quiet-hours", "15:00-16:30"], at: time(15), expect: 0)
    #expect(try bus.calls().map(\.summary) == ["Rain in Berlin now"])
  }

  @Test func dryRunPrintsAndChangesNothing() throws {
    let dry = try sandbox.run(["alert", "--dry-run"], at: time(9), expect: 0)
    #expect(
      dry.stdout
        == "Berlin: would send: Rain in Berlin from 16:00 — 80% chance, 1.6 mm expected [icon weather-showers, urgency normal]\n"
    )
    #expect(try bus.calls().isEmpty)
    _ = try sandbox.run(["alert"], at: time(9), expect: 0)
    #expect(try bus.calls().count == 1)
    let quiet = try sandbox.run(["alert", "--dry-run"], at: time(0), expect: 0)
    #expect(
      quiet.stdout == "Berlin: nothing to send (chance of rain within 1 h is 10%, under 60%).\n")
  }

  /// `--dry-run` speaks the run's language throughout (issue 47.13).
  @Test func dryRunSpeaksTheRunsLanguage() throws {
    let dry = try sandbox.run(
      ["alert", "--dry-run"], at: time(9), extra: ["LANGUAGE": "de"], expect: 0)
    // The brackets name D-Bus values (the icon, the urgency), as sent.
    #expect(
      dry.stdout
        == "Berlin: würde senden: Regen in Berlin ab 16:00 — Regenwahrscheinlichkeit 80\u{A0}%, 1,6 mm erwartet [icon weather-showers, urgency normal]\n"
    )
    let quiet = try sandbox.run(
      ["alert", "--dry-run"], at: time(0), extra: ["LANGUAGE": "de"], expect: 0)
    #expect(
      quiet.stdout
        == "Berlin: nichts zu senden (Regenwahrscheinlichkeit in den nächsten 1 h: 10\u{A0}%, unter 60\u{A0}%).\n"
    )
  }

  /// Two live bars with --notify run the alert check themselves, sharing the
  /// episode with each other and with `alert`: one notification.
  @Test func watchProcessesWithNotifyShareTheState() throws {
    let first = try Watching(sandbox, ["--notify"], at: time(9))
    let second = try Watching(sandbox, ["--notify"], at: time(9))
    #expect(first.waitForLine { $0 == "🌧️ 11°C 90%" } != nil, "\(first.lines) \(first.stderr)")
    #expect(second.waitForLine { $0 == "🌧️ 11°C 90%" } != nil)
    let deadline = Deadline(seconds: 5)
    while try bus.calls().isEmpty && deadline.pending { usleep(50_000) }
    usleep(500_000)
    let summaries = try bus.calls().map(\.summary)
    #expect(summaries == ["Rain in Berlin from 16:00"])
    _ = try sandbox.run(["alert"], at: time(9), expect: 0)
    #expect(try bus.calls().count == 1)
  }

  @Test func barRunsWithNotifyShareTheState() throws {
    let bar = try sandbox.run(["--format", "i3blocks", "--notify"], at: time(9), expect: 0)
    #expect(bar.stdout == "🌧️ 11°C 90%\n🌧️ 90%\n#4FA3FF\n")
    _ = try sandbox.run(["alert"], at: time(10), expect: 0)
    _ = try sandbox.run(["--json", "--notify"], at: time(11), expect: 0)
    #expect(try bus.calls().count == 1)
  }

  /// The alert state is read only when it is a regular file of at most 4
  /// MiB, as the cache entries are: a FIFO there held `alert`, a bar run with
  /// --notify and `watch --notify` (which then ignored SIGTERM, holding the
  /// alert lock) for ever. Either reads as a fresh, armed state, and the new
  /// state takes its place.
  @Test(arguments: ["fifo", "5 MiB"])
  func anAlertStateThatIsNoFileDoesNotHoldTheRun(kind: String) throws {
    let directory = sandbox.home + "/cache/rain-bar/alerts"
    let state = directory + "/52.5200_13.4100.json"
    func plant() throws {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      chmod(sandbox.home + "/cache/rain-bar", 0o700)
      chmod(directory, 0o700)
      try? FileManager.default.removeItem(atPath: state)
      if kind == "fifo" {
        try #require(mkfifo(state, 0o600) == 0)
      } else {
        try (#"{"armed":false,"x":""# + String(repeating: " ", count: 5 << 20) + "\"}").write(
          toFile: state, atomically: true, encoding: .utf8)
      }
    }
    func stateIsAFile() throws -> Bool {
      let attributes = try FileManager.default.attributesOfItem(atPath: state)
      return attributes[.type] as? FileAttributeType == .typeRegular
        && (attributes[.size] as? Int ?? 0) < 100_000
    }
    try plant()
    _ = try sandbox.start(["alert"], at: time(9)).finish(expect: 0, within: 5)
    #expect(try bus.calls().count == 1)
    #expect(try stateIsAFile())
    try plant()
    let bar = try sandbox.start(["--format", "i3blocks", "--notify"], at: time(9)).finish(
      expect: 0, within: 5)
    #expect(bar.stdout == "🌧️ 11°C 90%\n🌧️ 90%\n#4FA3FF\n")
    #expect(try bus.calls().count == 2)
    #expect(try stateIsAFile())
    try plant()
    let watch = try Watching(sandbox, ["--notify"], at: time(9))
    #expect(watch.waitForLine { $0 == "🌧️ 11°C 90%" } != nil, "\(watch.lines) \(watch.stderr)")
    let deadline = Deadline(seconds: 5)
    while try bus.calls().count < 3 && deadline.pending { usleep(50_000) }
    #expect(try bus.calls().count == 3)
    watch.signal(SIGTERM)
    #expect(watch.waitForExit()?.code == 0)
    #expect(try stateIsAFile())
  }

  @Test func busFoundThroughTheRuntimeDirectory() throws {
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    let runtime = sandbox.home + "/xdg-runtime"
    try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: runtime + "/bus", withDestinationPath: bus.directory + "/bus")
    _ = try sandbox.run(
      ["alert"], at: time(9), extra: ["XDG_RUNTIME_DIR": runtime], expect: 0)
    #expect(try bus.calls().count == 1)
  }

  @Test func noBusIsOneSentenceAndTheAlertIsKept() throws {
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    let empty = sandbox.home + "/empty-runtime"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    // As root, /run/user/0/bus may exist on a desktop; the test machine has none.
    try #require(!FileManager.default.fileExists(atPath: "/run/user/\(getuid())/bus"))
    let run = try sandbox.run(["alert"], at: time(9), extra: ["XDG_RUNTIME_DIR": empty], expect: 1)
    // One sentence naming the sockets looked for, for this user.
    let uid = getuid()
    #expect(
      run.stderr
        == "Error: Berlin: No session bus to send notifications to: DBUS_SESSION_BUS_ADDRESS is not set and there is no \(empty)/bus or /run/user/\(uid)/bus; run this inside your desktop session, or set DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus for it (in a crontab, before the command).\n"
    )
    // The bar still prints, and the alert goes out on a later run with a bus.
    let bar = try sandbox.run(
      ["--notify"], at: time(9), extra: ["XDG_RUNTIME_DIR": empty], expect: 0)
    #expect(bar.stdout == "🌧️ 11°C 90%\n")
    #expect(bar.stderr.contains("Warning: alert not sent: No session bus"))
    #expect(try bus.calls().isEmpty)
    _ = try sandbox.run(
      ["alert"], at: time(10), extra: ["DBUS_SESSION_BUS_ADDRESS": bus.address], expect: 0)
    #expect(try bus.calls().count == 1)
  }

  @Test func allChecksEverySavedLocation() throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      alert-within=1

      [location Berlin]
      latitude=52.52
      longitude=13.41

      [location Potsdam & <Babelsberg>]
      latitude=52.39
      longitude=13.06
      """)
    _ = try sandbox.run(["alert", "--all"], at: time(9), expect: 0)
    #expect(
      try bus.calls().map(\.summary) == [
        "Rain in Berlin from 16:00", "Rain in Potsdam & <Babelsberg> from 16:00",
      ])
    #expect(try server.requests().count == 2)
  }

  @Test func middleClickSendsTheForecast() throws {
    let run = try sandbox.run(
      ["--format", "i3blocks"], at: time(1), extra: ["BLOCK_BUTTON": "2"], expect: 0)
    #expect(run.stdout.hasPrefix("🌧️"))
    let calls = try bus.calls()
    #expect(calls.count == 1)
    #expect(calls.first?.summary == "Berlin · Rain · 12°C")
    #expect(calls.first?.urgency == 0)
  }
}

import Foundation
import Testing

/// Peers that never answer must not hold a run past its `--timeout`: a
/// notification server that takes calls and answers none (a python3-dbusmock
/// template whose methods block, on a real private bus, through the real
/// libnotify), a system bus socket that accepts connections and says nothing,
/// a GeoClue that answers slowly, a lock another run holds. Times are checked
/// with a generous margin (the timeout plus 2 s); before, these runs took 25 s,
/// 50 s, 10 to 22 s, or never ended.
@Suite(.serialized) struct HungPeersEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let margin = 2.0

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
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

  /// When rain is ahead in the fixture, so an alert is due (AlertEndToEndTests' time(9)).
  let rainAhead = "2026-11-30 14:15:00"

  /// A notification server on the session bus whose methods block, except `answer`.
  func hungNotifications(answer: [String] = []) throws -> NotificationBus {
    let names = answer.map { "\"\($0)\"" }.joined(separator: ", ")
    let bus = try NotificationBus(
      directory: sandbox.home + "/runtime",
      template: Paths.root + "/Tests/Support/hung_notifications_template.py",
      parameters: "{\"answer\": [\(names)]}")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    return bus
  }

  @Test func barWithNotifyEndsWithinItsTimeout() throws {
    let bus = try hungNotifications()
    let run = try sandbox.start(["--notify", "--timeout", "1"], at: rainAhead)
      .finish(expect: 0, within: 1 + margin)
    #expect(run.stdout == "🌧️ 11°C 90%\n")
    #expect(
      run.stderr
        == "Warning: alert not sent: The notification was not shown: the notification server did not answer in time.\n"
    )
    _ = bus
  }

  @Test func alertEndsWithinItsTimeoutWhenOnlyNotifyHangs() throws {
    let bus = try hungNotifications(answer: ["GetServerInformation", "GetCapabilities"])
    let run = try sandbox.start(["alert", "--timeout", "1"], at: rainAhead)
      .finish(expect: 1, within: 1 + margin)
    #expect(
      run.stderr
        == "Error: Berlin: The notification was not shown: the notification server did not answer in time.\n"
    )
    _ = bus
  }

  @Test func middleClickEndsWithinItsTimeout() throws {
    let bus = try hungNotifications()
    let run = try sandbox.start(
      ["--format", "i3blocks", "--timeout", "1"], at: rainAhead, extra: ["BLOCK_BUTTON": "2"]
    )
    .finish(expect: 0, within: 1 + margin)
    #expect(run.stdout == "🌧️ 11°C 90%\n🌧️ 90%\n#4FA3FF\n")
    #expect(
      run.stderr
        == "Warning: The notification was not shown: the notification server did not answer in time.\n"
    )
    _ = bus
  }

  @Test func doctorEndsWithinItsTimeout() throws {
    let bus = try hungNotifications()
    let run = try sandbox.start(["doctor", "--timeout", "1"], at: rainAhead)
      .finish(expect: 1, within: 1 + margin)
    #expect(
      run.stdout.contains(
        "✗ Notifications: \(bus.address): the notification server did not answer in time\n"))
  }

  @Test func alertWaitsForTheLockNoLongerThanItsTimeout() throws {
    let bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    // A first check (no rain yet) makes the location's alert lock file.
    _ = try sandbox.run(["alert"], at: "2026-11-30 12:00:00", expect: 0)
    let alerts = sandbox.home + "/cache/rain-bar/alerts"
    let locks = try FileManager.default.contentsOfDirectory(atPath: alerts)
      .filter { $0.hasSuffix(".lock") }
    try #require(locks.count == 1)
    // Another run holds it (an flock of this process's own).
    let fd = open(alerts + "/" + locks[0], O_RDWR)
    try #require(fd >= 0)
    try #require(flock(fd, LOCK_EX) == 0)
    let held = try sandbox.start(["alert", "--timeout", "0.5"], at: rainAhead)
      .finish(expect: 0, within: 1.5)
    #expect(held.stderr == "")
    #expect(try bus.calls().isEmpty)
    close(fd)
    // Not marked as sent: the next run sends it.
    _ = try sandbox.run(["alert"], at: rainAhead, expect: 0)
    #expect(try bus.calls().count == 1)
  }

  /// GeoClue2 on a private system bus, each of its answers `delay` seconds late.
  func slowGeoClue(delay: Double) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/system",
      template: Paths.root + "/Tests/Support/geoclue2_template.py",
      busName: "org.freedesktop.GeoClue2", system: true, parameters: "{\"delay\": \(delay)}")
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
    return bus
  }

  @Test func addHereEndsWithinItsTimeout() throws {
    try FileManager.default.removeItem(atPath: sandbox.configFile)
    let bus = try slowGeoClue(delay: 2)
    let run = try sandbox.start(["locations", "add", "--here", "--timeout", "1"])
      .finish(expect: 1, within: 1 + margin)
    #expect(
      run.stderr
        == "Error: The current position is not available: GeoClue found no position within 1 s. Add a place by name or with --lat and --lon instead.\n"
    )
    _ = bus
  }

  @Test func firstRunWithASilentSystemBusEndsWithinItsTimeout() throws {
    try FileManager.default.removeItem(atPath: sandbox.configFile)
    let socket = try SilentSocket(path: sandbox.home + "/silent-system-bus")
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = "unix:path=" + socket.path
    let run = try sandbox.start(["--json", "--timeout", "1"]).finish(expect: 0, within: 1 + margin)
    #expect(
      run.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location""#))
    // Tried once: the next run does not wait again.
    let second = try sandbox.start(["--json", "--timeout", "1"]).finish(expect: 0, within: 0.9)
    #expect(second.stdout == run.stdout)
  }

  /// A watch is a long run: each click's notification to a hung server would
  /// leave a thread behind (libnotify gives up after 25 s). None is asked
  /// again while the abandoned call still runs, so the threads stay as many.
  @Test func watchGathersNoThreadsFromAHungNotificationServer() throws {
    let bus = try hungNotifications()
    let watch = try Watching(
      sandbox, ["--format", "i3bar", "--timeout", "1"], at: rainAhead,
      extra: ["BLOCK_NAME": "rain-bar"])
    #expect(watch.waitForLine { $0.contains("11°C") } != nil, "stderr \(watch.stderr)")
    // Its failure is not told (the line does not change): each click is given the timeout.
    func middleClick() throws {
      try watch.send(#"{"name":"rain-bar","instance":"","button":2,"x":1,"y":1}"#)
      usleep(1_500_000)
    }
    func threads() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(watch.pid)/task").count) ?? 0
    }
    try middleClick()
    let first = threads()
    for _ in 2...6 { try middleClick() }
    #expect(threads() <= first, "\(first) threads after the first click, \(threads()) after six")
    _ = bus
  }
}

/// A Unix socket that listens and never accepts: the kernel completes each
/// connection into the backlog, and nothing is ever said on it (a D-Bus
/// client waits in its handshake, which has no timeout of its own).
final class SilentSocket {
  let path: String
  private let fd: Int32

  init(path: String) throws {
    self.path = path
    fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(fd >= 0 && bound == 0 && listen(fd, 16) == 0)
  }

  deinit { close(fd) }
}

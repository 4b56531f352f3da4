import Foundation
import TestTiming
import Testing

/// `rain-bar watch` re-checks when the world changes: after a resume from
/// suspend (logind's PrepareForSleep(false), from python3-dbusmock's logind
/// template on a private system bus: no real logind runs here) and when the
/// network comes back (a real link brought up in a network namespace of its own).
@Suite struct WatchWorldEndToEndTests {
  static let berlin = ShowEndToEndTests.berlin
  static let config = WatchEndToEndTests.config

  /// A failed renewal waits 15 s before the next try; the resume ends that wait.
  @Test func aResumeFromSuspendRetriesAFailedRenewalAtOnce() throws {
    let server = try FixtureServer()
    let sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run([], at: "2026-11-30 12:15:00", expect: 0)
    let logind = try NotificationBus(
      directory: sandbox.home + "/system", template: "logind", busName: "org.freedesktop.login1",
      system: true)
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = logind.address
    try server.setDefault(.init(status: 500, body: "{}"))
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:40:00")
    #expect(watch.waitForLine { $0.hasPrefix("🌧️ 12°C 80% ⏳") } != nil, "lines \(watch.lines)")
    #expect(try server.requests().count == 2)
    try server.setDefault(.init(file: Self.berlin))
    // Going to sleep is not a reason to ask.
    try prepareForSleep(true, on: logind)
    usleep(1_000_000)
    #expect(try server.requests().count == 2)
    let shown = watch.lines.count
    try prepareForSleep(false, on: logind)
    let renewed = watch.waitForLine(seconds: 3, after: shown) { $0 == "🌧️ 12°C 80%" }
    #expect(renewed.map { $0 < 1 } == true, "lines \(watch.lines)")
    #expect(try server.requests().count == 3)
    // The stale line's warning, and nothing about the bus.
    #expect(
      watch.stderr
        == "Warning: showing the forecast from 25m ago. Open-Meteo is failing (HTTP 500).\n")
  }

  /// Without a system bus watch does without resume, silently.
  @Test func withoutASystemBusWatchRunsAndSaysNothing() throws {
    let server = try FixtureServer()
    let sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(sandbox, [], at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil)
    usleep(300_000)
    #expect(watch.process.isRunning)
    #expect(watch.stderr == "")
  }

  /// Emits logind's PrepareForSleep through the mock's EmitSignal.
  func prepareForSleep(_ sleeping: Bool, on bus: NotificationBus) throws {
    let script = """
      import dbus, sys
      bus = dbus.bus.BusConnection(sys.argv[1])
      mock = bus.get_object("org.freedesktop.login1", "/org/freedesktop/login1")
      mock.EmitSignal("org.freedesktop.login1.Manager", "PrepareForSleep", "b",
          [dbus.Boolean(sys.argv[2] == "true")], dbus_interface="org.freedesktop.DBus.Mock")
      """
    _ = try runProcess(
      "/usr/bin/python3", ["-c", script, bus.address, String(sleeping)],
      environment: ["PATH": "/usr/bin:/bin"], expect: 0)
  }

  /// Whether this machine lets us make a network namespace (root, and a kernel that allows it).
  static let canUnshareNetwork: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["--net", "true"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// The network is down (the namespace's only link, lo, is down), so a
  /// renewal fails and the next is 15 s away; bringing lo up ends that wait.
  @Test(
    .enabled(
      if: canUnshareNetwork,
      "needs a network namespace of its own (unshare --net), which this machine refuses"))
  func theNetworkComingBackRetriesAFailedRenewalAtOnce() throws {
    let holder = try RunningRainBar(
      "/usr/bin/unshare", ["--net", "sleep", "120"], environment: ["PATH": "/usr/bin:/bin"])
    defer { holder.kill() }
    let netns = "/proc/\(holder.process.processIdentifier)/ns/net"
    func link(_ state: String) throws {
      _ = try runProcess(
        "/usr/bin/nsenter", ["--net=" + netns, "ip", "link", "set", "lo", state],
        environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], expect: 0)
    }
    // unshare execs sleep: wait for the namespace to be sleep's.
    try NotificationBus.wait {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: netns))
        != (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/net"))
    }
    try link("up")
    let server = try FixtureServer(netns: netns)
    try server.setDefault(.init(file: Self.berlin))
    try link("down")
    let sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
    let watch = try Watching(
      shell: "exec nsenter --net=\"$1\" \"$0\" watch --timeout 1", [Paths.binary, netns],
      environment: sandbox.environment.merging(
        TestClock.environment(at: ShowEndToEndTests.berlinNow)
      ) {
        $1
      })
    // Nothing is cached: the first try's failure is all there is to tell, on stderr.
    let deadline = Deadline(seconds: 5)
    while !watch.stderr.contains("No answer from 127.0.0.1") && deadline.pending {
      usleep(20_000)
    }
    #expect(watch.stderr.contains("No answer from 127.0.0.1"), "stderr \(watch.stderr)")
    #expect(try server.requests().isEmpty)
    try link("up")
    let renewed = watch.waitForLine(seconds: 3) { $0 == "🌧️ 12°C 80%" }
    #expect(renewed.map { $0 < 1.5 } == true, "lines \(watch.lines)")
    #expect(try server.requests().count == 1)
  }
}

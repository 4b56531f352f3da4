import Foundation
import TestTiming
import Testing

/// `rain-bar watch` on a desktop: what it maps, and its re-check when the
/// network comes back (a real link brought up in a network namespace of its own).
@Suite struct WatchWorldEndToEndTests {
  static let berlin = ShowEndToEndTests.berlin
  static let config = WatchEndToEndTests.config

  /// A watch runs all day: its renewals are made by a child (`rain-bar
  /// --http-child`), so after one it maps no libcurl; and it hears of a resume
  /// from the kernel (the clock's timerfd), so with a system bus present, as
  /// on every desktop (python3-dbusmock's logind on a private bus here), it
  /// maps no GIO either. (The resume itself is tested in process,
  /// WatchCommandTests: a resume cannot be made here.)
  @Test func aWatchMapsNeitherLibcurlNorGIO() throws {
    let server = try FixtureServer()
    let sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
    let logind = try NotificationBus(
      directory: sandbox.home + "/system", template: "logind", busName: "org.freedesktop.login1",
      system: true)
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = logind.address
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(sandbox, [], at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil, "lines \(watch.lines)")
    #expect(try server.requests().count == 1)
    // The poll's world (netlink, timerfd) is opened at the first wait.
    usleep(300_000)
    let maps = try String(
      contentsOfFile: "/proc/\(watch.process.processIdentifier)/maps", encoding: .utf8)
    #expect(maps.contains("/rain-bar"))
    // libcurl and what it brings (TLS, Kerberos, PKCS #11), and GIO.
    let libraries = ["libcurl", "libgnutls", "libssl", "libkrb5", "libp11-kit", "libgio"]
    let mapped = maps.split(separator: "\n").compactMap { line in
      libraries.first { line.contains("/" + $0) }
    }
    #expect(mapped.isEmpty, "\(Array(Set(mapped)))")
    #expect(watch.process.isRunning)
    #expect(watch.stderr == "")
  }

  /// Without a system bus watch runs as well, silently.
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

import Foundation
import TestTiming
import Testing

/// `rain-bar watch` against the loopback server: the first line at once,
/// redraws within a second of other commands, renewals on time and once,
/// a quiet exit.
@Suite struct WatchEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let berlin = ShowEndToEndTests.berlin
  static let config = "[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
  }

  /// Caches Berlin's forecast as fetched at `time`.
  func cache(at time: String) throws {
    try server.queue(.init(file: Self.berlin))
    #expect(try sandbox.run([], at: time, expect: 0).stdout == "🌧️ 12°C 80%\n")
  }

  func requests(atLeast count: Int, seconds: Double = 10) throws -> Int {
    let deadline = Deadline(seconds: seconds)
    var seen = try server.requests().count
    while seen < count && deadline.pending {
      usleep(20_000)
      seen = try server.requests().count
    }
    return seen
  }

  @Test func firstLineFromAStaleCacheBeforeTheServerAnswers() throws {
    try cache(at: "2026-11-30 12:15:00")
    try server.queue(.init(file: Self.berlin, delay: 3))
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:40:00")
    let took = watch.waitForLine(seconds: 3) { $0 == "🌧️ 12°C 80%" }
    #expect(took.map { $0 < 1 } == true, "took \(String(describing: took))")
    // The renewal is under way in the background and the line was not held for it.
    #expect(try requests(atLeast: 2) == 2)
    #expect(watch.lines == ["🌧️ 12°C 80%"])
  }

  @Test func redrawsWithinASecondOfUnitsToggleAndOfAConfigEdit() throws {
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(sandbox, [], at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil)
    _ = try sandbox.run(["units", "toggle"], expect: 0)
    let toggled = watch.waitForLine(seconds: 3) { $0 == "🌧️ 53°F 80%" }
    #expect(toggled.map { $0 < 1 } == true, "lines \(watch.lines)")
    try sandbox.writeConfig(Self.config + "\n[rain-bar]\nunits=metric\n")
    let deadline = Deadline(seconds: 1)
    while watch.lines.count < 3 && deadline.pending { usleep(20_000) }
    #expect(watch.lines == ["🌧️ 12°C 80%", "🌧️ 53°F 80%", "🌧️ 12°C 80%"])
    #expect(try server.requests().count == 1)
  }

  /// A `language=` edit reaches a running watch within a second, as a units
  /// edit does (it kept the language it started with).
  @Test func aLanguageEditReachesTheNextLine() throws {
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(
      sandbox, ["--template", "{condition} {temp}"], at: ShowEndToEndTests.berlinNow,
      extra: ["LANGUAGE": "", "LANG": "C.UTF-8"])
    #expect(watch.waitForLine { $0 == "Rain 12°C" } != nil, "lines \(watch.lines)")
    try sandbox.writeConfig(Self.config + "\n[rain-bar]\nlanguage=de\n")
    let german = watch.waitForLine(seconds: 3) { $0 == "Regen 12°C" }
    #expect(german.map { $0 < 1 } == true, "lines \(watch.lines)")
    try sandbox.writeConfig(Self.config + "\n[rain-bar]\nlanguage=auto\n")
    #expect(watch.waitForLine(seconds: 3, after: 2) { $0 == "Rain 12°C" } != nil, "\(watch.lines)")
    #expect(watch.lines == ["Rain 12°C", "Regen 12°C", "Rain 12°C"])
  }

  /// A minute is a second here (libfaketime at 60 times the speed): the age
  /// ticks once a minute, and the forecast is renewed once, when its ten
  /// minutes of freshness end.
  @Test func countsTheAgeAndRenewsOnceWhenTheFreshnessEnds() throws {
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(
      sandbox, ["--template", "{temp} {age}", "--timeout", "60"], at: "2026-11-30 12:15:00 x60")
    #expect(watch.waitForLine { $0 == "12°C 2m" } != nil, "lines \(watch.lines)")
    let lines = watch.lines
    #expect(lines.suffix(2) == ["12°C 1m", "12°C 2m"])
    #expect(lines.dropLast(2).allSatisfy { $0.hasSuffix("s") }, "lines \(lines)")
    #expect(lines.count <= 3, "printed more than once a minute: \(lines)")
    // Not renewed before the ten minutes (a second short of them here)...
    #expect(watch.waitForLine(seconds: 10) { $0 == "12°C 9m" } != nil, "lines \(watch.lines)")
    #expect(try server.requests().count == 1)
    // ...and once after them.
    #expect(try requests(atLeast: 2, seconds: 5) == 2)
    #expect(watch.waitForLine(seconds: 5) { $0.hasPrefix("12°C") && $0.hasSuffix("s") } != nil)
    usleep(3_000_000)
    #expect(try server.requests().count == 2)
  }

  /// Warnings are renewed in the background: a service that hangs holds
  /// neither the first line nor a redraw (it used to hold each up to --timeout).
  @Test func aHangingWarningsServiceHoldsNoRedraw() throws {
    try cache(at: "2026-11-30 12:15:00")
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    sandbox.environment["RAIN_BAR_BRIGHT_SKY_URL"] = server.url + "/alerts"
    try server.setDefault(.init(hang: true))
    let watch = try Watching(sandbox, ["--timeout", "5"], at: "2026-11-30 12:16:00")
    let first = watch.waitForLine(seconds: 8) { $0 == "🌧️ 12°C 80%" }
    #expect(first.map { $0 < 1 } == true, "took \(String(describing: first))")
    // The warnings' request is in, and hangs.
    #expect(try requests(atLeast: 2) == 2)
    #expect(try server.requests().last?.path.hasSuffix("/alerts?lat=52.52&lon=13.41") == true)
    _ = try sandbox.run(["units", "toggle"], expect: 0)
    let toggled = watch.waitForLine(seconds: 8) { $0 == "🌧️ 53°F 80%" }
    #expect(toggled.map { $0 < 1 } == true, "took \(String(describing: toggled))")
  }

  /// Failing, hanging and coming back, at sixty times the speed so the pauses
  /// between tries (15 s, then 30 s) pass in a second or so.
  @Test func survivesTheServerFailingHangingAndComingBack() throws {
    try cache(at: "2026-11-30 12:15:00")
    try server.setDefault(.init(status: 500, body: "{}"))
    let watch = try Watching(sandbox, ["--timeout", "60"], at: "2026-11-30 12:40:00 x60")
    #expect(watch.waitForLine { $0.hasPrefix("🌧️ 12°C 80% ⏳") } != nil, "lines \(watch.lines)")
    try server.setDefault(.init(hang: true))
    let failed = try server.requests().count
    #expect(try requests(atLeast: failed + 1) == failed + 1)
    usleep(500_000)
    #expect(watch.process.isRunning)
    try server.setDefault(.init(file: Self.berlin))
    #expect(watch.waitForLine(seconds: 15) { $0 == "🌧️ 12°C 80%" } != nil, "lines \(watch.lines)")
    #expect(watch.lines.first == "🌧️ 12°C 80%")
    #expect(watch.process.isRunning)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func exitsQuietlyWithinASecondOfASignal(signal: Int32) throws {
    try cache(at: "2026-11-30 12:15:00")
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:16:00")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil)
    watch.signal(signal)
    let exit = watch.waitForExit()
    #expect(exit?.code == 0 && exit?.reason == .exit, "\(String(describing: exit))")
    #expect(exit.map { $0.seconds < 1 } == true)
    #expect(watch.stderr == "")
  }

  @Test func exitsWithinASecondOfAClosedStdout() throws {
    try cache(at: "2026-11-30 12:15:00")
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:16:00")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil)
    try watch.closeStdout()
    let exit = watch.waitForExit()
    #expect(exit?.code == 0 && exit?.reason == .exit, "\(String(describing: exit))")
    #expect(exit.map { $0.seconds < 1 } == true)
  }

  /// A bar killed outright (SIGKILL: it cannot stop its children) leaves no
  /// watch behind: the parent-death signal ends it, also when the bar died
  /// before the watch could ask for that signal (killed at once after the exec).
  @Test(arguments: [0, 500_000] as [UInt32])
  func exitsWhenItsParentDies(afterMicroseconds delay: UInt32) throws {
    try cache(at: "2026-11-30 12:15:00")
    let pidFile = sandbox.home + "/watch.pid"
    let errorFile = sandbox.home + "/watch.err"
    let parent = try RunningRainBar(
      "/bin/sh",
      [
        // A subshell that execs it, so that its parent is this shell.
        "-c",
        "(exec \"$0\" watch > /dev/null 2> '\(errorFile)' < /dev/null) & echo $! > '\(pidFile)'; wait $!; echo \"exit status $?\" >> '\(errorFile)'",
        Paths.binary,
      ],
      // On the real clock: under the shifted world clock (libfaketime in a
      // watch and its renewal threads) and a busy machine, CI saw the watch
      // end within half a second, its parent alive (3 runs of 5); never
      // without libfaketime. Time is not what this test is about.
      environment: sandbox.realClockEnvironment)
    var pid: Int32?
    let deadline = Deadline(seconds: 5)
    while pid == nil && deadline.pending {
      pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      usleep(20_000)
    }
    let watch = try #require(pid)
    // Killed at once, but after the exec: a shell orphaned before it runs
    // rain-bar hands it a parent that never dies.
    let binary = URL(fileURLWithPath: Paths.binary).resolvingSymlinksInPath().path
    let exec = Deadline(seconds: 5)
    while exec.pending,
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(watch)/exe")) != binary
    {
      usleep(1_000)
    }
    usleep(delay)
    /// Running: a process that is there and not a zombie (whoever it went to may not reap it).
    func running() -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(watch)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return !stat[close...].hasPrefix(") Z")
    }
    if delay > 0 {
      #expect(
        running(),
        "the watch ended by itself: \((try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")"
      )
    }
    // Not `parent.kill()`: Foundation learns of the shell's end through a
    // socket the watch inherited, so waiting for it would wait for the watch.
    kill(parent.process.processIdentifier, SIGKILL)
    // Killed at once, it first has to start up.
    let gone = Deadline(seconds: delay > 0 ? 1 : 5)
    while running() && gone.pending { usleep(10_000) }
    #expect(!running(), "the watch outlived its parent")
    // A watch left behind would hold the test (and that socket) for ever.
    if running() { kill(watch, SIGKILL) }
  }

  /// i3blocks' persist text protocol reads each line as the full text: one line a change.
  @Test func i3blocksFormatPrintsOneLineAChange() throws {
    try cache(at: "2026-11-30 12:15:00")
    let watch = try Watching(sandbox, ["--format", "i3blocks"], at: "2026-11-30 12:16:00")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil)
    _ = try sandbox.run(["units", "toggle"], expect: 0)
    #expect(watch.waitForLine(seconds: 2) { $0 == "🌧️ 53°F 80%" } != nil)
    #expect(watch.lines == ["🌧️ 12°C 80%", "🌧️ 53°F 80%"])
  }

  @Test func exitsAtTheEndOfStdinUnderI3blocks() throws {
    try cache(at: "2026-11-30 12:15:00")
    let watch = try Watching(
      sandbox, ["--format", "i3bar"], at: "2026-11-30 12:16:00", extra: ["BLOCK_NAME": "rain-bar"])
    #expect(watch.waitForLine { $0.contains("🌧️ 12°C 80%") } != nil)
    try watch.closeStdin()
    let exit = watch.waitForExit()
    #expect(exit?.code == 0 && exit?.reason == .exit, "\(String(describing: exit))")
  }

  /// i3blocks' click events on stdin act as BLOCK_BUTTON does: right toggles units.
  @Test func aClickOnStdinTogglesUnits() throws {
    try cache(at: "2026-11-30 12:15:00")
    let watch = try Watching(
      sandbox, ["--format", "i3bar"], at: "2026-11-30 12:16:00", extra: ["BLOCK_NAME": "rain-bar"])
    #expect(watch.waitForLine { $0.contains(#""full_text":"🌧️ 12°C 80%""#) } != nil)
    try watch.send(#"{"name":"rain-bar","instance":"","button":3,"x":1,"y":1}"#)
    let toggled = watch.waitForLine(seconds: 3) { $0.contains(#""full_text":"🌧️ 53°F 80%""#) }
    #expect(toggled.map { $0 < 1 } == true, "lines \(watch.lines)")
    #expect(
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8).contains("units=imperial"))
    #expect(try server.requests().count == 1)
  }

  /// Two watch processes and eight one-shot runs at one freshness boundary: one request.
  @Test func twoWatchesAndEightRunsAtAFreshnessBoundaryMakeOneRequest() throws {
    try cache(at: "2026-11-30 12:15:00")
    try server.setDefault(.init(file: Self.berlin, delay: 0.5))
    let boundary = "2026-11-30 12:25:01"
    let watches = try (0..<2).map { _ in try Watching(sandbox, [], at: boundary) }
    let runs = try (0..<8).map { _ in try sandbox.start([], at: boundary) }
    for run in runs { #expect(run.finish(expect: 0).stdout == "🌧️ 12°C 80%\n") }
    for watch in watches { #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil) }
    usleep(1_000_000)
    #expect(try server.requests().count == 2)
  }
}

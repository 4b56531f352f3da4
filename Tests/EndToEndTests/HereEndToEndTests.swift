import Foundation
import Testing

/// `location=here`: the place follows GeoClue's position (a python3-dbusmock
/// GeoClue2 on a private system bus: no real GeoClue runs here), through the
/// position cache, against the loopback server.
@Suite(.serialized) struct HereEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let berlin = ShowEndToEndTests.berlin
  static let here = "[rain-bar]\nlocation=here\n"
  /// Berlin saved 2.3 km from GeoClue's position: a position within 5 km of it is named after it.
  static let hereNearBerlin = here + "\n[location Berlin]\nlatitude=52.50\nlongitude=13.40\n"
  static let berlinPath = "latitude=52.5200&longitude=13.4100"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: Self.berlin))
  }

  func geoclue(_ parameters: String? = nil) throws -> NotificationBus {
    let bus = try NotificationBus(
      directory: sandbox.home + "/system",
      template: Paths.root + "/Tests/Support/geoclue2_template.py",
      busName: "org.freedesktop.GeoClue2", system: true, parameters: parameters)
    sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
    return bus
  }

  /// Calls the mock's test interface (`Move`, `Asked`).
  @discardableResult
  func mock(_ bus: NotificationBus, _ method: String, _ arguments: [String] = []) throws -> String {
    try runProcess(
      "/usr/bin/dbus-send",
      [
        "--bus=" + bus.address, "--print-reply=literal", "--dest=org.freedesktop.GeoClue2",
        "/org/freedesktop/GeoClue2/Manager", "org.rainbar.Test." + method,
      ] + arguments, environment: ["PATH": "/usr/bin:/bin"], expect: 0
    ).stdout
  }

  func asked(_ bus: NotificationBus) throws -> Int? {
    try mock(bus, "Asked").split(separator: " ").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  func move(_ bus: NotificationBus, _ latitude: Double, _ longitude: Double) throws {
    try mock(bus, "Move", ["double:\(latitude)", "double:\(longitude)"])
  }

  var positionFile: String { sandbox.home + "/cache/rain-bar/position" }

  func paths() throws -> [String] { try server.requests().map(\.path) }

  @Test func oneShotAsksGeoClueThenUsesTheCachedPositionFor10Minutes() throws {
    try sandbox.writeConfig(Self.here)
    let bus = try geoclue()
    let first = try sandbox.run(
      ["--template", "{location} {temp}"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(first.stdout == "52.52, 13.41 12°C\n")
    #expect(first.stderr == "")
    #expect(try paths().count == 1)
    #expect(try paths().first?.contains(Self.berlinPath) == true)
    #expect(try asked(bus) == 1)
    let cached = try String(contentsOfFile: positionFile, encoding: .utf8)
    // 2026-11-30 12:15:00 UTC.
    #expect(cached == "latitude=52.5200\nlongitude=13.4100\naccuracy=5000\nchecked=1796040900\n")
    let mode =
      try FileManager.default.attributesOfItem(atPath: sandbox.home + "/cache/rain-bar")[
        .posixPermissions] as? Int
    #expect(mode == 0o700)

    // 9 minutes later: the cached position, GeoClue not asked.
    let second = try sandbox.run(
      ["--template", "{location} {temp}"], at: "2026-11-30 12:24:00", expect: 0)
    #expect(second.stdout == "52.52, 13.41 12°C\n")
    #expect(try asked(bus) == 1)
    // 10 minutes after the first: asked again.
    _ = try sandbox.run([], at: "2026-11-30 12:25:00", expect: 0)
    #expect(try asked(bus) == 2)
  }

  @Test func movingFewerThan3KilometresKeepsThePlaceMoreSwitchesIt() throws {
    try sandbox.writeConfig(Self.hereNearBerlin)
    let bus = try geoclue()
    let template = ["--template", "{location} {temp}"]
    let first = try sandbox.run(template, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(first.stdout == "Berlin 12°C\n")
    // About 1 km north: the same place, its forecast from the cache.
    try move(bus, 52.529, 13.41)
    let near = try sandbox.run(template, at: "2026-11-30 12:20:00", extra: [:], expect: 0)
    #expect(near.stdout == "Berlin 12°C\n")
    let nearer = try sandbox.run(template, at: "2026-11-30 12:25:30", expect: 0)
    #expect(nearer.stdout == "Berlin 12°C\n")
    #expect(try asked(bus) == 2)
    #expect(Set(try paths().map { $0.contains(Self.berlinPath) }) == [true])
    // About 10 km north: a new place, a new request there, named by its coordinates.
    try move(bus, 52.61, 13.41)
    let far = try sandbox.run(template, at: "2026-11-30 12:36:00", expect: 0)
    // 12 km from Berlin: named by its coordinates.
    #expect(far.stdout == "52.61, 13.41 12°C\n")
    #expect(try asked(bus) == 3)
    #expect(try paths().last?.contains("latitude=52.6100&longitude=13.4100") == true)
  }

  @Test func withoutGeoClueTheLastPositionIsKeptAndTheReasonToldOnce() throws {
    try sandbox.writeConfig(Self.here)
    var bus: NotificationBus? = try geoclue()
    _ = try sandbox.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    bus = nil
    let later = try sandbox.run(["--json"], at: "2026-11-30 12:26:00", expect: 0)
    let reason =
      "Current position: there is no system D-Bus to reach GeoClue on. Using the last known one."
    #expect(later.stderr == "Warning: \(reason)\n")
    #expect(
      later.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C 80%","tooltip":"#))
    // The tooltip's last line, wrapped at 60 columns.
    #expect(
      later.stdout.contains(
        #"\nCurrent position: there is no system D-Bus to reach GeoClue\non. Using the last known one.</tt>""#
      ))
    #expect(try paths().allSatisfy { $0.contains(Self.berlinPath) })
    // Within 10 minutes the reason stays, and nothing is asked.
    let again = try sandbox.run([], at: "2026-11-30 12:30:00", expect: 0)
    #expect(again.stdout == "🌧️ 12°C 80%\n")
    #expect(again.stderr == "Warning: \(reason)\n")
    _ = bus
  }

  /// GeoClue is a resource like any service: when it refuses, every run holds
  /// to the back-off kept in the position file (15 s, then 30 s), not asking
  /// it on every bar run, nor waiting 10 minutes for the next try.
  @Test func aRefusingGeoClueIsAskedAgainAfterTheSharedBackoff() throws {
    try sandbox.writeConfig(Self.here)
    let bus = try geoclue(#"{"refuse": true}"#)
    let reason =
      "The current position is not available: GeoClue refused: allow rain-bar in /etc/geoclue/geoclue.conf or in your desktop's location settings. Add a place by name or with --lat and --lon instead."
    let first = try sandbox.run(["--json"], at: "2026-11-30 12:15:00", expect: 0)
    #expect(
      first.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location","tooltip":"\#(reason)","alt":"error","class":["error"]}"#
        + "\n")
    #expect(try asked(bus) == 1)
    for (time, asks) in [("12:15:14", 1), ("12:15:15", 2), ("12:15:44", 2), ("12:15:45", 3)] {
      let run = try sandbox.run(["--json"], at: "2026-11-30 " + time, expect: 0)
      #expect(run.stdout == first.stdout, "at \(time)")
      #expect(try asked(bus) == asks, "at \(time)")
    }
    let file = try String(contentsOfFile: positionFile, encoding: .utf8)
    #expect(file.hasPrefix("backoff-until=1796041005\nbackoff-kind=offline\nbackoff-seconds=60\n"))
    #expect(try paths().isEmpty)
  }

  /// A FIFO where the position file is would wait for a writer for ever: it
  /// is read as no position, GeoClue is asked and the bar run ends at once.
  @Test func aPositionFileThatIsAFIFODoesNotHoldTheRun() throws {
    try sandbox.writeConfig(Self.here)
    let bus = try geoclue()
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/cache/rain-bar", withIntermediateDirectories: true)
    try #require(mkfifo(positionFile, 0o600) == 0)
    let run = try sandbox.start([], at: ShowEndToEndTests.berlinNow).finish(expect: 0, within: 5)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(try asked(bus) == 1)
  }

  /// When the position cannot be kept (a directory stands where its file
  /// goes), watch still asks an answering GeoClue only every 10 minutes: not
  /// at every pause of the schedule.
  @Test func watchAsksEvery10MinutesWhenThePositionCannotBeKept() throws {
    try sandbox.writeConfig(Self.hereNearBerlin)
    let bus = try geoclue()
    try FileManager.default.createDirectory(
      atPath: positionFile + "/taken", withIntermediateDirectories: true)
    let watch = try Watching(
      sandbox, ["--template", "{location} {temp}"], at: "2026-11-30 12:15:00 x30")
    // What it shows then is not this test's (its redraws read the file).
    #expect(watch.waitForLine(seconds: 10) { _ in true } != nil, "\(watch.stderr)")
    // 4 s are 2 minutes on watch's clock: no second ask.
    Thread.sleep(forTimeInterval: 4)
    #expect(try asked(bus) == 1)
  }

  @Test func withoutGeoClueOrAnyPositionTheBarSaysNoLocation() throws {
    try sandbox.writeConfig(Self.here)
    let run = try sandbox.run(["--json"], expect: 0)
    #expect(
      run.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location","tooltip":"The current position is not available: there is no system D-Bus to reach GeoClue on. Add a place by name or with --lat and --lon instead.","alt":"error","class":["error"]}"#
        + "\n")
    #expect(try paths().isEmpty)
  }

  @Test func aPlaceCannotBeSavedAsHere() throws {
    let run = try sandbox.run(
      ["locations", "add", "--lat", "1", "--lon", "2", "--name", "here"], expect: 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: 'here' means the current position (location=here); give the place another name with --name.\n"
      ))
  }

  /// Two minutes are four seconds (libfaketime at 30 times the speed): GeoClue
  /// is asked again every 10 minutes (20 s) in the background, each lookup
  /// within `--timeout 60` (2 s: on a busy machine the Python mock may miss
  /// that, and the next ask comes 20 s later: the waits allow for one miss).
  @Test func watchFollowsThePosition() throws {
    try sandbox.writeConfig(Self.hereNearBerlin)
    let bus = try geoclue()
    let watch = try Watching(
      sandbox, ["--template", "{location} {temp}", "--timeout", "60"],
      at: "2026-11-30 12:15:00 x30")
    #expect(
      watch.waitForLine(seconds: 45) { $0 == "Berlin 12°C" } != nil,
      "\(watch.lines) \(watch.stderr)")
    try move(bus, 52.61, 13.41)
    #expect(
      watch.waitForLine(seconds: 70) { $0 == "52.61, 13.41 12°C" } != nil,
      "\(watch.lines) \(watch.stderr)")
    #expect(try paths().last?.contains("latitude=52.6100&longitude=13.4100") == true)
    #expect(try asked(bus).map { $0 >= 2 } == true)
    // Nothing shown before GeoClue's first answer: no "no location" flash.
    #expect(watch.lines.first == "Berlin 12°C")
    #expect(watch.stderr == "")
  }

  /// watch asks a refusing GeoClue again by the same back-off as one-shot
  /// runs: 15 s, then 30, 60 (0, 15, 45 and 105 s on its clock, here at 30
  /// times the speed), neither every redraw nor only every 10 minutes.
  @Test func watchHoldsToThePositionsBackoff() throws {
    try sandbox.writeConfig(Self.here)
    let bus = try geoclue(#"{"refuse": true}"#)
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:15:00 x30")
    #expect(
      watch.waitForLine(seconds: 10) { $0 == "⚠️ no location" } != nil,
      "\(watch.lines) \(watch.stderr)")
    let start = try asked(bus) ?? 0
    Thread.sleep(forTimeInterval: 4)
    // 4 s are 2 minutes on watch's clock: at most the asks at 15, 45 and 105 s.
    let asks = try asked(bus) ?? 0
    #expect((2...4).contains(asks) && start >= 1, "asked \(start), then \(asks)")
    #expect(try paths().isEmpty)
  }

  /// Another run that asked GeoClue (a one-shot bar run, its 10 minutes
  /// over) moves a running watch within a second of its end.
  @Test func aPositionAnotherRunFoundShowsInWatchWithinASecond() throws {
    try sandbox.writeConfig(Self.hereNearBerlin)
    let bus = try geoclue()
    let watch = try Watching(
      sandbox, ["--template", "{location} {temp}"], at: "2026-11-30 12:15:00")
    #expect(
      watch.waitForLine(seconds: 10) { $0 == "Berlin 12°C" } != nil,
      "\(watch.lines) \(watch.stderr)")
    try move(bus, 52.61, 13.41)
    let run = try sandbox.run(
      ["--template", "{location} {temp}"], at: "2026-11-30 12:26:00", expect: 0)
    #expect(run.stdout == "52.61, 13.41 12°C\n")
    let took = watch.waitForLine(seconds: 3) { $0 == "52.61, 13.41 12°C" }
    #expect(took.map { $0 < 1 } == true, "\(watch.lines), took \(String(describing: took))")
  }
}

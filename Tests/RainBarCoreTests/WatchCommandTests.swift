import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `watch` in-process: its loop is a script (the live loop's poll, threads and
/// inotify are tested end to end), the rest are the usual test doubles.
@Suite struct WatchCommandTests {
  static let now = 1_796_040_900.0
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let clock = ManualClock(Self.now)
  let loop = ScriptedWatchLoop()
  let config = MemoryConfigStore(
    KeyFileDocument(groups: [
      .init(
        name: "location Berlin",
        entries: [(key: "latitude", value: "52.52"), (key: "longitude", value: "13.41")])
    ]))

  var app: RainBar {
    loop.clock = clock
    loop.http = http
    return RainBar(
      dependencies: Dependencies(
        http: http, clock: clock,
        environment: [
          "HOME": "/home/u", "RAIN_BAR_WARNINGS": "off", "RAIN_BAR_MINUTES": "model",
        ],
        configStore: config,
        fileSystem: files, notifier: UnexpectedDesktop(), positions: UnexpectedDesktop(),
        userID: 1000, watchLoop: loop))
  }

  func berlin() throws -> Result<HTTPResponse, HTTPFailure> {
    .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  @Test func firstLineFromAStaleCacheBeforeTheRequestThenOnlyChanges() throws {
    http.script = [try berlin()]
    #expect(app.run(["show"]).stdout == "🌧️ 12°C 80%\n")
    clock.time = Self.now + 3 * 600  // the entry is past its freshness
    http.script = [try berlin()]
    loop.steps = [.init(at: Self.now + 3 * 600 + 1), .init(at: Self.now + 3 * 600 + 2)]
    let outcome = app.run(["watch"])
    #expect(outcome == Outcome())
    // Printed before the request was made, and not again for the same text.
    #expect(loop.lines.map(\.text) == ["🌧️ 12°C 80%\n"])
    #expect(loop.lines.first?.requestsBefore == 1)
    #expect(http.requests.count == 2)
  }

  @Test func sleepsUntilTheFreshnessEndsOrTheAgeTicks() throws {
    http.script = [try berlin()]
    loop.steps = [.init(at: Self.now + 1)]
    _ = app.run(["watch"])
    // No line before the first answer; then asleep until the freshness ends (12:25),
    // not until the next hour (13:00).
    #expect(loop.lines.map(\.text) == ["🌧️ 12°C 80%\n"])
    #expect(loop.deadlines == [nil, Self.now + 600])
    loop.deadlines = []
    loop.lines = []
    loop.steps = [.init(at: Self.now + 2)]
    _ = app.run(["watch", "--format", "waybar"])
    // The tooltip shows the age: the next tick is a minute after the fetch.
    #expect(loop.deadlines == [Self.now + 60, Self.now + 60])
  }

  /// DWD's radar minutes (a place in its grid): a slot of their own
  /// (`RadarWatch`), renewed every 5 minutes; the forecast (10 minutes) is not
  /// asked again.
  @Test func radarMinutesAreRenewedEveryFiveMinutes() throws {
    let body = try BrightSkyRadarTests.answer(
      BrightSkyRadarTests.rain, firstFrame: Int64(Self.now) / 300 * 300)
    let radar = Result<HTTPResponse, HTTPFailure>.success(HTTPResponse(status: 200, body: body))
    http.script = [try berlin(), radar, radar]
    loop.steps = [.init(at: Self.now + 1), .init(at: Self.now + 301)]
    _ = app.run(["watch", "--minutes", "auto", "--template", "{rain_until}"])
    #expect(http.requests.map { $0.url.contains("/radar?") } == [false, true, true])
    #expect(loop.deadlines.contains(Self.now + 300))
    #expect(loop.lines.first?.text == "past 13:20\n")
  }

  @Test func aFailedRenewalIsRetriedAfterAPauseNotAtOnce() throws {
    http.script = [try berlin(), .failure(.other("connection refused"))]
    #expect(app.run(["show"]).exitCode == 0)
    clock.time = Self.now + 700
    loop.steps = [.init(at: Self.now + 701), .init(at: Self.now + 702)]
    _ = app.run(["watch", "--format", "plain"])
    #expect(http.requests.count == 2)
    // The pause counts from the end of the failed try (the second wait).
    #expect(loop.deadlines.last == Self.now + 701 + 15)
    #expect(loop.lines.last?.text.hasPrefix("🌧️ 12°C 80% ⏳") == true)
  }

  /// The wall clock set back (an NTP step): the line is drawn again for the
  /// new time at once, not at the moment worked out on the old one. (The live
  /// loop's timerfd is what reports it; libfaketime stops watch's timers, so
  /// this is in process.)
  @Test func aClockSetBackRedrawsForTheNewTimeAtOnce() throws {
    http.script = [try berlin(), .failure(.other("connection refused"))]
    #expect(app.run(["show"]).exitCode == 0)
    clock.time = Self.now + 700
    loop.steps = [.init(at: Self.now + 701), .init(at: Self.now + 400, events: [.clockSet])]
    _ = app.run(["watch", "--format", "plain"])
    // The failed renewal marks the age; set back, it is 6 min 40 s at once,
    // not at the tick planned on the old time.
    #expect(
      loop.lines.map(\.text) == ["🌧️ 12°C 80%\n", "🌧️ 12°C 80% ⏳12m\n", "🌧️ 12°C 80% ⏳7m\n"])
  }

  /// After a resume from suspend the kernel cancels the clock's timerfd as
  /// for a clock set (`.clockSet`): a failed renewal is tried again at once,
  /// not after its 15 s pause. (A resume cannot be made here, and setting the
  /// machine's clock in a test would reach every other test: in process.)
  @Test func aResumeRetriesAFailedRenewalAtOnce() throws {
    http.script = [try berlin(), .failure(.other("connection refused")), try berlin()]
    #expect(app.run(["show"]).exitCode == 0)
    clock.time = Self.now + 700
    loop.steps = [
      .init(at: Self.now + 701), .init(at: Self.now + 703, events: [.clockSet]),
      .init(at: Self.now + 704),
    ]
    _ = app.run(["watch", "--format", "plain"])
    #expect(http.requests.count == 3)
    // The retry was started at the resume (the third wait), 2 s after the failure.
    #expect(loop.lines.map(\.text) == ["🌧️ 12°C 80%\n", "🌧️ 12°C 80% ⏳12m\n", "🌧️ 12°C 80%\n"])
    #expect(loop.lines.last?.requestsBefore == 3)
  }

  @Test func theBarGoneEndsTheProcessQuietly() throws {
    http.script = [try berlin()]
    #expect(app.run(["show"]).exitCode == 0)
    loop.writable = false
    loop.steps = [.init(at: Self.now + 1), .init(at: Self.now + 2)]
    #expect(app.run(["watch"]) == Outcome())
    #expect(loop.lines.count == 1)
    #expect(loop.deadlines.isEmpty)
  }

  /// Clicks as i3blocks 1.5 writes them (a line each, or the button alone for
  /// a text block) and as 1.4 passes on i3bar's stream (no newline after the last).
  @Test func clickStreams() {
    var stream = ClickStream()
    #expect(stream.feed(Array("[\n".utf8)) == [])
    #expect(stream.feed(Array(#"{"name":"rain-bar","instance":"","button":3,"x":10}"#.utf8)) == [3])
    #expect(
      stream.feed(Array(#",{"name":"rain-bar","button": 5,"modifiers":["Shift"]}"#.utf8)) == [5])
    #expect(stream.feed(Array(#"{"":"","full_text":"a \"}\" {","button":1}"#.utf8)) == [1])
    #expect(stream.feed(Array(#"{"name":"rain-b"#.utf8)) == [])
    #expect(stream.feed(Array(#"ar","button":2}"#.utf8) + Array("\n2\n4\n".utf8)) == [2, 2, 4])
    #expect(stream.feed(Array(#"{"name":"rain-bar"}"#.utf8) + Array("\nx\n".utf8)) == [])
  }

  /// i3blocks 1.4 gives a persist block its own stdin: i3bar's stream with
  /// every block's clicks. Only this block's (name and instance) are acted on.
  @Test func clicksOnOtherBlocksAreLeftAlone() {
    var stream = ClickStream(name: "weather", instance: "live")
    #expect(stream.feed(Array("[\n".utf8)) == [])
    #expect(stream.feed(Array(#"{"name":"volume","instance":"live","button":3}"#.utf8)) == [])
    #expect(stream.feed(Array(#",{"name":"weather","button":3}"#.utf8)) == [])
    #expect(stream.feed(Array(#",{"name":"weather","instance":"other","button":3}"#.utf8)) == [])
    #expect(stream.feed(Array(#",{"name":"weather","instance":"live","button":3}"#.utf8)) == [3])
    // 1.5's object (the block's every key) and its text form (the button alone).
    #expect(
      stream.feed(
        Array(#"{"":"","full_text":"12°C","name":"weather","instance":"live","button":1}"#.utf8))
        == [1])
    #expect(stream.feed(Array("2\n".utf8)) == [2])
  }
}

/// The loop as a script: each `wait` moves the clock to the next step's time
/// and returns its events (with the answers of the work started before it);
/// at the end of the script, `.stop`.
final class ScriptedWatchLoop: WatchLoop, @unchecked Sendable {
  struct Step {
    var at: Double
    var events: [WatchEvent] = []
  }

  var steps: [Step] = []
  var writable = true
  var lines: [(text: String, requestsBefore: Int)] = []
  var deadlines: [Double?] = []
  var warnings: [String] = []
  private var work: [@Sendable () -> WatchEvent] = []
  var clock: ManualClock?
  var http: ScriptedHTTP?

  func start(directories: [String], readsClicks: Bool) throws(FileError) {}
  func add(directories: [String]) throws(FileError) {}

  func wait(until deadline: Double?) -> [WatchEvent] {
    deadlines.append(deadline)
    let finished = work.map { $0() }
    work = []
    guard !steps.isEmpty else { return finished + [.stop] }
    let step = steps.removeFirst()
    clock?.time = step.at
    return finished + step.events
  }

  func write(_ text: String) -> Bool {
    lines.append((text, http?.requests.count ?? 0))
    return writable
  }

  func warn(_ text: String) { warnings.append(text) }

  func background(_ work: @escaping @Sendable () -> WatchEvent) { self.work.append(work) }
}

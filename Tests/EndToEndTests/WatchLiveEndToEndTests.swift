import Foundation
import TestTiming
import Testing

/// `rain-bar watch` agrees with one-shot runs: its countdown ticks at the
/// moments theirs does, and what another process renews (the forecast with
/// its minutes, the warnings) shows in a running watch within a second.
@Suite(.serialized) struct WatchLiveEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  /// Light rain from 12:45 UTC in 15-minute steps (`MinuteEndToEndTests`).
  static let minutes = MinuteEndToEndTests.berlin
  static let config =
    "[rain-bar]\nlocation=Berlin\nfreshness=60\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(Self.config)
  }

  /// One clock for both: watch runs from 12:38:00 at 20 times the speed
  /// (libfaketime's rate also shortens its poll timeouts, so its timers run;
  /// a fixed clock would stop them), and each one-shot run starts where that
  /// clock stands, from the time since the watch started (`Stopwatch`).
  /// libfaketime restarts a rate's clock in every process, so the runs get
  /// the moment itself. They are compared at half past each minute (1.5 s
  /// from any change at this speed: the start-up latency of a run is far
  /// less). Before the fix watch kept "in 7m" until the step at 12:45.
  @Test func theCountdownTicksAsOneShotRunsSay() throws {
    try server.setDefault(.init(file: Self.minutes))
    #expect(try sandbox.run([], at: "2026-11-30 12:10:00", expect: 0).stdout == "🌧️ 12°C in 30m\n")
    let rate = 20.0
    let started = Stopwatch()
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:38:00 x20")
    let start = TestClock.date("2026-11-30 12:38:00")
    var watched: [String] = []
    var oneShot: [String] = []
    for minute in 0..<8 {
      let due = (Double(minute) * 60 + 30) / rate
      while started.seconds < due { usleep(10_000) }
      let moment = start.addingTimeInterval(started.seconds * rate)
      let shown = watch.lines.last ?? "(nothing)"
      let run = try sandbox.run([], at: Self.format(moment), expect: 0)
      watched.append(shown)
      oneShot.append(run.stdout.trimmingCharacters(in: .newlines))
    }
    #expect(watched == oneShot, "watch \(watched), one-shot runs \(oneShot)")
    #expect(
      oneShot == [
        "🌧️ 12°C in 7m", "🌧️ 12°C in 6m", "🌧️ 12°C in 5m", "🌧️ 12°C in 4m", "🌧️ 12°C in 3m",
        "🌧️ 12°C in 2m", "🌧️ 12°C in 1m", "🌧️ 12°C until 14:45",
      ])
    #expect(try server.requests().count == 1)
  }

  static func format(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
      c.minute ?? 0, c.second ?? 0)
  }

  /// `refresh` in another process renews the forecast and its minute-level
  /// data: a running watch shows both within a second.
  @Test func aRefreshedForecastAndItsMinutesShowInWatchWithinASecond() throws {
    try server.queue(.init(file: WatchEndToEndTests.berlin))
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:20:00")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil, "\(watch.lines) \(watch.stderr)")
    try server.queue(.init(file: Self.minutes))
    _ = try sandbox.run(["refresh"], at: "2026-11-30 12:20:05", expect: 0)
    let took = watch.waitForLine(seconds: 3) { $0 == "🌧️ 12°C in 30m" }
    #expect(took.map { $0 < 1 } == true, "\(watch.lines), took \(String(describing: took))")
    #expect(try server.requests().count == 2)
  }

  /// `refresh` in another process fetched a severe warning: a running watch
  /// shows it within a second (it waited for its own renewal, up to the
  /// warnings' freshness).
  @Test func refreshedWarningsShowInWatchWithinASecond() throws {
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    sandbox.environment["RAIN_BAR_BRIGHT_SKY_URL"] = server.url + "/alerts"
    // The forecast cached first, so that the watch asks only for the warnings (none yet).
    try server.queue(.init(file: WatchEndToEndTests.berlin))
    _ = try sandbox.run(
      [], at: ShowEndToEndTests.berlinNow, extra: ["RAIN_BAR_WARNINGS": "off"], expect: 0)
    try server.queue(.init(body: #"{"alerts":[],"location":null}"#))
    let watch = try Watching(sandbox, [], at: "2026-11-30 12:16:00")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil, "\(watch.lines) \(watch.stderr)")
    // The watch's own renewal of the warnings (none) is in.
    let deadline = Deadline(seconds: 5)
    while try server.requests().count < 2, deadline.pending { usleep(20_000) }
    #expect(try server.requests().last?.path.hasSuffix("/alerts?lat=52.52&lon=13.41") == true)
    usleep(300_000)
    try server.setDefault(.init(file: WarningsEndToEndTests.warnings))
    try server.queue(.init(file: WatchEndToEndTests.berlin))
    _ = try sandbox.run(["refresh"], at: "2026-11-30 12:16:05", expect: 0)
    let took = watch.waitForLine(seconds: 3) { $0 == "🌧️ 12°C 80% ⚠️ severe thunderstorm" }
    #expect(took.map { $0 < 1 } == true, "\(watch.lines), took \(String(describing: took))")
  }
}

import Foundation
import Testing

/// A calendar's iCalendar feed (`url=`) through the built binary and the real
/// libical, served by a loopback server of its own (the forecast has
/// another): fresh an hour, asked again with its validators and kept on a
/// 304; a failure backs off and keeps the last events; a web page is one
/// sentence that names the host only. The address (its path holds a private
/// token) is never printed, nor kept in the cache, and the entry keeps the
/// chosen occurrences only, not the feed.
@Suite(.serialized) struct CalendarFeedEndToEndTests {
  let server: FixtureServer
  let feed: FixtureServer
  let sandbox: Sandbox
  static let token = "tok3n-f0r-my-private-calendar"
  static let feedFile = "calendar/outdoor.ics"
  /// The events the fixture's calendar has in the next 3 days (`skip=indoor`).
  static let listed = """
    Berlin: Football Mon 16:00–16:40: 80%, light rain from 16:00
    Berlin: Night run Mon 23:00–23:40: rain unlikely (0%)
    Berlin: Swim Tue 08:00–09:00: rain unlikely (0%)
    Berlin: Market Tue 10:00–11:00: rain unlikely (0%)
    Work: Lake <b>walk</b> Tue 13:00–14:00: rain unlikely (10%)
    Berlin: Football (late) Wed 18:30–19:10: no forecast yet

    """

  init() throws {
    server = try FixtureServer()
    feed = try FixtureServer()
    sandbox = try Sandbox()
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(
      CalendarEndToEndTests.config(source: "~/unused").replacingOccurrences(
        of: "source=~/unused", with: "url=\(url)"))
  }

  var host: String { "127.0.0.1:\(feed.port)" }
  var url: String { "http://\(host)/private/\(Self.token)/basic.ics" }
  var cacheDirectory: String { sandbox.home + "/cache/rain-bar" }
  var feedFolder: String { cacheDirectory + "/calendar" }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }

  /// Everything a run printed, which must never hold the address's secret part.
  func expectNoToken(_ runs: [RainBarRun], sourceLocation: SourceLocation = #_sourceLocation) {
    for run in runs {
      #expect(!run.stdout.contains(Self.token), sourceLocation: sourceLocation)
      #expect(!run.stderr.contains(Self.token), sourceLocation: sourceLocation)
      #expect(!run.stdout.contains("/private/"), sourceLocation: sourceLocation)
      #expect(!run.stderr.contains("/private/"), sourceLocation: sourceLocation)
    }
  }

  @Test func freshAnHourThenAskedWithItsValidatorsAndKeptOnA304() throws {
    try feed.queue(
      .init(
        file: Self.feedFile,
        headers: [
          "ETag": "\"c1\"", "Last-Modified": "Mon, 30 Nov 2026 11:00:00 GMT",
          "Content-Type": "text/calendar",
        ]),
      .init(status: 304, body: ""))
    let first = try sandbox.run(["events"], at: Self.at("12:15"), expect: 0)
    #expect(first.stderr == "")
    #expect(first.stdout == Self.listed)
    // Fresh for an hour: nothing asked.
    let fresh = try sandbox.run(["events"], at: Self.at("13:10"), expect: 0)
    #expect(fresh.stdout == Self.listed)
    #expect(try feed.requests().count == 1)
    // Then asked with its validators: the 304 keeps the events, fresh another hour.
    let renewed = try sandbox.run(["events"], at: Self.at("13:20"), expect: 0)
    #expect(renewed.stdout == Self.listed)
    #expect(renewed.stderr == "")
    let requests = try feed.requests()
    try #require(requests.count == 2)
    #expect(requests[0].path == "/private/\(Self.token)/basic.ics")
    #expect(requests[0].headers["Accept"] == "text/calendar")
    #expect(requests[0].headers["If-None-Match"] == nil)
    #expect(requests[1].headers["If-None-Match"] == "\"c1\"")
    #expect(requests[1].headers["If-Modified-Since"] == "Mon, 30 Nov 2026 11:00:00 GMT")
    _ = try sandbox.run(["events"], at: Self.at("14:10"), expect: 0)
    #expect(try feed.requests().count == 2)
    // One entry (and its lock), named by a hash; it keeps the chosen
    // occurrences only: no feed text, no address, no event left out by skip=.
    let names = try FileManager.default.contentsOfDirectory(atPath: feedFolder).sorted()
    try #require(names.count == 2, "\(names)")
    #expect(names[0].hasPrefix("feed-") && names[1] == names[0] + ".lock")
    #expect(
      try FileManager.default.attributesOfItem(atPath: feedFolder)[.posixPermissions] as? Int
        == 0o700)
    let entry = try String(contentsOfFile: feedFolder + "/" + names[0], encoding: .utf8)
    #expect(entry.hasPrefix("{\"version\":1,\"stamp\":"))
    #expect(entry.contains("\"summary\":\"Football\""))
    #expect(entry.contains("\"etag\":\"\\\"c1\\\"\""))
    for absent in [
      "BEGIN:", "Desk work", "Holiday", "Cancelled walk", "Free time", Self.token, "127.0.0.1",
    ] {
      #expect(!entry.contains(absent), "\(absent)")
    }
    expectNoToken([first, fresh, renewed])
  }

  /// An HTTP 500 is said in one sentence naming the host, backs off (no
  /// request 10 seconds later), and the events come when the feed answers
  /// again; a later failure keeps the last good events.
  @Test func aFailureBacksOffAndKeepsTheLastEvents() throws {
    try feed.queue(.init(status: 500, body: "<html>private/\(Self.token) broke</html>"))
    let failed = try sandbox.run(["events"], at: Self.at("12:15"), expect: 0)
    #expect(failed.stdout == "No events in the next 3 days.\n")
    #expect(failed.stderr == "Warning: calendar outdoor: \(host) is failing (HTTP 500).\n")
    let waiting = try sandbox.run(["events"], at: "2026-11-30 12:15:10", expect: 0)
    #expect(try feed.requests().count == 1)
    #expect(
      waiting.stderr
        == "Warning: calendar outdoor: \(host) is failing (HTTP 500). Trying again in 5s.\n")
    try feed.queue(.init(file: Self.feedFile), .init(status: 503, body: ""))
    let back = try sandbox.run(["events"], at: Self.at("13:15"), expect: 0)
    #expect(back.stdout == Self.listed)
    #expect(back.stderr == "")
    let kept = try sandbox.run(["events"], at: Self.at("14:20"), expect: 0)
    #expect(kept.stdout == Self.listed)
    #expect(kept.stderr == "Warning: calendar outdoor: \(host) is failing (HTTP 503).\n")
    #expect(try feed.requests().count == 3)
    expectNoToken([failed, waiting, back, kept])
  }

  /// A feed that answers a web page (a login page) or text that is no
  /// calendar: one sentence naming the host, in `events` and `doctor`; the
  /// bar's line (with --notify, which reads the calendars) is unchanged.
  @Test func aWebPageIsOneSentenceAndCostsNothingElse() throws {
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    let calendar = try #require(config.range(of: "[calendar outdoor]"))
    try sandbox.writeConfig(String(config[..<calendar.lowerBound]))
    let plain = try sandbox.run([], at: Self.at("12:15"), expect: 0)
    try sandbox.writeConfig(config)
    try feed.setDefault(
      .init(
        body: "<!DOCTYPE html><html><title>Sign in</title></html>",
        headers: ["Content-Type": "text/html"]))
    let page = "\(host) sent a web page instead of an answer (HTTP 200)."
    let events = try sandbox.run(["events"], at: Self.at("12:15"), expect: 0)
    #expect(events.stdout == "No events in the next 3 days.\n")
    #expect(events.stderr == "Warning: calendar outdoor: \(page)\n")
    let bar = try sandbox.run(
      ["--notify"], at: Self.at("12:15"),
      extra: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=" + sandbox.home + "/no-bus"], expect: 0)
    #expect(bar.stdout == plain.stdout)
    #expect(!bar.stderr.contains(host))
    try feed.setDefault(.init(body: "hello, this is no calendar\n"))
    let doctor = try sandbox.run(["doctor"], at: Self.at("18:00"), expect: 1)
    #expect(
      doctor.stdout.contains(
        "✗ Calendar outdoor: http://\(host): 0 events read, 0 in the next days; \(host) sent an implausible answer (it is not an iCalendar file).\n"
      ), "\(doctor.stdout)")
    expectNoToken([events, bar, doctor])
  }

  /// A feed that never answers costs at most the run's timeout, said in one sentence.
  @Test func aFeedThatHangsCostsTheTimeoutOnly() throws {
    try feed.setDefault(.init(hang: true))
    let run = try sandbox.run(["events", "--timeout", "2"], at: Self.at("12:15"), expect: 0)
    #expect(run.seconds < 6)
    #expect(run.stderr == "Warning: calendar outdoor: No answer from \(host) within 2.0 s.\n")
    #expect(run.stdout == "No events in the next 3 days.\n")
    expectNoToken([run])
  }

  /// `cache prune` removes the entries of the calendars the config no
  /// longer has (a feed's entry and lock, a local calendar's record) and
  /// keeps the others'; `cache clear` removes every one; a file of the
  /// user's with a name like theirs stays.
  @Test func pruneAndClearRemoveTheCalendarsEntries() throws {
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/calendars", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.fixtures + "/" + Self.feedFile, toPath: sandbox.home + "/calendars/local.ics")
    let both =
      try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
      + "\n\n[calendar local]\nsource=~/calendars/local.ics\n"
    try sandbox.writeConfig(both)
    try feed.setDefault(.init(file: Self.feedFile))
    _ = try sandbox.run(["events"], at: Self.at("12:15"), expect: 0)
    func calendarFiles() throws -> [String] {
      let root = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory)
        .filter { $0.hasPrefix("calendar-") }
      let feeds = try FileManager.default.contentsOfDirectory(atPath: feedFolder).map {
        "calendar/" + $0
      }
      return (root + feeds).sorted()
    }
    let made = try calendarFiles()
    try #require(made.count == 3, "\(made)")
    let mine = feedFolder + "/feed-0123456789abcdef"
    try "my own notes".write(toFile: mine, atomically: false, encoding: .utf8)
    let keptAll = try sandbox.run(["cache", "prune"], expect: 0)
    #expect(keptAll.stdout == "Removed 0 cache entries from \(cacheDirectory).\n")
    #expect(try calendarFiles() == (made + ["calendar/feed-0123456789abcdef"]).sorted())
    // The feed's calendar removed: its entry and lock go.
    try sandbox.writeConfig(
      both.replacingOccurrences(of: "[calendar outdoor]", with: "[calendar renamed]"))
    let pruned = try sandbox.run(["cache", "prune"], expect: 0)
    #expect(pruned.stdout == "Removed 1 cache entry from \(cacheDirectory).\n")
    let left = try calendarFiles()
    #expect(left == [made[0], "calendar/feed-0123456789abcdef"], "\(left)")
    _ = try sandbox.run(["cache", "clear"], expect: 0)
    #expect(try calendarFiles() == ["calendar/feed-0123456789abcdef"])
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "my own notes")
  }
}

import Foundation
import TestTiming
import Testing

/// `watch` and the calendars: a changed file is read at once (inotify on its
/// folder), a feed is renewed in the background when its hour of freshness
/// ends, not before.
@Suite(.serialized) struct CalendarWatchEndToEndTests {
  let server: FixtureServer
  let feed: FixtureServer
  let sandbox: Sandbox
  static let fixture = Paths.fixtures + "/calendar/outdoor.ics"

  init() throws {
    server = try FixtureServer()
    feed = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
  }

  /// The fixture with the football an hour earlier (15:00–15:40 Berlin).
  static func earlier() throws -> String {
    try String(contentsOfFile: fixture, encoding: .utf8)
      .replacingOccurrences(of: "20261123T160000\r\nDTEND", with: "20261123T150000\r\nDTEND")
      .replacingOccurrences(of: "20261123T164000", with: "20261123T154000")
  }

  /// khal or an editor writes the file: the line shows it within a second.
  @Test func aChangedFileIsReadAtOnce() throws {
    let folder = sandbox.home + "/calendars"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder + "/outdoor.ics")
    try sandbox.writeConfig(CalendarEndToEndTests.config(source: "~/calendars/outdoor.ics"))
    let watch = try Watching(
      sandbox, ["--template", "{event}"], at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0 == "Football 16:00 80%" } != nil, "lines \(watch.lines)")
    // Written as editors do: a new file moved over the old one.
    try Self.earlier().write(toFile: folder + "/outdoor.ics", atomically: true, encoding: .utf8)
    let moved = watch.waitForLine(seconds: 3) { $0.hasPrefix("Football 15:00 ") }
    #expect(moved.map { $0 < 1 } == true, "lines \(watch.lines)")
    #expect(watch.stderr == "")
  }

  /// A calendar a config edit adds while watch runs is read, and its file
  /// watched from then on: a change to it shows within a second.
  @Test func aCalendarAddedByAConfigEditIsWatched() throws {
    let folder = sandbox.home + "/calendars/added"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder + "/outdoor.ics")
    let config = CalendarEndToEndTests.config(source: "~/calendars/added/outdoor.ics")
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\nthreshold=95\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let watch = try Watching(
      sandbox, ["--template", "{icon}|{event}"], at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0 == "🌧️|" } != nil, "lines \(watch.lines)")
    try sandbox.writeConfig(config)
    #expect(
      watch.waitForLine(seconds: 3) { $0 == "🌧️|Football 16:00 80%" } != nil,
      "lines \(watch.lines)")
    try Self.earlier().write(toFile: folder + "/outdoor.ics", atomically: true, encoding: .utf8)
    let moved = watch.waitForLine(seconds: 3) { $0.hasPrefix("🌧️|Football 15:00 ") }
    #expect(moved.map { $0 < 1 } == true, "lines \(watch.lines)")
    #expect(watch.stderr == "")
  }

  /// The feed asked by a run at 12:15 is fresh until 13:15: a watch started
  /// at 13:14:57 shows it without asking, then renews it in the background
  /// (with its validators) when its hour ends, and shows what it gave.
  @Test func aFeedIsRenewedWhenItsHourEnds() throws {
    let url = "http://127.0.0.1:\(feed.port)/private/calendar.ics"
    try sandbox.writeConfig(
      CalendarEndToEndTests.config(source: "~/unused").replacingOccurrences(
        of: "source=~/unused", with: "url=\(url)"))
    try feed.queue(.init(file: "calendar/outdoor.ics", headers: ["ETag": "\"one\""]))
    try feed.setDefault(.init(body: try Self.earlier(), headers: ["ETag": "\"two\""]))
    _ = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try feed.requests().count == 1)
    let watch = try Watching(sandbox, ["--template", "{event}"], at: "2026-11-30 13:14:57")
    #expect(
      watch.waitForLine(seconds: 2) { $0 == "Football 16:00 80%" } != nil,
      "lines \(watch.lines) \(watch.stderr)")
    #expect(try feed.requests().count == 1)
    let renewed = watch.waitForLine(seconds: 6) { $0.hasPrefix("Football 15:00 ") }
    #expect(renewed != nil, "lines \(watch.lines) \(watch.stderr)")
    let requests = try feed.requests()
    #expect(requests.count == 2)
    #expect(requests.last?.headers["If-None-Match"] == "\"one\"")
    #expect(watch.stderr == "")
  }
}

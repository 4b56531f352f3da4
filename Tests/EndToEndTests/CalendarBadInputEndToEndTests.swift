import Foundation
import Testing

/// Hostile or broken calendar input through the built binary and the real
/// libical, one test each: the file beside a good one in a vdir; reading is
/// bounded in time (`events --timeout 3` ends within it) and memory (peak
/// RSS of `doctor` parsing it afresh, under 32 MB), what went wrong is one
/// sentence naming the file, and the good file's events and the bar's line
/// are as without it. Big files are made in the test's own directory.
@Suite(.serialized) struct CalendarBadInputEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  var folder: String { sandbox.home + "/calendars/mixed" }

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.fixtures + "/calendar/outdoor.ics", toPath: folder + "/ok.ics")
    try sandbox.writeConfig(CalendarEndToEndTests.config(source: "~/calendars/mixed"))
  }

  static func calendar(_ body: String) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//rain-bar tests//EN\r\n" + body
      + "END:VCALENDAR\r\n"
  }

  static func event(
    uid: String, summary: String, start: String, end: String, extra: String = ""
  ) -> String {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:\(start)\r\n"
      + "DTEND:\(end)\r\nSUMMARY:\(summary)\r\n\(extra)END:VEVENT\r\n"
  }

  /// The checks every bad input gets; `problem`: the one sentence `events`
  /// warns with (nil: none, the file is read).
  func expectBounded(
    problem: String?, or other: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let events = try sandbox.run(
      ["events", "--timeout", "3"], at: ShowEndToEndTests.berlinNow, expect: 0,
      sourceLocation: sourceLocation)
    #expect(events.seconds < 4.5, "\(events.seconds) s", sourceLocation: sourceLocation)
    #expect(
      events.stdout.hasPrefix("Berlin: Football Mon 16:00–16:40: 80%, light rain from 16:00\n"),
      sourceLocation: sourceLocation)
    let said = [problem, other].compactMap { $0 }.map { "Warning: calendar outdoor: \($0)\n" }
    #expect(
      said.isEmpty ? events.stderr.isEmpty : said.contains(events.stderr),
      "\(events.stderr.debugDescription)", sourceLocation: sourceLocation)
    // The bar's line, reading the calendar (now from its cache entry).
    let bar = try sandbox.run(
      ["--template", "{icon} {event}"], at: ShowEndToEndTests.berlinNow, expect: 0,
      sourceLocation: sourceLocation)
    #expect(bar.stdout == "🌧️ Football 16:00 80%\n", sourceLocation: sourceLocation)
    // Parsed afresh (no cache entry), on the world clock: the peak memory,
    // over that of the same run with the good file alone.
    let mixed = try peakKilobytes(sourceLocation: sourceLocation)
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    #expect(config.contains("~/calendars/mixed\n"), sourceLocation: sourceLocation)
    try sandbox.writeConfig(
      config.replacingOccurrences(of: "~/calendars/mixed\n", with: "~/calendars/mixed/ok.ics\n"))
    let good = try peakKilobytes(sourceLocation: sourceLocation)
    try sandbox.writeConfig(config)
    #expect(
      mixed - good < 32 * 1024, "\(mixed) KiB, \(good) without", sourceLocation: sourceLocation)
  }

  /// Peak RSS in KiB of `doctor` with nothing cached.
  func peakKilobytes(sourceLocation: SourceLocation) throws -> Int {
    try sandbox.clearCache()
    let peak = sandbox.home + "/peak-rss"
    _ = try runProcess(
      "/usr/bin/time", ["-f", "%M", "-o", peak, Paths.binary, "doctor", "--timeout", "3"],
      environment: sandbox.realClockEnvironment, expect: 1, sourceLocation: sourceLocation)
    // "Command exited with non-zero status 1" (doctor finds no session bus), then the KiB.
    return try String(contentsOfFile: peak, encoding: .utf8).split(separator: "\n").last
      .flatMap { Int($0) } ?? .max
  }

  @Test func aTwentyMegabyteFile() throws {
    var body = ""
    var index = 0
    while body.utf8.count < 20 << 20 {
      body += Self.event(
        uid: "big-\(index)", summary: "Filler \(index)", start: "20200101T100000Z",
        end: "20200101T110000Z", extra: "DESCRIPTION:" + String(repeating: "x", count: 400) + "\r\n"
      )
      index += 1
    }
    try Self.calendar(body).write(toFile: folder + "/big.ics", atomically: false, encoding: .utf8)
    try expectBounded(problem: "big.ics: larger than 2097152 bytes")
  }

  /// An Evolution-like file of 10,000 events over a year and more: read,
  /// its few of the next days kept.
  @Test func tenThousandEvents() throws {
    var body = ""
    let first = Int(TestClock.date("2026-06-01 00:00:00").timeIntervalSince1970)
    let format = DateFormatter()
    format.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    format.timeZone = TimeZone(identifier: "UTC")
    for index in 0..<10_000 {
      let start = Date(timeIntervalSince1970: Double(first + index * 3 * 3600 + 1800))
      body += Self.event(
        uid: "many-\(index)", summary: "Indoor chore \(index)", start: format.string(from: start),
        end: format.string(from: start.addingTimeInterval(1200)), extra: "CATEGORIES:indoor\r\n")
    }
    try Self.calendar(body).write(toFile: folder + "/many.ics", atomically: false, encoding: .utf8)
    try expectBounded(problem: nil)
  }

  @Test func aRuleEveryMinuteWithoutEnd() throws {
    try Self.calendar(
      Self.event(
        uid: "tick", summary: "Tick", start: "20200101T000000Z", end: "20200101T000100Z",
        extra: "RRULE:FREQ=MINUTELY\r\n")
    ).write(toFile: folder + "/tick.ics", atomically: false, encoding: .utf8)
    try expectBounded(problem: "tick.ics: more than 1000 occurrences in the next days: left out.")
  }

  /// Every second since 1970: billions of instances before the window.
  /// Which bound ends it depends on the machine's speed: libical reaches
  /// the window and its occurrences are too many, or the run's timeout
  /// comes first (two suites at once on two busy cores). Both are bounded
  /// and said in one sentence.
  @Test func aRecurrenceOfMillions() throws {
    try Self.calendar(
      Self.event(
        uid: "second", summary: "Second", start: "19700101T000000Z", end: "19700101T000001Z",
        extra: "RRULE:FREQ=SECONDLY;INTERVAL=1\r\n")
    ).write(toFile: folder + "/seconds.ics", atomically: false, encoding: .utf8)
    try expectBounded(
      problem: "seconds.ics: more than 1000 occurrences in the next days: left out.",
      or: "seconds.ics: reading it took longer than the run's timeout.")
  }

  /// Offsets of ±99:59 that change every minute and second (libical would
  /// expand them for the whole run, keeping each change in memory): refused
  /// before libical reads the file.
  @Test func aTimeZoneWithAbsurdOffsets() throws {
    let zone = """
      BEGIN:VTIMEZONE\r
      TZID:Absurd/Zone\r
      BEGIN:STANDARD\r
      DTSTART:19700101T000000\r
      TZOFFSETFROM:+9959\r
      TZOFFSETTO:-9959\r
      RRULE:FREQ=MINUTELY\r
      END:STANDARD\r
      BEGIN:DAYLIGHT\r
      DTSTART:19700101T000030\r
      TZOFFSETFROM:-9959\r
      TZOFFSETTO:+9959\r
      RRULE:FREQ=SECONDLY\r
      END:DAYLIGHT\r
      END:VTIMEZONE\r

      """
    try Self.calendar(
      zone
        + Self.event(
          uid: "absurd", summary: "Absurd", start: "X", end: "X"
        ).replacingOccurrences(of: "DTSTART:X", with: "DTSTART;TZID=Absurd/Zone:20261130T170000")
        .replacingOccurrences(of: "DTEND:X", with: "DTEND;TZID=Absurd/Zone:20261130T180000")
    ).write(toFile: folder + "/zone.ics", atomically: false, encoding: .utf8)
    try expectBounded(
      problem:
        "zone.ics: its time zone has an offset beyond 18 hours or changes more often than daily")
  }

  /// A FIFO in the vdir and a link to one: never opened (it would block).
  @Test func aFIFOAndALinkToOne() throws {
    #expect(mkfifo(sandbox.home + "/pipe", 0o600) == 0)
    #expect(mkfifo(folder + "/pipe.ics", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.ics", withDestinationPath: sandbox.home + "/pipe")
    try expectBounded(
      problem:
        "link.ics: not a regular file\nWarning: calendar outdoor: pipe.ics: not a regular file")
    // A calendar whose source is itself a link to a FIFO.
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.home + "/calendars/pipe.ics", withDestinationPath: sandbox.home + "/pipe")
    try sandbox.writeConfig(CalendarEndToEndTests.config(source: "~/calendars/pipe.ics"))
    let events = try sandbox.run(
      ["events", "--timeout", "3"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(events.seconds < 4.5)
    #expect(
      events.stderr
        == "Warning: calendar outdoor: \(sandbox.home)/calendars/pipe.ics: not a folder nor an .ics file.\n"
    )
    #expect(events.stdout == "No events in the next 3 days.\n")
  }

  /// Bytes that are not UTF-8 in a summary and a location: read, shown with
  /// U+FFFD in their place; the JSON stays valid.
  @Test func invalidUTF8() throws {
    var bytes = Array(
      Self.calendar(
        Self.event(
          uid: "bytes", summary: "Run @@", start: "20261130T160000Z", end: "20261130T164000Z",
          extra: "LOCATION:Park @@\r\n")
      ).utf8)
    for (index, byte) in bytes.enumerated().reversed() where byte == UInt8(ascii: "@") {
      bytes[index] = index % 2 == 0 ? 0xFF : 0xC3
    }
    try Data(bytes).write(to: URL(fileURLWithPath: folder + "/bytes.ics"))
    try expectBounded(problem: nil)
    let json = try sandbox.run(["events", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [Any])
    #expect(
      json.stdout.contains(
        #"{"event":"Run \#u{FFFD}\#u{FFFD}","calendar":"outdoor","uid":"bytes","location":"Berlin","#
      ))
  }
}

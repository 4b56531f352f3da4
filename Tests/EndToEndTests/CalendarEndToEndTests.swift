import Foundation
import Testing

/// Calendar events through the built binary and the real libical: a written
/// .ics (recurrence with EXDATE and an overridden instance, a time zone
/// across the daylight-saving change, a floating time, all-day, cancelled and
/// free events left out, GEO (at a saved place: by its name), a LOCATION naming a saved place), a vdir made
/// by the real khal, and one notification before a wet event, none before a
/// dry one, on a real session bus.
@Suite(.serialized) struct CalendarEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus
  /// Rain alerts at 95% never fire on this forecast (90% at most): only events notify.
  static func config(source: String, extra: String = "skip=indoor") -> String {
    """
    [rain-bar]
    location=Berlin
    threshold=95

    [location Berlin]
    latitude=52.52
    longitude=13.41

    [location Work]
    latitude=52.5
    longitude=13.4

    [calendar outdoor]
    source=\(source)
    threshold=60
    \(extra)
    """
  }

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/calendars", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.fixtures + "/calendar/outdoor.ics",
      toPath: sandbox.home + "/calendars/outdoor.ics")
    try sandbox.writeConfig(Self.config(source: "~/calendars/outdoor.ics"))
  }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }
  static func unix(_ time: String) -> Int {
    Int(TestClock.date(time).timeIntervalSince1970)
  }

  @Test func theEventsOfTheNextThreeDays() throws {
    let run = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout
        == """
        Berlin: Football Mon 16:00–16:40: 80%, light rain from 16:00
        Berlin: Night run Mon 23:00–23:40: rain unlikely (0%)
        Berlin: Swim Tue 08:00–09:00: rain unlikely (0%)
        Berlin: Market Tue 10:00–11:00: rain unlikely (0%)
        Work: Lake <b>walk</b> Tue 13:00–14:00: rain unlikely (10%)
        Berlin: Football (late) Wed 18:30–19:10: no forecast yet

        """)
  }

  @Test func json() throws {
    let run = try sandbox.run(["events", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let football = Self.unix("2026-11-30 15:00:00")
    let night = Self.unix("2026-11-30 22:00:00")
    let swim = Self.unix("2026-12-01 07:00:00")
    let market = Self.unix("2026-12-01 09:00:00")
    let lake = Self.unix("2026-12-01 12:00:00")
    let late = Self.unix("2026-12-02 17:30:00")
    #expect(
      run.stdout
        == #"[{"event":"Football","calendar":"outdoor","uid":"football@rain-bar.test","location":"Berlin","start":\#(football),"end":\#(football + 2400),"chance":80,"likely":true,"rain_from":\#(football)},"#
        + #"{"event":"Night run","calendar":"outdoor","uid":"night-run@rain-bar.test","location":"Berlin","start":\#(night),"end":\#(night + 2400),"chance":0,"likely":false,"rain_from":null},"#
        + #"{"event":"Swim","calendar":"outdoor","uid":"swim@rain-bar.test","location":"Berlin","start":\#(swim),"end":\#(swim + 3600),"chance":0,"likely":false,"rain_from":null},"#
        + #"{"event":"Market","calendar":"outdoor","uid":"market@rain-bar.test","location":"Berlin","start":\#(market),"end":\#(market + 3600),"chance":0,"likely":false,"rain_from":null},"#
        + #"{"event":"Lake <b>walk</b>","calendar":"outdoor","uid":"lake@rain-bar.test","location":"Work","start":\#(lake),"end":\#(lake + 3600),"chance":10,"likely":false,"rain_from":null},"#
        + #"{"event":"Football (late)","calendar":"outdoor","uid":"football@rain-bar.test","location":"Berlin","start":\#(late),"end":\#(late + 2400),"chance":null,"likely":false,"rain_from":null}]"#
        + "\n")
  }

  /// The football (Monday 16:00-16:40 in Berlin) falls in the 80% hour: one
  /// notification over repeated alert runs; the night run (23:00, 0%) none.
  @Test func oneNotificationBeforeAWetEventNoneBeforeADryOne() throws {
    for time in ["13:50", "14:10", "14:25"] {
      _ = try sandbox.run(["alert"], at: Self.at(time), expect: 0)
    }
    #expect(try bus.calls().isEmpty)
    for time in ["14:30", "14:40", "14:50", "15:05", "15:20", "15:35"] {
      #expect(try sandbox.run(["alert"], at: Self.at(time), expect: 0).stdout == "")
    }
    for time in ["21:25", "21:35", "21:50", "22:05", "22:20"] {
      #expect(try sandbox.run(["alert"], at: Self.at(time), expect: 0).stdout == "")
    }
    let calls = try bus.calls()
    #expect(calls.map(\.summary) == ["Rain likely during Football 16:00–16:40"])
    #expect(calls.map(\.body) == ["80%, light rain from 16:00; driest nearby: 18:00–18:40"])
  }

  /// An event moved in the file moves its warning: the football an hour
  /// later (17:00, a dry hour) warns of nothing.
  @Test func anEventMovedInTheFileMovesTheWarning() throws {
    _ = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let path = sandbox.home + "/calendars/outdoor.ics"
    let moved = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: "20261123T160000\r\nDTEND", with: "20261123T210000\r\nDTEND")
      .replacingOccurrences(of: "20261123T164000", with: "20261123T214000")
      .replacingOccurrences(
        of: "EXDATE;TZID=Europe/Berlin:20261201T160000",
        with: "EXDATE;TZID=Europe/Berlin:20261201T210000")
    try moved.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout.hasPrefix("Berlin: Football Mon 21:00–21:40: rain unlikely ("))
    _ = try sandbox.run(["alert"], at: Self.at("14:40"), expect: 0)
    #expect(try bus.calls().isEmpty)
  }

  /// Events khal made in a vdir (one .ics per event, its own VTIMEZONE).
  @Test func aVdirMadeByKhal() throws {
    let folder = sandbox.home + "/calendars/khal"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let khalConfig = sandbox.home + "/khal.conf"
    try """
    [calendars]
    [[outdoor]]
    path = \(folder)
    type = calendar
    [locale]
    timeformat = %H:%M
    dateformat = %Y-%m-%d
    longdateformat = %Y-%m-%d
    datetimeformat = %Y-%m-%d %H:%M
    longdatetimeformat = %Y-%m-%d %H:%M
    default_timezone = Europe/Berlin
    local_timezone = Europe/Berlin

    """.write(toFile: khalConfig, atomically: true, encoding: .utf8)
    var environment = sandbox.realClockEnvironment
    environment["XDG_DATA_HOME"] = sandbox.home + "/data"
    for event in [["16:00", "16:40", "Football"], ["23:00", "23:40", "Night", "run"]] {
      _ = try runProcess(
        "/usr/bin/khal", ["-c", khalConfig, "new", "-a", "outdoor", "2026-11-30"] + event,
        environment: environment, expect: 0)
    }
    try sandbox.writeConfig(Self.config(source: "~/calendars/khal", extra: "only=football"))
    let run = try sandbox.run(["events", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let uid = try files.compactMap { name -> String? in
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      guard text.contains("SUMMARY:Football") else { return nil }
      return text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") }
        .map { String($0.dropFirst(4)) }
    }.first
    let start = Self.unix("2026-11-30 15:00:00")
    #expect(
      run.stdout
        == #"[{"event":"Football","calendar":"outdoor","uid":"\#(uid ?? "?")","location":"Berlin","start":\#(start),"end":\#(start + 2400),"chance":80,"likely":true,"rain_from":\#(start)}]"#
        + "\n")
  }

  /// A broken file costs its calendar only, named with why; the bar's line is unchanged.
  @Test func badInputIsNamedAndCostsNothingElse() throws {
    let folder = sandbox.home + "/calendars/broken"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "<html>not a calendar</html>".write(
      toFile: folder + "/page.ics", atomically: true, encoding: .utf8)
    #expect(mkfifo(folder + "/pipe.ics", 0o600) == 0)
    try FileManager.default.copyItem(
      atPath: Paths.fixtures + "/calendar/outdoor.ics", toPath: folder + "/ok.ics")
    let minutely = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VEVENT\r
      UID:every-minute\r
      DTSTART:20200101T000000Z\r
      DTEND:20200101T000100Z\r
      RRULE:FREQ=MINUTELY\r
      SUMMARY:Tick\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    try minutely.write(toFile: folder + "/tick.ics", atomically: true, encoding: .utf8)
    try sandbox.writeConfig(Self.config(source: "~/calendars/broken"))
    let bar = try sandbox.run(["--template", "{pop}"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let doctor = try sandbox.run(["doctor"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(
      doctor.stdout.contains(
        "✗ Calendar outdoor: 13 events read, 9 in the next days; page.ics: it is not an iCalendar file; pipe.ics: not a regular file; tick.ics: more than 1000 occurrences in the next days: left out.\n"
      ))
    let events = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      events.stdout.hasPrefix("Berlin: Football Mon 16:00–16:40: 80%, light rain from 16:00\n"))
    #expect(
      events.stderr
        == "Warning: calendar outdoor: page.ics: it is not an iCalendar file\nWarning: calendar outdoor: pipe.ics: not a regular file\nWarning: calendar outdoor: tick.ics: more than 1000 occurrences in the next days: left out.\n"
    )
    #expect(
      try sandbox.run(["--template", "{pop}"], at: ShowEndToEndTests.berlinNow, expect: 0)
        .stdout == bar.stdout)
  }

  /// `{event}`: the next event here starting within 3 hours, with its
  /// chance; nothing before that.
  @Test func theEventPlaceholder() throws {
    let early = try sandbox.run(
      ["--template", "{icon}{event}"], at: "2026-11-30 11:55:00", expect: 0)
    #expect(early.stdout == "🌧️\n")
    let soon = try sandbox.run(
      ["--template", "{icon} {event}"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(soon.stdout == "🌧️ Football 16:00 80%\n")
  }

  /// Waybar: `{event}` and the tooltip's `events` section, event text
  /// escaped as pango markup like a place's name (never markup itself).
  @Test func theEventsSectionAndEscaping() throws {
    let waybar = try sandbox.run(
      ["--location", "Work", "--format", "waybar", "--template", "{event}", "--tooltip", "events"],
      at: "2026-12-01 10:30:00", expect: 0)
    #expect(
      waybar.stdout
        == #"{"text":"Lake &lt;b&gt;walk&lt;/b&gt; 13:00 10%","tooltip":"<tt>Work, 0s ago\nLake &lt;b&gt;walk&lt;/b&gt; Tue 13:00–14:00: rain unlikely (10%)</tt>","alt":"clear","class":["clear"],"percentage":20}"#
        + "\n")
    let berlin = try sandbox.run(
      ["--format", "waybar", "--template", "{event}", "--tooltip", "events"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      berlin.stdout
        == #"{"text":"Football 16:00 80%","tooltip":"<tt>Berlin, 0s ago\nFootball Mon 16:00–16:40: 80%, light rain from 16:00\nNight run Mon 23:00–23:40: rain unlikely (0%)\nSwim Tue 08:00–09:00: rain unlikely (0%)\nMarket Tue 10:00–11:00: rain unlikely (0%)</tt>","alt":"rain","class":["rain"],"percentage":80}"#
        + "\n")
  }

  /// libical is opened to read a changed file only: a bar showing {event}
  /// from an unchanged calendar maps none (its cache entry serves), nor does
  /// a bar with no calendar configured; the first read maps it.
  @Test func libicalOnlyForAChangedFile() throws {
    func libraries(_ name: String, _ arguments: [String]) throws -> String {
      let prefix = sandbox.home + "/" + name
      try FileManager.default.createDirectory(atPath: prefix, withIntermediateDirectories: true)
      _ = try sandbox.run(
        arguments, at: ShowEndToEndTests.berlinNow,
        // libfaketime would move the files' times by each run's own offset.
        extra: ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": prefix + "/ld", "NO_FAKE_STAT": "1"],
        expect: 0)
      return try FileManager.default.contentsOfDirectory(atPath: prefix).map {
        try String(contentsOfFile: prefix + "/" + $0, encoding: .utf8)
      }.joined()
    }
    let first = try libraries("first", ["--template", "{icon} {event}"])
    #expect(first.contains("libical.so"))
    let unchanged = try libraries("unchanged", ["--template", "{icon} {event}"])
    #expect(unchanged.contains("libc.so"))
    #expect(!unchanged.contains("libical"))
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let none = try libraries("none", ["--template", "{icon} {event}", "--notify"])
    #expect(none.contains("libc.so"))
    #expect(!none.contains("libical"))
  }
}

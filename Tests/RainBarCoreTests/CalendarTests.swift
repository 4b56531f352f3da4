import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The calendar's pure parts: the group as Settings reads it, which
/// occurrences count, where an event is, and the cache record's round trip.
struct CalendarTests {
  func settings(_ text: String) throws(ConfigError) -> Settings {
    guard let document = KeyFileParser.document(Array(text.utf8)) else {
      throw ConfigError(path: "/c", problem: "not a plain key file")
    }
    return try Settings(document: document, path: "/c")
  }

  @Test func theGroup() throws {
    let read = try settings(
      "[calendar outdoor]\nsource=~/cal\nonly=Football, run\nskip=indoor\nnotify-before=45\nthreshold=60\nlocation=Work\n"
    )
    var expected = EventCalendar(name: "outdoor", source: "~/cal")
    expected.only = ["Football", "run"]
    expected.skip = ["indoor"]
    expected.notifyBefore = 45
    expected.threshold = 60
    expected.location = "Work"
    #expect(read.calendars == [expected])
    #expect(expected.path(home: "/home/a/") == "/home/a/cal")
    #expect(expected.path(home: nil) == nil)
  }

  @Test func mistakesNameTheirLine() {
    #expect(throws: ConfigError.self) { try settings("[calendar x]\nonly=run\n") }
    do {
      _ = try settings("[calendar x]\nsource=cal.ics\n")
      Issue.record("a relative source was taken")
    } catch {
      #expect(
        error.message
          == "Config file /c: line 2: [calendar x] source: 'cal.ics' is not a path: give a vdir folder or an .ics file, as an absolute path or one starting with ~/."
      )
    }
  }

  static func raw(_ summary: String, categories: [String] = []) -> RawEvent {
    RawEvent(uid: "u", summary: summary, categories: categories, start: 100, end: 200)
  }

  @Test func whichEventsCount() {
    var calendar = EventCalendar(name: "c", source: "/c")
    #expect(EventSelection.select(Self.raw("Desk"), for: calendar) != nil)
    var allDay = Self.raw("Holiday")
    allDay.allDay = true
    var cancelled = Self.raw("Walk")
    cancelled.cancelled = true
    var free = Self.raw("Free")
    free.transparent = true
    for event in [allDay, cancelled, free] {
      #expect(EventSelection.select(event, for: calendar) == nil)
    }
    calendar.only = ["football", "outdoor"]
    #expect(EventSelection.select(Self.raw("Football training"), for: calendar) != nil)
    #expect(EventSelection.select(Self.raw("Walk", categories: ["Outdoor"]), for: calendar) != nil)
    // A whole word, not a part of one.
    #expect(EventSelection.select(Self.raw("Footballers' dinner"), for: calendar) == nil)
    calendar.skip = ["training"]
    #expect(EventSelection.select(Self.raw("Football training"), for: calendar) == nil)
    // Summary text is one line of 80 characters at most, "…" marking the cut.
    let long = EventSelection.select(
      Self.raw(String(repeating: "a", count: 200) + " football\nx"),
      for: EventCalendar(name: "c", source: "/c"))
    #expect(long?.summary == String(repeating: "a", count: 80) + "…")
    let lines = EventSelection.select(
      Self.raw("Football\n\u{1B}[31mred"), for: EventCalendar(name: "c", source: "/c"))
    #expect(lines?.summary == "Football [31mred")
  }

  @Test func whereAnEventIs() {
    let work = Location(name: "Work", latitude: 52.5, longitude: 13.4)
    let home = Location(name: "Home", latitude: 52.4, longitude: 13.3)
    var event = CalendarEvent(uid: "u", summary: "s", location: " work ", start: 0, end: 1)
    #expect(EventPlace.of(event, saved: [home, work], fallback: home) == work)
    event.location = "Work, 3rd floor"
    #expect(EventPlace.of(event, saved: [home, work], fallback: home) == work)
    event.location = "Stadium"
    #expect(EventPlace.of(event, saved: [home, work], fallback: home) == home)
    #expect(EventPlace.of(event, saved: [home, work], fallback: nil) == nil)
    event.geo = Position(latitude: 48.1, longitude: 11.6)
    #expect(EventPlace.of(event, saved: [home, work], fallback: home)?.name == "48.1000, 11.6000")
  }

  @Test func theRecordRoundTrips() {
    let record = CalendarRecord(
      stamp: "0123456789abcdef", from: 1000, to: 5000, read: 3,
      problems: ["page.ics: it is not an iCalendar file"],
      events: [
        CalendarEvent(
          uid: "a@b", summary: "Tab\there", location: "Work", start: 1100, end: 1200,
          floating: true),
        CalendarEvent(
          uid: "c", summary: "Swim", location: "", start: 1300, end: 1400,
          geo: Position(latitude: 52.52, longitude: 13.41)),
      ])
    let read = CalendarRecord.read(CalendarRecord.bytes(record))
    var expected = record
    expected.events[0].summary = "Tab here"
    expected.events[1].geo = Position(latitude: 52.52, longitude: 13.41, accuracy: nil)
    #expect(read == expected)
    #expect(CalendarRecord.read(Array("rain-bar calendar 1\nstamp\tx\n".utf8)) == nil)
    #expect(CalendarRecord.read(Array("garbage".utf8)) == nil)
  }

  /// A floating time is read on the place's clock.
  @Test func floatingTimesOnThePlacesClock() throws {
    let utc = TimeZoneRules.fixed(3600)
    let event = CalendarEvent(
      uid: "u", summary: "s", location: "", start: 86_400 + 9 * 3600, end: 86_400 + 10 * 3600,
      floating: true)
    let bounds = event.bounds(zone: utc)
    #expect(bounds.start == 86_400 + 8 * 3600)
    #expect(bounds.end == 86_400 + 9 * 3600)
    let occurrence = event.occurrence(
      of: EventCalendar(name: "cal", source: "/c"), zone: utc)
    #expect(occurrence.key == "event cal/u@\(86_400 + 8 * 3600)")
  }

  /// A feed: `https://` anywhere, `webcal://` read as `https://`, `http://`
  /// only to this machine; what may be shown of it is its scheme and host;
  /// a refused address is never quoted (its path may hold a token).
  @Test func aFeedsAddress() throws {
    let read = try settings(
      "[calendar team]\nurl=webcal://cal.example.org/u/s3cret/basic.ics\nonly=run\n")
    var expected = EventCalendar(name: "team", source: "https://cal.example.org")
    expected.url = "https://cal.example.org/u/s3cret/basic.ics"
    expected.only = ["run"]
    #expect(read.calendars == [expected])
    #expect(
      try settings("[calendar t]\nurl=https://me:pw@cal.example.org:8443/x?token=1\n").calendars
        .map(\.source) == ["https://cal.example.org:8443"])
    #expect(
      try settings("[calendar t]\nurl=http://127.0.0.1:5232/cal/\n").calendars.map(\.url)
        == ["http://127.0.0.1:5232/cal/"])
    for refused in [
      "http://cal.example.org/s3cret.ics", "ftp://cal.example.org/s3cret", "s3cret", "https://",
    ] {
      do {
        _ = try settings("[calendar t]\nurl=\(refused)\n")
        Issue.record("\(refused) was taken")
      } catch {
        #expect(
          error.message
            == "Config file /c: line 2: [calendar t] url: not an https:// (or webcal://) address of an iCalendar feed; http:// only on this machine."
        )
        #expect(!error.message.contains("s3cret"))
      }
    }
    #expect(throws: ConfigError.self) {
      try settings("[calendar t]\nurl=https://cal.example.org/a.ics\nsource=~/cal\n")
    }
  }

  /// A feed's entry keeps the chosen occurrences in the envelope every entry
  /// has; its text is one clean line again when read, and an entry that is
  /// not one reads as nil.
  @Test func aFeedsEntryRoundTrips() {
    var entry = CalendarFeedEntry(
      calendar: CalendarRecord(
        stamp: "0123456789abcdef", from: 1000, to: 5000, read: 3, problems: [],
        events: [
          CalendarEvent(
            uid: "a@b", summary: "Football", location: "Work", start: 1100, end: 1200,
            floating: true),
          CalendarEvent(
            uid: "c", summary: "Swim", location: "", start: 1300, end: 1400,
            geo: Position(latitude: 52.52, longitude: 13.41, accuracy: nil)),
        ]))
    entry.fetchedAt = 900
    entry.freshUntil = 4500
    entry.etag = "\"v1\""
    let bytes = CalendarFeedResource.bytes(entry)
    #expect(bytes.map { CalendarFeedResource.record(from: $0) } == entry)
    #expect(CalendarFeedResource.record(from: Array("garbage".utf8)) == nil)
    let hostile = Array(
      (#"{"version":1,"stamp":"s","from":1,"to":2,"read":1,"events":[{"start":1,"end":2,"#
        + #""summary":"<b>x</b>\nline","uid":"u"}],"freshUntil":3}"#).utf8)
    #expect(
      CalendarFeedResource.record(from: hostile)?.calendar.events.first?.summary == "<b>x</b> line")
    #expect(CalendarFeedResource.record(from: hostile)?.calendar.events.first?.geo == nil)
  }

  /// A VTIMEZONE no place has is refused before libical expands it; a real
  /// one (the fixture's Europe/Berlin) and offsets outside a VTIMEZONE pass.
  @Test func implausibleTimeZones() throws {
    let real = try Fixture.bytes("calendar/outdoor.ics")
    #expect(String(decoding: real, as: UTF8.self).contains("BEGIN:VTIMEZONE"))
    #expect(TimeZoneCheck.problem(in: real) == nil)
    func zone(_ lines: String) -> [UInt8] {
      Array(
        "BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:X\r\n\(lines)END:VTIMEZONE\r\nEND:VCALENDAR\r\n"
          .utf8)
    }
    #expect(
      TimeZoneCheck.problem(in: zone("BEGIN:STANDARD\r\nTZOFFSETTO:+1400\r\nEND:STANDARD\r\n"))
        == nil)
    #expect(
      TimeZoneCheck.problem(in: zone("BEGIN:STANDARD\r\nTZOFFSETTO:+9959\r\nEND:STANDARD\r\n"))
        != nil)
    #expect(
      TimeZoneCheck.problem(in: zone("BEGIN:STANDARD\r\ntzoffsetfrom:-1801\r\nEND:STANDARD\r\n"))
        != nil)
    // A folded line is read whole.
    #expect(
      TimeZoneCheck.problem(
        in: zone("BEGIN:DAYLIGHT\r\nRRULE:FREQ=MIN\r\n UTELY\r\nEND:DAYLIGHT\r\n")) != nil)
    #expect(
      TimeZoneCheck.problem(in: Array("BEGIN:VEVENT\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n".utf8))
        == nil)
  }
}

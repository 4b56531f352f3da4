import Foundation
import Testing

/// `event-places=geocode` through the binary: an event's LOCATION that names
/// no saved location is sent alone to the place search (a second loopback
/// server answering as Open-Meteo's geocoding does), once, and its answer
/// kept under a hash; no answer, several, an HTTP error or a hang leave the
/// event at the selected location, said in the tooltip and by `doctor`,
/// never on a bar run's stderr. Off by default: nothing is sent.
@Suite(.serialized) struct CalendarGeocodeEndToEndTests {
  let server: FixtureServer
  let places: FixtureServer
  let sandbox: Sandbox

  static let config = """
    [rain-bar]
    location=Berlin
    event-places=geocode

    [location Berlin]
    latitude=52.52
    longitude=13.41

    [calendar outdoor]
    source=~/calendars/outdoor.ics
    """

  init() throws {
    server = try FixtureServer()
    places = try FixtureServer()
    sandbox = try Sandbox()
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    sandbox.environment["RAIN_BAR_OPEN_METEO_GEOCODING_URL"] =
      "http://127.0.0.1:\(places.port)/v1/search"
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try places.setDefault(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/calendars", withIntermediateDirectories: true)
    try sandbox.writeConfig(Self.config)
  }

  /// Events on Monday 30 November from 16:00 Berlin time, an hour each, at `locations`.
  func write(_ locations: [String]) throws {
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//rain-bar//test//EN\r\n"
    for (index, location) in locations.enumerated() {
      text += """
        BEGIN:VEVENT\r
        UID:event-\(index)@rain-bar.test\r
        DTSTAMP:20261101T000000Z\r
        DTSTART:20261130T\(15 + index)0000Z\r
        DTEND:20261130T\(15 + index)3000Z\r
        SUMMARY:Match \(index)\r
        LOCATION:\(location)\r
        END:VEVENT\r

        """
    }
    text += "END:VCALENDAR\r\n"
    try text.write(
      toFile: sandbox.home + "/calendars/outdoor.ics", atomically: true, encoding: .utf8)
  }

  func search(_ encoded: String) -> String {
    "/v1/search?name=\(encoded)&count=10&language=en&format=json"
  }

  func cacheFile() throws -> String {
    try String(contentsOfFile: sandbox.home + "/cache/rain-bar/event-places", encoding: .utf8)
  }

  /// The place found is the event's (its name and forecast); the second run
  /// reads the kept answer, which holds a hash, the coordinates and the
  /// found place's name, never the location's text.
  @Test func lookedUpOnceThenFromTheCache() throws {
    try write(["Enschede\\, Overijssel"])
    let first = try sandbox.run(["events", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(first.stderr == "")
    #expect(
      first.stdout.hasPrefix(
        #"[{"event":"Match 0","calendar":"outdoor","uid":"event-0@rain-bar.test","location":"Enschede","start":"#
      ))
    let second = try sandbox.run(["events", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(second.stdout == first.stdout)
    #expect(try places.requests().map(\.path) == [search("Enschede%2C%20Overijssel")])
    let kept = try cacheFile()
    #expect(!kept.contains("Overijssel"))
    let fields = kept.split(separator: "\n").last?.split(separator: "\t").map(String.init)
    #expect(fields?.count == 6)
    #expect(fields?.dropFirst(2) == ["place", "52.2183", "6.8958", "Enschede"])
    #expect(fields?.first?.count == 16)
    // The bar at Berlin shows no event of Enschede's, and says nothing on stderr.
    let bar = try sandbox.run(
      ["--format", "waybar", "--template", "{icon}{event}", "--tooltip", "events"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(bar.stderr == "")
    #expect(bar.stdout.contains(#""tooltip":"<tt>Berlin, 0s ago\nNo calendar events here"#))
    #expect(try places.requests().count == 1)
    // `cache clear` removes the answers with the calendars' entries.
    _ = try sandbox.run(["cache", "clear"], expect: 0)
    #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/cache/rain-bar/event-places"))
  }

  /// `&`, `<`, `#[` and `%{` go percent-encoded as the search's one name;
  /// two places share the beginning of the name and none is it: several,
  /// so the event stays at Berlin, said under it in the tooltip (escaped),
  /// not on stderr.
  @Test func markupAndFormatCharactersAndSeveralAnswers() throws {
    try write(["Café & <b>Bar</b> #[fg=red] %{F#f00}"])
    let bar = try sandbox.run(
      ["--format", "waybar", "--template", "{event}", "--tooltip", "events"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(bar.stderr == "")
    #expect(
      bar.stdout
        == #"{"text":"Match 0 16:00 80%","tooltip":"<tt>Berlin, 0s ago\nMatch 0 Mon 16:00–16:30: 80%, light rain from 16:00\nMatch 0: several places have the name of its location;\njudged at Berlin.</tt>","alt":"rain","class":["rain","rain-likely"],"percentage":80}"#
        + "\n")
    #expect(
      try places.requests().map(\.path) == [
        search("Caf%C3%A9%20%26%20%3Cb%3EBar%3C%2Fb%3E%20%23%5Bfg%3Dred%5D%20%25%7BF%23f00%7D")
      ])
    let doctor = try sandbox.run(["doctor"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(
      doctor.stdout.contains(
        "! Calendar outdoor: 1 event read, 1 in the next days; Match 0: several places have the name of its location; judged at Berlin\n"
      ))
    #expect(try places.requests().count == 1)
    #expect(try !cacheFile().contains("Caf"))
  }

  @Test func noPlaceFound() throws {
    try places.setDefault(.init(file: "open-meteo/openmeteo-geocoding-empty.json"))
    try write(["Nowhere"])
    let events = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(events.stdout == "Match 0 Mon 16:00–16:30: 80%, light rain from 16:00\n")
    #expect(
      events.stderr
        == "Warning: calendar outdoor: Match 0: no place has the name of its location; judged at Berlin.\n"
    )
    _ = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try places.requests().count == 1)
  }

  /// An HTTP error is said, and asked again an hour later (not on every run).
  @Test func anHTTPError() throws {
    try places.setDefault(
      .init(status: 500, body: #"{"error":true,"reason":"Internal Server Error"}"#))
    try write(["Stadium"])
    let bar = try sandbox.run(
      ["--format", "waybar", "--template", "{event}", "--tooltip", "events"],
      at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(bar.stderr == "")
    #expect(
      bar.stdout.contains(
        #"\nMatch 0: its location could not be looked up (Open-Meteo\ngeocoding is failing (HTTP 500): Internal Server Error);\njudged at Berlin.</tt>""#
      ))
    _ = try sandbox.run(["events"], at: "2026-11-30 12:45:00", expect: 0)
    #expect(try places.requests().count == 1)
    try places.setDefault(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    _ = try sandbox.run(["events"], at: "2026-11-30 13:20:00", expect: 0)
    #expect(try places.requests().count == 2)
  }

  /// A search that never answers costs the run no more than its timeout;
  /// the line is written and the event judged at Berlin.
  @Test func aHangWithinTheTimeout() throws {
    _ = try sandbox.run(["--template", "{icon}"], at: ShowEndToEndTests.berlinNow, expect: 0)
    try places.setDefault(.init(hang: true))
    try write(["Stadium"])
    let bar = try sandbox.run(
      ["--template", "{icon} {event}", "--timeout", "2"], at: ShowEndToEndTests.berlinNow,
      expect: 0)
    #expect(bar.seconds < 3.5, "\(bar.seconds) s")
    #expect(bar.stdout == "🌧️ Match 0 16:00 80%\n")
    #expect(bar.stderr == "")
    #expect(try cacheFile().contains("\tfailed\t"))
  }

  /// At most 3 lookups a run: the fourth location's turn is the next run.
  @Test func threeLookupsARun() throws {
    try places.setDefault(.init(file: "open-meteo/openmeteo-geocoding-empty.json"))
    try write(["A", "B", "C", "D"])
    let first = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      first.stderr.contains(
        "Warning: calendar outdoor: Match 3: its location is looked up on a later run; judged at Berlin.\n"
      ))
    #expect(try places.requests().map(\.path) == ["A", "B", "C"].map(search))
    _ = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try places.requests().map(\.path) == ["A", "B", "C", "D"].map(search))
  }

  /// watch's line never waits for the search: it looks the locations up in
  /// the background at its start and shows the answer when it comes.
  @Test func watchLooksUpInTheBackground() throws {
    try places.setDefault(.init(file: "open-meteo/openmeteo-geocoding-empty.json", delay: 1))
    try write(["Nowhere"])
    let watch = try Watching(
      sandbox, ["--format", "waybar", "--template", "{event}", "--tooltip", "events"],
      at: ShowEndToEndTests.berlinNow)
    #expect(watch.waitForLine { $0.contains("Match 0") } != nil, "lines \(watch.lines)")
    #expect(
      watch.lines.first?.contains("Match 0: its location is looked up on a later run;") == true,
      "lines \(watch.lines)")
    #expect(
      watch.waitForLine(seconds: 5) {
        $0.contains("Match 0: no place has the name of its location;")
      } != nil, "lines \(watch.lines)")
    #expect(try places.requests().count == 1)
    #expect(watch.stderr == "")
  }

  /// Off by default: the text stays on the machine.
  @Test func offByDefault() throws {
    try sandbox.writeConfig(
      Self.config.replacingOccurrences(of: "event-places=geocode\n", with: ""))
    try write(["Stadium"])
    let events = try sandbox.run(["events"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(events.stdout == "Match 0 Mon 16:00–16:30: 80%, light rain from 16:00\n")
    #expect(events.stderr == "")
    #expect(try places.requests().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/cache/rain-bar/event-places"))
  }
}

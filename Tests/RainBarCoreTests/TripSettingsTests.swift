import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `[trip NAME]` groups as Settings reads them: every key, the defaults, each
/// mistake a config error with its line where the text is known; `trips(at:)`
/// and the snooze's "today".
struct TripSettingsTests {
  func settings(_ text: String) throws(ConfigError) -> Settings {
    guard let document = KeyFileParser.document(Array(text.utf8)) else {
      throw ConfigError(path: "/c", problem: "not a plain key file")
    }
    return try Settings(document: document, path: "/c")
  }

  static let places = """
    [rain-bar]
    location=Berlin

    [location Berlin]
    latitude=52.52
    longitude=13.41

    [location Work]
    latitude=52.5
    longitude=13.4

    """

  @Test func everyKeyAndTheDefaults() throws {
    let read = try settings(
      Self.places + """
        [trip commute]
        days=Mon-Fri
        times=08:00-08:40,17:30-18:15
        notify-before=45
        threshold=70
        location=Work

        [trip run]
        days=Sat
        times=10:00-11:00
        """)
    #expect(read.trips.map(\.name) == ["commute", "run"])
    #expect(read.trips[0].times.count == 2)
    #expect(read.trips[0].notifyBefore == 45)
    #expect(read.trips[0].threshold == 70)
    #expect(read.trips[1].notifyBefore == 30)
    #expect(read.trips[1].threshold == nil)
    let berlin = try #require(read.location(named: "Berlin"))
    let work = try #require(read.location(named: "Work"))
    #expect(read.trips(at: berlin).map(\.name) == ["run"])
    #expect(read.trips(at: work).map(\.name) == ["commute"])
  }

  @Test(arguments: [
    ("days=Mon-Fry\ntimes=08:00-08:40", "line 12: [trip t] days: 'Mon-Fry' is not a list of days"),
    ("days=Mon\ntimes=8-9", "line 13: [trip t] times: '8-9' is not a list of times of day"),
    ("days=Mon\ntimes=08:00-08:40\nnotify-before=999", "line 14: [trip t] notify-before: '999'"),
    ("days=Mon\ntimes=08:00-08:40\nthreshold=101", "line 14: [trip t] threshold: '101'"),
    ("days=Mon\ntimes=08:00-08:40\ncolour=red", "line 14: [trip t] colour: unknown key."),
    ("times=08:00-08:40", "[trip t] days: missing: give e.g. days=Mon-Fri."),
    ("days=Mon", "[trip t] times: missing: give e.g. times=08:00-08:40."),
  ])
  func mistakesNameTheirLine(body: String, message: String) {
    do {
      _ = try settings(Self.places + "[trip t]\n" + body + "\n")
      Issue.record("no error for \(body)")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func snoozeTodayEndsAtTheLocalMidnight() throws {
    let berlin = try Fixture.berlin
    // 2026-11-30 14:15 UTC is 15:15 in Berlin; midnight there is 23:00 UTC.
    let now: Int64 = 1_796_048_100
    #expect(Snooze.make(.today, now: now, zone: berlin) == Snooze(until: 1_796_079_600))
    #expect(Snooze.make(.span(TimeSpan(minutes: 90)), now: now, zone: berlin)?.until == now + 5400)
    #expect(Snooze.make(.off, now: now, zone: berlin) == nil)
    #expect(Snooze.Request("1h30m") == .span(TimeSpan(minutes: 90)))
    #expect(Snooze.Request("0m") == nil)
    #expect(Snooze.Request("soon") == nil)
  }
}

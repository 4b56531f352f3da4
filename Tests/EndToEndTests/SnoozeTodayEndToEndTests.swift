import Foundation
import Testing

/// `snooze today` through the built binary on the place's clock (its saved
/// `timezone=`, read from the system's zoneinfo, tzdata 2025b) where the
/// clocks change at midnight: on the days 00:00 is skipped the snooze ends at
/// 01:00, the instant the day begins, not at 23:00 the evening before; after a
/// fall-back over midnight, at the first 00:00. The instants were read with
/// `zdump -v ZONE`; each run's clock is libfaketime's, started where the test says.
@Suite struct SnoozeTodayEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    var config = "[rain-bar]\nlocation=Santiago\n"
    for place in Self.places {
      config += "\n[location \(place.name)]\nlatitude=\(place.latitude)\n"
      config += "longitude=\(place.longitude)\ntimezone=\(place.zone)\n"
    }
    try sandbox.writeConfig(config)
  }

  struct Place: Sendable, CustomStringConvertible {
    var name: String
    var zone: String
    var latitude: String
    var longitude: String
    /// UTC instants at which a day without a midnight begins (01:00 local), 2025 to 2027.
    var skipped: [String]
    /// UTC instants of the first midnight after the clocks fell back over one, 2025 to 2027.
    var late: [String]

    /// The answer's zone for a snooze ending at `instant`: " (zone time)"
    /// when the machine's clock (the sandbox's UTC) shows another time then.
    func named(_ instant: String) -> String {
      let offset = TimeZone(identifier: zone)?.secondsFromGMT(for: TestClock.date(instant)) ?? 0
      return offset == 0 ? "" : " (\(zone) time)"
    }
    var description: String { zone }
  }

  static let places = changingAtMidnight + changingAtNight

  /// Where the clocks change in the night, not at midnight (New York at 02:00,
  /// Lord Howe by half an hour at 02:00): on the change days and the days
  /// after them the snooze still ends at 00:00. `late` holds those midnights.
  static let changingAtNight = [
    Place(
      name: "New York", zone: "America/New_York", latitude: "40.71", longitude: "-74.01",
      skipped: [],
      late: [
        "2026-03-08 05:00:00", "2026-03-09 04:00:00", "2026-11-01 04:00:00",
        "2026-11-02 05:00:00",
      ]),
    Place(
      name: "Lord Howe", zone: "Australia/Lord_Howe", latitude: "-31.55", longitude: "159.08",
      skipped: [],
      late: [
        "2026-04-04 13:00:00", "2026-04-05 13:30:00", "2026-10-03 13:30:00",
        "2026-10-04 13:00:00",
      ]),
  ]

  static let changingAtMidnight = [
    Place(
      name: "Santiago", zone: "America/Santiago", latitude: "-33.45", longitude: "-70.67",
      skipped: ["2025-09-07 04:00:00", "2026-09-06 04:00:00", "2027-09-05 04:00:00"],
      late: ["2025-04-06 04:00:00", "2026-04-05 04:00:00", "2027-04-04 04:00:00"]),
    Place(
      name: "Azores", zone: "Atlantic/Azores", latitude: "37.74", longitude: "-25.67",
      skipped: ["2025-03-30 01:00:00", "2026-03-29 01:00:00", "2027-03-28 01:00:00"],
      late: ["2025-10-26 00:00:00", "2026-10-25 00:00:00", "2027-10-31 00:00:00"]),
    Place(
      name: "Havana", zone: "America/Havana", latitude: "23.13", longitude: "-82.38",
      skipped: ["2025-03-09 05:00:00", "2026-03-08 05:00:00", "2027-03-14 05:00:00"],
      late: ["2025-11-02 04:00:00", "2026-11-01 04:00:00", "2027-11-07 04:00:00"]),
    Place(
      name: "Beirut", zone: "Asia/Beirut", latitude: "33.89", longitude: "35.50",
      skipped: ["2025-03-29 22:00:00", "2026-03-28 22:00:00", "2027-03-27 22:00:00"],
      late: ["2025-10-25 22:00:00", "2026-10-24 22:00:00", "2027-10-30 22:00:00"]),
    Place(
      name: "Cairo", zone: "Africa/Cairo", latitude: "30.04", longitude: "31.24",
      skipped: ["2025-04-24 22:00:00", "2026-04-23 22:00:00", "2027-04-29 22:00:00"],
      late: ["2025-10-30 22:00:00", "2026-10-29 22:00:00", "2027-10-28 22:00:00"]),
  ]

  /// "2026-09-06 04:00:00" moved by `seconds`, as `at:` takes it.
  static func utc(_ fixed: String, _ seconds: Int) -> String {
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd HH:mm:ss"
    format.timeZone = TimeZone(identifier: "UTC")
    return format.string(from: TestClock.date(fixed).addingTimeInterval(Double(seconds)))
  }

  /// The snooze's end as the binary wrote it (Unix seconds).
  func writtenUntil() throws -> String {
    try String(contentsOfFile: sandbox.home + "/cache/rain-bar/snooze/until", encoding: .utf8)
  }

  static func unix(_ fixed: String) -> String {
    String(Int(TestClock.date(fixed).timeIntervalSince1970))
  }

  @Test(arguments: places) func todayEndsWhenTheNextDayBegins(place: Place) throws {
    let location = ["--location", place.name]
    for begins in place.skipped {
      // Asked at the evening before, 3 hours ahead of the day's start.
      let run = try sandbox.run(
        ["snooze", "today"] + location, at: Self.utc(begins, -3 * 3600), expect: 0)
      #expect(
        run.stdout
          == "Notifications other than official warnings are snoozed until 01:00\(place.named(begins)).\n",
        "\(begins)")
      #expect(try writtenUntil() == Self.unix(begins) + "\n", "\(begins)")
      // Still in force a minute before the day begins (23:59), over when it does.
      let last = try sandbox.run(["snooze"] + location, at: Self.utc(begins, -60), expect: 0)
      #expect(last.stdout == run.stdout, "\(begins)")
      let over = try sandbox.run(["snooze"] + location, at: Self.utc(begins, 1), expect: 0)
      #expect(
        over.stdout == "Nothing is snoozed: every notification is sent.\n",
        "\(begins)")
    }
    for begins in place.late {
      let run = try sandbox.run(
        ["snooze", "today"] + location, at: Self.utc(begins, -3 * 3600), expect: 0)
      #expect(
        run.stdout
          == "Notifications other than official warnings are snoozed until 00:00\(place.named(begins)).\n",
        "\(begins)")
      #expect(try writtenUntil() == Self.unix(begins) + "\n", "\(begins)")
    }
  }

  /// The answer is on the place's clock: it names the place's zone when the
  /// machine's shows another time then (issue 47.13), and none when both agree.
  @Test func snoozeNamesThePlacesZoneWhenTheMachinesDiffers() throws {
    let location = ["--location", "Beirut"]
    let at = "2026-11-30 12:00:00"
    let utc = try sandbox.run(["snooze", "1h"] + location, at: at, expect: 0)
    #expect(
      utc.stdout
        == "Notifications other than official warnings are snoozed until 15:00 (Asia/Beirut time).\n"
    )
    // A place on UTC (no zone known: UTC) and the machine on UTC (the sandbox's TZ).
    let same = try sandbox.run(
      ["snooze", "1h", "--lat", "64.15", "--lon", "-21.94"], at: at, expect: 0)
    #expect(same.stdout == "Notifications other than official warnings are snoozed until 13:00.\n")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The zone mapping: tzdata's Europe/Berlin (a fat file of tzdata 2025b, a slim
/// one made by zic from Fixtures/zoneinfo/slim/berlin.zi, and its POSIX rule
/// alone), around both of 2026's changes, and what a hostile name or file gets.
@Suite struct TimeZoneRulesTests {
  /// 2026-03-29 01:00 UTC: 02:00 CET becomes 03:00 CEST.
  static let springForward: Int64 = 1_774_746_000
  /// 2026-10-25 01:00 UTC: 03:00 CEST becomes 02:00 CET.
  static let fallBack: Int64 = 1_792_890_000
  static let posix = "CET-1CEST,M3.5.0,M10.5.0/3"

  static func readings() throws -> [TimeZoneRules] {
    [
      try Fixture.berlin,
      try Fixture.zone("Europe/Berlin", folder: "zoneinfo/slim"),
      try #require(TimeZoneRules(posix: posix, name: "Europe/Berlin")),
    ]
  }

  @Test func offsetsAroundBothChanges() throws {
    for zone in try Self.readings() {
      #expect(zone.offset(at: Self.springForward - 1) == 3600)
      #expect(zone.offset(at: Self.springForward) == 7200)
      #expect(zone.offset(at: Self.fallBack - 1) == 7200)
      #expect(zone.offset(at: Self.fallBack) == 3600)
      #expect(zone.name == "Europe/Berlin")
      #expect(!zone.isFixed)
    }
  }

  @Test func wallClockAroundBothChanges() throws {
    let zone = try Fixture.berlin
    func clock(_ t: Int64) -> String { ClockStyle.h24.time(t, in: zone) }
    // Spring: 01:59 is followed by 03:00; 02:xx is never read.
    #expect(clock(Self.springForward - 60) == "01:59")
    #expect(clock(Self.springForward) == "03:00")
    // Autumn: 02:00 to 02:59 is read twice.
    #expect(clock(Self.fallBack - 3600) == "02:00")
    #expect(clock(Self.fallBack - 60) == "02:59")
    #expect(clock(Self.fallBack) == "02:00")
    #expect(clock(Self.fallBack + 3600) == "03:00")
  }

  /// The fat file, the slim file (transitions to 1996, then its footer) and the
  /// footer alone give the same offset from 1997 to 2060 (the fat file's
  /// transitions end in 2037; its footer goes on): every hour of March and
  /// October, noon on the other days.
  @Test func theThreeReadingsAgree() throws {
    let zones = try Self.readings()
    for day in CivilTime.days(
      year: 1997, month: 1, day: 1)..<CivilTime.days(
        year: 2061, month: 1, day: 1)
    {
      let month = TimeZoneRules.date(ofDay: day).month
      let hours = month == 3 || month == 10 ? Array(0..<24) : [12]
      for hour in hours {
        let t = Int64(day * 86_400 + hour * 3600)
        let offsets = zones.map { $0.offset(at: t) }
        if offsets.contains(where: { $0 != offsets[0] }) {
          Issue.record("offsets differ at \(t): \(offsets)")
          return
        }
      }
    }
  }

  /// A version 1 file (32-bit times, no footer): its table alone.
  @Test func versionOneFiles() throws {
    let bytes = try Fixture.bytes("zoneinfo/Europe/Berlin")
    var v1 = Array(bytes[0..<(44 + Self.v1DataSize(bytes))])
    v1[4] = 0
    let zone = try #require(TimeZoneRules(tzif: v1, name: "Europe/Berlin"))
    #expect(zone.offset(at: Self.springForward - 1) == 3600)
    #expect(zone.offset(at: Self.springForward) == 7200)
    #expect(zone.offset(at: Self.fallBack) == 3600)
  }

  /// The fat file's history: local mean time until 1893, and 1945's midsummer time.
  @Test func historyFromTheFile() throws {
    let zone = try Fixture.berlin
    #expect(zone.offset(at: -2_500_000_000) == 3208)
    #expect(zone.offset(at: -772_416_000) == 10_800)  // 1945-07-10
  }

  /// The local date changes at local midnight: Sunday 29 March has 23 hours,
  /// Sunday 25 October 25.
  @Test func daysOf23And25Hours() throws {
    let sunday = CivilTime.days(year: 2026, month: 3, day: 29)
    let autumn = CivilTime.days(year: 2026, month: 10, day: 25)
    for zone in try Self.readings() {
      // Midnights: 2026-03-28 23:00, 2026-03-29 22:00, 2026-10-24 22:00, 2026-10-25 23:00 UTC.
      for (midnight, day) in [
        (1_774_738_800, sunday), (1_774_821_600, sunday + 1), (1_792_879_200, autumn),
        (1_792_969_200, autumn + 1),
      ] as [(Int64, Int)] {
        #expect(zone.day(midnight - 1) == day - 1)
        #expect(zone.day(midnight) == day)
      }
    }
  }

  /// Santiago changes at midnight: in September Saturday 24:00 at -04 is
  /// Sunday 01:00 at -03 (Sunday has no midnight); in April Saturday 24:00 at
  /// -03 is Saturday 23:00 at -04 again, and Sunday starts an hour later.
  @Test func daysWhereMidnightIsSkippedOrLate() throws {
    let zone = try #require(
      TimeZoneRules(posix: "<-04>4<-03>,M9.1.6/24,M4.1.6/24", name: "America/Santiago"))
    let september = CivilTime.days(year: 2026, month: 9, day: 6)
    let change = Int64(september) * 86_400 + 4 * 3600
    #expect(zone.day(change - 1) == september - 1)
    #expect(zone.day(change) == september)
    #expect(zone.fields(change).hour == 1)
    let april = CivilTime.days(year: 2026, month: 4, day: 5)
    let back = Int64(april) * 86_400 + 3 * 3600
    #expect(zone.day(back - 1) == april - 1)
    #expect(zone.fields(back).hour == 23)
    #expect(zone.day(back + 3599) == april - 1)
    #expect(zone.day(back + 3600) == april)
  }

  @Test func southernDaylightSpansTheNewYear() throws {
    let zone = try #require(
      TimeZoneRules(posix: "AEST-10AEDT,M10.1.0,M4.1.0/3", name: "Australia/Sydney"))
    #expect(zone.offset(at: 1_767_225_600) == 11 * 3600)  // 2026-01-01
    #expect(zone.offset(at: 1_782_864_000) == 10 * 3600)  // 2026-07-01
    #expect(zone.offset(at: 1_798_761_600) == 11 * 3600)  // 2027-01-01
  }

  /// A daily row's time is its local midnight at one offset for the whole
  /// answer: Open-Meteo's after the change is an hour late (spring) or early
  /// (autumn); a true midnight is exact. Each names the right date.
  @Test func dailyRowsNameTheirDate() throws {
    let zone = try Fixture.berlin
    func date(_ t: Int64) -> String { ClockStyle.day(zone.day(startingNear: t)) }
    #expect(date(1_774_825_200) == "Mon 30 Mar")  // 23:00 UTC: midnight at +01:00
    #expect(date(1_774_821_600) == "Mon 30 Mar")  // 22:00 UTC: midnight at +02:00
    #expect(date(1_792_965_600) == "Mon 26 Oct")  // 22:00 UTC: midnight at +02:00
    #expect(date(1_792_969_200) == "Mon 26 Oct")  // 23:00 UTC: midnight at +01:00
    // One fixed offset names the true midnight after the spring change wrongly.
    #expect(ClockStyle.day(TimeZoneRules.fixed(3600).day(1_774_821_600)) == "Sun 29 Mar")
  }

  @Test func fixedOffsetIsOneOffsetForEveryInstant() {
    let zone = TimeZoneRules.fixed(-18_000)
    #expect(zone.isFixed)
    #expect(zone.name == nil)
    #expect(zone.offset(at: Self.springForward) == -18_000)
    #expect(zone.offset(at: .min) == -18_000)
    #expect(zone.day(17_999) == -1)
    #expect(zone.day(18_000) == 0)
  }

  @Test func namesOfTheIANAForm() {
    for name in [
      "Europe/Berlin", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "Etc/GMT-14",
      "America/Port-au-Prince", "EST5EDT",
    ] {
      #expect(TimeZoneRules.isValidName(name), "\(name)")
    }
    for name in [
      "", "/etc/passwd", "../etc/passwd", "Europe/../../etc/passwd", "Europe/..", "..",
      ".", "Europe//Berlin", "Europe/", "/Europe/Berlin", ".hidden", "Europe/.Berlin",
      "Europe/Berlin\n", "Europe/Berlín", "Europe/Berlin\0", " Europe/Berlin", "-x", "a/b/c/d",
      "Europe\\Berlin", "Europe/Berlin;rm", "5Europe", String(repeating: "A", count: 65),
    ] {
      #expect(!TimeZoneRules.isValidName(name), "\(name.debugDescription)")
    }
  }

  @Test func brokenFilesAreNotZones() throws {
    let bytes = try Fixture.bytes("zoneinfo/Europe/Berlin")
    // Every shorter file: the footer's closing newline is missing at least.
    for length in 0..<bytes.count {
      #expect(TimeZoneRules(tzif: Array(bytes[0..<length]), name: "x") == nil, "\(length)")
    }
    var magic = bytes
    magic[0] = 0x74
    #expect(TimeZoneRules(tzif: magic, name: "x") == nil)
    var version = bytes
    version[4] = 0x21
    #expect(TimeZoneRules(tzif: version, name: "x") == nil)
    // Leap seconds ("right/" zones): not Unix times.
    let right = Self.withCount(bytes, index: 2, value: 1)
    #expect(TimeZoneRules(tzif: right, name: "x") == nil)
    // A count far beyond the file.
    #expect(
      TimeZoneRules(tzif: Self.withCount(bytes, index: 3, value: 0xFFFF_FFFF), name: "x") == nil)
    #expect(TimeZoneRules(tzif: bytes + [UInt8](repeating: 0, count: 70_000), name: "x") == nil)
    for rule in [
      "", "CET", "CET-1CEST", "CET-1CEST,M3.5.0", "CET-99", "CET-1CEST,M13.5.0,M10.5.0",
      "CET-1CEST,M3.5.0,M10.5.0/200", "<+03", "CE-1",
    ] {
      #expect(TimeZoneRules(posix: rule, name: "x") == nil, "\(rule)")
    }
  }

  /// Random damage to the file: an answer (a zone or nil) every time, never a trap.
  @Test func damagedFilesNeverTrap() throws {
    let bytes = try Fixture.bytes("zoneinfo/Europe/Berlin")
    var random = SeededRandom(seed: 21)
    for _ in 0..<3000 {
      var damaged = bytes
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
      if let zone = TimeZoneRules(tzif: damaged, name: "x") {
        for t in [Int64.min, -1, Self.springForward, Self.fallBack, 4_000_000_000, Int64.max] {
          _ = zone.offset(at: t)
        }
        _ = zone.day(Self.springForward)
        _ = zone.day(startingNear: Self.fallBack)
      }
    }
  }

  /// The header count `index` (0 isutcnt … 5 charcnt) of the 64-bit block set to `value`.
  static func withCount(_ bytes: [UInt8], index: Int, value: UInt32) -> [UInt8] {
    var bytes = bytes
    let v1 = 44 + Self.v1DataSize(bytes)
    for i in 0..<4 {
      bytes[v1 + 20 + index * 4 + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i))
    }
    return bytes
  }

  static func v1DataSize(_ bytes: [UInt8]) -> Int {
    func count(_ i: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(bytes[20 + i * 4 + $1]) }
    }
    let (isut, isstd, leap, time, type, chars) = (
      count(0), count(1), count(2), count(3), count(4), count(5)
    )
    return time * 5 + type * 6 + chars + leap * 8 + isstd + isut
  }
}

/// Zones looked up by name in the system's zoneinfo, through the file system.
@Suite struct TimeZoneDatabaseTests {
  let files = InMemoryFileSystem()

  init() throws {
    files.files["/usr/share/zoneinfo/Europe/Berlin"] = try Fixture.bytes("zoneinfo/Europe/Berlin")
  }

  var database: TimeZoneDatabase { TimeZoneDatabase(environment: [:], fileSystem: files) }

  func forecast(timezone: String?, offset: Int = 3600) -> Forecast {
    Forecast(
      latitude: 52.52, longitude: 13.41, utcOffsetSeconds: offset, timezone: timezone,
      current: nil, hourly: .empty, daily: .empty)
  }

  @Test func aZoneByName() throws {
    #expect(database.rules(named: "Europe/Berlin") == (try Fixture.berlin))
    #expect(database.rules(named: "Europe/Paris") == nil)
  }

  /// A file outside zoneinfo, even a valid zone file, is never reached.
  @Test func namesThatLeaveTheDirectoryAreNotLookedUp() throws {
    files.files["/usr/share/etc/passwd"] = try Fixture.bytes("zoneinfo/Europe/Berlin")
    files.files["/etc/passwd"] = try Fixture.bytes("zoneinfo/Europe/Berlin")
    for name in ["../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "../../../etc/passwd"] {
      #expect(database.rules(named: name) == nil, "\(name)")
    }
  }

  @Test func onlySmallRegularFiles() {
    files.directories.insert("/usr/share/zoneinfo/Europe")
    #expect(database.rules(named: "Europe") == nil)
    files.files["/usr/share/zoneinfo/Big"] = [UInt8](repeating: 0x54, count: 70_000)
    #expect(database.rules(named: "Big") == nil)
    files.files["/usr/share/zoneinfo/Text"] = Array("not a zone".utf8)
    #expect(database.rules(named: "Text") == nil)
  }

  @Test func tzdirWhenAbsolute() throws {
    files.files["/opt/zones/Europe/Berlin"] = try Fixture.bytes("zoneinfo/Europe/Berlin")
    files.files["/usr/share/zoneinfo/Europe/Berlin"] = nil
    let elsewhere = TimeZoneDatabase(environment: ["TZDIR": "/opt/zones"], fileSystem: files)
    #expect(elsewhere.rules(named: "Europe/Berlin") != nil)
    let relative = TimeZoneDatabase(environment: ["TZDIR": "opt/zones"], fileSystem: files)
    #expect(relative.directory == "/usr/share/zoneinfo")
  }

  /// The provider's zone, else the saved location's, else the answer's one offset.
  @Test func whichClockAForecastIsReadBy() throws {
    let berlin = try Fixture.berlin
    let saved = Location(name: "B", latitude: 52.52, longitude: 13.41, timezone: "Europe/Berlin")
    let plain = Location(name: "B", latitude: 52.52, longitude: 13.41)
    #expect(database.rules(for: forecast(timezone: "Europe/Berlin"), at: plain) == berlin)
    #expect(database.rules(for: forecast(timezone: nil), at: saved) == berlin)
    #expect(database.rules(for: forecast(timezone: "../../etc/passwd"), at: saved) == berlin)
    #expect(database.rules(for: forecast(timezone: nil), at: plain) == .fixed(3600))
    #expect(database.rules(for: forecast(timezone: "Mars/Olympus"), at: plain) == .fixed(3600))
    // Rules read for an earlier place are used again for the same name only.
    let sydney = try #require(
      TimeZoneRules(posix: "AEST-10AEDT,M10.1.0,M4.1.0/3", name: "Australia/Sydney"))
    #expect(
      database.rules(for: forecast(timezone: "Australia/Sydney"), at: plain, known: sydney)
        == sydney)
    #expect(
      database.rules(for: forecast(timezone: "Europe/Berlin"), at: plain, known: sydney) == berlin)
    // No tzdata on the system: the offset, as before zones were read.
    files.files = [:]
    #expect(database.rules(for: forecast(timezone: "Europe/Berlin"), at: saved) == .fixed(3600))
  }

  /// An entry cached before zones were read, or for a provider that names none:
  /// it still reads, and its one offset is the clock; with the zone, the zone's.
  @Test func cacheEntriesWithAndWithoutAZone() throws {
    let text = String(
      decoding: try Fixture.bytes("cache/open-meteo-berlin-v1-jsonencoder.json"), as: UTF8.self)
    let withZone = try #require(CacheEntry.read(Array(text.utf8)))
    let old = text.replacingOccurrences(of: #""timezone":"Europe\/Berlin","#, with: "")
    #expect(old != text)
    let withoutZone = try #require(CacheEntry.read(Array(old.utf8)))
    let forecast = try #require(withoutZone.forecast)
    #expect(forecast.timezone == nil)
    #expect(database.rules(for: forecast, at: withoutZone.location) == .fixed(3600))
    #expect(
      database.rules(for: try #require(withZone.forecast), at: withZone.location)
        == (try Fixture.berlin))
  }
}

import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Cache files as rain-bar wrote them before the one record envelope
/// (`Tests/Fixtures/cache/records/`, written by the hand-written writers of
/// each kind, with what their readers read beside each as `.txt`): every
/// kind still reads exactly as it did, and is written again byte for byte.
/// `RAIN_BAR_RECORD_FIXTURES=write` writes the files again (only ever from a
/// writer known to be right).
@Suite struct CacheRecordBytesTests {
  static let folder = "cache/records"

  /// One sample of every kind of record, and of every member a kind may hold.
  static func samples() throws -> [(name: String, record: Sample)] {
    let berlin = Location(
      name: "Berlin \"Mitte\" / ü\u{1}", country: "Germany", latitude: 52.52, longitude: 13.41,
      timezone: "Europe/Berlin")
    let montreal = Location(name: "Montréal", latitude: 45.5017, longitude: -73.5673)
    // The forecast the old writer kept (decoded then from
    // openmeteo-constructed-berlin-rain-extras-unixtime.json): a later change
    // of the decoder (the hour-start shift, issue 47 item 4) is no change of
    // the record's bytes.
    var extras = try #require(
      CacheEntry.read(try Fixture.bytes(folder + "/forecast-open-meteo-full.json"))?.forecast)
    var minutes = try #require(
      MinutelyPrecipitation(
        start: 1_796_040_600, interval: 300, resolution: 300,
        intensity: [0, 0.1, nil, 2.5, 12.25, 1e-7],
        probability: [nil, 20, 40, nil, 100, 0], kind: [nil, .rain, .rain, nil, .snow, .sleet]))
    minutes.source = .radar
    extras.minutely = minutes
    var full = CacheEntry(
      provider: "open-meteo", location: berlin, forecast: extras,
      fetchedAt: 1_796_040_123.456_789_1, freshUntil: 1_796_040_723.456_789_1,
      lastModified: "Tue, 01 Dec 2026 10:00:00 GMT", etag: "W/\"abc\"",
      backoffUntil: 1_796_041_000,
      backoffNote: BackoffNote(kind: .failing, seconds: 120, reason: "HTTP 500 \"busy\""))
    full.asked = [.humidity, .windGusts, .uvIndex]

    let pirate = PirateWeatherProvider(baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t")
    let montrealForecast = try pirate.decode(
      HTTPResponse(
        status: 200,
        body: try Fixture.bytes("dark-sky/darksky-montreal-2014-minutely-rain-starting.json")))
    let plain = CacheEntry(
      provider: "pirate-weather", location: montreal, forecast: montrealForecast,
      fetchedAt: 1_400_000_000, freshUntil: 1_400_000_600)
    var unavailable = plain
    unavailable.forecast?.minutely = MinutelyPrecipitation(unavailable: .noCoverage)
    let forecastBackoff = CacheEntry(
      provider: "met-no", location: Location(name: "x", latitude: -1.5, longitude: 0),
      forecast: nil, fetchedAt: nil, freshUntil: 0, backoffUntil: 5,
      backoffNote: BackoffNote(kind: .offline, seconds: 30, reason: "Cannot resolve h."))

    let warning = Warning(
      id: "a\"b", level: .extreme, event: "Tornado \\ Warning", headline: "h\nx",
      description: "d", instruction: "i", onset: 1, ends: 2, expires: 3, issuer: "NWS",
      messageType: .update, references: ["r1", "r2"])
    let warnings = WarningsEntry(
      source: "nws", place: "1.0000_2.0000",
      warnings: [warning, Warning(id: "m", level: .unknown, event: "e", issuer: "x")],
      fetchedAt: 10, freshUntil: 20, lastModified: "lm", etag: "et", backoffUntil: 30)
    let noWarnings = WarningsEntry(
      source: "bright-sky", place: "52.5200_13.4100", warnings: [], fetchedAt: 1_796_040_000,
      freshUntil: 1_796_040_900.5)
    let warningsBackoff = WarningsEntry(
      source: "meteoalarm", place: "p", warnings: nil, fetchedAt: nil, freshUntil: 0,
      backoffUntil: 99,
      backoffNote: BackoffNote(kind: .retryAfter, seconds: 3600, reason: "429"))

    let radar = RadarEntry(
      place: "52.5200_13.4100", minutely: minutes, fetchedAt: 1_796_040_700,
      freshUntil: 1_796_041_000, etag: "\"e\"")
    var modelMinutes = try #require(
      MinutelyPrecipitation(start: 60, interval: 60, resolution: 900, intensity: [nil, 0.5]))
    modelMinutes.source = .model
    let radarModel = RadarEntry(
      place: "0.0000_0.0000", minutely: modelMinutes, fetchedAt: 60, freshUntil: 360)
    let radarBackoff = RadarEntry(
      place: "x", minutely: nil, fetchedAt: nil, freshUntil: 0, backoffUntil: 7,
      backoffNote: BackoffNote(kind: .failing, seconds: 0.5, reason: ""))

    let needs = AirNeeds(current: [.europeanAQI] + AirVariable.pollen, hourly: [.europeanAQI])
    let airBody = try Fixture.bytes(
      "open-meteo/openmeteo-air-quality-berlin-unixtime-constructed.json")
    var air = AirQualityEntry(
      place: "52.5200_13.4100", air: try #require(AirQualityReader.answer(airBody, needs: needs)),
      fetchedAt: 1_796_040_000, freshUntil: 1_796_043_600)
    air.etag = "\"air\""
    air.lastModified = "Tue, 01 Dec 2026 10:00:00 GMT"
    let airNow = AirQualityEntry(
      place: "52.5200_13.4100",
      air: try #require(
        AirQualityReader.answer(airBody, needs: AirNeeds(current: [.usAQI, .birch]))),
      fetchedAt: 1_796_040_000, freshUntil: 1_796_043_600)
    var airBackoff = AirQualityEntry(place: "p", air: nil)
    airBackoff.backoffUntil = 12
    airBackoff.backoffNote = BackoffNote(kind: .offline, seconds: 60, reason: "no route")

    return [
      ("forecast-open-meteo-full", .forecast(full)),
      ("forecast-pirate-weather", .forecast(plain)),
      ("forecast-minutes-unavailable", .forecast(unavailable)),
      ("forecast-backoff-only", .forecast(forecastBackoff)),
      ("warnings-nws", .warnings(warnings)),
      ("warnings-none", .warnings(noWarnings)),
      ("warnings-backoff-only", .warnings(warningsBackoff)),
      ("radar-minutes", .radar(radar)),
      ("radar-model-minutes", .radar(radarModel)),
      ("radar-backoff-only", .radar(radarBackoff)),
      ("air-quality-hourly", .air(air)),
      ("air-quality-now", .air(airNow)),
      ("air-quality-backoff-only", .air(airBackoff)),
    ]
  }

  enum Sample {
    case forecast(CacheEntry)
    case warnings(WarningsEntry)
    case radar(RadarEntry)
    case air(AirQualityEntry)

    var bytes: [UInt8]? {
      switch self {
      case .forecast(let entry): return ForecastResource.bytes(entry)
      case .warnings(let entry): return WarningsResource.bytes(entry)
      case .radar(let entry): return RadarResource.bytes(entry)
      case .air(let entry): return AirQualityResource.bytes(entry)
      }
    }

    /// What the kind's reader reads from `bytes`, described field by field
    /// (nil: not a record).
    func read(_ bytes: [UInt8]) -> String? {
      switch self {
      case .forecast: return ForecastResource.record(from: bytes).map { "\($0)" }
      case .warnings: return WarningsResource.record(from: bytes).map { "\($0)" }
      case .radar: return RadarResource.record(from: bytes).map { "\($0)" }
      case .air: return AirQualityResource.record(from: bytes).map { "\($0)" }
      }
    }

    var described: String {
      switch self {
      case .forecast(let entry): return "\(entry)"
      case .warnings(let entry): return "\(entry)"
      case .radar(let entry): return "\(entry)"
      case .air(let entry): return "\(entry)"
      }
    }
  }

  @Test func everyKindReadsAndWritesTheBytesItAlwaysHad() throws {
    let write = ProcessInfo.processInfo.environment["RAIN_BAR_RECORD_FIXTURES"] == "write"
    for (name, sample) in try Self.samples() {
      let path = "\(Self.folder)/\(name)"
      let written = try #require(sample.bytes, "\(name)")
      if write {
        let directory = Fixture.directory + "/" + Self.folder
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try Data(written).write(to: URL(fileURLWithPath: Fixture.directory + "/\(path).json"))
        let read = try #require(sample.read(written), "\(name)")
        try Data((read + "\n").utf8).write(
          to: URL(fileURLWithPath: Fixture.directory + "/\(path).txt"))
      }
      let kept = try Fixture.bytes(path + ".json")
      let described = String(decoding: try Fixture.bytes(path + ".txt"), as: UTF8.self)
      #expect(written == kept, "\(name): written as before")
      let read = try #require(sample.read(kept), "\(name): read")
      #expect(read + "\n" == described, "\(name): read as before")
      #expect(read == sample.described, "\(name): read as written")
    }
  }

  /// What rain-bar 0.1.0 wrote with JSONEncoder reads as the writers' own
  /// entries did.
  @Test func theJSONEncoderEntryReadsAsBefore() throws {
    let bytes = try Fixture.bytes("cache/open-meteo-berlin-v1-jsonencoder.json")
    let path = "\(Self.folder)/forecast-jsonencoder.txt"
    let read = "\(try #require(ForecastResource.record(from: bytes)))\n"
    if ProcessInfo.processInfo.environment["RAIN_BAR_RECORD_FIXTURES"] == "write" {
      try Data(read.utf8).write(to: URL(fileURLWithPath: Fixture.directory + "/" + path))
    }
    #expect(read == String(decoding: try Fixture.bytes(path), as: UTF8.self))
  }

  /// A record cut anywhere, or with a byte changed in its header, is no
  /// record or reads without a crash.
  @Test func aCutRecordIsNone() throws {
    for (name, sample) in try Self.samples() {
      let bytes = try Fixture.bytes("\(Self.folder)/\(name).json")
      for end in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
        #expect(sample.read(Array(bytes[..<end])) == nil, "\(name) cut at \(end)")
      }
    }
  }

  /// A new kind of record: its members declared once, the envelope around them.
  struct Note: EnvelopedRecord, Equatable {
    static let currentVersion = 2
    var version = 2
    var text: String?
    var count = 7
    var header = RenewalHeader()
    var hasData: Bool { text != nil }

    static var unread: Note { Note() }

    static func payload<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Note)
      throws(JSONScanner.Failure)
    {
      try coder.optional("text", &value.text, .string)
      try coder.field("count", &value.count, .int)
    }
  }

  @Test func aNewKindDeclaresItsMembersOnceInTheEnvelope() throws {
    var note = Note(
      text: "a\"b", count: 3, header: RenewalHeader(fetchedAt: 1, freshUntil: 5, etag: "e"))
    let bytes = try #require(note.bytes)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"version":2,"text":"a\"b","count":3,"fetchedAt":1.0,"freshUntil":5.0,"etag":"e"}"#)
    #expect(Note.read(bytes) == note)
    // Missing optional members and null are nil; a member with a default keeps it.
    #expect(
      Note.read(Array(#"{"freshUntil":0,"text":null,"version":2}"#.utf8))
        == Note(text: nil, count: 7))
    // Another version, a required member missing or null, text after the
    // object, a member of another type: no record.
    for text in [
      #"{"version":1,"freshUntil":0}"#, #"{"version":2}"#, #"{"version":2,"freshUntil":null}"#,
      #"{"version":2,"freshUntil":0} x"#, #"{"version":2,"freshUntil":0,"count":"3"}"#,
      #"{"freshUntil":0}"#, "", "[]", "{",
    ] {
      #expect(Note.read(Array(text.utf8)) == nil, "\(text)")
    }
    // A fetch time JSON cannot hold makes no bytes; a back-off it cannot
    // hold is left out with its note.
    note.fetchedAt = .infinity
    #expect(note.bytes == nil)
    note.fetchedAt = nil
    note.backoffUntil = .nan
    note.backoffNote = BackoffNote(kind: .failing, seconds: 1, reason: "r")
    #expect(
      note.bytes.map { String(decoding: $0, as: UTF8.self) }?.hasSuffix(#""etag":"e"}"#) == true)
  }
}

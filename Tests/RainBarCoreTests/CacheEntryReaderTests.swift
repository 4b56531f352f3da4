import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The cache entry's reader against its writer, on a forecast from every
/// provider fixture, and on what JSONEncoder wrote before the writer existed.
@Suite struct CacheEntryReaderTests {
  static let berlin = Location(
    name: "Berlin \"Mitte\" / ü\u{1}", country: "Germany", latitude: 52.52, longitude: 13.41,
    timezone: "Europe/Berlin")

  static func forecasts() throws -> [(String, Forecast)] {
    var result: [(String, Forecast)] = []
    let openMeteo = OpenMeteoProvider(baseURL: "http://127.0.0.1:1", userAgent: "t")
    for name in Fixture.names(in: "open-meteo", prefix: "openmeteo-forecast-")
      + Fixture.names(in: "open-meteo", prefix: "openmeteo-constructed-")
      + ["openmeteo-daily-newyork-negoffset.json"]
    {
      result.append((name, try openMeteo.decode(try Fixture.openMeteo(name))))
    }
    let metNo = METNorwayProvider(baseURL: "http://127.0.0.1:1", userAgent: "t")
    for name in Fixture.names(in: "met-no", prefix: "metno-")
    where !name.hasSuffix(".headers.json") {
      let body = try Fixture.bytes("met-no/" + name)
      result.append((name, try metNo.decode(HTTPResponse(status: 200, body: body))))
    }
    let pirate = PirateWeatherProvider(baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t")
    for name in Fixture.names(in: "dark-sky", prefix: "darksky-")
      + Fixture.names(in: "dark-sky", prefix: "pirateweather-")
    {
      let body = try Fixture.bytes("dark-sky/" + name)
      if let forecast = try? pirate.decode(HTTPResponse(status: 200, body: body)) {
        result.append((name, forecast))
      }
    }
    return result
  }

  /// Every double of an entry by its bits, so that -0.0 and 0.0 differ.
  static func bits(_ entry: CacheEntry) -> [UInt64?] {
    var out: [UInt64?] = [
      entry.location.latitude.bitPattern, entry.location.longitude.bitPattern,
      entry.fetchedAt?.bitPattern, entry.freshUntil.bitPattern, entry.backoffUntil?.bitPattern,
    ]
    guard let forecast = entry.forecast else { return out }
    out += [forecast.latitude.bitPattern, forecast.longitude.bitPattern]
    if let current = forecast.current {
      out += [
        current.temperature, current.apparentTemperature, current.windSpeed,
        current.precipitation,
      ].map { $0?.bitPattern }
    }
    let hourly = forecast.hourly
    for series in [
      hourly.temperature, hourly.apparentTemperature,
      hourly.precipitationProbability, hourly.precipitation, hourly.windSpeed,
    ] {
      out += series.map { $0?.bitPattern }
    }
    let daily = forecast.daily
    for series in [
      daily.temperatureMax, daily.temperatureMin, daily.precipitationSum,
      daily.precipitationProbabilityMax, daily.windSpeedMax,
    ] {
      out += series.map { $0?.bitPattern }
    }
    return out
  }

  @Test func readsExactlyWhatTheWriterWroteForEveryFixture() throws {
    let forecasts = try Self.forecasts()
    #expect(forecasts.count >= 19)
    for (name, forecast) in forecasts {
      let entry = CacheEntry(
        provider: "open-meteo", location: Self.berlin, forecast: forecast,
        fetchedAt: 1_796_040_123.456_789_1, freshUntil: 1_796_040_723.456_789_1,
        lastModified: "Tue, 01 Dec 2026 10:00:00 GMT", etag: "W/\"abc\"",
        backoffUntil: 1_796_041_000)
      let bytes = try #require(entry.bytes, "\(name)")
      let back = CacheEntry.read(bytes)
      #expect(back == entry, "\(name)")
      #expect(back.map(Self.bits) == Self.bits(entry), "\(name)")
    }
  }

  @Test func leavesOutWhatIsNotThere() throws {
    let entry = CacheEntry(
      provider: "met-no", location: Location(name: "x", latitude: -1.5, longitude: 0),
      forecast: nil, fetchedAt: nil, freshUntil: 0, backoffUntil: 5)
    let bytes = try #require(entry.bytes)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"version":1,"provider":"met-no","location":{"name":"x","latitude":-1.5,"longitude":0.0},"freshUntil":0.0,"backoffUntil":5.0}"#
    )
    #expect(CacheEntry.read(bytes) == entry)
  }

  /// A back-off's note follows it; an unknown kind or a pause out of range
  /// reads as no note (the back-off then holds as a 429's did).
  @Test func backoffNoteRoundTripsAndAnUnknownOneIsNone() throws {
    let place = Location(name: "x", latitude: -1.5, longitude: 0)
    let entry = CacheEntry(
      provider: "met-no", location: place, forecast: nil, fetchedAt: nil, freshUntil: 0,
      backoffUntil: 5,
      backoffNote: BackoffNote(kind: .offline, seconds: 30, reason: "Cannot resolve h."))
    let bytes = try #require(entry.bytes)
    let text =
      #"{"version":1,"provider":"met-no","location":{"name":"x","latitude":-1.5,"longitude":0.0},"freshUntil":0.0,"backoffUntil":5.0,"backoff":{"kind":"offline","seconds":30.0,"reason":"Cannot resolve h."}}"#
    #expect(String(decoding: bytes, as: UTF8.self) == text)
    #expect(CacheEntry.read(bytes) == entry)
    for (member, other) in [
      (#""kind":"offline""#, #""kind":"later""#), (#""seconds":30.0"#, #""seconds":1e9"#),
    ] {
      let changed = text.replacing(member, with: other)
      let read = try #require(CacheEntry.read(Array(changed.utf8)))
      #expect(read.backoffNote == nil)
      #expect(read.backoffUntil == 5)
    }
  }

  /// What rain-bar 0.1.0 wrote with JSONEncoder (keys in any order, `\/`).
  @Test func readsWhatJSONEncoderWrote() throws {
    let bytes = try Fixture.bytes("cache/open-meteo-berlin-v1-jsonencoder.json")
    let entry = try #require(CacheEntry.read(bytes))
    #expect(entry.provider == "open-meteo")
    #expect(entry.location == Location(name: "Berlin", latitude: 52.52, longitude: 13.41))
    let forecast = try #require(entry.forecast)
    #expect(forecast.timezone == "Europe/Berlin")
    #expect(forecast.current?.condition == .rain)
    #expect(forecast.current?.isDay == true)
    #expect(forecast.hourly.count == 48)
    #expect(forecast.hourly.temperature.first == 11.6)
    #expect(forecast.daily.count == 7)
    #expect(forecast.daily.temperatureMin.last == -1.2)
    // Written again by the writer, it reads the same.
    let again = try #require(entry.bytes)
    #expect(CacheEntry.read(again) == entry)
  }

  @Test func readsJSONDecodersWay() {
    let base =
      #""version":1,"provider":"p","location":{"name":"n\u00fc\ud83c\udf27","latitude":1,"longitude":2,"extra":[{"a":null}]},"freshUntil":3"#
    let entry = CacheEntry.read(Array(" {\(base),\"unknown\":{}}\n".utf8))
    #expect(entry?.location.name == "nü🌧")
    #expect(entry?.forecast == nil)
    #expect(CacheEntry.read(Array("{\(base),\"etag\":null}".utf8))?.etag == nil)
    // Required members: missing, null or of another type.
    #expect(CacheEntry.read(Array("{\(base),\"freshUntil\":null}".utf8)) == nil)
    #expect(CacheEntry.read(Array("{\(base),\"provider\":3}".utf8)) == nil)
    #expect(
      CacheEntry.read(Array(#"{"version":1,"provider":"p","freshUntil":3}"#.utf8))
        == nil)
    // Text after the value, and broken escapes.
    #expect(CacheEntry.read(Array("{\(base)} x".utf8)) == nil)
    #expect(CacheEntry.read(Array("{\(base),\"etag\":\"\\ud83c\"}".utf8)) == nil)
    #expect(CacheEntry.read(Array("{\(base),\"etag\":\"\\x\"}".utf8)) == nil)
  }

  /// An entry of another version (an older or newer rain-bar, another format)
  /// is not read: it is treated as missing and replaced.
  @Test func ignoresOtherVersions() throws {
    let entry = CacheEntry(
      provider: "open-meteo", location: Self.berlin, forecast: nil, fetchedAt: 1, freshUntil: 2)
    let text = String(decoding: try #require(entry.bytes), as: UTF8.self)
    #expect(CacheEntry.read(Array(text.utf8)) == entry)
    for version in ["0", "2", "1.5", "\"1\"", "null"] {
      let other = text.replacing(#""version":1"#, with: "\"version\":\(version)")
      #expect(CacheEntry.read(Array(other.utf8)) == nil, "\(version)")
    }
    let files = InMemoryFileSystem()
    let cache = ForecastCache(directory: "/c", fileSystem: files)
    files.files[cache.entryPath(provider: "open-meteo", location: Self.berlin)] = Array(
      text.replacing(#""version":1"#, with: #""version":2"#).utf8)
    guard case .unusable(let reason) = cache.read(provider: "open-meteo", location: Self.berlin)
    else {
      Issue.record("an entry of version 2 was used")
      return
    }
    #expect(reason.hasSuffix("not a rain-bar cache entry (corrupt or from another version)"))
  }
}

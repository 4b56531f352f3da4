import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// DWD's radar through Bright Sky: the grid (as Bright Sky's own projection
/// places a point), the choice of minutes per place, and real `/radar`
/// answers (made by Bright Sky's code from DWD's composite, Fixtures/SOURCES.md)
/// with their times moved to the test's clock.
@Suite struct BrightSkyRadarTests {
  static let rain = "bright-sky-radar/bright-sky-radar-upper-rhine-2025-rain.json"
  static let dry = "bright-sky-radar/bright-sky-radar-berlin-2025-dry.json"
  /// The answers' first frame: 2025-09-23 08:55 UTC; the second is at 09:45.
  static let firstFrame: Int64 = 1_758_617_700

  /// A fixture's answer with every time moved so that its first frame is `first`.
  static func answer(_ name: String, firstFrame first: Int64) throws -> [UInt8] {
    var text = String(decoding: try Fixture.bytes(name), as: UTF8.self)
    for (old, offset) in [("2025-09-23T08:55:00+00:00", 0), ("2025-09-23T09:45:00+00:00", 3000)] {
      text = text.replacingOccurrences(of: old, with: BrightSkyRadar.iso(first + Int64(offset)))
    }
    return Array(text.utf8)
  }

  static func decode(_ body: [UInt8], status: Int = 200) throws(ForecastError)
    -> MinutelyPrecipitation
  {
    try BrightSkyRadar(userAgent: "t").decode(HTTPResponse(status: status, body: body))
  }

  @Test func gridPositionsAsBrightSkyComputesThem() throws {
    // Bright Sky's `to_xy` (pyproj) for the fixtures' places.
    let berlin = try #require(BrightSkyRadarGrid.position(latitude: 52.52, longitude: 13.405))
    #expect(berlin.x == 783.502 && berlin.y == 416.26)
    let rhine = try #require(BrightSkyRadarGrid.position(latitude: 48.7151, longitude: 7.9432))
    #expect(rhine.x == 381.997 && rhine.y == 866.0)
  }

  @Test(arguments: [
    (52.52, 13.41, true), (48.14, 11.58, true), (53.55, 9.99, true), (50.85, 4.35, true),
    (55.862, 1.463, false), (45.685, 16.581, false), (48.86, 2.35, false), (59.91, 10.75, false),
    (40.71, -74.01, false), (-33.87, 151.21, false), (.nan, 10, false), (52, .infinity, false),
  ])
  func gridCoversGermanyNotFarAway(latitude: Double, longitude: Double, inside: Bool) {
    #expect(BrightSkyRadarGrid.covers(latitude: latitude, longitude: longitude) == inside)
  }

  @Test func theCornersAreOnTheGridsEdge() throws {
    for (lat, lon) in [(55.862, 1.463), (55.845, 18.732), (45.685, 16.581), (45.696, 3.567)] {
      #expect(BrightSkyRadarGrid.covers(latitude: lat, longitude: lon, margin: -1))
      #expect(!BrightSkyRadarGrid.covers(latitude: lat, longitude: lon, margin: 1))
    }
  }

  @Test func theChoicePerPlace() {
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
    let oslo = Location(name: "Oslo", latitude: 59.91, longitude: 10.75)
    #expect(MinuteChoice.choose(.auto, for: berlin) == .brightSkyRadar)
    #expect(MinuteChoice.choose(.radar, for: berlin) == .brightSkyRadar)
    #expect(MinuteChoice.choose(.model, for: berlin) == .providerModel)
    #expect(MinuteChoice.choose(.off, for: berlin) == .none)
    #expect(MinuteChoice.choose(.auto, for: oslo) == .metNowcast)
    #expect(MinuteChoice.choose(.radar, for: oslo) == .metNowcast)
    #expect(MinuteChoice.choose(.model, for: oslo) == .providerModel)
    let madrid = Location(name: "Madrid", latitude: 40.42, longitude: -3.70)
    #expect(MinuteChoice.choose(.auto, for: madrid) == .provider)
    #expect(MinuteChoice.choose(.radar, for: madrid) == .providerRadar)
  }

  @Test func whatEachChoiceKeepsOfTheProvidersMinutes() throws {
    let model = try #require(
      MinutelyPrecipitation(start: 0, interval: 900, resolution: 900, intensity: [1]))
    var radar = try #require(
      MinutelyPrecipitation(start: 0, interval: 300, resolution: 300, intensity: [1]))
    radar.source = .radar
    #expect(MinuteChoice.provider.kept(model) == model)
    #expect(MinuteChoice.none.kept(model) == nil)
    #expect(MinuteChoice.providerModel.kept(model) == model)
    #expect(MinuteChoice.providerModel.kept(radar)?.status == .hourlyOnly)
    #expect(MinuteChoice.providerRadar.kept(radar) == radar)
    #expect(MinuteChoice.providerRadar.kept(model)?.status == .noCoverage)
    #expect(MinuteChoice.providerRadar.kept(nil)?.status == .noCoverage)
  }

  @Test func theRequestAsksTheSmallAreaFromTheCurrentSlot() {
    let radar = BrightSkyRadar(baseURL: "http://127.0.0.1:9/radar", userAgent: "rain-bar/1")
    let place = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
    let request = radar.request(for: place, now: 1_796_040_959, timeout: 3)
    #expect(
      request.url
        == "http://127.0.0.1:9/radar?lat=52.52&lon=13.41&distance=1000&format=plain&date=2026-11-30T12:15:00Z"
    )
    #expect(request.headers.contains { $0.name == "User-Agent" && $0.value == "rain-bar/1" })
  }

  @Test func aWetAnswerGivesThePlacesPixelInMillimetresPerHour() throws {
    let minutely = try Self.decode(try Self.answer(Self.rain, firstFrame: 1_796_040_600))
    #expect(minutely.status == .ok && minutely.source == .radar)
    #expect(minutely.start == 1_796_040_600 && minutely.interval == 300)
    #expect(minutely.resolution == 300 && minutely.count == 11)
    // 184 (0.01 mm per 5 minutes) is 22.08 mm/h; the frames in between are not in the answer.
    #expect(abs((minutely.intensity[0] ?? 0) - 22.08) < 1e-9)
    #expect(minutely.intensity[1..<10].allSatisfy { $0 == nil })
    #expect(minutely.intensity[10] == 0)
  }

  @Test func aDryAnswerIsDry() throws {
    let minutely = try Self.decode(try Self.answer(Self.dry, firstFrame: 1_796_040_600))
    #expect(minutely.isMinuteLevel && minutely.source == .radar)
    #expect(minutely.intensity.compactMap { $0 } == [0, 0])
  }

  @Test func outsideTheRadarsRangeIsNoCoverage() throws {
    let body = Array(#"{"error": "lat/lon lies outside the radar data range"}"#.utf8)
    #expect(try Self.decode(body, status: 404).status == .noCoverage)
    #expect(try Self.decode(Array(#"{"radar": []}"#.utf8)).status == .noCoverage)
  }

  /// Broken and hostile answers: an error, never a crash, never minutes made up.
  @Test(arguments: [
    "", "null", "[]", "{}", #"{"radar": {}}"#, #"{"radar": [1]}"#,
    #"{"radar": [{"timestamp": "x", "precipitation_5": [[1]]}], "latlon_position": {"x": 0, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [[1]]}]}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [[1]]}], "latlon_position": {"x": 5, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [[1]]}], "latlon_position": {"x": -0.7, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [1]}], "latlon_position": {"x": 0, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [[1]]}, {"timestamp": "2026-11-30T12:11:00Z", "precipitation_5": [[1]]}], "latlon_position": {"x": 0, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [[1]]}, {"timestamp": "2027-11-30T12:10:00Z", "precipitation_5": [[1]]}], "latlon_position": {"x": 0, "y": 0}}"#,
    #"{"radar": [{"timestamp": "2026-11-30T12:10:00Z", "precipitation_5": [["#
      + String(repeating: "0,", count: 100) + #"0]]}], "latlon_position": {"x": 0, "y": 0}}"#,
    "<html>busy</html>",
  ])
  func brokenAnswersAreErrors(body: String) {
    #expect(throws: ForecastError.self) { try Self.decode(Array(body.utf8)) }
  }

  @Test func negativeHugeAndNonNumbersAreUnknown() throws {
    let body = #"""
      {"radar": [
        {"timestamp": "2026-11-30T12:10:00+00:00", "precipitation_5": [[-5]]},
        {"timestamp": "2026-11-30T12:15:00+00:00", "precipitation_5": [[1e300]]},
        {"timestamp": "2026-11-30T12:20:00+00:00", "precipitation_5": [["NaN"]]},
        {"timestamp": "2026-11-30T12:25:00+00:00", "precipitation_5": [[null]]},
        {"timestamp": "2026-11-30T12:30:00+00:00", "precipitation_5": [[25]]}
      ], "latlon_position": {"x": 0.4, "y": 0.2}}
      """#
    let minutely = try Self.decode(Array(body.utf8))
    #expect(minutely.intensity == [nil, nil, nil, nil, 3])
  }

  @Test func anHTTPErrorIsOne() {
    #expect(throws: ForecastError.http(provider: "Bright Sky radar", status: 500, reason: nil)) {
      try Self.decode(Array("{}".utf8), status: 500)
    }
  }

  @Test func theEntryReadsBackAsWritten() throws {
    let minutely = try Self.decode(try Self.answer(Self.rain, firstFrame: 1_796_040_600))
    let entry = RadarEntry(
      place: "52.5200,13.4100", minutely: minutely, fetchedAt: 1_796_040_700,
      freshUntil: 1_796_041_000, etag: "\"e\"")
    let bytes = try #require(entry.bytes)
    #expect(RadarEntry.read(bytes) == entry)
    #expect(RadarEntry.read(Array(bytes.dropLast())) == nil)
    // Another kind of entry is not a radar entry.
    #expect(
      RadarEntry.read(Array(#"{"version":1,"place":"x","freshUntil":0}"#.utf8)) == nil)
  }

  @Test func theSourceIsNamedWithItsStep() throws {
    var radar = try #require(
      MinutelyPrecipitation(start: 0, interval: 300, resolution: 300, intensity: [1]))
    radar.source = .radar
    let model = try #require(
      MinutelyPrecipitation(start: 0, interval: 60, resolution: 900, intensity: [1]))
    #expect(MinuteSummary.source(radar) == "radar, 5 min")
    #expect(MinuteSummary.source(model) == "model, 15 min")
  }
}

import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The air-quality answer damaged as `ProviderResponseFuzzTests` damages the
/// forecasts' (the same seeded generator), through the one renewal with a
/// good entry cached an hour before: no crash; a refused answer keeps that
/// entry's values and backs off as any failure does; one that is taken was
/// judged, reads back as written, and renders in the tooltip and the JSON.
@Suite struct AirQualityFuzzTests {
  static let cases = 1_500

  @Test func damagedAnswersNeverCrashAndNeverReplaceTheLastGoodValues() throws {
    let body = try Fixture.openMeteo("openmeteo-air-quality-berlin-unixtime-constructed.json").body
    let needs = AirNeeds(current: [.europeanAQI] + AirVariable.pollen, hourly: [.europeanAQI])
    let location = Location.at(latitude: 52.52, longitude: 13.41)
    let resource = AirQualityResource(
      baseURL: "http://127.0.0.1/v1/air-quality", userAgent: "t", location: location,
      needs: needs)
    let now = 1_796_040_900.0
    let good = try #require(AirQualityReader.answer(body, needs: needs))
    let old = AirQualityEntry(
      place: location.key, air: good, fetchedAt: now - 3600, freshUntil: now - 3600)
    let cached = try #require(AirQualityResource.bytes(old))
    var random = SeededRandom(seed: 3232)
    var taken = 0
    var refused = 0
    for index in 0..<Self.cases {
      let (bytes, log) = ProviderResponseFuzzTests.damaged(body, &random)
      let label = "case \(index): \(log)"
      let files = InMemoryFileSystem()
      let cache = ForecastCache(directory: "/c", fileSystem: files)
      files.directories = ["/c"]
      files.files[cache.path(resource.key)] = cached
      let renewal = Renewal(
        files: cache, http: ScriptedHTTP([.success(HTTPResponse(status: 200, body: bytes))]),
        clock: FixedClock(now), policy: CachePolicy(freshness: AirQualityResult.freshness))
      let outcome = renewal.renew(resource, timeout: 3)
      let stored = try #require(
        files.files[cache.path(resource.key)].flatMap(AirQualityResource.record(from:)),
        "\(label)")
      if stored.fetchedAt == old.fetchedAt {
        refused += 1
        #expect(stored.air == good, "\(label)")
        #expect(outcome.record?.air == good, "\(label)")
        #expect(stored.backoffNote?.kind == .failing, "\(label)")
        #expect(stored.backoffUntil == now + 15, "\(label)")
      } else {
        taken += 1
        let air = try #require(stored.air, "\(label)")
        #expect(air.problem == nil, "\(label)")
        #expect(outcome.record?.air == air, "\(label)")
        let result = AirQualityResult(air: air, fetchedAt: now)
        for scale in AirQualityScale.allCases {
          _ = AirLines(result: result, scale: scale, now: now, zone: .fixed(0), clock: .h24).lines
          let json = AirQualityJSON.object(result, scale: scale, now: now)
          #expect(
            (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(label): \(json)")
        }
      }
    }
    // Both outcomes happen: the damage is not all fatal, nor all harmless.
    #expect(taken > Self.cases / 50, "\(taken) taken")
    #expect(refused > Self.cases / 3, "\(refused) refused")
  }
}

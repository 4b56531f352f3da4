import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The published scales, the needs of a run, and the cache entry's round trip.
@Suite struct AirQualityTests {
  @Test func europeanBandsAtTheirBoundaries() {
    let scale = AirQualityScale.european
    let words = [0, 20, 20.4, 21, 40, 41, 60, 61, 80, 81, 100, 101, 400].map {
      scale.word(band: scale.band($0))
    }
    #expect(
      words == [
        "good", "good", "good", "fair", "fair", "moderate", "moderate", "poor", "poor",
        "very poor", "very poor", "extremely poor", "extremely poor",
      ])
    #expect(scale.text(35) == "35 fair")
  }

  @Test func usCategoriesAtTheirBoundaries() {
    let scale = AirQualityScale.us
    let words = [0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301].map {
      scale.word(band: scale.band($0))
    }
    #expect(
      words == [
        "good", "good", "moderate", "moderate", "unhealthy for sensitive groups",
        "unhealthy for sensitive groups", "unhealthy", "unhealthy", "very unhealthy",
        "very unhealthy", "hazardous",
      ])
    #expect(scale.band(201) == AirQualityScale.criticalBand)
  }

  @Test func pollenLevelsByGroup() {
    #expect(PollenLevel(0.4, of: .birch) == .none)
    #expect(PollenLevel(1, of: .birch) == .low)
    #expect(PollenLevel(14, of: .birch) == .low)
    #expect(PollenLevel(15, of: .birch) == .moderate)
    #expect(PollenLevel(90, of: .alder) == .high)
    #expect(PollenLevel(1500, of: .olive) == .veryHigh)
    #expect(PollenLevel(4, of: .grass) == .low)
    #expect(PollenLevel(5, of: .grass) == .moderate)
    #expect(PollenLevel(200, of: .grass) == .veryHigh)
    #expect(PollenLevel(49, of: .ragweed) == .moderate)
    #expect(PollenLevel(50, of: .mugwort) == .high)
  }

  @Test func theHighestPollenIsByLevelThenGrains() {
    var air = AirQuality(needs: AirNeeds(current: AirVariable.pollen))
    #expect(air.highestPollen == nil)
    air[.grass] = 0
    #expect(air.highestPollen == nil)
    air[.grass] = 25  // high
    air[.birch] = 95  // high, more grains
    air[.alder] = 3  // low
    #expect(air.highestPollen?.type == .birch)
    #expect(air.highestPollen?.level == .high)
  }

  @Test func aRunAsksOnlyForWhatItShows() throws {
    let none = AirNeeds.of(
      template: try Template("{temp} {pop}"), sections: TooltipSection.standard,
      scale: .european)
    #expect(none.isEmpty)
    let aqi = AirNeeds.of(template: try Template("{aqi}"), sections: [], scale: .us)
    #expect(aqi == AirNeeds(current: [.usAQI]))
    let air = AirNeeds.of(template: try Template("{temp}"), sections: [.air], scale: .european)
    #expect(air == AirNeeds(current: [.europeanAQI] + AirVariable.pollen, hourly: [.europeanAQI]))
    #expect(air.covers(aqi) == false)
    #expect(air.covers(AirNeeds(current: [.europeanAQI])))
  }

  @Test func theEntryReadsBackAsWritten() throws {
    var air = AirQuality(needs: AirNeeds(current: [.europeanAQI, .birch], hourly: [.europeanAQI]))
    air.time = 1_796_040_900
    air[.europeanAQI] = 35
    air[.birch] = 112.5
    air.hourlyTime = [1_796_040_000, 1_796_043_600]
    air.hourly[AirVariable.europeanAQI.rawValue] = [35, nil]
    var entry = AirQualityEntry(
      place: "52.5200_13.4100", air: air, fetchedAt: 1_796_040_900, freshUntil: 1_796_040_900)
    entry.etag = "\"abc\""
    let bytes = try #require(AirQualityResource.bytes(entry))
    #expect(AirQualityResource.record(from: bytes) == entry)
    // A back-off only, and anything that is not an entry.
    let backoff = AirQualityEntry(place: "x", air: nil)
    #expect(AirQualityResource.bytes(backoff).flatMap(AirQualityResource.record(from:)) == backoff)
    #expect(AirQualityResource.record(from: Array("{\"version\":2}".utf8)) == nil)
  }

  @Test func implausibleValuesAreRefused() {
    var air = AirQuality(needs: AirNeeds(current: [.europeanAQI]))
    air[.europeanAQI] = 35
    #expect(air.problem == nil)
    air[.europeanAQI] = -1
    #expect(air.problem == "european_aqi of -1.0 is out of range")
    air[.europeanAQI] = .nan
    #expect(air.problem != nil)
    air[.europeanAQI] = 35
    air.hourlyTime = [0, 3600]
    air.hourly[AirVariable.europeanAQI.rawValue] = [1]
    #expect(air.problem == "european_aqi has 1 values for 2 hours")
  }
}

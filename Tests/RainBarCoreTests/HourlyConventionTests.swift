import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct HourlyConventionTests {
  // Entries for the hours ending 13:00, 14:00, 15:00 and 16:00 UTC on 2026-11-30.
  let hourly = HourlySeries(time: [1_796_043_600, 1_796_047_200, 1_796_050_800, 1_796_054_400])
  let noon: Int64 = 1_796_040_000

  @Test func anEntryCoversTheHourEndingAtItsTime() {
    #expect(HourlyConvention.start(ofHourEnding: 1_796_043_600) == noon)
    #expect(HourlyConvention.middle(ofHourEnding: 1_796_043_600) == noon + 1800)
    #expect(HourlyConvention.time(ofHourStarting: noon) == 1_796_043_600)
    #expect(hourly.hourStart(1) == 1_796_043_600)
  }

  @Test func nowIsTheHourContainingIt() {
    #expect(HourlyConvention.current(in: hourly, at: noon) == 0)
    #expect(HourlyConvention.current(in: hourly, at: noon + 900) == 0)
    // On the hour, the hour that just ended is over.
    #expect(HourlyConvention.current(in: hourly, at: noon + 3600) == 1)
    #expect(HourlyConvention.current(in: hourly, at: noon - 1) == nil)
    #expect(HourlyConvention.current(in: hourly, at: noon + 4 * 3600) == nil)
  }

  @Test func aheadIsEveryHourOverlappingTheWindow() {
    #expect(HourlyConvention.ahead(in: hourly, from: noon + 900, hours: 1) == [0, 1])
    #expect(HourlyConvention.ahead(in: hourly, from: noon + 3600, hours: 2) == [1, 2])
    #expect(HourlyConvention.ahead(in: hourly, from: noon - 3600, hours: 1) == [])
    #expect(HourlyConvention.ahead(in: hourly, from: noon, hours: 24) == [0, 1, 2, 3])
  }

  @Test func unendedHoursStartWithTheCurrentOne() {
    #expect(HourlyConvention.unended(in: hourly, at: noon + 3600 + 1) == [1, 2, 3])
    #expect(HourlyConvention.unended(in: hourly, at: noon + 4 * 3600) == [])
  }
}

@Suite struct ForecastBoundaryTests {
  /// At 12:15 the next change is 13:00, when the hour "now" moves on.
  @Test func nextBoundaryIsTheNextHour() throws {
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(
      Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    #expect(forecast.nextBoundary(after: 1_796_040_900) == 1_796_043_600)
    #expect(forecast.nextBoundary(after: 1_796_043_600) == 1_796_044_501)
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct RainOutlookTests {
  let provider = OpenMeteoProvider(userAgent: "test")

  func berlin() throws -> Forecast {
    try provider.decode(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
  }

  @Test func chanceOfRainIsTheMaximumOfTheHoursAhead() throws {
    // 12:15 UTC: hours ending 13:00, 14:00, 15:00 and 16:00 overlap the next three hours.
    let outlook = RainOutlook(forecast: try berlin(), zone: try Fixture.berlin, now: 1_796_040_900)
    #expect(outlook.chanceOfRain == 80)
    #expect(outlook.temperature == 11.6)
    #expect(outlook.condition == .rain)
    #expect(outlook.precipitation.map { ($0 * 10).rounded() / 10 } == 1.7)
  }

  @Test func onTheHourTheEndedHourIsNotAhead() throws {
    // At 13:00 exactly, the hour ending 13:00 is over; 14:00..16:00 remain.
    let outlook = RainOutlook(forecast: try berlin(), zone: try Fixture.berlin, now: 1_796_043_600)
    #expect(outlook.chanceOfRain == 80)
    let later = RainOutlook(
      forecast: try berlin(), zone: try Fixture.berlin, now: 1_796_043_600 + 3 * 3600)
    #expect(later.chanceOfRain == 90)
  }

  @Test func staleCurrentBlockFallsBackToTheHour() throws {
    // Three hours later the current block is too old; the hour ending 16:00 is used.
    let outlook = RainOutlook(
      forecast: try berlin(), zone: try Fixture.berlin, now: 1_796_040_000 + 3 * 3600 + 1800)
    #expect(outlook.temperature == (try berlin()).hourly.temperature[4])
    #expect(outlook.condition == .rain)
  }

  @Test func negativeOffsetHourlyISO() throws {
    let forecast = try provider.decode(
      try Fixture.openMeteo("openmeteo-forecast-newyork-current-hourly-daily.json"))
    // 2026-02-06 21:40 UTC is 16:40 in New York: the hour ending 17:00 local (22:00 UTC).
    let now = 1_770_414_000.0
    let index = try #require(HourlyConvention.current(in: forecast.hourly, at: Int64(now)))
    #expect(forecast.hourly.time[index] == 1_770_415_200)
    let outlook = RainOutlook(forecast: forecast, zone: .fixed(forecast.utcOffsetSeconds), now: now)
    #expect(outlook.temperature == -1.4)
    #expect(outlook.chanceOfRain == nil)
    #expect(outlook.isDay == true)
  }

  @Test func nightFromSunset() throws {
    let outlook = RainOutlook(
      forecast: try berlin(), zone: try Fixture.berlin, now: 1_796_040_000 + 10 * 3600)
    #expect(outlook.isDay == false)
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `best`'s decision: minute steps where they reach, hours beyond, the earliest
/// of equal windows, and gaps no window spans.
struct DriestWindowTests {
  /// Hours ending 01:00 to 08:00 UTC on day 0 (1970), with these chances.
  static func forecast(_ chances: [Double?], minutely: MinutelyPrecipitation? = nil) -> Forecast {
    let times = (1...chances.count).map { Int64($0) * 3600 }
    return Forecast(
      latitude: 0, longitude: 0, utcOffsetSeconds: 0, timezone: nil, current: nil,
      hourly: HourlySeries(time: times, precipitationProbability: chances), daily: .empty,
      minutely: minutely)
  }

  @Test func theDriestHourlyWindowWins() throws {
    let forecast = Self.forecast([80, 60, 10, 10, 40, 5, 5, 90])
    let window = try #require(
      DriestWindow.find(in: forecast, now: 600, length: 3600, within: 8 * 3600 - 600, floor: 0.1))
    #expect(window == DriestWindow(start: 5 * 3600, end: 6 * 3600, chance: 5, source: .hourly))
  }

  @Test func theEarliestOfEqualWindowsWins() throws {
    let forecast = Self.forecast([50, 10, 10, 10, 10, 50])
    let window = try #require(
      DriestWindow.find(in: forecast, now: 0, length: 1800, within: 6 * 3600, floor: 0.1))
    #expect(window.start == 3600)
    #expect(window.chance == 10)
  }

  @Test func minuteStepsCountWhereTheyReach() throws {
    // 15-minute steps from 00:00: rain until 00:45, then dry to 01:30.
    let minutely = try #require(
      MinutelyPrecipitation(
        start: 0, interval: 900, resolution: 900, intensity: [2, 1, 0.5, 0, 0, 0]))
    // The hours say 40% all along: the minutes' dry stretch is better.
    let forecast = Self.forecast([40, 40, 40, 40], minutely: minutely)
    let window = try #require(
      DriestWindow.find(in: forecast, now: 300, length: 1800, within: 4 * 3600, floor: 0.1))
    #expect(window == DriestWindow(start: 2700, end: 4500, chance: 0, source: .minutely))
    // A longer window runs past the minutes into the hours.
    let longer = try #require(
      DriestWindow.find(in: forecast, now: 300, length: 3600, within: 4 * 3600, floor: 0.1))
    #expect(longer == DriestWindow(start: 2700, end: 6300, chance: 40, source: .both))
  }

  @Test func aGapInTheHoursIsNeverSpanned() throws {
    let forecast = Self.forecast([30, nil, 0, 0])
    let window = try #require(
      DriestWindow.find(in: forecast, now: 0, length: 3600, within: 4 * 3600, floor: 0.1))
    #expect(window.start == 2 * 3600)
    #expect(window.chance == 0)
    #expect(
      DriestWindow.find(
        in: Self.forecast([0, nil]), now: 0, length: 7200, within: 7200, floor: 0.1)
        == nil)
  }

  @Test func noWindowLongerThanTheLookAhead() {
    #expect(
      DriestWindow.find(
        in: Self.forecast([0, 0, 0]), now: 0, length: 7200, within: 3600, floor: 0.1)
        == nil)
  }

  @Test func timeSpansAsPeopleWriteThem() {
    #expect(TimeSpan("45m") == TimeSpan(minutes: 45))
    #expect(TimeSpan("1h30m") == TimeSpan(minutes: 90))
    #expect(TimeSpan("2h") == TimeSpan(minutes: 120))
    #expect(TimeSpan("90m") == TimeSpan(minutes: 90))
    for bad in ["", "45", "m", "1h30", "30m1h", "1h1h", "-5m", "1.5h", "1 h", "45s", "1H"] {
      #expect(TimeSpan(bad) == nil, "\(bad)")
    }
  }
}

/// `best`'s line (issue 47.13): a window as wet as can be is no "driest" one.
@Suite struct BestLineTests {
  func line(_ chance: Double, rainUntil: Int64? = nil) -> String {
    BestCommand.line(
      DriestWindow(start: 3600, end: 3600 + 2700, chance: chance, source: .hourly),
      length: TimeSpan(minutes: 45), rainUntil: rainUntil, clock: .h24, zone: .fixed(0))
  }

  @Test func aWetWindowIsNoDriestOne() {
    #expect(line(40) == "Driest 45 min: 01:00–01:45, 40% chance")
    #expect(line(100) == "No dry 45 min: the least wet is 01:00–01:45, 100% chance")
    #expect(
      line(99.6, rainUntil: 600) == "No dry 45 min: the least wet is 01:00–01:45, 100% chance")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// What minute-level data says, on constructed series for the edge cases:
/// rain in the current step, stopping and restarting, one wet step, all
/// unknown, a series shorter than the window, now between two steps, and
/// local times at offsets of 30 and 45 minutes.
@Suite struct MinuteOutlookTests {
  /// 2026-11-30 12:00 UTC.
  static let t0: Int64 = 1_796_040_000

  static func series(
    _ rates: [Double?], start: Int64 = t0, interval: Int = 300, resolution: Int = 300,
    probability: [Double?] = [], kind: [Condition?] = []
  ) -> MinutelyPrecipitation {
    guard
      let series = MinutelyPrecipitation(
        start: start, interval: interval, resolution: resolution, intensity: rates,
        probability: probability, kind: kind)
    else {
      Issue.record("not a series")
      return MinutelyPrecipitation(unavailable: .failed)
    }
    return series
  }

  static func outlook(
    _ minutely: MinutelyPrecipitation, at seconds: Int64, floor: Double = 0.1,
    threshold: Double = 60
  ) -> MinuteOutlook? {
    MinuteOutlook(minutely: minutely, now: Double(t0 + seconds), floor: floor, threshold: threshold)
  }

  static func words(_ outlook: MinuteOutlook?, offset: Int = 0, units: Units = .metric)
    -> MinuteSummary?
  {
    outlook.map { MinuteSummary(outlook: $0, units: units, clock: .h24, zone: .fixed(offset)) }
  }

  /// 24 five-minute steps (2 hours), dry unless given.
  static func fiveMinutes(_ wet: [Int: Double]) -> MinutelyPrecipitation {
    series((0..<24).map { wet[$0] ?? 0 })
  }

  @Test func rainInTheCurrentStepIsRainNow() throws {
    let m = Self.fiveMinutes([0: 0.6, 1: 1.2, 2: 3.1, 3: 1.0])
    let o = try #require(Self.outlook(m, at: 120))
    #expect(o.state == .raining)
    #expect(o.end == Self.t0 + 1200)
    let w = try #require(Self.words(o))
    #expect(w.rainIn == "now")
    #expect(w.rainUntil == "until 12:20")
    #expect(w.nextRain == "rain until 12:20")
    #expect(
      w.sentence
        == "Light rain now, heaviest around 12:10 (3.1 mm/h), stopping around 12:20.")
  }

  /// The series begins just after now (MET's first step): its first step is
  /// the one to read, and rain in it starts within a step.
  @Test func seriesStartingJustAfterNow() throws {
    let m = Self.series([1, 1, 0, 0], start: Self.t0 + 300)
    let o = try #require(Self.outlook(m, at: 200))
    #expect(o.state == .starting)
    #expect(o.onset == Self.t0 + 300)
    // Within the last step the countdown is in whole minutes (100 s: 2m).
    #expect(Self.words(o)?.rainIn == "2m")
    // More than a step before the series: nothing to say.
    #expect(Self.outlook(m, at: -200) == nil)
  }

  @Test func stoppingAndRestarting() throws {
    let m = Self.fiveMinutes([2: 1.0, 3: 1.5, 4: 1.0, 8: 0.5, 9: 0.5])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(o.state == .starting)
    #expect(o.onset == Self.t0 + 600 && o.end == Self.t0 + 1500)
    #expect(o.restart == Self.t0 + 2400)
    #expect(
      Self.words(o)?.sentence
        == "Light rain from about 12:10 to 12:25, heaviest around 12:15 (1.5 mm/h), again from about 12:40."
    )
    // While the first rain falls: it stops, then starts again.
    let during = try #require(Self.outlook(m, at: 700))
    #expect(
      Self.words(during)?.sentence
        == "Light rain now, stopping around 12:25, again from about 12:40.")
    // In the gap: the second rain is the one coming.
    let gap = try #require(Self.outlook(m, at: 1600))
    #expect(gap.state == .starting && gap.onset == Self.t0 + 2400 && gap.restart == nil)
    #expect(Self.words(gap)?.nextRain == "rain in 15 min")
  }

  @Test func aSingleWetStep() throws {
    let m = Self.fiveMinutes([6: 8.0])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(o.onset == Self.t0 + 1800 && o.end == Self.t0 + 2100)
    #expect(Self.words(o)?.sentence == "Heavy rain from about 12:30 to 12:35 (8.0 mm/h).")
    #expect(
      Self.words(o, units: .imperial)?.sentence
        == "Heavy rain from about 12:30 to 12:35 (0.31 in/h).")
    #expect(Self.words(o)?.rainIn == "30m")
  }

  /// All unknown: nothing minute-level; the placeholders fall back to the hourly outlook.
  @Test func allNull() throws {
    let m = Self.series([Double?](repeating: nil, count: 24))
    #expect(Self.outlook(m, at: 0) == nil)
    var forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    forecast.minutely = m
    let content = BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: 0, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "B", latitude: 1, longitude: 2),
      now: RenderingFixture.now,
      settings: BarContent.Settings(units: .metric, icons: .emoji, clock: .h24))
    #expect(content.values[.rainIn] == "from 16:00")
    #expect(content.values[.rainUntil] == nil)
    #expect(content.values[.nextRain] == "rain from 16:00")
    #expect(content.text(.standard, escape: Markup.none) == "🌧️ 12°C 80%")
  }

  /// A series that ends before the 2 hours: dry only as far as it reaches.
  @Test func seriesEndingBeforeTheWindow() throws {
    let dry = Self.series([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    let o = try #require(Self.outlook(dry, at: 60))
    #expect(o.state == .dry && !o.coversWindow)
    #expect(Self.words(o)?.sentence == "Dry until at least 12:50.")
    #expect(Self.words(o)?.nextRain == "dry 45m+")
    #expect(Self.words(o)?.rainIn == nil)
    let wet = Self.series([0, 0, 1, 1, 1, 1])
    let raining = try #require(Self.outlook(wet, at: 700))
    #expect(Self.words(raining)?.rainUntil == "past 12:30")
    #expect(Self.words(raining)?.sentence == "Light rain now, lasting past 12:30.")
    // Less than one step of data left: nothing.
    #expect(Self.outlook(dry, at: 2820) == nil)
    // Rain through the whole window.
    let all = Self.series([Double?](repeating: 1, count: 30))
    #expect(Self.words(Self.outlook(all, at: 0))?.rainUntil == "for 2h+")
    #expect(Self.words(Self.outlook(Self.fiveMinutes([:]), at: 60))?.nextRain == "dry 1h55m+")
    #expect(Self.words(Self.outlook(Self.fiveMinutes([:]), at: 0))?.nextRain == "dry 2h+")
    #expect(
      Self.words(Self.outlook(Self.series([Double?](repeating: 0, count: 25)), at: 0))?.nextRain
        == "dry 2h+")
  }

  /// A missing value ends what is known.
  @Test func unknownStepEndsTheData() throws {
    let m = Self.series([0, 0, nil, 1, 1])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(o.state == .dry && o.horizon == Self.t0 + 600)
  }

  /// Between two steps: minutes to the onset are rounded to the source's
  /// precision (5 or 15 minutes) while a step or more away, then counted in
  /// whole minutes down to the time the tooltip gives.
  @Test func nowBetweenTwoSteps() throws {
    let five = Self.fiveMinutes([4: 1])
    #expect(Self.words(Self.outlook(five, at: 150))?.rainIn == "20m")  // 17.5 min
    #expect(Self.words(Self.outlook(five, at: 160))?.rainIn == "15m")  // 17.3 min
    #expect(Self.words(Self.outlook(five, at: 1190))?.rainIn == "1m")  // 10 s
    #expect(Self.words(Self.outlook(five, at: 1000))?.rainIn == "4m")  // 3.3 min
    let quarter = Self.series([0, 0, 0, 1, 1, 0, 0, 0, 0], interval: 900, resolution: 900)
    #expect(Self.words(Self.outlook(quarter, at: 700))?.rainIn == "30m")  // 33.3 min
    #expect(Self.words(Self.outlook(quarter, at: 200))?.rainIn == "45m")  // 41.7 min
    // Pirate Weather's minutes hold 15-minute information: the onset at
    // minute 12 is "15m", the end at 13:07 is "until 13:00".
    var minutes = [Double?](repeating: 0, count: 61)
    for i in 12..<67 where i < 61 { minutes[i] = 2 }
    let pirate = Self.series(minutes, interval: 60, resolution: 900)
    #expect(Self.words(Self.outlook(pirate, at: 0))?.rainIn == "15m")
    var stops = [Double?](repeating: 2, count: 61)
    for i in 7..<61 { stops[i] = 0 }
    let stopping = try #require(
      Self.outlook(Self.series(stops, interval: 60, resolution: 900), at: 0))
    #expect(Self.words(stopping)?.rainUntil == "until 12:00")
    #expect(stopping.cells == [2, 0, 0, 0, 0])
  }

  /// A chance per step (Pirate Weather) must reach the threshold too.
  @Test func chanceBelowTheThresholdIsNotRain() throws {
    let m = Self.series([1, 1, 1, 1], probability: [10, 50, 70, 90])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(o.onset == Self.t0 + 600)
    #expect(Self.outlook(m, at: 0, threshold: 40)?.onset == Self.t0 + 300)
  }

  /// Drizzle under the floor is not rain.
  @Test func drizzleUnderTheFloor() throws {
    let m = Self.fiveMinutes([1: 0.05, 2: 0.3])
    #expect(Self.outlook(m, at: 0)?.onset == Self.t0 + 600)
    #expect(Self.outlook(m, at: 0, floor: 0.5)?.state == .dry)
    #expect(Self.outlook(m, at: 0, floor: 0.01)?.onset == Self.t0 + 300)
  }

  /// Labels in local time at offsets of 5:30 (India) and 5:45 (Nepal), and
  /// -3:30 (Newfoundland).
  @Test func offsetsOfThirtyAndFortyFiveMinutes() throws {
    let m = Self.fiveMinutes([0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 11: 1])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(Self.words(o, offset: 19_800)?.rainUntil == "until 18:10")
    #expect(Self.words(o, offset: 20_700)?.rainUntil == "until 18:25")
    #expect(Self.words(o, offset: -12_600)?.rainUntil == "until 09:10")
    #expect(
      Self.words(o, offset: 20_700)?.sentence
        == "Light rain now, stopping around 18:25, again from about 18:40.")
    let quarter = Self.series([0, 1, 1, 0, 0, 0, 0, 0, 0], interval: 900, resolution: 900)
    let q = try #require(Self.outlook(quarter, at: 0))
    #expect(Self.words(q, offset: 20_700)?.strip == "17:45 ▁▄▄▁▁▁▁▁ 19:45")
  }

  @Test func stripCells() throws {
    let m = Self.fiveMinutes([2: 0.2, 3: 0.7, 4: 2, 5: 4, 6: 7, 7: 12, 8: 40])
    let o = try #require(Self.outlook(m, at: 0))
    #expect(
      Self.words(o)?.strip == "12:00 ▁▁▂▃▄▅▆▇█" + String(repeating: "▁", count: 15) + " 14:00")
    // Unknown steps after the known ones leave the rest of the strip blank.
    let gap = Self.series([0, 1, nil, 1])
    #expect(Self.words(Self.outlook(gap, at: 0))?.strip == "12:00 ▁▄ ▄ 12:20")
  }

  @Test func intensityWords() {
    #expect(RainIntensity(0.1) == .light && RainIntensity(2.5) == .light)
    #expect(RainIntensity(2.6) == .moderate && RainIntensity(7.6) == .moderate)
    #expect(RainIntensity(7.7) == .heavy)
  }

  /// Snow says so.
  @Test func snowIsNamed() throws {
    let m = Self.series([0, 1, 1, 0], kind: [nil, .snow, .snow, nil])
    let w = try #require(Self.words(Self.outlook(m, at: 0)))
    #expect(w.nextRain == "snow in 5 min")
    #expect(w.sentence == "Light snow from about 12:05 to 12:15, heaviest around 12:05 (1.0 mm/h).")
  }
}

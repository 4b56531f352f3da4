import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `{rain_today}`'s data: what fell before the forecast's first hour, read
/// from each provider's real answer, kept apart from the forward series,
/// and summed from the place's midnight (a daylight-saving day's too).
@Suite struct PastRainTests {
  static let melbourne = "openmeteo-forecast-melbourne-hourly-daily-precipprob.json"
  /// 2025-10-25 11:30 UTC, the Melbourne answer's current time (its zone is GMT).
  static let melbourneNow: Int64 = 1_761_391_800

  func openMeteo(_ needs: ForecastNeeds) throws -> Forecast {
    let provider = OpenMeteoProvider(userAgent: "t", needs: needs)
    return provider.kept(try provider.decode(try Fixture.openMeteo(Self.melbourne)))
  }

  /// The real Melbourne answer holds its hours from 00:00 (whole days are
  /// asked): the eleven before the current one's are kept apart when asked,
  /// and the forward series is the same either way.
  @Test func openMeteoKeepsTheHoursSinceMidnightApart() throws {
    let plain = try openMeteo(ForecastNeeds())
    let shown = try openMeteo(ForecastNeeds(.rainToday))
    #expect(plain.pastRain == nil)
    #expect(shown.hourly == plain.hourly)
    #expect(shown.hourly.time.first == Self.melbourneNow - 1800)
    let past = try #require(shown.pastRain)
    // 2025-10-24 23:00 UTC, then the hours ending 00:00 to 10:00.
    #expect(past.start == 1_761_346_800)
    #expect(past.end == (0..<11).map { 1_761_350_400 + Int64($0) * 3600 })
    #expect(past.amount == [0, 0.3, 0, 0, 0, 0, 0, 0.1, 0.1, 0.1, 0])
    // From 00:00 UTC: 0.3 + 0.1 × 3 (the hour ending 00:00 is yesterday's).
    let total = try #require(
      past.total(from: 1_761_350_400, to: Self.melbourneNow, hourly: shown.hourly))
    #expect(abs(total - 0.6) < 1e-9)
    // From 04:00 UTC (midnight in New York): only the 0.1s.
    let later = try #require(
      past.total(from: 1_761_364_800, to: Self.melbourneNow, hourly: shown.hourly))
    #expect(abs(later - 0.3) < 1e-9)
  }

  /// Pirate Weather's `currentDayLiquid` and `currentDayIce` (`version=2`),
  /// in inches in the real San Francisco answer (`units=us`), from its
  /// day's midnight to its current time.
  @Test func pirateWeatherReadsItsAmountSinceMidnight() throws {
    let provider = PirateWeatherProvider(baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t")
    let real = try Fixture.bytes("dark-sky/pirateweather-sanfrancisco-v2-us-trimmed.json")
    let forecast = try provider.decode(HTTPResponse(status: 200, body: real))
    let past = try #require(forecast.pastRain)
    let midnight = try #require(forecast.daily.time.first)
    let now = try #require(forecast.current?.time)
    #expect(past == PastRain(start: midnight, end: [now], amount: [0]))
    // The same answer with rain and ice: 0.05 in and 0.01 in.
    let wet = String(decoding: real, as: UTF8.self)
      .replacingOccurrences(of: #""currentDayLiquid": 0.0"#, with: #""currentDayLiquid": 0.05"#)
      .replacingOccurrences(of: #""currentDayIce": 0.0"#, with: #""currentDayIce": 0.01"#)
    let rained = try provider.decode(HTTPResponse(status: 200, body: Array(wet.utf8)))
    let amount = try #require(rained.pastRain?.amount.first ?? nil)
    #expect(abs(amount - 1.524) < 1e-9)
    #expect(
      rained.pastRain?.total(from: midnight, to: now, hourly: rained.hourly).map {
        abs($0 - 1.524) < 1e-9
      } == true)
  }

  /// The answers without it: MET Norway has no past hours, Pirate
  /// Weather's before `version=2` had no amount since midnight.
  @Test func providersWithoutPastHoursHaveNone() throws {
    let met = METNorwayProvider(baseURL: "http://127.0.0.1:1", userAgent: "t")
    let oslo = try met.decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/metno-compact-oslo.json")))
    #expect(oslo.pastRain == nil)
    let pirate = PirateWeatherProvider(baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t")
    let newYork = try pirate.decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json")))
    #expect(newYork.pastRain == nil)
  }

  /// Hours of 0.2 mm each, labelled as Open-Meteo labels them by its one
  /// offset, from `first` (an hour's end) on; the forward series from `cut`.
  func hours(from first: Int64, count: Int, cut: Int64) -> (PastRain?, HourlySeries) {
    let all = HourlySeries(
      time: (0..<Int64(count)).map { first + $0 * 3600 },
      precipitation: [Double?](repeating: 0.2, count: count))
    return (PastRain.hours(before: cut, in: all), all.from(cut))
  }

  /// Berlin's 25-hour day (2026-10-25: 03:00 CEST becomes 02:00 CET): its
  /// midnight is 22:00 UTC the day before. At 10:00 CET (09:00 UTC) eleven
  /// hours have ended since, not ten; Open-Meteo, by its one offset (+1),
  /// labels its first hour 23:00 UTC, covering 22:00-23:00.
  @Test func fallBackDayHasElevenHoursByTen() throws {
    let zone = try Fixture.berlin
    let now: Int64 = 1_792_918_800  // 2026-10-25 09:00 UTC
    let midnight = zone.start(ofDay: zone.day(now))
    #expect(midnight == 1_792_879_200)  // 2026-10-24 22:00 UTC
    let (past, forward) = hours(from: 1_792_882_800, count: 30, cut: now)
    let total = try #require(past?.total(from: midnight, to: now, hourly: forward))
    #expect(abs(total - 2.2) < 1e-9)
  }

  /// Berlin's 23-hour day (2026-03-29: 02:00 CET becomes 03:00 CEST): its
  /// midnight is 23:00 UTC the day before. Open-Meteo by its one offset (+2)
  /// labels its first hour 22:00 UTC: the two hours before midnight are
  /// yesterday's. At 10:00 CEST (08:00 UTC), nine hours have ended.
  @Test func springForwardDayStartsAtItsMidnight() throws {
    let zone = try Fixture.berlin
    let now: Int64 = 1_774_771_200  // 2026-03-29 08:00 UTC
    let midnight = zone.start(ofDay: zone.day(now))
    #expect(midnight == 1_774_738_800)  // 2026-03-28 23:00 UTC
    let (past, forward) = hours(from: 1_774_735_200, count: 30, cut: 1_774_767_600)
    let total = try #require(past?.total(from: midnight, to: now, hourly: forward))
    #expect(abs(total - 1.8) < 1e-9)
  }

  /// Before the first hour of the day ends: nothing yet, when what is known
  /// reaches midnight; unknown when it does not, or when a span straddles
  /// midnight (a provider's midnight that is not the place's).
  @Test func edgesOfTheDay() {
    let hourly = HourlySeries(time: [7200, 10_800], precipitation: [1, 1])
    let past = PastRain(start: -3600, end: [3600], amount: [5])
    #expect(past.total(from: 0, to: 1800, hourly: hourly) == nil)  // straddles 0
    #expect(past.total(from: 3600, to: 5000, hourly: hourly) == 0)
    #expect(past.total(from: 3600, to: 7200, hourly: hourly) == 1)
    // A later midnight than the spans reach, with no hour covering it.
    #expect(past.total(from: 20_000, to: 30_000, hourly: hourly) == nil)
    // A gap between the spans and the hours.
    let gap = PastRain(start: 0, end: [1800], amount: [1])
    #expect(gap.total(from: 0, to: 10_800, hourly: hourly) == nil)
    // An hour begun before the last span ends counts for its part after it.
    let partial = PastRain(start: 0, end: [5400], amount: [2])
    #expect(partial.total(from: 0, to: 7200, hourly: hourly) == 2.5)
    // An unknown amount counted makes the total unknown.
    let unknown = PastRain(start: 0, end: [3600], amount: [nil])
    #expect(unknown.total(from: 0, to: 3600, hourly: .empty) == nil)
    #expect(partial.nextChange(after: 0, hourly: hourly) == 5400)
    #expect(partial.nextChange(after: 5400, hourly: hourly) == 7200)
  }

  /// Kept in the entry as its own member; an entry written before it reads
  /// as none, and a bar shows nothing for it.
  @Test func cacheMemberRoundTripsAndOldEntriesReadWithout() throws {
    var forecast = try openMeteo(ForecastNeeds(.rainToday))
    let entry = CacheEntry(
      provider: "open-meteo", location: Location(name: "M", latitude: -37.75, longitude: 144.875),
      forecast: forecast, fetchedAt: 1_761_391_800, freshUntil: 1_761_392_700)
    let bytes = try #require(entry.bytes)
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""pastRain":{"start":1761346800,"#))
    #expect(CacheEntry.read(bytes) == entry)
    forecast.pastRain = nil
    var without = entry
    without.forecast = forecast
    #expect(!String(decoding: try #require(without.bytes), as: UTF8.self).contains("pastRain"))
    let old = try #require(
      CacheEntry.read(try Fixture.bytes("cache/open-meteo-berlin-v1-jsonencoder.json")))
    #expect(old.forecast != nil && old.forecast?.pastRain == nil)
    // A member whose amounts do not match its ends makes the entry unusable.
    let broken = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: #""amount":"0,0.3,"#, with: #""amount":"0.3,"#)
    #expect(broken != String(decoding: bytes, as: UTF8.self))
    #expect(CacheEntry.read(Array(broken.utf8)) == nil)
  }

  /// For watch: the value changes when an hour ends, and at the place's
  /// midnight past the last hour (Berlin's clock, +1: 23:00 UTC).
  @Test func nextChange() throws {
    let past = PastRain(start: 1_795_993_200, end: [1_796_036_400], amount: [1.5])
    let content = try RenderingFixture.minuteContent(pastRain: past)
    let source = try #require(content.source)
    #expect(content.values[.rainToday] == "1.5 mm")
    #expect(
      Placeholder.rainToday.nextChange(in: source, now: RenderingFixture.now) == 1_796_043_600)
    // Half an hour after the last hour (2026-12-02 11:00 UTC) ends.
    let late = try RenderingFixture.minuteContent(now: 1_796_211_000, pastRain: past)
    let lateSource = try #require(late.source)
    #expect(Placeholder.rainToday.nextChange(in: lateSource, now: 1_796_211_000) == 1_796_252_400)
  }
}

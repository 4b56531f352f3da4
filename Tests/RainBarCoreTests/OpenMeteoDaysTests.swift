import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The days' values made from the hours are the service's own: each real
/// answer that has both, read with the daily values it sent and again with
/// them taken out and made from its hours.
@Suite struct OpenMeteoDaysTests {
  static let both = [
    "openmeteo-forecast-newyork-current-hourly-daily.json",
    "openmeteo-forecast-melbourne-hourly-daily-precipprob.json",
    "openmeteo-forecast-newjersey-14d-precipprob-nulls.json",
    "openmeteo-forecast-longyearbyen-polar-night-edited.json",
    "openmeteo-forecast-mcmurdo-midnight-sun-edited.json",
  ]

  /// The answer without the daily series that are made from the hours.
  static func withoutMadeSeries(_ name: String) throws -> [UInt8] {
    var answer = try #require(
      try JSONSerialization.jsonObject(with: Data(try Fixture.bytes("open-meteo/" + name)))
        as? [String: Any])
    var daily = try #require(answer["daily"] as? [String: Any])
    for key in [
      "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max", "weather_code",
    ] {
      daily[key] = nil
    }
    answer["daily"] = daily
    return Array(try JSONSerialization.data(withJSONObject: answer))
  }

  @Test(arguments: both) func madeDaysAreTheServicesOwn(name: String) throws {
    let sent = try #require(OpenMeteoReader.forecast(try Fixture.bytes("open-meteo/" + name)))
    let made = try #require(
      OpenMeteoReader.forecast(try Self.withoutMadeSeries(name), derivingDays: true))
    #expect(made.daily.time == sent.daily.time)
    #expect(made.daily.temperatureMax == sent.daily.temperatureMax)
    #expect(made.daily.temperatureMin == sent.daily.temperatureMin)
    let hourlyChance = sent.hourly.precipitationProbability.contains { $0 != nil }
    let dailyChance = sent.daily.precipitationProbabilityMax.contains { $0 != nil }
    if hourlyChance && dailyChance {
      #expect(made.daily.precipitationProbabilityMax == sent.daily.precipitationProbabilityMax)
    }
    if sent.daily.condition.contains(where: { $0 != nil }) {
      #expect(made.daily.condition == sent.daily.condition)
    }
    // What is still asked is still read as sent.
    #expect(made.daily.sunrise == sent.daily.sunrise)
    #expect(made.daily.precipitationSum == sent.daily.precipitationSum)
  }

  /// The comparison can fail: one hour warmer than the day's highest makes
  /// a day that is not the service's.
  @Test func aChangedHourIsNotTheServicesOwn() throws {
    let name = "openmeteo-forecast-newyork-current-hourly-daily.json"
    let sent = try #require(OpenMeteoReader.forecast(try Fixture.bytes("open-meteo/" + name)))
    var answer = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try Self.withoutMadeSeries(name))) as? [String: Any])
    var hourly = try #require(answer["hourly"] as? [String: Any])
    var temperatures = try #require(hourly["temperature_2m"] as? [Any])
    temperatures[30] = 42.0
    hourly["temperature_2m"] = temperatures
    answer["hourly"] = hourly
    let made = try #require(
      OpenMeteoReader.forecast(
        Array(try JSONSerialization.data(withJSONObject: answer)), derivingDays: true))
    #expect(made.daily.temperatureMax[1] == 42)
    #expect(made.daily.temperatureMax != sent.daily.temperatureMax)
    #expect(
      Array(made.daily.temperatureMax.dropFirst(2)) == Array(sent.daily.temperatureMax.dropFirst(2))
    )
  }

  /// Hours that do not start at local midnight make no day; days are made
  /// only from whole days of hours (a day with one hour unknown: unknown).
  @Test func onlyWholeDays() {
    let midnight: Int64 = 1_795_993_200  // 2026-11-30 00:00 in Berlin (UTC+1)
    let times = (0..<30).map { OpenMeteoReader.Time.unix(midnight + Int64($0) * 3600) }
    var temperature: [Double?] = (0..<30).map { Double($0) }
    let days = OpenMeteoDays(
      times: times, offset: 3600, temperature: temperature, probability: nil, code: nil)
    #expect(days.time == [midnight])
    #expect(days.temperatureMax == [23])
    #expect(days.temperatureMin == [0])
    #expect(days.probabilityMax == [nil])
    temperature[5] = nil
    #expect(
      OpenMeteoDays(
        times: times, offset: 3600, temperature: temperature, probability: nil, code: nil
      )
      .temperatureMax == [nil])
    #expect(
      OpenMeteoDays(
        times: Array(times.dropFirst()), offset: 3600, temperature: temperature, probability: nil,
        code: nil
      ).time.isEmpty)
  }
}

/// What a run asks of Open-Meteo, and what a kept entry serves.
@Suite struct ForecastNeedsTests {
  @Test func theDefaultBarAsksTheBaseAndMinutes() {
    let needs = ForecastNeeds.of(template: .standard, tooltip: nil, alerts: false)
    #expect(needs == ForecastNeeds(.minutes))
    let (current, hourly, daily) = OpenMeteoProvider.variables(needs, extras: [])
    #expect(current == ["temperature_2m", "weather_code", "is_day"])
    #expect(
      hourly == ["temperature_2m", "precipitation_probability", "precipitation", "weather_code"])
    #expect(daily == [])
  }

  @Test func theStandardTooltip() {
    let needs = ForecastNeeds.of(template: .standard, tooltip: .standard, alerts: false)
    #expect(
      needs
        == ForecastNeeds(
          [
            .minutes, .feelsNow, .windNow, .windHourly, .sun, .dayCondition, .dayTemperatures,
            .dayWind, .dayChance,
          ], days: 3))
  }

  @Test func textRoundTripsAndUnknownNamesAreLeftOut() {
    let needs = ForecastNeeds([.feelsNow, .sun, .minutes], days: 2)
    #expect(needs.text == "feelsNow,sun,minutes;days=2")
    #expect(ForecastNeeds.parse(needs.text) == needs)
    #expect(ForecastNeeds.parse("sun,fog;days=99") == ForecastNeeds(.sun, days: 16))
    #expect(ForecastNeeds.parse("") == ForecastNeeds())
  }

  @Test func coversAndUnion() {
    let bar = ForecastNeeds(.minutes)
    let tooltip = ForecastNeeds([.windNow, .sun], days: 3)
    #expect(!bar.covers(tooltip))
    #expect(!tooltip.covers(bar))
    #expect(bar.union(tooltip).covers(bar) && bar.union(tooltip).covers(tooltip))
    #expect(ForecastNeeds.everything.covers(bar.union(tooltip)))
    #expect(!ForecastNeeds(.minutes, days: 2).covers(ForecastNeeds(.minutes, days: 3)))
  }

  /// An entry of an earlier version says nothing of what it holds: it was
  /// asked for everything and serves every run; one asked for less serves
  /// only runs that show no more.
  @Test func whatAnEntryServes() {
    let place = Location(name: "x", latitude: 52.52, longitude: 13.41)
    func resource(_ needs: ForecastNeeds) -> ForecastResource {
      ForecastResource(
        OpenMeteoProvider(userAgent: "t", needs: needs), for: place, freshness: 600)
    }
    var entry = CacheEntry(
      provider: "open-meteo", location: place, forecast: nil, fetchedAt: 0, freshUntil: 0)
    #expect(resource(.everything).serves(entry))
    entry.needs = ForecastNeeds(.minutes)
    #expect(resource(ForecastNeeds(.minutes)).serves(entry))
    #expect(!resource(ForecastNeeds(.sun, days: 2)).serves(entry))
    let wider = resource(ForecastNeeds(.sun, days: 2)).widened(by: entry)
    #expect(wider.provider.needsAsked == ForecastNeeds([.sun, .minutes], days: 2))
  }

  @Test func anEntryKeepsWhatItHolds() throws {
    let place = Location(name: "x", latitude: 52.52, longitude: 13.41)
    var entry = CacheEntry(
      provider: "open-meteo", location: place, forecast: nil, fetchedAt: 5, freshUntil: 5)
    entry.needs = ForecastNeeds([.windNow, .sun], days: 3)
    let bytes = try #require(entry.bytes)
    // windNow (2) and sun (1024), 3 days (3 × 65536).
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""needs":197634"#))
    #expect(CacheEntry.read(bytes) == entry)
    #expect(ForecastNeeds(number: 197634) == entry.needs)
    #expect(ForecastNeeds(number: -1) == ForecastNeeds(.all, days: 0))
    #expect(ForecastNeeds(number: 1 << 40) == ForecastNeeds(days: 16))
  }

  @Test func weightIsOpenMeteosFormula() {
    #expect(OpenMeteoProvider.weight(variables: 7, days: 3) == 1)
    #expect(OpenMeteoProvider.weight(variables: 11, days: 3) == 1.1)
    #expect(OpenMeteoProvider.weight(variables: 24, days: 7) == 2.4)
    #expect(OpenMeteoProvider.weight(variables: 10, days: 28) == 2)
  }
}

import Foundation
import Testing

/// What one renewal weighs by Open-Meteo's count (its `calculateQueryWeight`:
/// max(1, v/10, v/10 × days/14) for v variables, each name of each block —
/// `current`, `hourly`, `daily`, `minutely_15` — counted once, and the days of
/// `forecast_days`), read off the request the loopback server received. The
/// numbers are those of docs/providers.md's table.
@Suite struct RequestWeightEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  /// Its variables (per block) and days, and its weight.
  struct Weight: Equatable, CustomStringConvertible {
    var current = 0
    var hourly = 0
    var daily = 0
    var minutely = 0
    var days = 0
    var variables: Int { current + hourly + daily + minutely }
    var weight: Double {
      let v = Double(variables) / 10
      return max(1, v, v * Double(days) / 14)
    }
    var description: String {
      "\(current)+\(hourly)+\(daily)+\(minutely) = \(variables) variables, \(days) days: \(weight)"
    }

    init(current: Int, hourly: Int, daily: Int, minutely: Int, days: Int) {
      (self.current, self.hourly, self.daily, self.minutely, self.days) =
        (current, hourly, daily, minutely, days)
    }

    init(path: String) {
      let query = path.split(separator: "?", maxSplits: 1).last ?? ""
      for pair in query.split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        let count = parts[1].split(separator: ",").count
        switch parts[0] {
        case "current": current = count
        case "hourly": hourly = count
        case "daily": daily = count
        case "minutely_15": minutely = count
        case "forecast_days": days = Int(parts[1]) ?? 0
        default: break
        }
      }
    }
  }

  /// One renewal of `arguments` under `config`, at Berlin (inside ICON-D2's
  /// domain, so minute-level data is asked) unless `latitude` says otherwise.
  func weigh(
    _ arguments: [String], config: String = "",
    place: [String] = ["--lat", "52.52", "--lon", "13.41"]
  ) throws -> Weight {
    try sandbox.clearCache()
    try sandbox.writeConfig("[rain-bar]\n" + config)
    try server.queue(.init(file: ShowEndToEndTests.berlin))
    func forecasts() throws -> [String] {
      try server.requests().map(\.path).filter { $0.hasPrefix("/v1/forecast?") }
    }
    let before = try forecasts().count
    _ = try sandbox.run(arguments + place, at: ShowEndToEndTests.berlinNow, expect: 0)
    let requests = try forecasts()
    try #require(requests.count == before + 1)
    return Weight(path: try #require(requests.last))
  }

  @Test func theDefaultBarWeighsAtMostOnePointTwo() throws {
    let weight = try weigh([])
    #expect(weight == Weight(current: 3, hourly: 4, daily: 0, minutely: 4, days: 3))
    #expect(weight.weight == 1.1)
    // Outside the 15-minute models' domains there is no minutely_15 to ask.
    let elsewhere = try weigh([], place: ["--lat", "-33.87", "--lon", "151.21"])
    #expect(elsewhere == Weight(current: 3, hourly: 4, daily: 0, minutely: 0, days: 3))
    #expect(elsewhere.weight == 1)
  }

  @Test func theDefaultWithItsTooltip() throws {
    let weight = try weigh(["--format", "waybar"])
    #expect(weight == Weight(current: 5, hourly: 5, daily: 3, minutely: 4, days: 3))
    #expect(weight.weight == 1.7)
  }

  @Test func everythingOn() throws {
    let config = """
      template={icon} {temp} {feels} {wind} {min} {max} {sunrise} {sunset} {humidity} {dew_point} {wind_dir} {gusts} {pressure} {uv} {next_rain}
      tooltip=summary,now,minutes,hours,days,warnings,sun,air,trips
      hour-columns=icon,temp,feels,wind,rain,amount
      day-columns=icon,min,max,wind,rain,amount,sunrise,sunset
      tooltip-days=7

      """
    let weight = try weigh(["--format", "waybar"], config: config)
    #expect(weight == Weight(current: 11, hourly: 6, daily: 4, minutely: 4, days: 7))
    #expect(weight.weight == 2.5)
    // `forecast` and the JSON format ask for everything, the precipitation now too.
    let forecast = try weigh(["forecast"])
    #expect(forecast == Weight(current: 6, hourly: 6, daily: 4, minutely: 4, days: 7))
    #expect(forecast.weight == 2.0)
  }

  /// What rain-bar asked before it named only what is shown: 24 variables
  /// for 7 days, 2.4 calls.
  @Test func theFormulaOnTheOldRequest() {
    let old = Weight(
      path: "/v1/forecast?latitude=52.5200&longitude=13.4100"
        + "&current=temperature_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,is_day"
        + "&hourly=temperature_2m,apparent_temperature,precipitation_probability,precipitation,weather_code,wind_speed_10m"
        + "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,sunrise,sunset"
        + "&minutely_15=precipitation,rain,snowfall,weather_code&forecast_minutely_15=10"
        + "&timezone=auto&timeformat=unixtime&forecast_days=7&forecast_hours=48")
    #expect(old == Weight(current: 6, hourly: 6, daily: 8, minutely: 4, days: 7))
    #expect(old.weight == 2.4)
    #expect(Weight(current: 10, hourly: 10, daily: 0, minutely: 0, days: 28).weight == 4)
  }

  /// Runs that show different things share the entry: one that shows more
  /// renews it once, asking for what it held too, and then both are served.
  @Test func aRunThatShowsMoreRenewsOnceForBoth() throws {
    try sandbox.writeConfig("[rain-bar]\n")
    let place = ["--lat", "52.52", "--lon", "13.41"]
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: ShowEndToEndTests.berlin))
    _ = try sandbox.run(place, at: ShowEndToEndTests.berlinNow, expect: 0)
    _ = try sandbox.run(
      ["--template", "{temp} {max}"] + place, at: ShowEndToEndTests.berlinNow, expect: 0)
    let requests = try server.requests()
    try #require(requests.count == 2)
    #expect(!requests[0].path.contains("daily="))
    // The second asks for whole days (the highest is made from the hours)
    // and still for the minutes the first one showed.
    #expect(requests[1].path.contains("minutely_15="))
    #expect(requests[1].path.contains("forecast_days=3"))
    // Both are served by the entry now.
    _ = try sandbox.run(place, at: ShowEndToEndTests.berlinNow, expect: 0)
    let both = try sandbox.run(
      ["--template", "{temp} {max}"] + place, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try server.requests().count == 2)
    #expect(both.stdout == "12°C 12°C\n")
  }
}

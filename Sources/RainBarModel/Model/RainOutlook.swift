/// What the bar says about a forecast at one moment: the conditions now and
/// the chance of rain ahead. Pure: the same forecast and time give the same outlook.
public struct RainOutlook: Equatable, Sendable {
  public var temperature: Double?
  public var apparentTemperature: Double?
  public var windSpeed: Double?
  public var condition: Condition?
  public var isDay: Bool
  /// Highest hourly chance of rain (0-100) in the look-ahead window; nil when unknown.
  public var chanceOfRain: Double?
  /// Expected precipitation in the window, mm.
  public var precipitation: Double?

  /// `zone`: the place's clock, for the day's sunrise and sunset.
  public init(forecast: Forecast, zone: TimeZoneRules, now: Double, windowHours: Int = 3) {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let hour = HourlyConvention.current(in: hourly, at: t)
    // Current conditions win when they are from the last hour; else the hourly entry.
    let current = forecast.current.flatMap {
      abs($0.time - t) <= HourlyConvention.length ? $0 : nil
    }
    temperature = current?.temperature ?? hour.flatMap { hourly.temperature[$0] }
    apparentTemperature =
      current?.apparentTemperature ?? hour.flatMap { hourly.apparentTemperature[$0] }
    windSpeed = current?.windSpeed ?? hour.flatMap { hourly.windSpeed[$0] }
    condition = current?.condition ?? hour.flatMap { hourly.condition[$0] }
    isDay = current?.isDay ?? Self.isDaytime(forecast: forecast, zone: zone, at: t)

    let ahead = HourlyConvention.ahead(in: hourly, from: t, hours: windowHours)
    let probabilities = ahead.compactMap { hourly.precipitationProbability[$0] }
    chanceOfRain = probabilities.max()
    let amounts = ahead.compactMap { hourly.precipitation[$0] }
    precipitation = amounts.isEmpty ? nil : amounts.reduce(0, +)
  }

  /// From the day's sunrise and sunset when known, else 06:00-18:00 local time.
  package static func isDaytime(forecast: Forecast, zone: TimeZoneRules, at t: Int64) -> Bool {
    let daily = forecast.daily
    let today = zone.day(t)
    if let day = daily.time.lastIndex(where: { zone.day(startingNear: $0) == today }),
      let rise = daily.sunrise[day], let set = daily.sunset[day]
    {
      return t >= rise && t < set
    }
    let hour = zone.fields(t).hour
    return hour >= 6 && hour < 18
  }
}

/// A provider-neutral forecast, always in metric units (°C, km/h, mm) and Unix
/// times, so the cache does not depend on the display units.
///
/// Series are parallel arrays (the shape Open-Meteo sends): decoding them from
/// the cache is several times cheaper than one object per hour.
public struct Forecast: Equatable, Sendable {
  public var latitude: Double
  public var longitude: Double
  /// The one offset the provider gave for the whole answer (the one in force
  /// when it was asked): the clock only when no zone is known.
  public var utcOffsetSeconds: Int
  /// The IANA zone the provider named, as sent (checked when it is looked up).
  public var timezone: String?
  public var current: CurrentConditions?
  public var hourly: HourlySeries
  public var daily: DailySeries
  /// Short-range precipitation (`MinutelyPrecipitation`), when the provider
  /// has it for this place; nil when it was not asked.
  public var minutely: MinutelyPrecipitation?
  /// What fell today before the first hour (`{rain_today}`), when the
  /// provider has it and the run asked; nil otherwise.
  public var pastRain: PastRain?

  public init(
    latitude: Double, longitude: Double, utcOffsetSeconds: Int, timezone: String?,
    current: CurrentConditions?, hourly: HourlySeries, daily: DailySeries,
    minutely: MinutelyPrecipitation? = nil, pastRain: PastRain? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.utcOffsetSeconds = utcOffsetSeconds
    self.timezone = timezone
    self.current = current
    self.hourly = hourly
    self.daily = daily
    self.minutely = minutely
    self.pastRain = pastRain
  }

  /// What is kept of an answer: the hours and days rain-bar shows (48 hours
  /// ahead, 16 days) and some hours more for while the forecast goes stale.
  public static let keptHours = 72
  public static let keptDays = 16

  /// The first `keptHours` hours and `keptDays` days (times ascend, so the
  /// earliest; providers start at the current hour and day), and the time
  /// zone only when it is a zone's name (else the answer's offset serves).
  public func kept() -> Forecast {
    var kept = self
    if let zone = timezone, !TimeZoneRules.isValidName(zone) { kept.timezone = nil }
    if hourly.count > Self.keptHours { kept.hourly = hourly.prefix(Self.keptHours) }
    if daily.count > Self.keptDays { kept.daily = daily.prefix(Self.keptDays) }
    return kept
  }
}

public struct CurrentConditions: Equatable, Sendable {
  public var time: Int64
  public var temperature: Double?
  public var apparentTemperature: Double?
  public var windSpeed: Double?
  public var precipitation: Double?
  public var condition: Condition?
  public var isDay: Bool?
  /// Asked only when a template shows them (`CurrentExtra`): relative
  /// humidity (%), dew point (°C), the direction the wind blows from (degrees),
  /// gusts (km/h), sea-level pressure (hPa) and the UV index.
  public var humidity: Double?
  public var dewPoint: Double?
  public var windDirection: Double?
  public var windGusts: Double?
  public var pressure: Double?
  public var uvIndex: Double?

  public init(
    time: Int64, temperature: Double? = nil, apparentTemperature: Double? = nil,
    windSpeed: Double? = nil, precipitation: Double? = nil, condition: Condition? = nil,
    isDay: Bool? = nil
  ) {
    self.time = time
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature
    self.windSpeed = windSpeed
    self.precipitation = precipitation
    self.condition = condition
    self.isDay = isDay
  }
}

/// Hourly values. Each entry covers the hour that ends at `time`
/// (`HourlyConvention`): precipitation and its probability over that hour
/// (Open-Meteo's "preceding hour"), the condition for that hour, and
/// temperature, feels-like and wind instantaneous at the hour's *start*
/// (`hourStart`), the time tables print for the row. Providers that label the
/// hour by its start shift their times when decoding; Open-Meteo, whose
/// instantaneous values are at `time`, shifts those values an hour back.
/// The cache's reader (`RecordFields`) sets the arrays as it reads them, then
/// fits them again through `init`; everything else makes a series through `init`.
public struct HourlySeries: Equatable, Sendable {
  public package(set) var time: [Int64]
  public package(set) var temperature: [Double?]
  public package(set) var apparentTemperature: [Double?]
  public package(set) var precipitationProbability: [Double?]
  public package(set) var precipitation: [Double?]
  public package(set) var windSpeed: [Double?]
  public package(set) var condition: [Condition?]
  /// The UV index at the hour's start, and the strongest gust of the hour
  /// (km/h): empty unless asked (the threshold alerts), else one per hour.
  public package(set) var uvIndex: [Double?]
  public package(set) var windGusts: [Double?]

  /// Arrays shorter than `time` are padded with nil, longer ones cut (the
  /// UV index and gusts stay empty when empty).
  public init(
    time: [Int64], temperature: [Double?] = [], apparentTemperature: [Double?] = [],
    precipitationProbability: [Double?] = [], precipitation: [Double?] = [],
    windSpeed: [Double?] = [], condition: [Condition?] = [], uvIndex: [Double?] = [],
    windGusts: [Double?] = []
  ) {
    let n = time.count
    self.time = time
    self.temperature = temperature.fitted(to: n)
    self.apparentTemperature = apparentTemperature.fitted(to: n)
    self.precipitationProbability = precipitationProbability.fitted(to: n)
    self.precipitation = precipitation.fitted(to: n)
    self.windSpeed = windSpeed.fitted(to: n)
    self.condition = condition.fitted(to: n)
    self.uvIndex = uvIndex.isEmpty ? [] : uvIndex.fitted(to: n)
    self.windGusts = windGusts.isEmpty ? [] : windGusts.fitted(to: n)
  }

  public var count: Int { time.count }

  public static let empty = HourlySeries(time: [])

  /// The entries from the one whose time is `t` or later.
  public func from(_ t: Int64) -> HourlySeries {
    guard let first = time.firstIndex(where: { $0 >= t }), first > 0 else { return self }
    return HourlySeries(
      time: Array(time[first...]), temperature: Array(temperature[first...]),
      apparentTemperature: Array(apparentTemperature[first...]),
      precipitationProbability: Array(precipitationProbability[first...]),
      precipitation: Array(precipitation[first...]), windSpeed: Array(windSpeed[first...]),
      condition: Array(condition[first...]), uvIndex: Array(uvIndex.dropFirst(first)),
      windGusts: Array(windGusts.dropFirst(first)))
  }

  /// The first `n` entries.
  public func prefix(_ n: Int) -> HourlySeries {
    HourlySeries(
      time: Array(time.prefix(n)), temperature: Array(temperature.prefix(n)),
      apparentTemperature: Array(apparentTemperature.prefix(n)),
      precipitationProbability: Array(precipitationProbability.prefix(n)),
      precipitation: Array(precipitation.prefix(n)), windSpeed: Array(windSpeed.prefix(n)),
      condition: Array(condition.prefix(n)), uvIndex: Array(uvIndex.prefix(n)),
      windGusts: Array(windGusts.prefix(n)))
  }
}

/// Daily values; `time` is the local midnight that starts the day, as the
/// provider gives it: by its one offset, an hour off after a daylight-saving
/// change (`TimeZoneRules.day(startingNear:)` names the day).
/// The cache's reader (`RecordFields`) sets the arrays as it reads them, then
/// fits them again through `init`; everything else makes a series through `init`.
public struct DailySeries: Equatable, Sendable {
  public package(set) var time: [Int64]
  public package(set) var temperatureMax: [Double?]
  public package(set) var temperatureMin: [Double?]
  public package(set) var precipitationSum: [Double?]
  public package(set) var precipitationProbabilityMax: [Double?]
  public package(set) var windSpeedMax: [Double?]
  public package(set) var condition: [Condition?]
  public package(set) var sunrise: [Int64?]
  public package(set) var sunset: [Int64?]

  public init(
    time: [Int64], temperatureMax: [Double?] = [], temperatureMin: [Double?] = [],
    precipitationSum: [Double?] = [], precipitationProbabilityMax: [Double?] = [],
    windSpeedMax: [Double?] = [], condition: [Condition?] = [], sunrise: [Int64?] = [],
    sunset: [Int64?] = []
  ) {
    let n = time.count
    self.time = time
    self.temperatureMax = temperatureMax.fitted(to: n)
    self.temperatureMin = temperatureMin.fitted(to: n)
    self.precipitationSum = precipitationSum.fitted(to: n)
    self.precipitationProbabilityMax = precipitationProbabilityMax.fitted(to: n)
    self.windSpeedMax = windSpeedMax.fitted(to: n)
    self.condition = condition.fitted(to: n)
    self.sunrise = sunrise.fitted(to: n)
    self.sunset = sunset.fitted(to: n)
  }

  public var count: Int { time.count }

  public static let empty = DailySeries(time: [])

  /// The first `n` days.
  public func prefix(_ n: Int) -> DailySeries {
    DailySeries(
      time: Array(time.prefix(n)), temperatureMax: Array(temperatureMax.prefix(n)),
      temperatureMin: Array(temperatureMin.prefix(n)),
      precipitationSum: Array(precipitationSum.prefix(n)),
      precipitationProbabilityMax: Array(precipitationProbabilityMax.prefix(n)),
      windSpeedMax: Array(windSpeedMax.prefix(n)), condition: Array(condition.prefix(n)),
      sunrise: Array(sunrise.prefix(n)), sunset: Array(sunset.prefix(n)))
  }
}

extension Array {
  /// Pads with nil or cuts so that the array has exactly `count` elements.
  fileprivate func fitted<T>(to count: Int) -> [T?] where Element == T? {
    if self.count == count { return self }
    if self.count > count { return Array(self[0..<count]) }
    return self + [T?](repeating: nil, count: count - self.count)
  }
}

extension Forecast {
  /// The first moment after `t` at which what is shown for "now" may change
  /// by time alone: an hour or a day ends, the sun rises or sets, the current
  /// conditions grow too old to use. Nil when the forecast has none ahead.
  public func nextBoundary(after t: Int64) -> Int64? {
    var next: Int64?
    func consider(_ time: Int64?) {
      guard let time, time > t else { return }
      next = min(next ?? time, time)
    }
    consider(hourly.time.first { $0 > t })
    consider(daily.time.first { $0 > t })
    for time in daily.sunrise { consider(time) }
    for time in daily.sunset { consider(time) }
    consider(current.map { $0.time + HourlyConvention.length + 1 })
    consider(current.map { $0.time - HourlyConvention.length })
    return next
  }
}

extension Array where Element == Double? {
  /// The values, or none when not one is known: an answer without the
  /// series keeps none (as Open-Meteo's does when it was not asked for).
  package var ifAnyKnown: [Double?] { contains { $0 != nil } ? self : [] }
}

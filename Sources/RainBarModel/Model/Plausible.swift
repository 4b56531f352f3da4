/// What a forecast must be to be believed, whoever made it: every number in a
/// range the weather (and the calendar) can reach, times in order, and no
/// more entries than a forecast has. A provider's answer that fails is refused
/// like a malformed one (the last good forecast stays); a cache entry that
/// fails is corrupt. Everything that renders a forecast may then do its
/// arithmetic without checking again.
///
/// A new series (or block) gets its range here, in `problem(in:)`.
public enum Plausible {
  /// Unix times: 1970 to 2200.
  public static let time: ClosedRange<Int64> = 0...7_258_118_400
  /// The same, for the times a cache entry keeps as Double (fetch, expiry, back-off).
  public static let instant: ClosedRange<Double> = 0...7_258_118_400
  /// UTC offsets: the ±18 h ISO 8601 allows (places use −12 to +14 h).
  public static let utcOffset: ClosedRange<Int> = -64_800...64_800
  public static let latitude: ClosedRange<Double> = -90...90
  public static let longitude: ClosedRange<Double> = -180...180
  /// °C, actual and apparent (the records are −89.2 and +56.7).
  public static let temperature: ClosedRange<Double> = -100...100
  /// km/h (the strongest gust measured is 408).
  public static let windSpeed: ClosedRange<Double> = 0...500
  /// A chance, in percent.
  public static let percent: ClosedRange<Double> = 0...100
  /// mm in an hour, or less (the record hour is 305 mm).
  public static let precipitation: ClosedRange<Double> = 0...500
  /// mm in a day (the record day is 1,825 mm).
  public static let dailyPrecipitation: ClosedRange<Double> = 0...2_500
  /// Degrees, the direction the wind blows from.
  public static let direction: ClosedRange<Double> = 0...360
  /// Sea-level pressure in hPa (the records are 870 and 1084).
  public static let pressure: ClosedRange<Double> = 800...1_100
  /// The UV index (the highest measured is about 43).
  public static let uvIndex: ClosedRange<Double> = 0...50
  /// More hourly or daily entries than these is not a forecast (rain-bar asks
  /// for 48 hours and 7 days; it keeps `Forecast.keptHours` and `keptDays`).
  public static let maxHours = 1_000
  public static let maxDays = 100
  /// More official warnings than these for one place is not an answer (a
  /// place has a handful; every bar run reads all that are kept).
  public static let maxWarnings = 100
  /// More entries than these in any one list of an answer (hours, 15-minute
  /// steps, a country's warnings) is not an answer: refused while it is
  /// scanned, before it is decoded, so refusing it costs no more memory than
  /// its bytes.
  public static let maxListEntries = 5_000

  /// What is wrong with an answer's JSON before it is read, or nil.
  package static func problem(inAnswer body: [UInt8]) -> String? {
    JSONScanner.hasArray(longerThan: maxListEntries, in: body)
      ? "a list of more than \(maxListEntries) entries" : nil
  }

  /// What is wrong with a place's warnings, or nil when they can be believed.
  public static func problem(in warnings: [Warning]) -> String? {
    warnings.count > maxWarnings ? "\(warnings.count) warnings" : nil
  }

  /// What is wrong with `forecast`, in a few words ("hourly temperature out
  /// of range"), or nil when it can be believed.
  public static func problem(in forecast: Forecast) -> String? {
    let hourly = forecast.hourly
    let daily = forecast.daily
    if hourly.count > maxHours { return "\(hourly.count) hourly entries" }
    if daily.count > maxDays { return "\(daily.count) daily entries" }
    if !latitude.contains(forecast.latitude) || !longitude.contains(forecast.longitude) {
      return "coordinates out of range"
    }
    if !utcOffset.contains(forecast.utcOffsetSeconds) { return "UTC offset out of range" }
    if let current = forecast.current {
      if !time.contains(current.time) { return "current time out of range" }
      if let problem = outside("current", current.temperature, temperature, "temperature")
        ?? outside("current", current.apparentTemperature, temperature, "apparent temperature")
        ?? outside("current", current.windSpeed, windSpeed, "wind speed")
        ?? outside("current", current.precipitation, precipitation, "precipitation")
        ?? outside("current", current.humidity, percent, "humidity")
        ?? outside("current", current.dewPoint, temperature, "dew point")
        ?? outside("current", current.windDirection, direction, "wind direction")
        ?? outside("current", current.windGusts, windSpeed, "gusts")
        ?? outside("current", current.pressure, pressure, "pressure")
        ?? outside("current", current.uvIndex, uvIndex, "UV index")
      {
        return problem
      }
    }
    if let problem = ascending("hourly", hourly.time)
      ?? outside("hourly", hourly.temperature, temperature, "temperature")
      ?? outside("hourly", hourly.apparentTemperature, temperature, "apparent temperature")
      ?? outside("hourly", hourly.precipitationProbability, percent, "chance of rain")
      ?? outside("hourly", hourly.precipitation, precipitation, "precipitation")
      ?? outside("hourly", hourly.windSpeed, windSpeed, "wind speed")
      ?? outside("hourly", hourly.uvIndex, uvIndex, "UV index")
      ?? outside("hourly", hourly.windGusts, windSpeed, "wind gusts")
    {
      return problem
    }
    if let problem = ascending("daily", daily.time)
      ?? outside("daily", daily.temperatureMax, temperature, "highest temperature")
      ?? outside("daily", daily.temperatureMin, temperature, "lowest temperature")
      ?? outside("daily", daily.precipitationSum, dailyPrecipitation, "precipitation")
      ?? outside("daily", daily.precipitationProbabilityMax, percent, "chance of rain")
      ?? outside("daily", daily.windSpeedMax, windSpeed, "wind speed")
      ?? outside("daily", daily.sunrise, "sunrise")
      ?? outside("daily", daily.sunset, "sunset")
    {
      return problem
    }
    if let past = forecast.pastRain {
      if past.end.count > maxHours { return "\(past.end.count) past entries" }
      if let problem = ascending("past", [past.start] + past.end)
        ?? outside("past", past.amount, dailyPrecipitation, "precipitation")
      {
        return problem
      }
    }
    return nil
  }

  /// Times strictly ascending, each in range.
  package static func ascending(_ block: String, _ times: [Int64]) -> String? {
    var previous = Int64.min
    for t in times {
      if !time.contains(t) { return "\(block) time out of range" }
      if t <= previous { return "\(block) times out of order" }
      previous = t
    }
    return nil
  }

  package static func outside(
    _ block: String, _ value: Double?, _ range: ClosedRange<Double>, _ what: String
  )
    -> String?
  {
    guard let value, !range.contains(value) else { return nil }
    return "\(block) \(what) out of range"
  }

  package static func outside(
    _ block: String, _ values: [Double?], _ range: ClosedRange<Double>, _ what: String
  ) -> String? {
    for case let value? in values where !range.contains(value) {
      return "\(block) \(what) out of range"
    }
    return nil
  }

  package static func outside(_ block: String, _ times: [Int64?], _ what: String) -> String? {
    for case let t? in times where !time.contains(t) { return "\(block) \(what) out of range" }
    return nil
  }
}

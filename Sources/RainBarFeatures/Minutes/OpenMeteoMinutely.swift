import RainBarEngine
import RainBarModel

/// Open-Meteo's `minutely_15` block: what is asked, where it is real, and how
/// `OpenMeteoReader` reads it into `MinutelyPrecipitation`.
///
/// - True 15-minute data exists only for Central Europe (DWD's ICON-D2) and
///   North America (NOAA's HRRR); elsewhere the API interpolates hourly data,
///   so rain-bar asks for the block only inside those models' domains, and an
///   answer from elsewhere is `hourlyOnly`.
/// - `precipitation` is the sum of the 15 minutes *before* each time (mm),
///   so a step begins 15 minutes before its time; the rate is 4 times the sum.
/// - There is no chance per step: the intensity decides. The kind (rain,
///   snow, sleet) comes from `rain` and `snowfall`, else from `weather_code`.
package enum OpenMeteoMinutely {
  package typealias Failure = JSONScanner.Failure

  package static let variables = "precipitation,rain,snowfall,weather_code"
  /// Ten steps from the current one: the next 2 hours from any minute of it.
  package static let steps = 10
  package static let interval = 900

  /// The query's part for the block; nil where only interpolated hourly data exists.
  package static func query(latitude: Double, longitude: Double) -> String? {
    guard hasQuarterHourData(latitude: latitude, longitude: longitude) else { return nil }
    return "minutely_15=\(variables)&forecast_minutely_15=\(steps)"
  }

  /// Inside ICON-D2's domain (43.2° to 58.1° N, 3.9° W to 20.3° E) or HRRR's
  /// (21.1° to 52.6° N, 134.1° to 60.9° W).
  package static func hasQuarterHourData(latitude: Double, longitude: Double) -> Bool {
    (43.2...58.1).contains(latitude) && (-3.9...20.3).contains(longitude)
      || (21.1...52.6).contains(latitude) && (-134.1 ... -60.9).contains(longitude)
  }

  package struct Block {
    package var time: [OpenMeteoReader.Time?]?
    package var precipitation: [Double?]?
    package var rain: [Double?]?
    package var snowfall: [Double?]?
    package var code: [Int?]?
  }

  /// The block; nil when it does not read. Unlike the forecast's own blocks,
  /// a damaged minute block never costs the forecast: it is passed over as
  /// JSONDecoder passes over what it is not asked for (only the JSON's
  /// structure must hold), then read on its own.
  package static func block(_ s: inout JSONScanner) throws(Failure) -> Block? {
    s.skipSpace()
    let start = s.index
    try s.skipValue()
    return JSONScanner.read(Array(s.bytes[start..<s.index])) { s throws(Failure) in
      var block = Block()
      try s.object { s, key throws(Failure) in
        if key == "time" {
          block.time = try series(&s, OpenMeteoReader.lossyTime)
        } else if key == "precipitation" {
          block.precipitation = try series(&s, OpenMeteoReader.lossyDouble)
        } else if key == "rain" {
          block.rain = try series(&s, OpenMeteoReader.lossyDouble)
        } else if key == "snowfall" {
          block.snowfall = try series(&s, OpenMeteoReader.lossyDouble)
        } else if key == "weather_code" {
          block.code = try series(&s, OpenMeteoReader.lossyInt)
        } else {
          try s.skipValue()
        }
      }
      return block
    }
  }

  /// An array read by `element` (null is nil), at most `maximumSteps` values kept.
  private static func series<T>(
    _ s: inout JSONScanner, _ element: (inout JSONScanner) throws(Failure) -> T?
  ) throws(Failure) -> [T?]? {
    if s.null() { return nil }
    var values: [T?] = []
    try s.array { s throws(Failure) in
      if values.count < MinutelyPrecipitation.maximumSteps {
        values.append(try element(&s))
      } else {
        try s.skipValue()
      }
    }
    return values
  }

  /// The block as minute-level data: steps up to the first time missing or
  /// off the 15-minute grid. nil when no step has a time.
  package static func series(_ block: Block, offset: Int, latitude: Double, longitude: Double)
    -> MinutelyPrecipitation?
  {
    guard hasQuarterHourData(latitude: latitude, longitude: longitude) else {
      return MinutelyPrecipitation(unavailable: .hourlyOnly)
    }
    var times: [Int64] = []
    for time in block.time ?? [] {
      guard let unix = time?.unix(offset: offset), times.count < MinutelyPrecipitation.maximumSteps
      else { break }
      times.append(unix - Int64(interval))
    }
    func value<T>(_ values: [T?]?, _ i: Int) -> T? {
      guard let values, i < values.count else { return nil }
      return values[i]
    }
    let rates = times.indices.map { i in value(block.precipitation, i).map { $0 * 4 } }
    let kinds = times.indices.map { i -> Condition? in
      let rain = value(block.rain, i) ?? 0
      let snow = value(block.snowfall, i) ?? 0
      if snow > 0 { return rain > 0 ? .sleet : .snow }
      if rain > 0 { return .rain }
      return value(block.code, i).flatMap(WMOCode.condition).flatMap(kind)
    }
    return MinutelyPrecipitation.gridded(
      times: times, resolution: interval, intensity: rates, kind: kinds)
  }

  /// The kind a wet weather code stands for; nil for dry ones.
  package static func kind(_ condition: Condition) -> Condition? {
    switch condition {
    case .snow: return .snow
    case .sleet, .freezingRain: return .sleet
    case .drizzle, .showers, .rain, .heavyRain, .thunderstorm: return .rain
    case .clear, .mainlyClear, .partlyCloudy, .cloudy, .fog: return nil
    }
  }
}

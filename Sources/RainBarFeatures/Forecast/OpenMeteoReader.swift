import RainBarEngine
import RainBarModel

/// Reads Open-Meteo's forecast answer in one pass (JSONScanner), as the
/// Codable wire structs read it with JSONDecoder (optionals: null is nil),
/// which spent a refresh about 4.5 M instructions, most of it finding type
/// metadata at run time:
///
/// - null, or a member that is not there, is missing (unknown);
/// - a value of the wrong type (a string where a number belongs, a number
///   out of range or not whole where a whole one belongs), a block
///   (`current`, `hourly`, ...) that is not an object, or a series that is not
///   an array, makes the answer malformed, as does text that is not JSON:
///   that is not the answer the request asked for;
/// - times are Unix seconds, or ISO local times at the answer's offset;
///   entries whose time is null or a text that is not a time are dropped
///   with their values.
///
/// What the numbers say is judged afterwards (`ForecastProvider.forecast(from:)`).
/// A test holds it to the Codable decoder on every fixture and on damaged ones.
package enum OpenMeteoReader {
  package typealias Failure = JSONScanner.Failure

  /// nil when the body is not such an answer (malformed). `derivingDays`:
  /// the days' values not sent are made from the hours (`OpenMeteoDays`).
  /// `asked`: the hours' UV index and gusts are kept only when asked (an
  /// answer to another request may hold them; the threshold alerts ask).
  package static func forecast(
    _ body: [UInt8], derivingDays: Bool = false, asked: ForecastNeeds.Values = []
  ) -> Forecast? {
    var forecast = JSONScanner.read(body) { s throws(Failure) in
      try answer(&s, derivingDays: derivingDays)
    }
    if !asked.contains(.uvHourly) { forecast?.hourly.uvIndex = [] }
    if !asked.contains(.gustsHourly) { forecast?.hourly.windGusts = [] }
    return forecast
  }

  /// `{"error": true, "reason": "..."}`, read as the Codable error struct
  /// (an optional Bool and String): nil when the body is not such an object.
  package static func error(_ body: [UInt8]) -> (error: Bool?, reason: String?)? {
    JSONScanner.read(body) { s throws(Failure) in
      var error: Bool?
      var reason: String?
      try s.object { s, key throws(Failure) in
        if key == "error" {
          error = s.null() ? nil : try s.bool()
        } else if key == "reason" {
          reason = s.null() ? nil : try s.string()
        } else {
          try s.skipValue()
        }
      }
      return (error, reason)
    }
  }

  /// A time as sent: Unix seconds, or an ISO local time (read once the
  /// answer's offset is known).
  package enum Time {
    case unix(Int64)
    case local(String)

    package func unix(offset: Int) -> Int64? {
      switch self {
      case .unix(let seconds): return seconds
      case .local(let text): return CivilTime.parse(text, offset: offset)
      }
    }
  }

  private struct Current {
    var time: Time?
    var temperature: Double?
    var apparentTemperature: Double?
    var precipitation: Double?
    var code: Int?
    var windSpeed: Double?
    var isDay: Int?
    var humidity: Double?
    var dewPoint: Double?
    var windDirection: Double?
    var windGusts: Double?
    var pressure: Double?
    var uvIndex: Double?

    func conditions(offset: Int) -> CurrentConditions? {
      guard let time = time?.unix(offset: offset) else { return nil }
      var conditions = CurrentConditions(
        time: time, temperature: temperature, apparentTemperature: apparentTemperature,
        windSpeed: windSpeed, precipitation: precipitation,
        condition: code.flatMap(WMOCode.condition), isDay: isDay.map { $0 != 0 })
      conditions.humidity = humidity
      conditions.dewPoint = dewPoint
      conditions.windDirection = windDirection
      conditions.windGusts = windGusts
      conditions.pressure = pressure
      conditions.uvIndex = uvIndex
      return conditions
    }
  }

  private struct Hourly {
    var time: [Time?]?
    var temperature: [Double?]?
    var apparentTemperature: [Double?]?
    var probability: [Double?]?
    var precipitation: [Double?]?
    var windSpeed: [Double?]?
    var windSpeedOldName: [Double?]?
    var code: [Int?]?
    var codeOldName: [Int?]?
    var uvIndex: [Double?]?
    var windGusts: [Double?]?
  }

  private struct Daily {
    var time: [Time?]?
    var code: [Int?]?
    var codeOldName: [Int?]?
    var temperatureMax: [Double?]?
    var temperatureMin: [Double?]?
    var precipitationSum: [Double?]?
    var probabilityMax: [Double?]?
    var windSpeedMax: [Double?]?
    var windSpeedMaxOldName: [Double?]?
    var sunrise: [Time?]?
    var sunset: [Time?]?
  }

  private static func answer(_ s: inout JSONScanner, derivingDays: Bool) throws(Failure)
    -> Forecast
  {
    var latitude: Double?
    var longitude: Double?
    var offset: Int?
    var timezone: String?
    var current: Current?
    var legacy: Current?
    var hourly: Hourly?
    var daily: Daily?
    var minutely: OpenMeteoMinutely.Block?
    try s.object { s, key throws(Failure) in
      if key == "latitude" {
        latitude = try nullableDouble(&s)
      } else if key == "longitude" {
        longitude = try nullableDouble(&s)
      } else if key == "utc_offset_seconds" {
        offset = try nullableInt(&s)
      } else if key == "timezone" {
        timezone = try nullableString(&s)
      } else if key == "current" {
        current = s.null() ? nil : try self.current(&s)
      } else if key == "current_weather" {
        legacy = s.null() ? nil : try self.legacyCurrent(&s)
      } else if key == "hourly" {
        hourly = s.null() ? nil : try self.hourly(&s)
      } else if key == "daily" {
        daily = s.null() ? nil : try self.daily(&s)
      } else if key == "minutely_15" {
        minutely = try OpenMeteoMinutely.block(&s)
      } else {
        try s.skipValue()
      }
    }
    let utcOffset = offset ?? 0
    if derivingDays, let hours = hourly {
      daily = self.daily(daily, madeFrom: hours, offset: utcOffset)
    }
    return Forecast(
      latitude: latitude ?? 0, longitude: longitude ?? 0, utcOffsetSeconds: utcOffset,
      timezone: timezone,
      current: current?.conditions(offset: utcOffset) ?? legacy?.conditions(offset: utcOffset),
      hourly: hourly.map { series($0, offset: utcOffset) } ?? .empty,
      daily: daily.map { series($0, offset: utcOffset) } ?? .empty,
      minutely: minutely.flatMap {
        OpenMeteoMinutely.series(
          $0, offset: utcOffset, latitude: latitude ?? 0, longitude: longitude ?? 0)
      })
  }

  private static func current(_ s: inout JSONScanner) throws(Failure) -> Current {
    var current = Current()
    try s.object { s, key throws(Failure) in
      if key == "time" {
        current.time = try nullableTime(&s)
      } else if key == "temperature_2m" {
        current.temperature = try nullableDouble(&s)
      } else if key == "apparent_temperature" {
        current.apparentTemperature = try nullableDouble(&s)
      } else if key == "precipitation" {
        current.precipitation = try nullableDouble(&s)
      } else if key == "weather_code" {
        current.code = try nullableInt(&s)
      } else if key == "wind_speed_10m" {
        current.windSpeed = try nullableDouble(&s)
      } else if key == "is_day" {
        current.isDay = try nullableInt(&s)
      } else if key == "relative_humidity_2m" {
        current.humidity = try nullableDouble(&s)
      } else if key == "dew_point_2m" {
        current.dewPoint = try nullableDouble(&s)
      } else if key == "wind_direction_10m" {
        current.windDirection = try nullableDouble(&s)
      } else if key == "wind_gusts_10m" {
        current.windGusts = try nullableDouble(&s)
      } else if key == "pressure_msl" {
        current.pressure = try nullableDouble(&s)
      } else if key == "uv_index" {
        current.uvIndex = try nullableDouble(&s)
      } else {
        try s.skipValue()
      }
    }
    return current
  }

  /// The `current_weather` block of older requests.
  private static func legacyCurrent(_ s: inout JSONScanner) throws(Failure) -> Current {
    var current = Current()
    try s.object { s, key throws(Failure) in
      if key == "time" {
        current.time = try nullableTime(&s)
      } else if key == "temperature" {
        current.temperature = try nullableDouble(&s)
      } else if key == "windspeed" {
        current.windSpeed = try nullableDouble(&s)
      } else if key == "weathercode" {
        current.code = try nullableInt(&s)
      } else if key == "is_day" {
        current.isDay = try nullableInt(&s)
      } else {
        try s.skipValue()
      }
    }
    return current
  }

  private static func hourly(_ s: inout JSONScanner) throws(Failure) -> Hourly {
    var hourly = Hourly()
    try s.object { s, key throws(Failure) in
      if key == "time" {
        hourly.time = try array(&s, nullableTime)
      } else if key == "temperature_2m" {
        hourly.temperature = try array(&s, nullableDouble)
      } else if key == "apparent_temperature" {
        hourly.apparentTemperature = try array(&s, nullableDouble)
      } else if key == "precipitation_probability" {
        hourly.probability = try array(&s, nullableDouble)
      } else if key == "precipitation" {
        hourly.precipitation = try array(&s, nullableDouble)
      } else if key == "weather_code" {
        hourly.code = try array(&s, nullableInt)
      } else if key == "weathercode" {
        hourly.codeOldName = try array(&s, nullableInt)
      } else if key == "wind_speed_10m" {
        hourly.windSpeed = try array(&s, nullableDouble)
      } else if key == "windspeed_10m" {
        hourly.windSpeedOldName = try array(&s, nullableDouble)
      } else if key == "uv_index" {
        hourly.uvIndex = try array(&s, nullableDouble)
      } else if key == "wind_gusts_10m" {
        hourly.windGusts = try array(&s, nullableDouble)
      } else {
        try s.skipValue()
      }
    }
    return hourly
  }

  private static func daily(_ s: inout JSONScanner) throws(Failure) -> Daily {
    var daily = Daily()
    try s.object { s, key throws(Failure) in
      if key == "time" {
        daily.time = try array(&s, nullableTime)
      } else if key == "weather_code" {
        daily.code = try array(&s, nullableInt)
      } else if key == "weathercode" {
        daily.codeOldName = try array(&s, nullableInt)
      } else if key == "temperature_2m_max" {
        daily.temperatureMax = try array(&s, nullableDouble)
      } else if key == "temperature_2m_min" {
        daily.temperatureMin = try array(&s, nullableDouble)
      } else if key == "precipitation_sum" {
        daily.precipitationSum = try array(&s, nullableDouble)
      } else if key == "precipitation_probability_max" {
        daily.probabilityMax = try array(&s, nullableDouble)
      } else if key == "wind_speed_10m_max" {
        daily.windSpeedMax = try array(&s, nullableDouble)
      } else if key == "windspeed_10m_max" {
        daily.windSpeedMaxOldName = try array(&s, nullableDouble)
      } else if key == "sunrise" {
        daily.sunrise = try array(&s, nullableTime)
      } else if key == "sunset" {
        daily.sunset = try array(&s, nullableTime)
      } else {
        try s.skipValue()
      }
    }
    return daily
  }

  /// The days with the values that were not sent made from the hours; nil
  /// when there were none and none can be made.
  private static func daily(_ wire: Daily?, madeFrom hours: Hourly, offset: Int) -> Daily? {
    let days = OpenMeteoDays(
      times: hours.time, offset: offset, temperature: hours.temperature,
      probability: hours.probability, code: hours.code ?? hours.codeOldName)
    guard !days.time.isEmpty else { return wire }
    var daily = wire ?? Daily(time: days.time.map { .unix($0) })
    let times = (daily.time ?? []).map { $0?.unix(offset: offset) }
    daily.temperatureMax = days.fill(daily.temperatureMax, at: times, from: days.temperatureMax)
    daily.temperatureMin = days.fill(daily.temperatureMin, at: times, from: days.temperatureMin)
    daily.probabilityMax = days.fill(daily.probabilityMax, at: times, from: days.probabilityMax)
    if daily.code == nil && daily.codeOldName == nil {
      daily.code = days.fill(nil, at: times, from: days.code)
    }
    return daily
  }

  /// The indices whose time reads, and those times.
  private static func kept(_ times: [Time?]?, offset: Int) -> (indices: [Int], times: [Int64]) {
    var indices: [Int] = []
    var kept: [Int64] = []
    for (index, time) in (times ?? []).enumerated() {
      if let unix = time?.unix(offset: offset) {
        indices.append(index)
        kept.append(unix)
      }
    }
    return (indices, kept)
  }

  /// The values at the kept indices (a negative one is missing); a series
  /// shorter than the times is missing at the end, an absent one is empty
  /// (the series pads it).
  private static func pick<T>(_ values: [T?]?, _ indices: [Int]) -> [T?] {
    guard let values else { return [] }
    return indices.map { $0 >= 0 && $0 < values.count ? values[$0] : nil }
  }

  /// Open-Meteo's entry at T holds instantaneous values at T, the end of the
  /// hour the model's entry T covers, while tables print that entry at the
  /// hour's start (`HourlySeries.hourStart`), where MET Norway's and Pirate
  /// Weather's instantaneous values already are. So, per Open-Meteo's
  /// variable table (its documentation's "Instant" / "Preceding hour"):
  ///
  /// - `temperature_2m`, `apparent_temperature`, `wind_speed_10m` are
  ///   instantaneous: entry T takes the wire's value at T-1h (`previousHour`);
  /// - `precipitation` (preceding hour sum) and `precipitation_probability`
  ///   (preceding hour probability) cover the hour ending at T: kept at T;
  /// - `weather_code` is kept at T: the documentation calls it instantaneous,
  ///   but its rain, drizzle, snow and thunder codes follow the preceding
  ///   hour's precipitation (in the real New York answer, 168 entries, the 8
  ///   wet codes sit exactly on the 8 entries with a non-zero sum; moved an
  ///   hour, 4 would land on dry hours), so it describes the row's hour, as
  ///   MET Norway's `next_1_hours` symbol does, and agrees with its chance and
  ///   amount (its icon is chosen for the hour's middle);
  /// - `is_day`, gusts (preceding hour maximum), humidity, dew point, wind
  ///   direction, pressure and UV are asked only for `current`, not hourly.
  ///
  /// The first entry has no hour before it in the answer (Open-Meteo starts
  /// at the current hour, whose own value is the second entry's): its
  /// instantaneous values are missing. It covers the hour that ended when the
  /// answer was made, which no table, "now" or window shows; asking one past
  /// hour more would only move the gap one entry earlier.
  private static func series(_ wire: Hourly, offset: Int) -> HourlySeries {
    let (indices, times) = kept(wire.time, offset: offset)
    let before = previousHour(indices, times)
    return HourlySeries(
      time: times, temperature: pick(wire.temperature, before),
      apparentTemperature: pick(wire.apparentTemperature, before),
      precipitationProbability: pick(wire.probability, indices),
      precipitation: pick(wire.precipitation, indices),
      windSpeed: pick(wire.windSpeed ?? wire.windSpeedOldName, before),
      condition: pick(wire.code ?? wire.codeOldName, indices).map {
        $0.flatMap(WMOCode.condition)
      },
      // The UV index is instantaneous; a gust is the preceding hour's strongest.
      uvIndex: pick(wire.uvIndex, before), windGusts: pick(wire.windGusts, indices))
  }

  /// For each kept entry, the wire index of the entry an hour before it (the
  /// kept entry just before, when its time is exactly an hour earlier), or
  /// -1, which `pick` reads as missing.
  private static func previousHour(_ indices: [Int], _ times: [Int64]) -> [Int] {
    times.indices.map { k in
      k > 0 && HourlyConvention.time(ofHourStarting: times[k - 1]) == times[k] ? indices[k - 1] : -1
    }
  }

  private static func series(_ wire: Daily, offset: Int) -> DailySeries {
    let (indices, times) = kept(wire.time, offset: offset)
    return DailySeries(
      time: times, temperatureMax: pick(wire.temperatureMax, indices),
      temperatureMin: pick(wire.temperatureMin, indices),
      precipitationSum: pick(wire.precipitationSum, indices),
      precipitationProbabilityMax: pick(wire.probabilityMax, indices),
      windSpeedMax: pick(wire.windSpeedMax ?? wire.windSpeedMaxOldName, indices),
      condition: pick(wire.code ?? wire.codeOldName, indices).map {
        $0.flatMap(WMOCode.condition)
      },
      sunrise: pick(wire.sunrise, indices).map { $0?.unix(offset: offset) },
      sunset: pick(wire.sunset, indices).map { $0?.unix(offset: offset) })
  }

  // MARK: Values that may be null (missing), and nothing else
  //
  // As JSONDecoder reads an optional: null is nil, a value of another type,
  // or a number or string that cannot be read ("7.1.5", 1e400, invalid
  // UTF-8), fails the whole answer.

  /// An array (null is nil); its elements read by `element`.
  package static func array<T>(
    _ s: inout JSONScanner, _ element: (inout JSONScanner) throws(Failure) -> T?
  ) throws(Failure) -> [T?]? {
    if s.null() { return nil }
    var values: [T?] = []
    try s.array { s throws(Failure) in values.append(try element(&s)) }
    return values
  }

  private static func nullableDouble(_ s: inout JSONScanner) throws(Failure) -> Double? {
    if s.null() { return nil }
    guard s.atNumber() else { throw Failure() }
    return try s.double()
  }

  private static func nullableInt(_ s: inout JSONScanner) throws(Failure) -> Int? {
    if s.null() { return nil }
    guard s.atNumber() else { throw Failure() }
    return try s.int()
  }

  private static func nullableString(_ s: inout JSONScanner) throws(Failure) -> String? {
    if s.null() { return nil }
    guard s.atString() else { throw Failure() }
    return try s.string()
  }

  private static func nullableTime(_ s: inout JSONScanner) throws(Failure) -> Time? {
    if s.null() { return nil }
    if s.atString() { return .local(try s.string()) }
    guard s.atNumber() else { throw Failure() }
    return .unix(try s.int64())
  }

  // MARK: Minute-level values, missing when of another type (Lossy): a
  // damaged minutely_15 block never costs the forecast.

  package static func lossyDouble(_ s: inout JSONScanner) throws(Failure) -> Double? {
    guard s.atNumber() else {
      try s.skipValue()
      return nil
    }
    return JSONNumber.double(s.bytes, in: try s.numberText())
  }

  package static func lossyInt(_ s: inout JSONScanner) throws(Failure) -> Int? {
    guard s.atNumber() else {
      try s.skipValue()
      return nil
    }
    return JSONNumber.int64(s.bytes, in: try s.numberText()).map { Int($0) }
  }

  package static func lossyTime(_ s: inout JSONScanner) throws(Failure) -> Time? {
    if s.atNumber() { return JSONNumber.int64(s.bytes, in: try s.numberText()).map { .unix($0) } }
    if s.atString() { return .local(try s.string()) }
    try s.skipValue()
    return nil
  }
}

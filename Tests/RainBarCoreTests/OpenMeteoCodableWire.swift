@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Open-Meteo's answer as rain-bar decoded it with JSONDecoder before
/// `OpenMeteoReader`: the reference the reader is held to. Since values of
/// another type make the answer malformed (they were `Lossy` then), its
/// members are plain optionals: null is nil, another type fails the decode.
struct OpenMeteoCodableWire: Decodable {
  let latitude: Double?
  let longitude: Double?
  let utc_offset_seconds: Int?
  let timezone: String?
  let current: OpenMeteoCodableWireCurrent?
  let current_weather: OpenMeteoCodableWireLegacyCurrent?
  let hourly: OpenMeteoCodableWireHourly?
  let daily: OpenMeteoCodableWireDaily?

  func forecast() -> Forecast {
    let offset = utc_offset_seconds ?? 0
    return Forecast(
      latitude: latitude ?? 0, longitude: longitude ?? 0,
      utcOffsetSeconds: offset, timezone: timezone,
      current: current?.conditions(offset: offset)
        ?? current_weather?.conditions(offset: offset),
      hourly: hourly?.series(offset: offset) ?? .empty,
      daily: daily?.series(offset: offset) ?? .empty)
  }
}

struct OpenMeteoCodableWireCurrent: Decodable {
  let time: OpenMeteoCodableWireTime?
  let temperature_2m: Double?
  let apparent_temperature: Double?
  let precipitation: Double?
  let weather_code: Int?
  let wind_speed_10m: Double?
  let is_day: Int?
  let relative_humidity_2m: Double?
  let dew_point_2m: Double?
  let wind_direction_10m: Double?
  let wind_gusts_10m: Double?
  let pressure_msl: Double?
  let uv_index: Double?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.unix(offset: offset) else { return nil }
    var conditions = CurrentConditions(
      time: time, temperature: temperature_2m,
      apparentTemperature: apparent_temperature, windSpeed: wind_speed_10m,
      precipitation: precipitation,
      condition: weather_code.flatMap(WMOCode.condition),
      isDay: is_day.map { $0 != 0 })
    conditions.humidity = relative_humidity_2m
    conditions.dewPoint = dew_point_2m
    conditions.windDirection = wind_direction_10m
    conditions.windGusts = wind_gusts_10m
    conditions.pressure = pressure_msl
    conditions.uvIndex = uv_index
    return conditions
  }
}

/// The `current_weather` block of older requests.
struct OpenMeteoCodableWireLegacyCurrent: Decodable {
  let time: OpenMeteoCodableWireTime?
  let temperature: Double?
  let windspeed: Double?
  let weathercode: Int?
  let is_day: Int?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.unix(offset: offset) else { return nil }
    return CurrentConditions(
      time: time, temperature: temperature, windSpeed: windspeed,
      condition: weathercode.flatMap(WMOCode.condition), isDay: is_day.map { $0 != 0 }
    )
  }
}

struct OpenMeteoCodableWireHourly: Decodable {
  let time: [OpenMeteoCodableWireTime?]?
  let temperature_2m: [Double?]?
  let apparent_temperature: [Double?]?
  let precipitation_probability: [Double?]?
  let precipitation: [Double?]?
  let weather_code: [Int?]?
  let weathercode: [Int?]?
  let wind_speed_10m: [Double?]?
  let windspeed_10m: [Double?]?
  /// Read (a damaged one fails the answer) but kept only when asked, as by the reader.
  let uv_index: [Double?]?
  let wind_gusts_10m: [Double?]?

  func series(offset: Int) -> HourlySeries {
    // Entries whose time is missing or unreadable are dropped with their values.
    let times = (time ?? []).map { $0?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [T?]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0] : nil }
    }
    // Instantaneous values are those of the kept entry just before, when it
    // is an hour earlier (the value at the hour's start); else missing.
    func previous<T>(_ values: [T?]?) -> [T?] {
      guard values != nil else { return [] }
      let picked = pick(values)
      let kept = keep.compactMap { times[$0] }
      return [nil]
        + zip(kept.dropFirst(), kept).enumerated().map { k, pair in
          pair.1.adding(saturating: 3600) == pair.0 ? picked[k] : nil
        }
    }
    return HourlySeries(
      time: keep.compactMap { times[$0] },
      temperature: previous(temperature_2m),
      apparentTemperature: previous(apparent_temperature),
      precipitationProbability: pick(precipitation_probability),
      precipitation: pick(precipitation),
      windSpeed: previous(wind_speed_10m ?? windspeed_10m),
      condition: pick(weather_code ?? weathercode).map { $0.flatMap(WMOCode.condition) })
  }
}

struct OpenMeteoCodableWireDaily: Decodable {
  let time: [OpenMeteoCodableWireTime?]?
  let weather_code: [Int?]?
  let weathercode: [Int?]?
  let temperature_2m_max: [Double?]?
  let temperature_2m_min: [Double?]?
  let precipitation_sum: [Double?]?
  let precipitation_probability_max: [Double?]?
  let wind_speed_10m_max: [Double?]?
  let windspeed_10m_max: [Double?]?
  let sunrise: [OpenMeteoCodableWireTime?]?
  let sunset: [OpenMeteoCodableWireTime?]?

  func series(offset: Int) -> DailySeries {
    let times = (time ?? []).map { $0?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [T?]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0] : nil }
    }
    return DailySeries(
      time: keep.compactMap { times[$0] },
      temperatureMax: pick(temperature_2m_max),
      temperatureMin: pick(temperature_2m_min),
      precipitationSum: pick(precipitation_sum),
      precipitationProbabilityMax: pick(precipitation_probability_max),
      windSpeedMax: pick(wind_speed_10m_max ?? windspeed_10m_max),
      condition: pick(weather_code ?? weathercode).map { $0.flatMap(WMOCode.condition) },
      sunrise: pick(sunrise).map { $0?.unix(offset: offset) },
      sunset: pick(sunset).map { $0?.unix(offset: offset) })
  }
}

/// A time as Unix seconds, or as an ISO local time at the response's offset.
enum OpenMeteoCodableWireTime: Decodable {
  case unix(Int64)
  case local(String)

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Int64.self) {
      self = .unix(seconds)
    } else {
      self = .local(try container.decode(String.self))
    }
  }

  func unix(offset: Int) -> Int64? {
    switch self {
    case .unix(let seconds): return seconds
    case .local(let text): return CivilTime.parse(text, offset: offset)
    }
  }
}

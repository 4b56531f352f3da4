@testable import RainBarCore

/// Open-Meteo's answer as rain-bar decoded it with JSONDecoder before
/// `OpenMeteoReader`, unchanged: the reference the reader is held to.
struct OpenMeteoCodableWire: Decodable {
  let latitude: Lossy<Double>?
  let longitude: Lossy<Double>?
  let utc_offset_seconds: Lossy<Int>?
  let timezone: Lossy<String>?
  let current: OpenMeteoCodableWireCurrent?
  let current_weather: OpenMeteoCodableWireLegacyCurrent?
  let hourly: OpenMeteoCodableWireHourly?
  let daily: OpenMeteoCodableWireDaily?

  func forecast() -> Forecast {
    let offset = utc_offset_seconds?.value ?? 0
    return Forecast(
      latitude: latitude?.value ?? 0, longitude: longitude?.value ?? 0,
      utcOffsetSeconds: offset, timezone: timezone?.value,
      current: current?.conditions(offset: offset)
        ?? current_weather?.conditions(offset: offset),
      hourly: hourly?.series(offset: offset) ?? .empty,
      daily: daily?.series(offset: offset) ?? .empty)
  }
}

struct OpenMeteoCodableWireCurrent: Decodable {
  let time: Lossy<OpenMeteoCodableWireTime>?
  let temperature_2m: Lossy<Double>?
  let apparent_temperature: Lossy<Double>?
  let precipitation: Lossy<Double>?
  let weather_code: Lossy<Int>?
  let wind_speed_10m: Lossy<Double>?
  let is_day: Lossy<Int>?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.value?.unix(offset: offset) else { return nil }
    return CurrentConditions(
      time: time, temperature: temperature_2m?.value,
      apparentTemperature: apparent_temperature?.value, windSpeed: wind_speed_10m?.value,
      precipitation: precipitation?.value,
      condition: weather_code?.value.flatMap(WMOCode.condition),
      isDay: is_day?.value.map { $0 != 0 })
  }
}

/// The `current_weather` block of older requests.
struct OpenMeteoCodableWireLegacyCurrent: Decodable {
  let time: Lossy<OpenMeteoCodableWireTime>?
  let temperature: Lossy<Double>?
  let windspeed: Lossy<Double>?
  let weathercode: Lossy<Int>?
  let is_day: Lossy<Int>?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.value?.unix(offset: offset) else { return nil }
    return CurrentConditions(
      time: time, temperature: temperature?.value, windSpeed: windspeed?.value,
      condition: weathercode?.value.flatMap(WMOCode.condition), isDay: is_day?.value.map { $0 != 0 }
    )
  }
}

struct OpenMeteoCodableWireHourly: Decodable {
  let time: [Lossy<OpenMeteoCodableWireTime>]?
  let temperature_2m: [Lossy<Double>]?
  let apparent_temperature: [Lossy<Double>]?
  let precipitation_probability: [Lossy<Double>]?
  let precipitation: [Lossy<Double>]?
  let weather_code: [Lossy<Int>]?
  let weathercode: [Lossy<Int>]?
  let wind_speed_10m: [Lossy<Double>]?
  let windspeed_10m: [Lossy<Double>]?

  func series(offset: Int) -> HourlySeries {
    // Entries whose time is missing or unreadable are dropped with their values.
    let times = (time ?? []).map { $0.value?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [Lossy<T>]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0].value : nil }
    }
    return HourlySeries(
      time: keep.compactMap { times[$0] },
      temperature: pick(temperature_2m),
      apparentTemperature: pick(apparent_temperature),
      precipitationProbability: pick(precipitation_probability),
      precipitation: pick(precipitation),
      windSpeed: pick(wind_speed_10m ?? windspeed_10m),
      condition: pick(weather_code ?? weathercode).map { $0.flatMap(WMOCode.condition) })
  }
}

struct OpenMeteoCodableWireDaily: Decodable {
  let time: [Lossy<OpenMeteoCodableWireTime>]?
  let weather_code: [Lossy<Int>]?
  let weathercode: [Lossy<Int>]?
  let temperature_2m_max: [Lossy<Double>]?
  let temperature_2m_min: [Lossy<Double>]?
  let precipitation_sum: [Lossy<Double>]?
  let precipitation_probability_max: [Lossy<Double>]?
  let wind_speed_10m_max: [Lossy<Double>]?
  let windspeed_10m_max: [Lossy<Double>]?
  let sunrise: [Lossy<OpenMeteoCodableWireTime>]?
  let sunset: [Lossy<OpenMeteoCodableWireTime>]?

  func series(offset: Int) -> DailySeries {
    let times = (time ?? []).map { $0.value?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [Lossy<T>]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0].value : nil }
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

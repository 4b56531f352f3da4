import FoundationEssentials

/// Open-Meteo's forecast API: no key, WMO weather codes, parallel arrays.
///
/// Asked in metric units with `timeformat=unixtime`; ISO local times (what the
/// API sends without that parameter, and what older fixtures hold) are read too.
public struct OpenMeteoProvider: ForecastProvider {
  public static let defaultURL = "https://api.open-meteo.com/v1/forecast"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String

  public init(baseURL: String = OpenMeteoProvider.defaultURL, userAgent: String) {
    self.baseURL = baseURL
    self.userAgent = userAgent
  }

  static let currentVariables =
    "temperature_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,is_day"
  static let hourlyVariables =
    "temperature_2m,apparent_temperature,precipitation_probability,precipitation,weather_code,wind_speed_10m"
  static let dailyVariables =
    "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,sunrise,sunset"

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    let query = [
      "latitude=\(Decimal4.format(location.latitude))",
      "longitude=\(Decimal4.format(location.longitude))",
      "current=\(Self.currentVariables)",
      "hourly=\(Self.hourlyVariables)",
      "daily=\(Self.dailyVariables)",
      "timezone=auto",
      "timeformat=unixtime",
      "forecast_days=7",
      "forecast_hours=48",
    ].joined(separator: "&")
    return .json(url: baseURL, query: query, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast {
    let wire = try OpenMeteoAnswer.decode(Wire.self, from: response, provider: displayName)
    let forecast = wire.forecast()
    if forecast.current == nil && forecast.hourly.count == 0 && forecast.daily.count == 0 {
      throw .empty(provider: displayName)
    }
    return forecast
  }
}

// MARK: - Wire format (private to this provider)

private struct Wire: Decodable {
  let latitude: Lossy<Double>?
  let longitude: Lossy<Double>?
  let utc_offset_seconds: Lossy<Int>?
  let timezone: Lossy<String>?
  let current: WireCurrent?
  let current_weather: WireLegacyCurrent?
  let hourly: WireHourly?
  let daily: WireDaily?

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

private struct WireCurrent: Decodable {
  let time: Lossy<WireTime>?
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
private struct WireLegacyCurrent: Decodable {
  let time: Lossy<WireTime>?
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

private struct WireHourly: Decodable {
  let time: [Lossy<WireTime>]?
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

private struct WireDaily: Decodable {
  let time: [Lossy<WireTime>]?
  let weather_code: [Lossy<Int>]?
  let weathercode: [Lossy<Int>]?
  let temperature_2m_max: [Lossy<Double>]?
  let temperature_2m_min: [Lossy<Double>]?
  let precipitation_sum: [Lossy<Double>]?
  let precipitation_probability_max: [Lossy<Double>]?
  let wind_speed_10m_max: [Lossy<Double>]?
  let windspeed_10m_max: [Lossy<Double>]?
  let sunrise: [Lossy<WireTime>]?
  let sunset: [Lossy<WireTime>]?

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
private enum WireTime: Decodable {
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

extension OpenMeteoProvider {
  static let descriptor = ProviderDescriptor(
    id: "open-meteo", displayName: "Open-Meteo", defaultURL: defaultURL
  ) { setup in
    OpenMeteoProvider(baseURL: setup.baseURL, userAgent: setup.userAgent)
  }
}

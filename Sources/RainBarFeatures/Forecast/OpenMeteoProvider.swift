import RainBarEngine
import RainBarModel

/// Open-Meteo's forecast API: no key, WMO weather codes, parallel arrays.
///
/// Asked in metric units with `timeformat=unixtime`; ISO local times (what the
/// API sends without that parameter, and what older fixtures hold) are read too.
/// The answer is read by `OpenMeteoReader`, without Codable.
public struct OpenMeteoProvider: ForecastProvider {
  public static let defaultURL = "https://api.open-meteo.com/v1/forecast"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String
  /// The current values beyond the standard ones that the run shows, and so asks for.
  public var extras: [CurrentExtra]
  public var extrasAsked: [CurrentExtra]? { extras }

  public init(
    baseURL: String = OpenMeteoProvider.defaultURL, userAgent: String, extras: [CurrentExtra] = []
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.extras = extras
  }

  package static func variable(_ extra: CurrentExtra) -> String {
    switch extra {
    case .humidity: return "relative_humidity_2m"
    case .dewPoint: return "dew_point_2m"
    case .windDirection: return "wind_direction_10m"
    case .windGusts: return "wind_gusts_10m"
    case .pressure: return "pressure_msl"
    case .uvIndex: return "uv_index"
    }
  }

  package static let currentVariables =
    "temperature_2m,apparent_temperature,precipitation,weather_code,wind_speed_10m,is_day"
  package static let hourlyVariables =
    "temperature_2m,apparent_temperature,precipitation_probability,precipitation,weather_code,wind_speed_10m"
  package static let dailyVariables =
    "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,sunrise,sunset"

  /// `request` asks for the current conditions, 48 hours and 7 days.
  public var shape: ForecastShape { ForecastShape(current: true, hourly: true, daily: true) }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    var parts = [
      "latitude=\(Decimal4.format(location.latitude))",
      "longitude=\(Decimal4.format(location.longitude))",
      "current=\(([Self.currentVariables] + extras.map(Self.variable)).concatenated(separator: ","))",
      "hourly=\(Self.hourlyVariables)",
      "daily=\(Self.dailyVariables)",
    ]
    // Minute-level data in the same request, where it is real (OpenMeteoMinutely).
    if let minutely = OpenMeteoMinutely.query(
      latitude: location.latitude, longitude: location.longitude)
    {
      parts.append(minutely)
    }
    parts += ["timezone=auto", "timeformat=unixtime", "forecast_days=7", "forecast_hours=48"]
    let query = parts.concatenated(separator: "&")
    return .json(url: baseURL, query: query, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast {
    let forecast = try OpenMeteoAnswer.read(
      response, provider: displayName, OpenMeteoReader.forecast)
    if forecast.current == nil && forecast.hourly.count == 0 && forecast.daily.count == 0 {
      throw .empty(provider: displayName)
    }
    return forecast
  }
}

extension OpenMeteoProvider {
  package static let descriptor = ProviderDescriptor(
    id: "open-meteo", displayName: "Open-Meteo", defaultURL: defaultURL
  ) { setup in
    OpenMeteoProvider(
      baseURL: setup.baseURL, userAgent: setup.userAgent,
      extras: setup.extras)
  }
}

import RainBarEngine
import RainBarModel

/// Open-Meteo's forecast API: no key, WMO weather codes, parallel arrays.
///
/// Asked in metric units with `timeformat=unixtime`; ISO local times (what the
/// API sends without that parameter, and what older fixtures hold) are read too.
/// The answer is read by `OpenMeteoReader`, without Codable.
///
/// Open-Meteo counts a request by its variables (`weight`): it asks only for
/// what the run shows (`ForecastNeeds`), and the days' lowest and highest
/// temperatures, highest chance and condition are not asked but made from
/// the hours (`OpenMeteoDays`), whose whole days it asks for.
public struct OpenMeteoProvider: ForecastProvider {
  public static let defaultURL = "https://api.open-meteo.com/v1/forecast"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String
  /// The current values beyond the standard ones that the run shows, and so asks for.
  public var extras: [CurrentExtra]
  public var extrasAsked: [CurrentExtra]? { extras }
  /// What the run shows beyond the base, and so asks for.
  public var needs: ForecastNeeds
  public var needsAsked: ForecastNeeds? { needs }

  /// Days asked at least: whole days from today's midnight hold 48 hours
  /// ahead from any hour of today.
  package static let minimumDays = 3

  public init(
    baseURL: String = OpenMeteoProvider.defaultURL, userAgent: String, extras: [CurrentExtra] = [],
    needs: ForecastNeeds = .everything
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.extras = extras
    self.needs = needs
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

  /// The variables of each block for `needs` and `extras`, in the order asked.
  package static func variables(_ needs: ForecastNeeds, extras: [CurrentExtra]) -> (
    current: [String], hourly: [String], daily: [String]
  ) {
    let values = needs.values
    var current = ["temperature_2m"]
    if values.contains(.feelsNow) { current.append("apparent_temperature") }
    if values.contains(.precipitationNow) { current.append("precipitation") }
    current.append("weather_code")
    if values.contains(.windNow) { current.append("wind_speed_10m") }
    current.append("is_day")
    current += extras.map(variable)
    var hourly = ["temperature_2m"]
    if values.contains(.feelsHourly) { hourly.append("apparent_temperature") }
    hourly += ["precipitation_probability", "precipitation", "weather_code"]
    if values.contains(.windHourly) { hourly.append("wind_speed_10m") }
    if values.contains(.uvHourly) { hourly.append("uv_index") }
    if values.contains(.gustsHourly) { hourly.append("wind_gusts_10m") }
    // The days' temperatures, chance and condition come from the hours.
    var daily: [String] = []
    if values.contains(.dayAmount) { daily.append("precipitation_sum") }
    if values.contains(.dayWind) { daily.append("wind_speed_10m_max") }
    if values.contains(.sun) { daily += ["sunrise", "sunset"] }
    return (current, hourly, daily)
  }

  /// What Open-Meteo counts a request as: max(1, v/10, v/10 × days/14) calls
  /// for v variables (every name of every block, `minutely_15` too), its
  /// `calculateQueryWeight`.
  package static func weight(variables: Int, days: Int) -> Double {
    let v = Double(variables) / 10
    return max(1, v, v * Double(days) / 14)
  }

  /// The current conditions, whole days of hours (the days' values are made
  /// from them) and the daily values that are not.
  public var shape: ForecastShape {
    ForecastShape(
      current: true, hourly: true, daily: needs.values.contains(.dayTemperatures) && needs.days > 0)
  }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    let (current, hourly, daily) = Self.variables(needs, extras: extras)
    var parts = [
      "latitude=\(Decimal4.format(location.latitude))",
      "longitude=\(Decimal4.format(location.longitude))",
      "current=\(current.concatenated(separator: ","))",
      "hourly=\(hourly.concatenated(separator: ","))",
    ]
    if !daily.isEmpty { parts.append("daily=\(daily.concatenated(separator: ","))") }
    // Minute-level data in the same request, where it is real (OpenMeteoMinutely).
    if needs.values.contains(.minutes),
      let minutely = OpenMeteoMinutely.query(
        latitude: location.latitude, longitude: location.longitude)
    {
      parts.append(minutely)
    }
    let days = max(Self.minimumDays, needs.days)
    parts += ["timezone=auto", "timeformat=unixtime", "forecast_days=\(days)"]
    let query = parts.concatenated(separator: "&")
    return .json(url: baseURL, query: query, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast {
    let forecast = try OpenMeteoAnswer.read(response, provider: displayName) {
      OpenMeteoReader.forecast($0, derivingDays: true, asked: needs.values)
    }
    if forecast.current == nil && forecast.hourly.count == 0 && forecast.daily.count == 0 {
      throw .empty(provider: displayName)
    }
    return forecast
  }

  /// The hours from the current one on (whole days of hours were asked,
  /// from midnight), then what every forecast keeps; the hours before it
  /// apart (`PastRain`) when the run shows what fell today.
  public func kept(_ forecast: Forecast) -> Forecast {
    var kept = forecast
    if let now = forecast.current?.time, Plausible.instant.contains(Double(now)),
      (-86400...86400).contains(forecast.utcOffsetSeconds)
    {
      let offset = Int64(forecast.utcOffsetSeconds)
      let hour = now - (((now + offset) % 3600) + 3600) % 3600
      kept.hourly = forecast.hourly.from(hour)
      // The hours before it, since the answer's midnight: `{rain_today}`'s.
      if needs.values.contains(.rainToday), let first = kept.hourly.time.first {
        kept.pastRain = PastRain.hours(before: first, in: forecast.hourly)
      }
    }
    return kept.kept()
  }

  public func widened(by needs: ForecastNeeds, extras: [CurrentExtra]) -> any ForecastProvider {
    var wider = self
    wider.needs = self.needs.union(needs)
    wider.extras = CurrentExtra.allCases.filter { self.extras.contains($0) || extras.contains($0) }
    return wider
  }
}

extension OpenMeteoProvider {
  package static let descriptor = ProviderDescriptor(
    id: "open-meteo", displayName: "Open-Meteo", defaultURL: defaultURL
  ) { setup in
    OpenMeteoProvider(
      baseURL: setup.baseURL, userAgent: setup.userAgent,
      extras: setup.extras, needs: setup.needs)
  }
}

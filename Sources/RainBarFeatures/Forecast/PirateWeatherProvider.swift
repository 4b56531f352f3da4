import FoundationEssentials
import RainBarEngine
import RainBarModel

/// The Dark Sky forecast format, as Pirate Weather serves it today (the API the
/// Rain app was built on). Needs a key, which sits in the URL path: it never
/// leaves this type except in the request itself.
///
/// Probabilities are 0-1; any field or block may be missing or null (a missing
/// probability is unknown, not 0 %); -999 means "not available"; a value of
/// another type makes the answer malformed. Hourly times label the hour by its
/// start and are shifted to the neutral model's hour end.
public struct PirateWeatherProvider: ForecastProvider {
  public static let defaultURL = "https://api.pirateweather.net"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var key: String
  public var userAgent: String
  /// The run's language as Pirate Weather's `lang=` (its alerts' and
  /// summaries' text); nil for English.
  public var language: String?

  public init(
    baseURL: String = PirateWeatherProvider.defaultURL, key: String, userAgent: String,
    language: String? = nil
  ) {
    self.baseURL = baseURL
    self.key = key
    self.userAgent = userAgent
    self.language = language
  }

  /// Pirate Weather's code for a language rain-bar speaks: its base code,
  /// "zh" for simplified and "zh-tw" for traditional Chinese.
  package static func languageCode(_ language: Language?) -> String? {
    guard let code = language?.code else { return nil }
    if code == "zh_TW" || code == "zh_HK" { return "zh-tw" }
    return String(code.prefix { $0 != "_" })
  }

  public var secrets: [String] { [key] }

  /// `request` leaves out only the minutes and the alerts.
  public var shape: ForecastShape { ForecastShape(current: true, hourly: true, daily: true) }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    let path =
      "/forecast/\(PercentEncoding.encode(key))/"
      + "\(Decimal4.format(location.latitude)),\(Decimal4.format(location.longitude))"
    return .json(
      url: base + path + "?units=si&version=2"
        + (language.map { "&lang=" + PercentEncoding.encode($0) } ?? ""),
      userAgent: userAgent,
      timeout: timeout)
  }

  /// The answer's `alerts`, kept as this place's warnings (no second request).
  public func warnings(from response: HTTPResponse) -> [Warning]? {
    try? PirateWeatherAlerts.decode(response)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: displayName) {
      status, _ in
      switch status {
      case 401, 403: return "check the API key and that it is subscribed to the forecast API."
      case 429: return "the API key's quota is used up for now."
      default: return nil
      }
    }
    let forecast = wire.forecast()
    if forecast.current == nil && forecast.hourly.count == 0 && forecast.daily.count == 0 {
      throw .empty(provider: displayName)
    }
    return forecast
  }
}

// MARK: - Wire format (private to this provider)

/// Converts the units the response says it is in to the neutral metric ones.
private struct UnitSystem {
  var name: String

  func celsius(_ value: Double?) -> Double? {
    guard let value else { return nil }
    return name == "us" ? (value - 32) * 5 / 9 : value
  }

  func kilometresPerHour(_ value: Double?) -> Double? {
    guard let value else { return nil }
    switch name {
    case "us", "uk2": return value * 1.609344
    case "ca": return value
    default: return value * 3.6  // si: m/s
    }
  }

  func millimetres(_ value: Double?) -> Double? {
    guard let value else { return nil }
    return name == "us" ? value * 25.4 : value
  }

  /// An accumulation (centimetres, inches in `us`) in millimetres.
  func accumulation(_ value: Double?) -> Double? {
    guard let value else { return nil }
    return name == "us" ? value * 25.4 : value * 10
  }
}

/// A number, nil when missing, null, or Dark Sky's -999; a value of another
/// type fails the answer.
private struct Number: Decodable {
  let value: Double?

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = nil
      return
    }
    let raw = try container.decode(Double.self)
    // Exactly the marker: any other number is judged as sent (`Plausible`).
    value = raw == -999 ? nil : raw
  }

  /// As a whole number of seconds; out of range is held to Int64's ends
  /// (never a trap), which `Plausible` refuses.
  var seconds: Int64? { value.map { Int64(saturating: $0) } }
}

private struct Wire: Decodable {
  let latitude: Number?
  let longitude: Number?
  let timezone: String?
  let offset: Number?
  let currently: Point?
  let minutely: Lossy<DarkSkyMinutely.Block>?
  let hourly: Block?
  let daily: Block?
  let flags: Flags?

  struct Flags: Decodable {
    let units: String?
    let sources: [Lossy<String>]?
  }

  struct Block: Decodable {
    let data: [Point?]?
  }

  func forecast() -> Forecast {
    let units = UnitSystem(name: flags?.units ?? "si")
    let hours = (hourly?.data ?? []).compactMap { $0 }.filter { $0.time?.value != nil }
    let days = (daily?.data ?? []).compactMap { $0 }.filter { $0.time?.value != nil }
    func time(_ point: Point) -> Int64 { point.time?.seconds ?? 0 }
    return Forecast(
      latitude: latitude?.value ?? 0, longitude: longitude?.value ?? 0,
      utcOffsetSeconds: Int(saturating: ((offset?.value ?? 0) * 3600).rounded()),
      timezone: timezone,
      current: currently.flatMap { point in
        point.time?.seconds.map { t in
          CurrentConditions(
            time: t, temperature: units.celsius(point.temperature?.value),
            apparentTemperature: units.celsius(point.apparentTemperature?.value),
            windSpeed: units.kilometresPerHour(point.windSpeed?.value),
            precipitation: units.millimetres(point.precipIntensity?.value),
            condition: point.condition, isDay: point.isDay
          ).with(point, units)
        }
      },
      hourly: HourlySeries(
        time: hours.map { HourlyConvention.time(ofHourStarting: time($0)) },
        temperature: hours.map { units.celsius($0.temperature?.value) },
        apparentTemperature: hours.map { units.celsius($0.apparentTemperature?.value) },
        precipitationProbability: hours.map(\.percent),
        precipitation: hours.map { units.millimetres($0.precipIntensity?.value) },
        windSpeed: hours.map { units.kilometresPerHour($0.windSpeed?.value) },
        condition: hours.map(\.condition), uvIndex: hours.map { $0.uvIndex?.value }.ifAnyKnown,
        windGusts: hours.map { units.kilometresPerHour($0.windGust?.value) }.ifAnyKnown),
      daily: DailySeries(
        time: days.map(time),
        temperatureMax: days.map {
          units.celsius(($0.temperatureMax ?? $0.temperatureHigh)?.value)
        },
        temperatureMin: days.map { units.celsius(($0.temperatureMin ?? $0.temperatureLow)?.value) },
        precipitationSum: days.map { units.millimetres($0.precipIntensity?.value.map { $0 * 24 }) },
        precipitationProbabilityMax: days.map(\.percent),
        windSpeedMax: days.map { units.kilometresPerHour($0.windSpeed?.value) },
        condition: days.map(\.condition),
        sunrise: days.map { $0.sunriseTime?.seconds },
        sunset: days.map { $0.sunsetTime?.seconds }),
      minutely: minutely?.value.flatMap {
        DarkSkyMinutely.series(
          $0, inchesPerHour: units.name == "us",
          sources: (flags?.sources ?? []).compactMap(\.value))
      },
      pastRain: pastRain(units, midnight: days.first.map(time)))
  }

  /// `version=2`'s rain and ice since the day's midnight (the first day's
  /// time), to the current time; snow is left out (its depth, not water).
  private func pastRain(_ units: UnitSystem, midnight: Int64?) -> PastRain? {
    guard let midnight, let now = currently?.time?.seconds, now > midnight,
      let liquid = units.accumulation(currently?.currentDayLiquid?.value)
    else { return nil }
    let ice = units.accumulation(currently?.currentDayIce?.value) ?? 0
    return PastRain(start: midnight, end: [now], amount: [liquid + ice])
  }
}

private struct Point: Decodable {
  let time: Number?
  let icon: String?
  /// `rain`, `snow`, `sleet`, and since 2.9 with `version=2` `ice` (freezing
  /// rain) and `mixed` (rain, snow and ice); `none` when dry.
  let precipType: Lossy<String>?
  let temperature: Number?
  let apparentTemperature: Number?
  let temperatureMax: Number?
  let temperatureMin: Number?
  let temperatureHigh: Number?
  let temperatureLow: Number?
  let precipIntensity: Number?
  let precipProbability: Number?
  let windSpeed: Number?
  let windGust: Number?
  let windBearing: Number?
  let humidity: Number?
  let dewPoint: Number?
  let pressure: Number?
  let uvIndex: Number?
  let sunriseTime: Number?
  let sunsetTime: Number?
  /// Only on `currently`: what fell since midnight.
  let currentDayLiquid: Number?
  let currentDayIce: Number?

  var percent: Double? {
    precipProbability?.value.map { $0 * 100 }
  }

  var isDay: Bool? {
    guard let icon else { return nil }
    return !icon.hasSuffix("-night")
  }

  /// The icon's condition; where it shows precipitation, the kind named by
  /// `precipType` when that is finer (the icon set has no freezing rain).
  var condition: Condition? {
    let shown = iconCondition
    guard shown == .rain || shown == .sleet || shown == .snow else { return shown }
    switch precipType?.value {
    case "ice": return .freezingRain
    case "mixed": return .sleet
    default: return shown
    }
  }

  private var iconCondition: Condition? {
    switch icon {
    case "clear-day", "clear-night": return .clear
    case "partly-cloudy-day", "partly-cloudy-night": return .partlyCloudy
    case "cloudy", "wind": return .cloudy
    case "fog", "haze", "smoke": return .fog
    case "rain": return .rain
    case "sleet", "hail", "mixed": return .sleet
    case "snow": return .snow
    case "thunderstorm": return .thunderstorm
    default: return nil
    }
  }
}

extension PirateWeatherProvider {
  package static let descriptor = ProviderDescriptor(
    id: "pirate-weather", displayName: "Pirate Weather", defaultURL: defaultURL, needsKey: true,
    carriesAlerts: true
  ) { setup in
    PirateWeatherProvider(
      baseURL: setup.baseURL, key: setup.key, userAgent: setup.userAgent,
      language: languageCode(setup.language))
  }
}

extension CurrentConditions {
  /// The values Dark Sky's `currently` always holds beyond the standard ones
  /// (humidity is 0-1, pressure in hPa whatever the units).
  fileprivate func with(_ point: Point, _ units: UnitSystem) -> CurrentConditions {
    var conditions = self
    conditions.humidity = point.humidity?.value.map { $0 * 100 }
    conditions.dewPoint = units.celsius(point.dewPoint?.value)
    conditions.windDirection = point.windBearing?.value
    conditions.windGusts = units.kilometresPerHour(point.windGust?.value)
    conditions.pressure = point.pressure?.value
    conditions.uvIndex = point.uvIndex?.value
    return conditions
  }
}

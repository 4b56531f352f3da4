import FoundationEssentials
import RainBarEngine
import RainBarModel

/// MET Norway's locationforecast 2.0 `complete`: no key, but an identifying
/// User-Agent (with a contact, config key `contact`), coordinates with at most
/// 4 decimals, and `Expires` / `If-Modified-Since` honoured (the cache does both).
///
/// `probability_of_precipitation` is used when present; its absence is
/// unknown, not 0 %. The API gives no time zone: days are split at the whole
/// hour nearest to the longitude's solar offset.
public struct METNorwayProvider: ForecastProvider {
  public static let defaultURL = "https://api.met.no/weatherapi/locationforecast/2.0/complete"
  public static let nowcastDefaultURL = "https://api.met.no/weatherapi/nowcast/2.0/complete"
  public var id: String { Self.descriptor.id }
  public var displayName: String { Self.descriptor.displayName }
  public var baseURL: String
  public var userAgent: String
  /// The radar nowcast's endpoint (`METNorwayNowcast`), asked beside the forecast.
  public var nowcastURL: String

  public init(
    baseURL: String = METNorwayProvider.defaultURL, userAgent: String,
    nowcastURL: String = METNorwayProvider.nowcastDefaultURL
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.nowcastURL = nowcastURL
  }

  public func supplementRequest(for location: Location, timeout: Double) -> HTTPRequest? {
    guard METNorwayNowcast.covers(location) else { return nil }
    return .json(url: nowcastURL, at: location, userAgent: userAgent, timeout: timeout)
  }

  public func merge(_ supplement: Result<HTTPResponse, HTTPFailure>, into forecast: Forecast)
    -> Forecast
  {
    METNorwayNowcast.merge(supplement, into: forecast)
  }

  /// Every step has the conditions at its time; the days are made from them.
  public var shape: ForecastShape { ForecastShape(current: true, hourly: true, daily: true) }

  public func request(for location: Location, timeout: Double) -> HTTPRequest {
    .json(url: baseURL, at: location, userAgent: userAgent, timeout: timeout)
  }

  public func decode(_ response: HTTPResponse) throws(ForecastError) -> Forecast {
    let wire = try JSONAnswer.decode(Wire.self, from: response, provider: displayName) {
      status, _ in
      switch status {
      case 403: return "MET Norway wants an identifying User-Agent; set contact= in the config."
      case 429: return "too many requests from this address."
      default: return nil
      }
    }
    let forecast = wire.forecast()
    if forecast.current == nil && forecast.hourly.count == 0 {
      throw .empty(provider: displayName)
    }
    return forecast
  }
}

// MARK: - Wire format (private to this provider)

private struct Wire: Decodable {
  let geometry: Geometry?
  let properties: Properties?

  struct Geometry: Decodable {
    let coordinates: [Double?]?
  }

  struct Properties: Decodable {
    let timeseries: [Step?]?
  }

  func forecast() -> Forecast {
    let coordinates = geometry?.coordinates ?? []
    let longitude = coordinates.first ?? nil
    let latitude = coordinates.count > 1 ? coordinates[1] : nil
    // From a longitude held to ±180 (one out of range is refused by `Plausible`).
    let offset = Int((min(max(longitude ?? 0, -180), 180) / 15).rounded()) * 3600
    let steps = (properties?.timeseries ?? []).compactMap { $0 }.compactMap { step in
      step.unixTime.map { (time: $0, step: step) }
    }
    let current = steps.first.map { first in
      let details = first.step.data?.instant?.details
      var current = CurrentConditions(
        time: first.time, temperature: details?.air_temperature,
        windSpeed: details?.wind_speed.map { $0 * 3.6 },
        precipitation: first.step.data?.next_1_hours?.details?.precipitation_amount,
        condition: first.step.nextHourCondition, isDay: first.step.nextHourIsDay)
      // The instant's other values (gusts and UV only in the complete answer).
      current.humidity = details?.relative_humidity
      current.dewPoint = details?.dew_point_temperature
      current.windDirection = details?.wind_from_direction
      current.windGusts = details?.wind_speed_of_gust.map { $0 * 3.6 }
      current.pressure = details?.air_pressure_at_sea_level
      current.uvIndex = details?.ultraviolet_index_clear_sky
      return current
    }
    // Hours with a next_1_hours block; the neutral model labels each by its end.
    let hours = steps.filter { $0.step.data?.next_1_hours != nil }
    let hourly = HourlySeries(
      time: hours.map { HourlyConvention.time(ofHourStarting: $0.time) },
      temperature: hours.map { $0.step.data?.instant?.details?.air_temperature },
      precipitationProbability: hours.map {
        $0.step.data?.next_1_hours?.details?.probability_of_precipitation
      },
      precipitation: hours.map { $0.step.data?.next_1_hours?.details?.precipitation_amount },
      windSpeed: hours.map { $0.step.data?.instant?.details?.wind_speed.map { $0 * 3.6 } },
      condition: hours.map { $0.step.nextHourCondition },
      uvIndex: hours.map { $0.step.data?.instant?.details?.ultraviolet_index_clear_sky }.ifAnyKnown,
      windGusts: hours.map { $0.step.data?.instant?.details?.wind_speed_of_gust.map { $0 * 3.6 } }
        .ifAnyKnown)
    return Forecast(
      latitude: latitude ?? 0, longitude: longitude ?? 0, utcOffsetSeconds: offset, timezone: nil,
      current: current, hourly: hourly, daily: Self.days(steps, offset: offset))
  }

  /// Daily values gathered from every step of each local day.
  static func days(_ steps: [(time: Int64, step: Step)], offset: Int) -> DailySeries {
    var order: [Int64] = []
    var byDay: [Int64: [Step]] = [:]
    for (time, step) in steps {
      let local = time + Int64(offset)
      let midnight =
        (local >= 0 ? local / 86_400 : (local - 86_399) / 86_400) * 86_400 - Int64(offset)
      if byDay[midnight] == nil { order.append(midnight) }
      byDay[midnight, default: []].append(step)
    }
    func values(_ day: Int64, _ pick: (Step) -> Double?) -> [Double] {
      (byDay[day] ?? []).compactMap(pick)
    }
    return DailySeries(
      time: order,
      temperatureMax: order.map {
        values($0) { $0.data?.instant?.details?.air_temperature }.max()
      },
      temperatureMin: order.map {
        values($0) { $0.data?.instant?.details?.air_temperature }.min()
      },
      precipitationSum: order.map { day in
        let amounts = values(day) { $0.data?.next_1_hours?.details?.precipitation_amount }
        return amounts.isEmpty ? nil : amounts.reduce(0, +)
      },
      precipitationProbabilityMax: order.map { day in
        values(day) {
          $0.data?.next_1_hours?.details?.probability_of_precipitation
            ?? $0.data?.next_6_hours?.details?.probability_of_precipitation
        }.max()
      },
      windSpeedMax: order.map {
        values($0) { $0.data?.instant?.details?.wind_speed }.max().map { $0 * 3.6 }
      },
      condition: order.map { day in
        // The most severe condition of the day's next-hour and next-6-hour symbols.
        (byDay[day] ?? []).compactMap { $0.nextHourCondition ?? $0.nextSixHoursCondition }
          .max { $0.severity < $1.severity }
      })
  }
}

private struct Step: Decodable {
  let time: String?
  let data: StepData?

  var unixTime: Int64? {
    guard var text = time else { return nil }
    if text.hasSuffix("Z") { text.removeLast() }
    return CivilTime.parse(text, offset: 0)
  }

  var nextHourCondition: Condition? {
    data?.next_1_hours?.summary?.symbol_code.flatMap(METSymbol.condition)
  }

  var nextSixHoursCondition: Condition? {
    data?.next_6_hours?.summary?.symbol_code.flatMap(METSymbol.condition)
  }

  var nextHourIsDay: Bool? {
    guard
      let symbol = data?.next_1_hours?.summary?.symbol_code
        ?? data?.next_6_hours?.summary?.symbol_code
    else { return nil }
    if symbol.hasSuffix("_night") || symbol.hasSuffix("_polartwilight") { return false }
    return symbol.hasSuffix("_day") ? true : nil
  }
}

private struct StepData: Decodable {
  let instant: Instant?
  let next_1_hours: Period?
  let next_6_hours: Period?

  struct Instant: Decodable {
    let details: Details?
  }

  struct Details: Decodable {
    let air_temperature: Double?
    let wind_speed: Double?
    let relative_humidity: Double?
    let dew_point_temperature: Double?
    let wind_from_direction: Double?
    let wind_speed_of_gust: Double?
    let air_pressure_at_sea_level: Double?
    let ultraviolet_index_clear_sky: Double?
  }

  struct Period: Decodable {
    let summary: Summary?
    let details: PeriodDetails?
  }

  struct Summary: Decodable {
    let symbol_code: String?
  }

  struct PeriodDetails: Decodable {
    let precipitation_amount: Double?
    let probability_of_precipitation: Double?
  }
}

/// MET Norway's symbol codes ("lightrainshowers_day") to conditions.
package enum METSymbol {
  package static func condition(_ symbol: String) -> Condition? {
    let name = symbol.split(separator: "_").first.map(String.init) ?? symbol
    if name.contains("thunder") { return .thunderstorm }
    if name.contains("sleet") { return .sleet }
    if name.contains("snow") { return .snow }
    if name.hasPrefix("heavyrain") { return .heavyRain }
    if name.hasPrefix("lightrain") && !name.contains("showers") { return .drizzle }
    if name.contains("rainshowers") { return .showers }
    if name.contains("rain") { return .rain }
    switch name {
    case "fog": return .fog
    case "cloudy": return .cloudy
    case "partlycloudy": return .partlyCloudy
    case "fair": return .mainlyClear
    case "clearsky": return .clear
    default: return nil
    }
  }
}

extension METNorwayProvider {
  /// An e-mail address or URL for MET Norway's User-Agent (its terms ask for one).
  @usableFromInline package static let contact = Option<String?>(
    "contact", value: "e-mail or URL", places: .configFile, default: nil,
    help: "Contact for MET Norway's User-Agent (its terms ask for one)", read: ValueReader.text)

  package static let descriptor = ProviderDescriptor(
    id: "met-no", displayName: "MET Norway", defaultURL: defaultURL,
    extraOptions: [contact.spec, METNorwayNowcast.url.spec],
    hint: { options in
      options.value(Self.contact) == nil ? "set contact= (MET Norway asks for one)" : nil
    },
    make: { setup in
      let contact = setup.options.value(Self.contact).map { " \($0)" } ?? ""
      return METNorwayProvider(
        baseURL: setup.baseURL, userAgent: setup.userAgent + contact,
        nowcastURL: setup.options.value(METNorwayNowcast.url) ?? METNorwayNowcast.defaultURL)
    })
}

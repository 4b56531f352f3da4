import RainBarEngine
import RainBarModel

/// A place's air quality and pollen from Open-Meteo's air-quality API, asked
/// only for what the run shows or alerts on (`AirNeeds`).
public struct AirQualityResource: Resource {
  public static let defaultURL = "https://air-quality-api.open-meteo.com/v1/air-quality"
  public static let id = "open-meteo-air-quality"

  public var baseURL: String
  public var userAgent: String
  public var location: Location
  public var needs: AirNeeds

  public static let folder = "air-quality"
  public var freshness: Double { AirQualityResult.freshness }
  public var answers: ForecastError.Answer { .answer }
  public var key: CacheKey { CacheKey(id: Self.id, location: location) }
  public var displayName: String { "Open-Meteo air quality" }

  public func request(timeout: Double) -> HTTPRequest {
    var parts = [
      "latitude=\(Decimal4.format(location.latitude))",
      "longitude=\(Decimal4.format(location.longitude))",
    ]
    if !needs.current.isEmpty { parts.append("current=" + AirVariable.list(needs.current)) }
    if !needs.hourly.isEmpty {
      parts += ["hourly=" + AirVariable.list(needs.hourly), "forecast_hours=24"]
    }
    parts.append("timeformat=unixtime")
    return .json(
      url: baseURL, query: parts.concatenated(separator: "&"), userAgent: userAgent,
      timeout: timeout)
  }

  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> AirQualityEntry
  {
    let air = try OpenMeteoAnswer.read(response, provider: displayName) {
      AirQualityReader.answer($0, needs: needs)
    }
    if air.time == nil && air.hourlyTime.isEmpty { throw .empty(provider: displayName) }
    if let problem = air.problem { throw .implausible(provider: displayName, problem: problem) }
    return AirQualityEntry(place: location.key, air: air)
  }

  /// An entry asked for less than this run shows cannot serve it.
  public func serves(_ record: AirQualityEntry) -> Bool {
    record.air.map { $0.needs.covers(needs) } ?? true
  }

  public func backoffOnly() -> AirQualityEntry { AirQualityEntry(place: location.key, air: nil) }

  public static func record(from bytes: [UInt8]) -> AirQualityEntry? {
    AirQualityEntry.read(bytes)
  }

  public static func bytes(_ record: AirQualityEntry) -> [UInt8]? {
    record.bytes
  }
}

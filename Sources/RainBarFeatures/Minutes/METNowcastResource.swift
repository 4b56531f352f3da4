import RainBarEngine
import RainBarModel

/// A place's radar minutes from MET Norway's nowcast (`METNorwayNowcast`)
/// for a provider other than MET Norway (whose forecast asks it in the same
/// renewal), in the cache's `radar` folder beside Bright Sky's, fresh for 5
/// minutes (or the server's `Expires`).
public struct METNowcastResource: Resource {
  public static let id = "met-no-nowcast"
  public static let displayName = "MET Norway nowcast"

  public var url: String
  public var userAgent: String
  public var location: Location

  public init(url: String, userAgent: String, for location: Location) {
    self.url = url
    self.userAgent = userAgent
    self.location = location
  }

  /// Beside Bright Sky's radar: both are the minutes of a place.
  public static let folder = RadarResource.folder
  public var freshness: Double { BrightSkyRadar.freshness }
  public var answers: ForecastError.Answer { .answer }
  public var key: CacheKey { CacheKey(id: Self.id, location: location) }
  public var displayName: String { Self.displayName }

  public func request(timeout: Double) -> HTTPRequest {
    .json(url: url, at: location, userAgent: userAgent, timeout: timeout)
  }

  /// "No coverage" and "temporarily unavailable" are answers (kept, with the
  /// provider's minutes shown); an answer that cannot be read is refused.
  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> RadarEntry
  {
    // A status or a web page is said as the forecast's are, not as "malformed".
    try JSONAnswer.check(response, provider: Self.displayName) { _ in nil }
    let minutely = METNorwayNowcast.minutely(.success(response))
    if minutely.status == .failed { throw .malformed(provider: Self.displayName) }
    return RadarEntry(place: location.key, minutely: minutely, fetchedAt: nil, freshUntil: 0)
  }

  public func backoffOnly() -> RadarEntry {
    RadarEntry(place: location.key, minutely: nil, fetchedAt: nil, freshUntil: 0)
  }

  public static func record(from bytes: [UInt8]) -> RadarEntry? {
    RadarEntry.read(bytes)
  }

  public static func bytes(_ record: RadarEntry) -> [UInt8]? { record.bytes }
}

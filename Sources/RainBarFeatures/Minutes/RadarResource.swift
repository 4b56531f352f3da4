import RainBarEngine
import RainBarModel

/// A place's radar minutes from Bright Sky (`BrightSkyRadar`), in the
/// cache's `radar` folder, fresh for 5 minutes (or the server's `Expires`).
public struct RadarResource: Resource {
  public var radar: BrightSkyRadar
  public var location: Location
  /// The run's time: the request asks from its 5-minute slot on.
  public var now: Double

  public init(_ radar: BrightSkyRadar, for location: Location, now: Double) {
    self.radar = radar
    self.location = location
    self.now = now
  }

  public static let folder = "radar"
  public var freshness: Double { BrightSkyRadar.freshness }
  public var answers: ForecastError.Answer { .answer }
  public var key: CacheKey { CacheKey(id: BrightSkyRadar.id, location: location) }
  public var displayName: String { BrightSkyRadar.displayName }

  public func request(timeout: Double) -> HTTPRequest {
    radar.request(for: location, now: now, timeout: timeout)
  }

  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> RadarEntry
  {
    RadarEntry(
      place: location.key, minutely: try radar.decode(response), fetchedAt: nil, freshUntil: 0)
  }

  public func backoffOnly() -> RadarEntry {
    RadarEntry(place: location.key, minutely: nil, fetchedAt: nil, freshUntil: 0)
  }

  public static func record(from bytes: [UInt8]) -> RadarEntry? {
    RadarEntry.read(bytes)
  }

  public static func bytes(_ record: RadarEntry) -> [UInt8]? { record.bytes }
}

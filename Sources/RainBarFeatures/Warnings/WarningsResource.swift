import RainBarEngine
import RainBarModel

/// A place's official warnings from one warning service.
public struct WarningsResource: Resource {
  public var source: any WarningSource
  public var location: Location

  /// `warnings-freshness=`, in seconds.
  public var freshness: Double

  public init(_ source: any WarningSource, for location: Location, freshness: Double) {
    self.freshness = freshness
    self.source = source
    self.location = location
  }

  public static let folder = "warnings"
  public var key: CacheKey { CacheKey(id: source.id, location: location) }
  public var displayName: String { source.displayName }
  public var answers: ForecastError.Answer { .warnings }

  public func request(timeout: Double) -> HTTPRequest {
    source.request(for: location, timeout: timeout)
  }

  public func record(from response: HTTPResponse, asking: Asking) throws(ForecastError)
    -> WarningsEntry
  {
    let warnings = try source.decode(response)
    if let problem = Plausible.problem(in: warnings) {
      throw .implausibleWarnings(source: source.displayName, problem: problem)
    }
    return WarningsEntry(
      source: source.id, place: location.key, warnings: warnings, fetchedAt: nil, freshUntil: 0)
  }

  public func backoffOnly() -> WarningsEntry {
    WarningsEntry(
      source: source.id, place: location.key, warnings: nil, fetchedAt: nil, freshUntil: 0)
  }

  public static func record(from bytes: [UInt8]) -> WarningsEntry? {
    WarningsEntry.read(bytes)
  }

  public static func bytes(_ record: WarningsEntry) -> [UInt8]? {
    record.bytes
  }
}

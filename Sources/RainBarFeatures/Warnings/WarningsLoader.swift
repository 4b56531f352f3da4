import RainBarEngine
import RainBarModel

/// A place's warnings through the one renewal (`Renewal` of a
/// `WarningsResource`, in the `warnings` folder of the cache), as a run shows
/// them. It never fails: a problem is `unavailable`, with the last warnings
/// known.
public struct WarningsLoader: Sendable {
  public var load: Load
  public var policy: CachePolicy
  public var files: ForecastCache { load.files(of: WarningsResource.self) }

  public init(
    cacheDirectory: String, fileSystem: any FileSystem, http: any HTTPClient,
    clock: any Clock, policy: CachePolicy
  ) {
    load = Load(cacheDirectory: cacheDirectory, fileSystem: fileSystem, http: http, clock: clock)
    self.policy = policy
  }

  public func path(_ source: String, _ location: Location) -> String {
    files.path(CacheKey(id: source, location: location))
  }

  public func read(_ source: String, _ location: Location) -> WarningsEntry? {
    guard let bytes = try? files.bytes(at: path(source, location)) else { return nil }
    return WarningsEntry.read(bytes)
  }

  /// Keeps warnings that came with another answer (a forecast's).
  public func keep(_ warnings: [Warning], source: String, location: Location, at now: Double) {
    guard Plausible.problem(in: warnings) == nil else { return }
    let entry = WarningsEntry(
      source: source, place: location.key, warnings: warnings, fetchedAt: now, freshUntil: now)
    try? files.write(entry.bytes, to: CacheKey(id: source, location: location))
  }

  /// Warnings kept from another answer, as they are (nothing is asked).
  public func kept(_ source: String, displayName: String, for location: Location)
    -> WarningsResult
  {
    let entry = read(source, location)
    return WarningsResult(
      source: displayName, warnings: entry?.warnings ?? [], fetchedAt: entry?.fetchedAt)
  }

  /// The place's warnings as `demand` asks within `timeout` (nil: the kept
  /// ones as they are, `Load`).
  public func load(
    _ source: any WarningSource, for location: Location, timeout: Double,
    demand: Renewal.Demand? = .due
  ) -> WarningsResult {
    let outcome = load(
      WarningsResource(source, for: location, freshness: policy.freshness), demand: demand,
      timeout: timeout)
    return WarningsResult(
      source: source.displayName, warnings: outcome.record?.warnings ?? [],
      fetchedAt: outcome.record?.fetchedAt,
      unavailable: outcome.message(source.displayName, timeout: timeout, about: .warnings))
  }
}

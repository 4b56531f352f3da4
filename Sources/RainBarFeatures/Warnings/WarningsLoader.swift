import RainBarEngine
import RainBarModel

/// A place's warnings through the one renewal (`Renewal` of a
/// `WarningsResource`, in the `warnings` folder of the cache), as a run shows
/// them. It never fails: a problem is `unavailable`, with the last warnings
/// known.
public struct WarningsLoader: Sendable {
  public var files: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  public var policy: CachePolicy

  public init(
    cacheDirectory: String, fileSystem: any FileSystem, http: any HTTPClient,
    clock: any Clock, policy: CachePolicy
  ) {
    files = ForecastCache(
      folder: WarningsResource.folder, of: cacheDirectory, fileSystem: fileSystem)
    self.http = http
    self.clock = clock
    self.policy = policy
  }

  public func path(_ source: String, _ location: Location) -> String {
    files.path(CacheKey(id: source, location: location))
  }

  public func read(_ source: String, _ location: Location) -> WarningsEntry? {
    guard let bytes = try? files.bytes(at: path(source, location)) else { return nil }
    return WarningsEntryCoding.entry(from: bytes)
  }

  /// Keeps warnings that came with another answer (a forecast's).
  public func keep(_ warnings: [Warning], source: String, location: Location, at now: Double) {
    guard Plausible.problem(in: warnings) == nil else { return }
    let entry = WarningsEntry(
      source: source, place: location.key, warnings: warnings, fetchedAt: now, freshUntil: now)
    try? files.write(WarningsEntryCoding.bytes(entry), to: CacheKey(id: source, location: location))
  }

  /// Warnings kept from another answer, as they are (nothing is asked).
  public func kept(_ source: String, displayName: String, for location: Location)
    -> WarningsResult
  {
    let entry = read(source, location)
    return WarningsResult(
      source: displayName, warnings: entry?.warnings ?? [], fetchedAt: entry?.fetchedAt)
  }

  /// - Parameters:
  ///   - refresh: ask the service even when the entry is fresh, through a back-off.
  ///   - retry: ask through a back-off if the entry is not fresh (watch's wakes).
  public func load(
    _ source: any WarningSource, for location: Location, timeout: Double, refresh: Bool = false,
    retry: Bool = false
  ) -> WarningsResult {
    let renewal = Renewal(files: files, http: http, clock: clock, policy: policy)
    let demand: Renewal.Demand = refresh ? .refresh : retry ? .retry : .due
    let outcome = renewal.renew(
      WarningsResource(source, for: location), demand: demand, timeout: timeout)
    return WarningsResult(
      source: source.displayName, warnings: outcome.record?.warnings ?? [],
      fetchedAt: outcome.record?.fetchedAt,
      unavailable: outcome.message(source.displayName, timeout: timeout, about: .warnings))
  }
}

import RainBarModel

/// A run's one way to a resource's record, whatever the kind of data: renewed
/// through `Renewal` within what is left of the run's time, or read as kept
/// when the run does not ask (watch draws from what is kept and renews in the
/// background) or too little time is left to ask. The forecast, warnings, air
/// quality, radar minutes and the position all load through it.
public struct Load: Sendable {
  public var cacheDirectory: String
  public var fileSystem: any FileSystem
  public var http: any HTTPClient
  public var clock: any Clock

  /// With less time than this left nothing is asked: the kept record serves.
  public static let leastTime = 0.2

  public init(
    cacheDirectory: String, fileSystem: any FileSystem, http: any HTTPClient, clock: any Clock
  ) {
    self.cacheDirectory = cacheDirectory
    self.fileSystem = fileSystem
    self.http = http
    self.clock = clock
  }

  /// The resource's folder of the cache.
  public func files<R: Resource>(of _: R.Type) -> ForecastCache {
    ForecastCache(folder: R.folder, of: cacheDirectory, fileSystem: fileSystem)
  }

  /// The record kept, as it is (nothing asked; nil when there is none or it
  /// cannot be read).
  public func kept<R: Resource>(_ resource: R) -> R.Record? {
    (try? files(of: R.self).bytes(resource.key)).flatMap(R.record(from:))
  }

  /// Renews the resource as `demand` says within `timeout` seconds; with no
  /// demand (or under `least` left), the record kept, and when it was to be
  /// asked and is not fresh (or a refresh was asked), `.noTimeLeft`. The
  /// run's first request (the forecast's) is asked with any time: `least` 0.
  public func callAsFunction<R: Resource>(
    _ resource: R, demand: Renewal.Demand?, timeout: Double, least: Double = leastTime
  ) -> RenewalOutcome<R.Record> {
    let files = files(of: R.self)
    let policy = CachePolicy(freshness: resource.freshness)
    guard let demand, least <= 0 || timeout >= least else {
      let record = kept(resource)
      let fresh = record.map { policy.isFresh($0, now: clock.now()) } ?? false
      let missed = demand != nil && (!fresh || demand == .refresh)
      return RenewalOutcome(record: record, problem: missed ? .noTimeLeft : nil)
    }
    return Renewal(files: files, http: http, clock: clock, policy: policy)
      .renew(resource, demand: demand, timeout: timeout)
  }
}

extension Renewal.Demand {
  /// A run's demand from its flags: `refresh` first, then watch's `retry`.
  public init(refresh: Bool, retry: Bool) {
    self = refresh ? .refresh : retry ? .retry : .due
  }
}

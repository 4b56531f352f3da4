/// Gets a place's warnings through their own cache entry, by the forecast's
/// rules (`CachePolicy`: freshness, validators, back-off) and its files and
/// locks (`ForecastCache`, in the `warnings` folder of the cache): a fresh
/// entry without any request, one request per freshness period however many
/// processes ask. It never fails: a problem is `unavailable`, with the last
/// warnings known.
public struct WarningsLoader: Sendable {
  public var files: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  public var policy: CachePolicy

  public init(
    cacheDirectory: String, fileSystem: any FileSystem, http: any HTTPClient,
    clock: any Clock, policy: CachePolicy
  ) {
    files = ForecastCache(directory: cacheDirectory + "/" + Self.folder, fileSystem: fileSystem)
    self.http = http
    self.clock = clock
    self.policy = policy
  }

  /// The folder of the cache directory the warnings' entries are kept in.
  static let folder = "warnings"

  public func path(_ source: String, _ location: Location) -> String {
    files.entryPath(provider: source, location: location)
  }

  public func read(_ source: String, _ location: Location) -> WarningsEntry? {
    guard let bytes = try? files.fileSystem.read(path(source, location)) else { return nil }
    return WarningsEntryCoding.entry(from: bytes)
  }

  /// Keeps warnings that came with another answer (a forecast's).
  public func keep(_ warnings: [Warning], source: String, location: Location, at now: Double) {
    guard Plausible.problem(in: warnings) == nil else { return }
    let entry = WarningsEntry(
      source: source, place: location.key, warnings: warnings, fetchedAt: now, freshUntil: now)
    guard let bytes = WarningsEntryCoding.bytes(entry) else { return }
    try? files.fileSystem.makePrivateDirectory(files.directory)
    try? files.fileSystem.writeAtomically(bytes, to: path(source, location))
  }

  /// Warnings kept from another answer, as they are (nothing is asked).
  public func kept(_ source: String, displayName: String, for location: Location)
    -> WarningsResult
  {
    let entry = read(source, location)
    return WarningsResult(
      source: displayName, warnings: entry?.warnings ?? [], fetchedAt: entry?.fetchedAt)
  }

  /// - Parameter refresh: ask the service even when the entry is fresh.
  public func load(
    _ source: any WarningSource, for location: Location, timeout: Double, refresh: Bool = false
  ) -> WarningsResult {
    let start = clock.now()
    let first = read(source.id, location)
    func result(_ entry: WarningsEntry?, _ problem: String? = nil) -> WarningsResult {
      WarningsResult(
        source: source.displayName, warnings: entry?.warnings ?? [],
        fetchedAt: entry?.fetchedAt, unavailable: problem)
    }
    if !refresh, let first, policy.isFresh(first, now: start) { return result(first) }
    if policy.isBackingOff(first, now: start), let until = first?.backoffUntil {
      return result(
        first,
        RainBarError.backingOff(provider: source.displayName, seconds: until - start).message)
    }
    let held: (any FileLock)?
    switch files.lock(provider: source.id, location: location, waitingAtMost: timeout) {
    case .locked(let lock): held = lock
    case .busy: return result(first, "another run is asking \(source.displayName).")
    case .unavailable: held = nil
    }
    defer { held?.unlock() }
    let entry = read(source.id, location)
    if let entry, let fetchedAt = entry.fetchedAt, policy.isFresh(entry, now: clock.now()),
      !refresh || fetchedAt > first?.fetchedAt ?? -.infinity
    {
      return result(entry)
    }

    var request = source.request(
      for: location, timeout: max(0.1, timeout - (clock.now() - start)))
    let validators = policy.validators(for: entry)
    request.headers += validators
    let now = clock.now()
    func save(_ new: WarningsEntry) {
      guard held != nil, let bytes = WarningsEntryCoding.bytes(new) else { return }
      try? files.fileSystem.makePrivateDirectory(files.directory)
      try? files.fileSystem.writeAtomically(bytes, to: path(source.id, location))
    }
    let response: HTTPResponse
    switch http.get(request) {
    case .failure(let failure):
      return result(
        entry,
        ForecastError.network(failure, host: request.host, timeout: timeout).message(
          about: .warnings))
    case .success(let answer):
      response = answer
    }
    // Only an answer to the validators sent renews the entry (as the forecast's).
    if response.status == 304, !validators.isEmpty, var kept = entry, kept.hasData {
      kept.fetchedAt = now
      kept.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
      kept.backoffUntil = nil
      save(kept)
      return result(kept)
    }
    if response.status == 429 {
      var kept =
        entry
        ?? WarningsEntry(
          source: source.id, place: location.key, warnings: nil, fetchedAt: nil, freshUntil: 0)
      kept.backoffUntil = policy.backoffUntil(now: now, headers: response.headers)
      save(kept)
    }
    let warnings: [Warning]
    do {
      warnings = try source.decode(response)
    } catch {
      return result(entry, error.message(about: .warnings))
    }
    if let problem = Plausible.problem(in: warnings) {
      return result(entry, "\(source.displayName) sent implausible warnings (\(problem)).")
    }
    let new = WarningsEntry(
      source: source.id, place: location.key, warnings: warnings, fetchedAt: now,
      freshUntil: policy.freshUntil(fetchedAt: now, headers: response.headers),
      lastModified: CachePolicy.validator(response.headers["last-modified"]),
      etag: CachePolicy.validator(response.headers["etag"]))
    save(new)
    return result(new)
  }
}

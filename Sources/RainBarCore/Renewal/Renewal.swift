/// Renews any resource through its cache entry, the same way for all: a
/// fresh entry without any request; no request while a back-off lasts; else
/// one request per freshness period however many processes ask at once (a
/// lock per entry, the entry read again after waiting for it), conditional
/// when validators are kept; a 304 renews the entry kept; every failure
/// records a back-off (`CachePolicy.backoff`) in the entry and leaves the
/// last good record to show; never longer than the timeout.
public struct Renewal: Sendable {
  /// What the renewal is asked to do.
  public enum Demand: Sendable {
    /// Renew what is no longer fresh, unless a back-off lasts.
    case due
    /// The same, through any back-off but a 429's Retry-After (watch's
    /// resume and network-back wakes).
    case retry
    /// Renew even a fresh entry, through any back-off but a Retry-After
    /// (`refresh`, the i3blocks click).
    case refresh
  }

  public var files: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  public var policy: CachePolicy

  public init(files: ForecastCache, http: any HTTPClient, clock: any Clock, policy: CachePolicy) {
    self.files = files
    self.http = http
    self.clock = clock
    self.policy = policy
  }

  /// The record as read, with the bytes it was read from.
  private struct Reading<Record> {
    var record: Record?
    var bytes: [UInt8]?
  }

  /// Reads the record; when its bytes are those of `previous`, the record
  /// read then is given back instead of being decoded again.
  private func read<R: Resource>(_ resource: R, after previous: Reading<R.Record>? = nil)
    -> Reading<R.Record>
  {
    guard let bytes = try? files.fileSystem.read(files.path(resource.key)) else {
      return Reading()
    }
    if let previous, previous.bytes == bytes { return previous }
    return Reading(record: R.record(from: bytes), bytes: bytes)
  }

  public func renew<R: Resource>(_ resource: R, demand: Demand = .due, timeout: Double)
    -> RenewalOutcome<R.Record>
  {
    let start = clock.now()
    let first = read(resource)
    if demand != .refresh, let record = first.record, policy.isFresh(record, now: start) {
      return RenewalOutcome(record: record)
    }
    if let waiting = backingOff(first.record, demand, now: start) { return waiting }

    // Only one process asks; the others wait for it and read what it wrote.
    var outcome = RenewalOutcome<R.Record>()
    var held: (any FileLock)?
    switch files.lock(resource.key, waitingAtMost: timeout) {
    case .locked(let lock):
      held = lock
    case .busy:
      return RenewalOutcome(
        record: first.record, problem: .busy(host: resource.request(timeout: timeout).host))
    case .unavailable(let error):
      outcome.cacheProblems.append(.cannotUse(error.message))
    }
    defer { held?.unlock() }
    // Read again under the lock; decoded again only if another run changed it.
    let entry = read(resource, after: first).record
    outcome.record = entry
    // On refresh, only an entry another run renewed while this one waited will do.
    if let entry, let fetchedAt = entry.fetchedAt, policy.isFresh(entry, now: clock.now()),
      demand != .refresh || fetchedAt > first.record?.fetchedAt ?? -.infinity
    {
      return outcome
    }
    if var waiting = backingOff(entry, demand, now: clock.now()) {
      waiting.cacheProblems = outcome.cacheProblems
      return waiting
    }

    let asking = Asking(http: http, clock: clock, start: start, timeout: timeout)
    var request = resource.request(timeout: max(0.1, asking.remaining))
    let validators = policy.validators(for: entry)
    request.headers += validators
    let now = clock.now()
    func save(_ new: R.Record) {
      guard held != nil else { return }
      do throws(FileError) {
        try files.write(R.bytes(new), to: resource.key)
      } catch {
        outcome.cacheProblems.append(.cannotWrite(error.message))
      }
    }
    func failed(_ error: ForecastError, status: Int?, headers: [String: String]) {
      outcome.problem = .failed(error)
      guard let kind = BackoffNote.kind(of: error, status: status) else { return }
      var kept = entry ?? resource.backoffOnly()
      (kept.backoffUntil, kept.backoffNote) = policy.backoff(
        kind, reason: error.message, after: entry, now: now, headers: headers)
      save(kept)
    }

    let response: HTTPResponse
    switch http.get(request) {
    case .failure(let failure):
      failed(
        .network(failure.redacting(resource.secrets), host: request.host, timeout: timeout),
        status: nil, headers: [:])
      return outcome
    case .success(let answer):
      response = answer
    }
    // Only an answer to the validators sent renews the entry: a 304 to a
    // request without any is an answer that holds nothing.
    if response.status == 304, !validators.isEmpty, let entry, entry.hasData {
      var kept = resource.renewed(entry, asking: asking)
      kept.fetchedAt = now
      kept.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
      kept.backoffUntil = nil
      kept.backoffNote = nil
      save(kept)
      outcome.record = kept
      return outcome
    }
    var new: R.Record
    do throws(ForecastError) {
      new = try resource.record(from: response, asking: asking)
    } catch {
      failed(error, status: response.status, headers: response.headers)
      return outcome
    }
    new.fetchedAt = now
    new.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
    new.lastModified = CachePolicy.validator(response.headers["last-modified"])
    new.etag = CachePolicy.validator(response.headers["etag"])
    new.backoffUntil = nil
    new.backoffNote = nil
    save(new)
    outcome.record = new
    if held != nil { outcome.answer = response }
    return outcome
  }

  private func backingOff<Record>(_ record: Record?, _ demand: Demand, now: Double)
    -> RenewalOutcome<Record>?
  {
    guard policy.isBackingOff(record, now: now, overridden: demand != .due),
      let until = record?.backoffUntil
    else { return nil }
    return RenewalOutcome(
      record: record, problem: .waiting(record?.backoffNote, seconds: until - now))
  }
}

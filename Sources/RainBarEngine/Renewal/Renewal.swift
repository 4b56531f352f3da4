import RainBarModel

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

  /// Reads the record, with the bytes it was read from; when they are the
  /// bytes of `previous`, the record read then is given back instead of being
  /// decoded again. (Tuples and no captured state: a generic struct or a
  /// closure's box here would have its metadata made at run time, checking
  /// the generic requirements against every conformance of the binary.)
  private func read<R: Resource>(
    _ resource: R, after previous: (record: R.Record?, bytes: [UInt8]?)? = nil
  ) -> (record: R.Record?, bytes: [UInt8]?) {
    guard let bytes = try? files.bytes(resource.key) else {
      return (nil, nil)
    }
    if let previous, previous.bytes == bytes { return previous }
    return (R.record(from: bytes), bytes)
  }

  public func renew<R: Resource>(_ resource: R, demand: Demand = .due, timeout: Double)
    -> RenewalOutcome<R.Record>
  {
    let start = clock.now()
    let first = read(resource)
    if demand != .refresh, let record = first.record, policy.isFresh(record, now: start),
      resource.serves(record)
    {
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
      resource.serves(entry),
      demand != .refresh || fetchedAt > first.record?.fetchedAt ?? -.infinity
    {
      return outcome
    }
    if var waiting = backingOff(entry, demand, now: clock.now()) {
      waiting.cacheProblems = outcome.cacheProblems
      return waiting
    }

    // A fresh entry renewed only because it lacks what this run shows: the
    // request asks for what it holds too (`Resource.widened(by:)`).
    let resource =
      entry.flatMap {
        policy.isFresh($0, now: clock.now()) && !resource.serves($0)
          ? resource.widened(by: $0) : nil
      } ?? resource
    let asking = Asking(http: http, clock: clock, start: start, timeout: timeout)
    var request = resource.request(timeout: max(0.1, asking.remaining))
    // An entry that asked for less is not what this request asks: no validators.
    let validators = entry.map { resource.serves($0) } == false ? [] : policy.validators(for: entry)
    request.headers += validators
    let now = clock.now()
    let keeps = held != nil
    let answer: (error: ForecastError, status: Int?, headers: [String: String])
    switch resource.answer(to: request, asking: asking) {
    case .failure(let error):
      answer = (error, nil, [:])
    case .success(let response):
      // Only an answer to the validators sent renews the entry: a 304 to a
      // request without any is an answer that holds nothing.
      if response.status == 304, !validators.isEmpty, let entry, entry.hasData {
        var kept = resource.renewed(entry, asking: asking)
        kept.fetchedAt = now
        kept.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
        kept.backoffUntil = nil
        kept.backoffNote = nil
        save(kept, of: resource, keeps: keeps, into: &outcome)
        outcome.record = kept
        return outcome
      }
      do throws(ForecastError) {
        if (200...299).contains(response.status),
          let problem = Plausible.problem(inAnswer: response.body)
        {
          throw resource.answers == .warnings
            ? .implausibleWarnings(source: resource.displayName, problem: problem)
            : .implausible(provider: resource.displayName, problem: problem)
        }
        var new = try resource.record(from: response, kept: entry, asking: asking)
        new.fetchedAt = now
        new.freshUntil = policy.freshUntil(fetchedAt: now, headers: response.headers)
        new.lastModified = CachePolicy.validator(response.headers["last-modified"])
        new.etag = CachePolicy.validator(response.headers["etag"])
        new.backoffUntil = nil
        new.backoffNote = nil
        save(new, of: resource, keeps: keeps, into: &outcome)
        outcome.record = new
        if keeps { outcome.answer = response }
        return outcome
      } catch {
        answer = (error, response.status, response.headers)
      }
    }
    // Every failure of the service backs off (when it is the service's).
    outcome.problem = .failed(answer.error)
    if let kind = BackoffNote.kind(of: answer.error, status: answer.status) {
      var kept = entry ?? resource.backoffOnly()
      (kept.backoffUntil, kept.backoffNote) = policy.backoff(
        kind, reason: answer.error.message(about: resource.answers), after: entry, now: now,
        headers: answer.headers)
      save(kept, of: resource, keeps: keeps, into: &outcome)
    }
    return outcome
  }

  /// Writes the record when this run holds the lock: `wrote` when it did,
  /// else what went wrong, if anything.
  private func save<R: Resource>(
    _ record: R.Record, of resource: R, keeps: Bool, into outcome: inout RenewalOutcome<R.Record>
  ) {
    guard keeps else { return }
    do throws(FileError) {
      try files.write(R.bytes(record), to: resource.key)
      outcome.wrote = record
    } catch {
      outcome.cacheProblems.append(.cannotWrite(error.message))
    }
  }

  private func backingOff<Record: RenewableRecord>(
    _ record: Record?, _ demand: Demand, now: Double
  )
    -> RenewalOutcome<Record>?
  {
    guard policy.isBackingOff(record, now: now, overridden: demand != .due),
      let until = record?.backoffUntil
    else { return nil }
    return RenewalOutcome(
      record: record, problem: .waiting(record?.backoffNote, seconds: until - now))
  }
}

import RainBarModel

/// Why a renewal has no new or fresh record. Not nested in the generic
/// `RenewalOutcome`: a nested type's metadata would be generic too, and
/// making it at run time checks the generic requirements, a scan of every
/// conformance record of the binary on the bar's cache hit.
public enum RenewalProblem: Sendable {
  /// The request failed, or its answer could not be used.
  case failed(ForecastError)
  /// Not asked: a back-off lasts `seconds` more (the note says why; nil in
  /// entries from before notes, whose back-offs were 429s).
  case waiting(BackoffNote?, seconds: Double)
  /// Another run held the lock for the whole wait.
  case busy(host: String)
  /// Not asked: too little of the run's time was left (`Load.leastTime`).
  case noTimeLeft
}

/// A problem with the cache itself: the record was still had, not kept.
public enum RenewalCacheProblem: Sendable {
  case cannotUse(String)
  case cannotWrite(String)
}

/// What a renewal ended with: the record to show (new, kept, or none) and,
/// when it is not a new or fresh one, why. `Record` is unconstrained for the
/// same reason as above.
public struct RenewalOutcome<Record> {
  public typealias Problem = RenewalProblem
  public typealias CacheProblem = RenewalCacheProblem

  public var record: Record?
  public var problem: Problem?
  public var cacheProblems: [CacheProblem] = []
  /// The answer a new record was made from, when it was kept (for what else
  /// it carries: Pirate Weather's alerts).
  public var answer: HTTPResponse?
  /// The record this renewal wrote to the cache (nil: it wrote none).
  public var wrote: Record?

  /// The record the cache holds after the renewal: the one it wrote (a back-off
  /// too), else the one it read.
  public var kept: Record? { wrote ?? record }

  /// The problem as an error; the busy lock reads as the wait it was.
  public func error(_ displayName: String, timeout: Double) -> RainBarError? {
    switch problem {
    case nil: return nil
    case .failed(let error): return .forecast(error)
    case .waiting(let note, let seconds):
      return .backoff(provider: displayName, note: note, seconds: seconds)
    case .busy(let host): return .forecast(.network(.timedOut, host: host, timeout: timeout))
    case .noTimeLeft: return .forecast(.network(.timedOut, host: displayName, timeout: timeout))
    }
  }

  /// The problem's sentence, a broken answer named as what it is.
  public func message(_ displayName: String, timeout: Double, about answers: ForecastError.Answer)
    -> String?
  {
    switch problem {
    case .failed(let error): return error.message(about: answers)
    case .noTimeLeft: return tr("no time was left to ask %s.", displayName)
    default: return error(displayName, timeout: timeout)?.message
    }
  }

  /// True when no answer came at all (for the stale mark).
  public var isOffline: Bool {
    switch problem {
    case .failed(let error): return error.isOffline
    case .waiting(let note, _): return note?.kind == .offline
    case .busy: return true
    case .noTimeLeft, nil: return false
    }
  }
}

import RainBarModel

/// The cache's pure decisions: what is fresh, how long an answer stays fresh,
/// how long to back off, what validators to send.
public struct CachePolicy: Equatable, Sendable {
  /// Seconds a forecast stays fresh unless the server says longer.
  public var freshness: Double
  /// Seconds to wait after a 429 that has no Retry-After.
  public var defaultBackoff: Double

  public init(freshness: Double = 600, defaultBackoff: Double = 600) {
    self.freshness = freshness
    self.defaultBackoff = defaultBackoff
  }

  /// Judged now, from the fetch time and today's `freshness` (so a changed
  /// setting applies to entries already cached), or the server's `Expires`.
  public func isFresh(_ entry: some CacheRecord, now: Double) -> Bool {
    guard entry.hasData, let fetchedAt = entry.fetchedAt else { return false }
    // A fetch time in the future means the clock was set back: do not trust it.
    return fetchedAt <= now + 60 && now < max(fetchedAt + freshness, entry.freshUntil)
  }

  /// The longest back-off rain-bar sets (a `Retry-After` beyond it is cut).
  public static let maximumBackoff: Double = 86_400

  /// Judged by the current clock: a back-off that ends further ahead than
  /// `maximumBackoff` was set while the clock was ahead (it cannot have been
  /// set since), and is not honoured, as a fetch time in the future is not.
  /// - Parameter overridden: a renewal asked for (`refresh`, a click, a
  ///   wake): only a 429's Retry-After still holds (and an entry's back-off
  ///   from before there were notes, all of which were 429s).
  public func isBackingOff(_ entry: (some CacheRecord)?, now: Double, overridden: Bool = false)
    -> Bool
  {
    guard let entry, let until = entry.backoffUntil else { return false }
    if overridden, let note = entry.backoffNote, !note.holdsAgainstOverride { return false }
    return now < until && until - now <= Self.maximumBackoff
  }

  /// The first pause after a failure; each failure in a row doubles it, up
  /// to the resource's freshness period.
  public static let firstPause: Double = 15

  /// The back-off after a failure of `kind`: the pause after the previous
  /// one doubled (`firstPause` after a success), at most `freshness`; a
  /// 429's Retry-After (at most a day) when it is longer.
  public func backoff(
    _ kind: BackoffNote.Kind, reason: String, after previous: (some CacheRecord)?, now: Double,
    headers: [String: String]
  ) -> (until: Double, note: BackoffNote) {
    let ceiling = max(freshness, Self.firstPause)
    // Never shorter than the first pause, whatever a damaged entry says.
    let pause =
      previous?.backoffNote.map {
        $0.seconds.isFinite ? min(max($0.seconds * 2, Self.firstPause), ceiling) : ceiling
      } ?? Self.firstPause
    var until = now + pause
    var kind = kind
    if kind == .limited, headers["retry-after"] != nil {
      until = max(until, backoffUntil(now: now, headers: headers))
      kind = .retryAfter
    }
    return (until, BackoffNote(kind: kind, seconds: pause, reason: reason))
  }

  /// Until when the server said its answer stays good (`Expires`, at most a
  /// day); the fetch time when it said nothing. Our own period is added when
  /// the entry is read (`isFresh`), not stored.
  public func freshUntil(fetchedAt: Double, headers: [String: String]) -> Double {
    guard let expires = headers["expires"].flatMap(HTTPDate.parse) else { return fetchedAt }
    return max(fetchedAt, min(expires, fetchedAt + 86_400))
  }

  /// From `Retry-After` (seconds or an HTTP date), else the default; at most a day.
  public func backoffUntil(now: Double, headers: [String: String]) -> Double {
    var wait = defaultBackoff
    if let value = headers["retry-after"] {
      if let seconds = Double(value), seconds >= 0 {
        wait = seconds
      } else if let date = HTTPDate.parse(value) {
        wait = date - now
      }
    }
    return now + min(max(wait, 1), Self.maximumBackoff)
  }

  /// `If-None-Match` / `If-Modified-Since` for a conditional request.
  public func validators(for entry: (some CacheRecord)?) -> [(name: String, value: String)] {
    guard let entry, entry.hasData else { return [] }
    var headers: [(name: String, value: String)] = []
    if let etag = Self.validator(entry.etag) {
      headers.append((name: "If-None-Match", value: etag))
    }
    if let modified = Self.validator(entry.lastModified) {
      headers.append((name: "If-Modified-Since", value: modified))
    }
    return headers
  }

  /// A server's `ETag` or `Last-Modified` as it may be kept and sent back:
  /// printable ASCII, at most 200 bytes; anything else is not kept (a
  /// request header is no place for control characters).
  public static func validator(_ value: String?) -> String? {
    guard let value, !value.isEmpty, value.utf8.count <= 200,
      value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
    else { return nil }
    return value
  }
}

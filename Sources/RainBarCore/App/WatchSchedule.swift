import RainBarEngine
import RainBarFeatures
import RainBarModel

/// When `watch` next renews one thing it shows (the forecast, the warnings,
/// the position), by the same rules for each: one renewal in flight at a
/// time; a click's at once, through any back-off but a Retry-After
/// (`refresh`); after a wake (a resume, the network back) a failed one at
/// once, through the back-off (`retry`); after a failure, a pause that
/// doubles from `firstPause` up to the resource's freshness; else at `due`,
/// the end of what it has (its freshness, a back-off every run shares).
struct WatchSchedule {
  /// When it is next to be renewed by what it has; -infinity: now.
  var due = -Double.infinity
  let firstPause: Double
  private(set) var inFlight = false
  /// Renewals in a row that failed.
  private(set) var failures = 0
  private var lastAttempt: Double?
  private var clicked = false
  /// A wake asked for the next renewal; the data's back-off gives way to it
  /// (but a Retry-After: `BackoffNote.holdsAgainstOverride`).
  private(set) var woken = false

  init(firstPause: Double) {
    self.firstPause = firstPause
  }

  /// When to renew (nil while a renewal is in flight).
  func next(longestPause: Double) -> Double? {
    guard !inFlight else { return nil }
    if clicked { return -.infinity }
    guard failures > 0, let lastAttempt else { return due }
    let pause = min(max(longestPause, 15), firstPause * Double(1 << min(failures - 1, 16)))
    return max(due, lastAttempt + pause)
  }

  mutating func click() {
    clicked = true
  }

  /// A resume or the network back: the next renewal now, without the pause.
  mutating func wake() {
    woken = true
    lastAttempt = nil
    due = -.infinity
  }

  /// Another place is shown, or another run renewed it: no failures of its own.
  mutating func forgetFailures() {
    failures = 0
    lastAttempt = nil
  }

  /// A renewal starts now: how it asks.
  mutating func begin(now: Double) -> Renewal.Demand {
    defer {
      clicked = false
      woken = false
    }
    inFlight = true
    lastAttempt = now
    return clicked ? .refresh : woken ? .retry : .due
  }

  /// The renewal in flight ended; `renewed`: whether it had new data (nil:
  /// it was for a place no longer shown).
  mutating func ended(renewed: Bool?, now: Double) {
    inFlight = false
    guard let renewed else { return }
    failures = renewed ? 0 : failures + 1
    lastAttempt = now
  }
}

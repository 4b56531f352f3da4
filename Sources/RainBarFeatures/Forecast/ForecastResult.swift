import RainBarEngine
import RainBarModel

/// A forecast to show, and how trustworthy it is.
public struct ForecastResult: Sendable {
  public enum Freshness: Equatable, Sendable {
    case fresh
    /// Old data shown because a new answer could not be had; `offline` when no
    /// answer came at all (as opposed to a bad one).
    case stale(reason: String, offline: Bool)
  }

  public var forecast: Forecast
  public var fetchedAt: Double
  public var freshness: Freshness
  /// Problems that did not stop the run (an unwritable cache), for stderr.
  public var warnings: [String]
  /// Why a renewal that was asked for (`refresh`, a click) failed while the data
  /// is still within its freshness: the data is shown as fresh, and this is said.
  public var notRenewed: String?
  /// Why an earlier run's refresh failed since the data was fetched (the
  /// entry's back-off note): the tooltip keeps saying it while the data is
  /// shown, stderr does not (a bar that shows stderr would repeat it).
  public var refreshFailed: String?

  public init(
    forecast: Forecast, fetchedAt: Double, freshness: Freshness, warnings: [String] = [],
    notRenewed: String? = nil
  ) {
    self.forecast = forecast
    self.fetchedAt = fetchedAt
    self.freshness = freshness
    self.warnings = warnings
    self.notRenewed = notRenewed
  }

  /// Why the data shown is not a new answer, when a renewal was tried and
  /// failed: the stale data's reason, or `notRenewed` for data still fresh.
  public var whyNotRenewed: String? {
    if case .stale(let reason, _) = freshness { return reason }
    return notRenewed
  }

  public var isStale: Bool { freshness != .fresh }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// When `watch` runs the alert check: on new data, at the top of each hour,
/// and, with `--notify`, at the times a family's decision changes by the
/// clock alone (`summary=07:30` goes out at 07:30, not at 08:00).
struct WatchAlertTimes {
  /// The data and hour the check last ran for.
  private var checked: (fetchedAt: Double, hour: Int64)?
  /// The next time a family asked to be checked at; nil: none.
  private(set) var next: Double?

  /// Checks at the next frame (what is shown beside the forecast changed).
  mutating func reset() { checked = nil }

  /// Whether the check runs now, for the forecast shown at `place`.
  mutating func due(_ result: ForecastResult, now: Double, _ place: WatchPlace) -> Bool {
    let hour = Int64(now.rounded(.down)) / HourlyConvention.length
    let timeCame = next.map { now >= $0 } ?? false
    guard checked?.fetchedAt != result.fetchedAt || checked?.hour != hour || timeCame else {
      return false
    }
    checked = (result.fetchedAt, hour)
    next = nil
    guard place.options.flag(Options.notify), let location = place.location else { return true }
    let zone = place.app.timeZones.rules(for: result.forecast, at: location)
    next = AlertFamilies.nextCheck(
      place.options.alertContext(), after: Int64(now.rounded(.down)), zone: zone
    ).map(Double.init)
    return true
  }
}

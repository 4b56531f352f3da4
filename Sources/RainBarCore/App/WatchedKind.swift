import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What `watch` shows beside the forecast and renews on a schedule of its own
/// (the warnings, the air quality): its folder in the cache, its entry for a
/// place, how it is read and renewed by the one-shot run's rules, and how
/// fresh it stays, and how its value travels back (`WatchRenewal.Value`). A
/// `WatchedSlot` of it holds what is known; adding one is a conformance, a
/// case of `WatchRenewal.Value` and a slot in `WatchSlots`.
protocol WatchedKind: Sendable {
  associatedtype Value: WatchedValue
  /// Its folder in the cache directory, watched through inotify.
  var folder: String { get }
  /// What the value depends on besides the place: read again when it changes.
  func settings(_ app: RainBar, _ options: RunOptions) -> [String?]
  /// The place's cache entry; nil when nothing is to be had.
  func key(_ app: RainBar, _ options: RunOptions, _ location: Location) -> CacheKey?
  /// Whether it is renewed at all (air quality: only what is shown or alerted on).
  func isWanted(_ app: RainBar, _ options: RunOptions) -> Bool
  func freshness(_ options: RunOptions) -> Double
  /// When a value just read from the cache is to be renewed.
  func due(after value: Value?, _ options: RunOptions) -> Double
  /// The value: the cache's alone (`demand` nil: no request), or renewed.
  func value(
    _ app: RainBar, _ options: RunOptions, _ location: Location, start: Double,
    demand: Renewal.Demand?
  ) -> Value?
  /// A renewal's value, as it comes back to the watch.
  static func renewal(_ value: Value?) -> WatchRenewal.Value
}

/// What a schedule reads of a value: when it was fetched, and why it could not be renewed.
protocol WatchedValue: Equatable, Sendable {
  var fetchedAt: Double? { get }
  var unavailable: String? { get }
}

extension WarningsResult: WatchedValue {}
extension AirQualityResult: WatchedValue {}

/// The official warnings: renewed at the first turn (a fresh entry is read, not asked).
struct WarningsWatch: WatchedKind {
  var folder: String { WarningsResource.folder }

  func settings(_ app: RainBar, _ options: RunOptions) -> [String?] {
    options.warnings.key
  }

  func key(_ app: RainBar, _ options: RunOptions, _ location: Location) -> CacheKey? {
    app.warnings(options).key(for: location)
  }

  func isWanted(_ app: RainBar, _ options: RunOptions) -> Bool { true }

  func freshness(_ options: RunOptions) -> Double {
    options.warnings.freshness
  }

  func due(after value: WarningsResult?, _ options: RunOptions) -> Double { -.infinity }

  func value(
    _ app: RainBar, _ options: RunOptions, _ location: Location, start: Double,
    demand: Renewal.Demand?
  ) -> WarningsResult? {
    app.warnings(options).result(for: location, start: start, demand: demand)
  }

  static func renewal(_ value: WarningsResult?) -> WatchRenewal.Value { .warnings(value) }
}

/// The air quality and pollen, when shown or alerted on: renewed when no longer fresh.
struct AirWatch: WatchedKind {
  var folder: String { AirQualityResource.folder }

  private func needs(_ app: RainBar, _ options: RunOptions) -> AirNeeds {
    options.airNeeds(alerts: options.flag(Options.notify))
  }

  /// The variables asked for, current then hourly (not `String(describing:)`:
  /// reflection cost a watch's start 3.4 M instructions).
  func settings(_ app: RainBar, _ options: RunOptions) -> [String?] {
    let needs = needs(app, options)
    return needs.current.map { String($0.rawValue) } + [nil]
      + needs.hourly.map { String($0.rawValue) }
  }

  func key(_ app: RainBar, _ options: RunOptions, _ location: Location) -> CacheKey? {
    isWanted(app, options) ? CacheKey(id: AirQualityResource.id, location: location) : nil
  }

  func isWanted(_ app: RainBar, _ options: RunOptions) -> Bool {
    !needs(app, options).isEmpty
  }

  func freshness(_ options: RunOptions) -> Double { AirQualityResult.freshness }

  func due(after value: AirQualityResult?, _ options: RunOptions) -> Double {
    value?.fetchedAt.map { $0 + AirQualityResult.freshness } ?? -.infinity
  }

  func value(
    _ app: RainBar, _ options: RunOptions, _ location: Location, start: Double,
    demand: Renewal.Demand?
  ) -> AirQualityResult? {
    app.air(options).result(
      for: location, needs: needs(app, options), start: start, demand: demand)
  }

  static func renewal(_ value: AirQualityResult?) -> WatchRenewal.Value { .air(value) }
}

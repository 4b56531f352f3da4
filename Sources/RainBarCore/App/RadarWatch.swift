import RainBarEngine
import RainBarFeatures
import RainBarModel

/// A radar's minutes, where the place's come from one (`MinuteChoice`):
/// renewed when no longer fresh (5 minutes), beside the forecast.
struct RadarWatch: WatchedKind {
  var folder: String { RadarResource.folder }

  func settings(_ app: RainBar, _ options: RunOptions) -> [String?] {
    [options.minutes.setting.rawValue, options.provider.id]
  }

  func key(_ app: RainBar, _ options: RunOptions, _ location: Location) -> CacheKey? {
    switch choice(options, location) {
    case .brightSkyRadar: CacheKey(id: BrightSkyRadar.id, location: location)
    case .metNowcast: CacheKey(id: METNowcastResource.id, location: location)
    default: nil
    }
  }

  func isWanted(_ app: RainBar, _ options: RunOptions) -> Bool {
    [.auto, .radar].contains(options.minutes.setting)
  }

  func freshness(_ options: RunOptions) -> Double { BrightSkyRadar.freshness }

  func due(after value: RadarMinutes?, _ options: RunOptions) -> Double {
    value?.fetchedAt.map { $0 + BrightSkyRadar.freshness } ?? -.infinity
  }

  func value(
    _ app: RainBar, _ options: RunOptions, _ location: Location, start: Double,
    demand: Renewal.Demand?
  ) -> RadarMinutes? {
    guard choice(options, location) != nil else { return nil }
    return app.minutes(options).radar(
      at: location, provider: nil, timeout: app.context(options).left(since: start),
      demand: demand)
  }

  static func renewal(_ value: RadarMinutes?) -> WatchRenewal.Value { .radar(value) }

  /// The radar asked for the place; nil where none is (MET Norway's forecast
  /// brings its own nowcast).
  private func choice(_ options: RunOptions, _ location: Location) -> MinuteChoice? {
    switch MinuteChoice.choose(options.minutes.setting, for: location) {
    case .brightSkyRadar: .brightSkyRadar
    case .metNowcast where options.provider.id != METNorwayProvider.descriptor.id: .metNowcast
    default: nil
    }
  }
}

extension RadarMinutes: WatchedValue {
  var unavailable: String? { problem }
}

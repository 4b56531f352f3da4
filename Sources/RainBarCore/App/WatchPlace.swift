import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The run, its options and the place shown (nil: none is known) with its forecast's service.
struct WatchPlace {
  var app: RainBar
  var options: RunOptions
  var location: Location?
  var provider: (any ForecastProvider)?

  /// The forecast's entry for the place.
  var forecastKey: CacheKey? {
    guard let location, let provider else { return nil }
    return CacheKey(id: provider.id, location: location)
  }
}

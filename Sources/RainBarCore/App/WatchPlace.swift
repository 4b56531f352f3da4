import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The run, its options and the place shown (nil: none is known) with its forecast's service.
struct WatchPlace {
  var app: RainBar
  var options: RunOptions
  var location: Location?
  var provider: (any ForecastProvider)?
  /// How the minutes shown are chosen (`minutes=`), made once for the options.
  var minutes: MinuteLoader?

  init(
    app: RainBar, options: RunOptions, location: Location? = nil,
    provider: (any ForecastProvider)? = nil
  ) {
    self.app = app
    self.options = options
    self.location = location
    self.provider = provider
    if location != nil { minutes = app.minutes(options) }
  }

  /// The forecast's entry for the place.
  var forecastKey: CacheKey? {
    guard let location, let provider else { return nil }
    return CacheKey(id: provider.id, location: location)
  }
}

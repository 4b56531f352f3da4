import RainBarEngine
import RainBarFeatures
import RainBarModel

/// What a bar run is asked for besides its forecast: for `BarRun.decide`.
struct BarRequest {
  var location: Location?
  var units: Units
  /// The forecast was asked to be renewed (`refresh`, a click): say when it was not.
  var refreshed = false
  /// An i3blocks click asked for the renewal: a notification says when it did nothing.
  var clickRefresh = false
  /// The middle click: the forecast as a notification.
  var sendForecast = false
  /// Run `--notify`'s alert check (watch: only when the forecast or the hour changed).
  var checkAlerts = false
  /// Why the current position is an old one.
  var note: String?
}

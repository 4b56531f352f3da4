import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Something a bar run does besides drawing its line, decided by
/// `BarRun.decide` and carried out by `BarEffects`, the same for one-shot runs
/// and `watch`.
enum BarEffect {
  /// A notification to send: a click that renewed nothing (i3blocks has no
  /// tooltip to say it), or the middle click's forecast.
  case notify(RainNotification)
  /// `--notify`'s alert check: the rain and warnings' notifications it sends,
  /// replaces or closes, and the alert state it keeps (`AlertCheck`, under
  /// the location's lock); `air` for the air-quality and pollen alerts.
  case checkAlerts(
    location: Location, forecast: Forecast, zone: TimeZoneRules, warnings: WarningsResult?,
    air: AirQualityResult?, units: Units)
}

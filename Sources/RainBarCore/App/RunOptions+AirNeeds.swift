import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RunOptions {
  /// What this run asks of the air-quality API (empty: nothing): what the
  /// bar shows, and what the alerts check when it `alerts` (`--notify`,
  /// `alert`; the alert command shows nothing).
  func airNeeds(shows: Bool = true, alerts: Bool = false) -> AirNeeds {
    AirNeeds.of(
      template: shows ? template : Template(parts: []),
      sections: shows ? tooltipLayout.sections : [], scale: air.scale,
      alertsOnIndex: alerts && air.threshold != nil,
      alertPollen: alerts ? air.pollen?.types ?? [] : [])
  }

  /// `aqi-threshold=` and `pollen=`, with the rain alert's hysteresis and quiet hours.
  var airAlertPolicy: AirAlertPolicy {
    air.alertPolicy(
      hysteresis: alerts.hysteresis, quietHours: alerts.quietHours, clock: clock)
  }
}

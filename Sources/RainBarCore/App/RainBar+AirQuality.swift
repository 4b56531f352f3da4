import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RunOptions {
  /// `aqi-scale=`.
  var aqiScale: AirQualityScale {
    AirQualityScale(rawValue: value(Options.aqiScale)) ?? .european
  }
}

extension RainBar {
  /// What this run asks of the air-quality API (empty: nothing): what the
  /// bar shows, and what the alerts check when it `alerts` (`--notify`,
  /// `alert`; the alert command shows nothing).
  func airNeeds(_ options: RunOptions, shows: Bool = true, alerts: Bool = false) -> AirNeeds {
    let policy = alerts ? airAlertPolicy(options) : nil
    return AirNeeds.of(
      template: shows ? options.template : Template(parts: []),
      sections: shows ? options.tooltipLayout.sections : [], scale: options.aqiScale,
      alertsOnIndex: policy?.threshold != nil, alertPollen: policy?.pollen?.types ?? [])
  }

  /// `aqi-threshold=` and `pollen=`, with the rain alert's hysteresis and quiet hours.
  func airAlertPolicy(_ options: RunOptions) -> AirAlertPolicy {
    AirAlertPolicy(
      scale: options.aqiScale, threshold: options.value(Options.aqiThreshold),
      pollen: options.value(Options.pollenAlert).flatMap(PollenAlert.init),
      hysteresis: options.alerts.hysteresis, quietHours: options.alerts.quietHours)
  }

  /// The place's air quality for a bar run, within what is left of the
  /// timeout since `start` (none left: the cached entry as it is); nil when
  /// the run shows none of it (no request, no file read). Without `ask`, the
  /// cached entry as it is (watch's redraw; watch renews it in the background).
  func airQuality(
    _ options: RunOptions, for location: Location, start: Double, refresh: Bool,
    retry: Bool = false, needs: AirNeeds? = nil, ask: Bool = true
  ) -> AirQualityResult? {
    let needs = needs ?? airNeeds(options)
    guard !needs.isEmpty else { return nil }
    let baseURL: String
    do {
      baseURL = try options.endpoint(Options.airQualityURL) ?? AirQualityResource.defaultURL
    } catch {
      return AirQualityResult(air: nil, unavailable: error.message)
    }
    let resource = AirQualityResource(
      baseURL: baseURL, userAgent: dependencies.userAgent, location: location, needs: needs)
    let left = options.timeout - (dependencies.clock.now() - start)
    let outcome = load(
      resource, demand: ask ? Renewal.Demand(refresh: refresh, retry: retry) : nil, timeout: left)
    return AirQualityResult(
      air: outcome.record?.air, fetchedAt: outcome.record?.fetchedAt,
      unavailable: outcome.message(resource.displayName, timeout: left, about: resource.answers))
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

extension DoctorCommand {
  /// What the air-quality entry holds and whether the API answers now; nil
  /// without a place, or when the bar shows no air quality (nothing is asked).
  func airQualityCheck(for location: Location?) -> Check? {
    let needs = options.airNeeds()
    guard let location, !needs.isEmpty else { return nil }
    let subject = tr("Air quality")
    let deps = app.dependencies
    let start = deps.clock.now()
    let result = app.air(options).result(for: location, needs: needs, start: start, demand: .due)
    var detail = tr(
      "Open-Meteo (CAMS) for %s (aqi-scale=%s)", location.name, options.air.scale.rawValue)
    if let fetchedAt = result?.fetchedAt {
      detail += tr("; %s old", Age.text(deps.clock.now() - fetchedAt))
    }
    if let unavailable = result?.unavailable {
      return Check(verdict: .failed, subject: subject, detail: detail + "; " + unavailable)
    }
    return Check(verdict: .ok, subject: subject, detail: detail)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

extension DoctorCommand {
  /// Which warning service applies to the place (or none, or `warnings=off`),
  /// what its cache holds, and whether it answers now; nil without a place.
  /// A service asked to wait (HTTP 429) is not asked.
  func warningsCheck(for location: Location?) -> Check? {
    let choice = options.value(Options.warnings)
    let warnings = app.warnings(options)
    guard warnings.settings.choice != .off else {
      return Check(verdict: .ok, subject: tr("Warnings"), detail: tr("off (warnings=off)"))
    }
    guard let location else { return nil }
    if let lacking = warnings.settings.lackingRegion {
      return Check(verdict: .failed, subject: tr("Warnings"), detail: lacking.noRegion())
    }
    let deps = app.dependencies
    let loader = warnings.loader
    let now = deps.clock.now()
    if warnings.comeWithForecast {
      let kept = loader.read(options.provider.id, location)?.fetchedAt
      return Check(
        verdict: .ok, subject: tr("Warnings"),
        detail: tr(
          "%s's own alerts, with the forecast; %s", options.provider.displayName,
          kept.map { tr("kept %s old", Age.text(now - $0)) } ?? tr("none kept yet")))
    }
    guard let source = warnings.source(for: location) else {
      return Check(
        verdict: .hint, subject: tr("Warnings"),
        detail: tr(
          "no warning service covers %s (warnings=%s); elsewhere in Europe set warnings=meteoalarm and meteoalarm-region=",
          location.name, choice))
    }
    var detail = tr("%s for %s (warnings=%s)", source.displayName, location.name, choice)
    let entry = loader.read(source.id, location)
    if let entry, let fetchedAt = entry.fetchedAt {
      let fresh = loader.policy.isFresh(entry, now: now)
      detail +=
        fresh
        ? tr("; cached %s old, fresh", Age.text(now - fetchedAt))
        : tr("; cached %s old, stale", Age.text(now - fetchedAt))
    } else {
      detail += tr("; nothing cached yet")
    }
    if let until = entry?.backoffUntil, until > now {
      return Check(
        verdict: .hint, subject: tr("Warnings"),
        detail: detail
          + tr("; asked to wait (HTTP 429): not asked for %s more", Age.text(until - now)))
    }
    let request = source.request(for: location, timeout: options.timeout)
    let start = deps.clock.now()
    switch deps.http.get(request) {
    case .success(let response):
      let ms = Int(((deps.clock.now() - start) * 1000).rounded())
      detail += tr(
        "; %s answered HTTP %s in %s ms", request.host, String(response.status), String(ms))
      do throws(ForecastError) {
        let warnings = try source.decode(response)
        let active = WarningsResult(source: source.displayName, warnings: warnings)
          .active(at: now).count
        return Check(
          verdict: .ok, subject: tr("Warnings"),
          detail: detail
            + trn(
              ": %d warning, %s shown", ": %d warnings, %s shown", warnings.count, String(active)))
      } catch {
        return Check(
          verdict: .failed, subject: tr("Warnings"), detail: detail + ": " + error.message)
      }
    case .failure(let failure):
      let error = ForecastError.network(failure, host: request.host, timeout: options.timeout)
      return Check(verdict: .failed, subject: tr("Warnings"), detail: detail + "; " + error.message)
    }
  }
}

extension DoctorCommand {
  /// Which warning service applies to the place (or none, or `warnings=off`),
  /// what its cache holds, and whether it answers now; nil without a place.
  /// A service asked to wait (HTTP 429) is not asked.
  func warningsCheck(for location: Location?) -> Check? {
    let choice = options.value(Options.warnings)
    guard choice != "off" else {
      return Check(verdict: .ok, subject: "Warnings", detail: "off (warnings=off)")
    }
    guard let location else { return nil }
    if choice == "meteoalarm", options.value(MeteoAlarmSource.region) == nil {
      return Check(
        verdict: .failed, subject: "Warnings",
        detail:
          "MeteoAlarm has no region: set meteoalarm-region= ('rain-bar warnings regions --country CC' lists them)"
      )
    }
    let deps = app.dependencies
    let loader = app.warningsLoader(options)
    let now = deps.clock.now()
    if app.warningsComeWithForecast(options) {
      let kept = loader.read(options.provider.id, location)?.fetchedAt
      return Check(
        verdict: .ok, subject: "Warnings",
        detail: "Pirate Weather's own alerts, with the forecast; "
          + (kept.map { "kept \(Age.text(now - $0)) old" } ?? "none kept yet"))
    }
    guard let source = app.warningSource(options, for: location) else {
      return Check(
        verdict: .hint, subject: "Warnings",
        detail:
          "no warning service covers \(location.name) (warnings=\(choice)); elsewhere in Europe set warnings=meteoalarm and meteoalarm-region="
      )
    }
    var detail = "\(source.displayName) for \(location.name) (warnings=\(choice))"
    let entry = loader.read(source.id, location)
    if let entry, let fetchedAt = entry.fetchedAt {
      let fresh = loader.policy.isFresh(entry, now: now)
      detail += "; cached \(Age.text(now - fetchedAt)) old, \(fresh ? "fresh" : "stale")"
    } else {
      detail += "; nothing cached yet"
    }
    if let until = entry?.backoffUntil, until > now {
      return Check(
        verdict: .hint, subject: "Warnings",
        detail: detail + "; asked to wait (HTTP 429): not asked for \(Age.text(until - now)) more")
    }
    let request = source.request(for: location, timeout: options.timeout)
    let start = deps.clock.now()
    switch deps.http.get(request) {
    case .success(let response):
      let ms = Int(((deps.clock.now() - start) * 1000).rounded())
      detail += "; \(request.host) answered HTTP \(response.status) in \(ms) ms"
      do throws(ForecastError) {
        let warnings = try source.decode(response)
        let active = WarningsResult(source: source.displayName, warnings: warnings)
          .active(at: now).count
        return Check(
          verdict: .ok, subject: "Warnings",
          detail: detail + ": \(warnings.count) warning\(warnings.count == 1 ? "" : "s"), "
            + "\(active) shown")
      } catch {
        return Check(verdict: .failed, subject: "Warnings", detail: detail + ": " + error.message)
      }
    case .failure(let failure):
      let error = ForecastError.network(failure, host: request.host, timeout: options.timeout)
      return Check(verdict: .failed, subject: "Warnings", detail: detail + "; " + error.message)
    }
  }
}

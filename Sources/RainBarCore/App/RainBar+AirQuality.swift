extension RunOptions {
  /// `aqi-scale=`.
  var aqiScale: AirQualityScale {
    AirQualityScale(rawValue: value(Options.aqiScale)) ?? .european
  }
}

extension RainBar {
  /// The folder of the cache directory air-quality entries are kept in.
  static let airQualityFolder = "air-quality"

  /// What this run asks of the air-quality API (empty: nothing).
  func airNeeds(_ options: RunOptions) -> AirNeeds {
    AirNeeds.of(
      template: options.template, sections: options.tooltipLayout.sections,
      scale: options.aqiScale)
  }

  /// The place's air quality for a bar run, within what is left of the
  /// timeout since `start` (none left: the cached entry as it is); nil when
  /// the run shows none of it (no request, no file read).
  func airQuality(
    _ options: RunOptions, for location: Location, start: Double, refresh: Bool,
    needs: AirNeeds? = nil
  ) -> AirQualityResult? {
    let needs = needs ?? airNeeds(options)
    guard !needs.isEmpty else { return nil }
    let files = ForecastCache(
      directory: dependencies.paths.cacheDirectory + "/" + Self.airQualityFolder,
      fileSystem: dependencies.fileSystem)
    let baseURL: String
    do {
      baseURL = try options.endpoint(Options.airQualityURL) ?? AirQualityResource.defaultURL
    } catch {
      return AirQualityResult(air: nil, unavailable: error.message)
    }
    let resource = AirQualityResource(
      baseURL: baseURL, userAgent: dependencies.userAgent, location: location, needs: needs)
    let left = options.timeout - (dependencies.clock.now() - start)
    let renewal = Renewal(
      files: files, http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: AirQualityResult.freshness))
    guard left >= 0.2 else {
      let bytes = try? dependencies.fileSystem.read(files.path(resource.key))
      let entry = bytes.flatMap(AirQualityResource.record(from:))
      return AirQualityResult(
        air: entry?.air, fetchedAt: entry?.fetchedAt,
        unavailable: tr("no time was left to ask %s.", resource.displayName))
    }
    let outcome = renewal.renew(resource, demand: refresh ? .refresh : .due, timeout: left)
    return AirQualityResult(
      air: outcome.record?.air, fetchedAt: outcome.record?.fetchedAt,
      unavailable: outcome.message(resource.displayName, timeout: left, about: .forecast))
  }
}

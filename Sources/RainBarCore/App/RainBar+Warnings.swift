import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RainBar {
  /// The warning service for a place under `warnings=`: the one named, the
  /// one whose territory holds the place (`auto`), or none (`off`, or no
  /// service covers it).
  func warningSource(_ options: RunOptions, for location: Location) -> (any WarningSource)? {
    let choice = options.value(Options.warnings)
    let descriptor: WarningSourceDescriptor?
    switch choice {
    case WarningSources.off: return nil
    case WarningSources.auto:
      descriptor = WarningSources.automatic(for: location) { options.value($0) }
    default: descriptor = WarningSources.chosen(choice)
    }
    guard let descriptor else { return nil }
    let language = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap {
      options.variable($0)
    }.first { !$0.isEmpty }
    return descriptor.make(
      WarningSetup(
        baseURL: options.value(descriptor.url) ?? descriptor.defaultURL,
        userAgent: dependencies.userAgent, language: language, options: options))
  }

  /// A provider whose answer carries its own alerts (Pirate Weather's), under
  /// `warnings=auto`: they are kept with the forecast, not asked for.
  func warningsComeWithForecast(_ options: RunOptions) -> Bool {
    options.value(Options.warnings) == WarningSources.auto && options.provider.carriesAlerts
  }

  /// The service `warnings=` names, when it needs a region and has none.
  func sourceLackingRegion(_ options: RunOptions) -> WarningSourceDescriptor? {
    guard let chosen = WarningSources.chosen(options.value(Options.warnings)),
      chosen.lacksRegion(options)
    else { return nil }
    return chosen
  }

  /// The place's clock when there is no forecast to give it: its saved
  /// zone, else UTC.
  func zone(of location: Location) -> TimeZoneRules {
    location.timezone.flatMap { timeZones.rules(named: $0) } ?? .fixed(0)
  }

  /// The place's clock when no forecast could be had now: its cached
  /// forecast's zone (an entry too old to show still names it), else its
  /// saved zone, else UTC.
  func zone(of location: Location, provider: String) -> TimeZoneRules {
    if let forecast = forecastCache.read(provider: provider, location: location).entry?.forecast {
      return timeZones.rules(for: forecast, at: location)
    }
    return zone(of: location)
  }

  /// Closes a notification sent earlier on the user's session bus.
  func closeNotification(_ id: UInt32) throws(RainBarError) {
    guard let bus = sessionBus else { throw noSessionBus }
    do {
      try dependencies.notifier.close(id: id, busAddress: bus, timeout: deadline.forPeer)
    } catch {
      throw .notification(error.message)
    }
  }

  func warningsLoader(_ options: RunOptions) -> WarningsLoader {
    WarningsLoader(
      cacheDirectory: dependencies.paths.cacheDirectory, fileSystem: dependencies.fileSystem,
      http: dependencies.http, clock: dependencies.clock,
      policy: CachePolicy(freshness: options.value(Options.warningsFreshness) * 60))
  }

  /// The place's warnings for a bar run, within what is left of `timeout`
  /// since `start` (none left: the cached ones, marked unavailable); nil when
  /// no service applies. Without `ask`, the cached ones as they are (watch's
  /// redraw: it renews them in the background).
  func warnings(
    _ options: RunOptions, for location: Location, start: Double, refresh: Bool,
    retry: Bool = false, ask: Bool = true
  ) -> WarningsResult? {
    if let lacking = sourceLackingRegion(options), let key = lacking.region?.spec.configKey {
      return WarningsResult(
        source: lacking.displayName, warnings: [],
        unavailable:
          "no region chosen: set \(key)= ('rain-bar warnings regions --country CC' lists them).")
    }
    let loader = warningsLoader(options)
    if warningsComeWithForecast(options) {
      let provider = options.provider
      return loader.kept(provider.id, displayName: provider.displayName, for: location)
    }
    guard let source = warningSource(options, for: location) else { return nil }
    let left = options.timeout - (dependencies.clock.now() - start)
    return loader.load(
      source, for: location, timeout: left,
      demand: ask ? Renewal.Demand(refresh: refresh, retry: retry) : nil)
  }
}

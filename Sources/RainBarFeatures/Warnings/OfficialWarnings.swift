import RainBarEngine
import RainBarModel

/// A run's official warnings (`warnings=`): the service for a place, and the
/// place's warnings through the one renewal within what is left of the run's
/// time. Pirate Weather's come with its forecast and are kept, not asked for.
public struct OfficialWarnings: Sendable {
  public var settings: WarningsSettings
  /// The forecast's service (whether its answer carries the warnings).
  public var provider: ProviderDescriptor
  public var context: RunContext

  public init(_ settings: WarningsSettings, provider: ProviderDescriptor, context: RunContext) {
    self.settings = settings
    self.provider = provider
    self.context = context
  }

  /// A provider whose answer carries its own alerts (Pirate Weather's), under
  /// `warnings=auto`: they are kept with the forecast, not asked for.
  public var comeWithForecast: Bool { settings.choice == .auto && provider.carriesAlerts }

  /// The service for a place: the one named, the one whose territory holds
  /// the place (`auto`), or none (`off`, or no service covers it).
  public func source(for location: Location) -> (any WarningSource)? {
    let descriptor: WarningSourceDescriptor?
    switch settings.choice {
    case .off: return nil
    case .auto:
      descriptor = WarningSources.automatic(for: location, region: settings.text)
    case .named(let name): descriptor = WarningSources.chosen(name)
    }
    guard let descriptor else { return nil }
    return descriptor.make(
      WarningSetup(
        baseURL: settings.text(descriptor.url) ?? descriptor.defaultURL,
        userAgent: context.userAgent, options: settings.options))
  }

  public var loader: WarningsLoader {
    WarningsLoader(
      cacheDirectory: context.load.cacheDirectory, fileSystem: context.load.fileSystem,
      http: context.load.http, clock: context.clock,
      policy: CachePolicy(freshness: settings.freshness))
  }

  /// The place's entry (nil: no service applies).
  public func key(for location: Location) -> CacheKey? {
    let id = comeWithForecast ? provider.id : source(for: location)?.id
    return id.map { CacheKey(id: $0, location: location) }
  }

  /// The place's warnings at or above `warnings-level=`, within what is left
  /// of the timeout since `start` (none left: the cached ones, marked
  /// unavailable); nil when no service applies. With no `demand`, the cached ones as they are (watch's redraw:
  /// it renews them in the background).
  public func result(for location: Location, start: Double, demand: Renewal.Demand?)
    -> WarningsResult?
  {
    if let lacking = settings.lackingRegion, let key = lacking.region?.spec.configKey {
      return WarningsResult(
        source: lacking.displayName, warnings: [],
        unavailable:
          "no region chosen: set \(key)= ('rain-bar warnings regions --country CC' lists them).")
    }
    var result: WarningsResult?
    if comeWithForecast {
      result = loader.kept(provider.id, displayName: provider.displayName, for: location)
    } else if let source = source(for: location) {
      let left = context.left(since: start)
      result = loader.load(source, for: location, timeout: left, demand: demand)
    }
    // `warnings-level=`: the entry keeps them all; a run shows and alerts on those at or above it.
    if settings.level > .minor {
      result?.warnings.removeAll { $0.level != .unknown && $0.level < settings.level }
    }
    // The entry keeps every language the service sent; a run shows its own.
    if let language = settings.language, var shown = result {
      shown.warnings = shown.warnings.map { $0.speaking(language) }
      return shown
    }
    return result
  }
}

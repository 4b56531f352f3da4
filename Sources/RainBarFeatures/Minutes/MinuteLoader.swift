import RainBarEngine
import RainBarModel

/// The minutes a run shows (`minutes=`, `MinuteChoice`): the provider's, or
/// a radar's through the one renewal, in the cache's `radar` folder: DWD's
/// (`RadarResource`) or MET Norway's nowcast (`METNowcastResource`). A radar that fails, is slow or too old
/// leaves the provider's minutes for the run: it never costs the forecast.
public struct MinuteLoader: Sendable {
  public var setting: MinuteSetting
  public var radar: BrightSkyRadar
  /// MET Norway's nowcast endpoint, and the User-Agent it requires.
  public var nowcastURL = METNorwayNowcast.defaultURL
  public var userAgent = ""
  public var cacheDirectory: String
  public var files: ForecastCache
  public var http: any HTTPClient
  public var clock: any Clock
  /// Why the radar cannot be asked (a radar URL variable that is no URL):
  /// said instead, with the provider's minutes.
  public var problem: String?

  public init(
    setting: MinuteSetting, radar: BrightSkyRadar, cacheDirectory: String,
    fileSystem: any FileSystem, http: any HTTPClient, clock: any Clock
  ) {
    self.setting = setting
    self.radar = radar
    self.cacheDirectory = cacheDirectory
    files = ForecastCache(
      folder: RadarResource.folder, of: cacheDirectory, fileSystem: fileSystem)
    self.http = http
    self.clock = clock
  }

  /// A run's, from its settings: a radar endpoint that cannot be used is
  /// said instead, with the provider's minutes.
  public init(_ settings: MinutesSettings, context: RunContext) {
    self.init(
      setting: settings.setting,
      radar: BrightSkyRadar(baseURL: settings.radarURL, userAgent: context.userAgent),
      cacheDirectory: context.load.cacheDirectory, fileSystem: context.load.fileSystem,
      http: context.load.http, clock: context.clock)
    problem = settings.radarProblem
    nowcastURL = settings.nowcastURL
    userAgent = context.userAgent + (settings.contact.map { " \($0)" } ?? "")
  }

  /// The minutes to show at `location`, and why the radar's are not when it
  /// was asked this run and failed.
  /// - Parameters:
  ///   - provider: the provider's own minutes.
  ///   - timeout: what is left of the run's timeout (nothing is asked with
  ///     less than 0.2 s left: kept radar minutes are used, if usable).
  public func minutes(
    at location: Location, provider: MinutelyPrecipitation?, timeout: Double,
    refresh: Bool = false, retry: Bool = false
  ) -> (minutely: MinutelyPrecipitation?, problem: String?) {
    let radar = radar(
      at: location, provider: provider, timeout: timeout,
      demand: Renewal.Demand(refresh: refresh, retry: retry))
    return shown(radar, at: location, provider: provider)
  }

  /// The radar's part: its entry, renewed by `demand` (nil: as kept), and why
  /// it failed; nil where the place's minutes are no radar's to ask (MET
  /// Norway's forecast brings its own nowcast: `provider`).
  public func radar(
    at location: Location, provider: MinutelyPrecipitation?, timeout: Double,
    demand: Renewal.Demand?
  ) -> RadarMinutes? {
    switch MinuteChoice.choose(setting, for: location) {
    case .brightSkyRadar:
      if let problem { return RadarMinutes(entry: nil, problem: problem) }
      let resource = RadarResource(radar, for: location, now: clock.now())
      return renew(resource, timeout: timeout, demand: demand)
    case .metNowcast where !Self.bringsNowcast(provider):
      let resource = METNowcastResource(url: nowcastURL, userAgent: userAgent, for: location)
      return renew(resource, timeout: timeout, demand: demand)
    default:
      return nil
    }
  }

  /// The minutes shown: the radar's while usable, else the provider's as
  /// `minutes=` keeps them (`radar`: a radar's only, or why there are none).
  public func shown(
    _ radar: RadarMinutes?, at location: Location, provider: MinutelyPrecipitation?
  ) -> (minutely: MinutelyPrecipitation?, problem: String?) {
    let choice = MinuteChoice.choose(setting, for: location)
    if choice == .metNowcast, Self.bringsNowcast(provider) { return (provider, nil) }
    var kept = choice.kept(provider)
    if setting == .radar, [.brightSkyRadar, .metNowcast].contains(choice),
      provider?.source != .radar
    {
      kept = MinutelyPrecipitation(unavailable: .failed)
    }
    guard let radar else { return (kept, nil) }
    let now = clock.now()
    // A radar that stalled: the provider's minutes, saying why.
    if let age = radar.entry?.scanAge(at: now), var kept {
      kept.radarPassedOver = age
      return (kept, radar.problem)
    }
    // No coverage, or nothing usable: the provider's minutes.
    return (radar.entry?.usable(at: now) ?? kept, radar.problem)
  }

  /// MET Norway's own forecast brought its nowcast (marked as radar), or said why not.
  private static func bringsNowcast(_ provider: MinutelyPrecipitation?) -> Bool {
    provider?.source == .radar || [.noCoverage, .radarDown].contains(provider?.status)
  }

  private func renew<R: Resource>(_ resource: R, timeout: Double, demand: Renewal.Demand?)
    -> RadarMinutes where R.Record == RadarEntry
  {
    let load = Load(
      cacheDirectory: cacheDirectory, fileSystem: files.fileSystem, http: http, clock: clock)
    let outcome = load(resource, demand: demand, timeout: timeout)
    var problem: String?
    if case .failed(let error) = outcome.problem {
      problem = error.message(about: resource.answers)
    }
    return RadarMinutes(entry: outcome.record, problem: problem)
  }
}

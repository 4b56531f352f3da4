import RainBarEngine
import RainBarModel

/// One official warning service: how to ask it for the warnings at a place,
/// and how to read its answer into `Warning`s.
public protocol WarningSource: Sendable {
  /// Used in cache file names and messages' sources (`nws`).
  var id: String { get }
  /// Used in messages (`NWS`).
  var displayName: String { get }
  func request(for location: Location, timeout: Double) -> HTTPRequest
  /// Every warning the answer lists, expired or cancelled ones too (what is
  /// shown is decided later); an answer that lists none is `[]`.
  func decode(_ response: HTTPResponse) throws(ForecastError) -> [Warning]
}

/// What rain-bar knows of a warning service before asking it, declared like
/// a forecast provider's (`ProviderDescriptor`): its names, its endpoint
/// (config key `<id>-url`, variable `RAIN_BAR_<ID>_URL`), its own config keys,
/// where it applies, and how to build it.
public struct WarningSourceDescriptor: Sendable {
  /// Used in cache file names and the endpoint's key (`met-no-alerts`).
  public let id: String
  /// The value of `warnings=` that picks it (`met-no`).
  public let choice: String
  /// Used in messages (`MET Norway`).
  public let displayName: String
  public let defaultURL: String
  public let url: Option<String?>
  /// Config keys of this service's own (MeteoAlarm's region).
  public let extraOptions: [OptionSpec]
  /// The country names and codes it covers, and the coordinates (used when a
  /// location has no country).
  public let territory: Territory
  /// The config key naming the region it must be given before it can be
  /// asked (MeteoAlarm's), and what `doctor` says while it is not set.
  public let region: Option<String?>?
  package let noRegion: @Sendable () -> String
  package let make: @Sendable (WarningSetup) -> any WarningSource

  package init(
    id: String, choice: String, displayName: String, defaultURL: String,
    territory: Territory, extraOptions: [OptionSpec] = [], region: Option<String?>? = nil,
    noRegion: @escaping @Sendable () -> String = { "" },
    make: @escaping @Sendable (WarningSetup) -> any WarningSource
  ) {
    self.id = id
    self.choice = choice
    self.displayName = displayName
    self.defaultURL = defaultURL
    url = ProviderDescriptor.endpoint(
      id: id, displayName: displayName, defaultURL: defaultURL, kind: "warnings ")
    self.extraOptions = extraOptions
    self.territory = territory
    self.region = region
    self.noRegion = noRegion
    self.make = make
  }

  /// True when it needs a region and this run has none.
  package func lacksRegion(_ options: any OptionValues) -> Bool {
    guard let region else { return false }
    return options.value(region) == nil
  }

  /// Every config key this service adds.
  public var options: [OptionSpec] { [url.spec] + extraOptions }
}

/// What building a warning source takes: its endpoint resolved for this run.
package struct WarningSetup: Sendable {
  package var baseURL: String
  package var userAgent: String
  package var options: (any OptionValues)?

  package init(baseURL: String, userAgent: String, options: (any OptionValues)? = nil) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.options = options
  }
}

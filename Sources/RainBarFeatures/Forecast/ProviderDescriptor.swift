import RainBarEngine
import RainBarModel

/// What rain-bar knows of a weather service before asking it: its names, its
/// endpoint (config key `<id>-url`, variable `RAIN_BAR_<ID>_URL`), its API key
/// if it needs one, its own config keys, and how to build it. Help, the config
/// reader, the man page, `doctor` and the key lookup all work from this.
public struct ProviderDescriptor: Sendable {
  /// Used in cache file names, `--provider` and the config (`open-meteo`).
  public let id: String
  /// Used in messages (`Open-Meteo`).
  public let displayName: String
  public let defaultURL: String
  public let url: Option<String?>
  /// The key's variable and config keys, when the service needs one.
  public let key: APIKeySpec?
  /// Config keys of this service's own (MET Norway's `contact`).
  public let extraOptions: [OptionSpec]
  /// Its forecast answer carries official warnings (`ForecastProvider.warnings(from:)`):
  /// under `warnings=auto` they are kept with the forecast, not asked for.
  public let carriesAlerts: Bool
  /// What `doctor` suggests for this run's settings, if anything.
  package let hint: @Sendable (any OptionValues) -> String?
  package let make: @Sendable (ProviderSetup) -> any ForecastProvider

  package init(
    id: String, displayName: String, defaultURL: String, needsKey: Bool = false,
    carriesAlerts: Bool = false, extraOptions: [OptionSpec] = [],
    hint: @escaping @Sendable (any OptionValues) -> String? = { _ in nil },
    make: @escaping @Sendable (ProviderSetup) -> any ForecastProvider
  ) {
    self.id = id
    self.displayName = displayName
    self.defaultURL = defaultURL
    let variable = "RAIN_BAR_" + Self.variableName(id)
    url = Self.endpoint(id: id, displayName: displayName, defaultURL: defaultURL)
    key = needsKey ? APIKeySpec(id: id, displayName: displayName, variable: variable + "_KEY") : nil
    self.carriesAlerts = carriesAlerts
    self.extraOptions = extraOptions
    self.hint = hint
    self.make = make
  }

  /// A service's endpoint: config key `<id>-url`, variable `RAIN_BAR_<ID>_URL`
  /// (forecast providers and warning sources alike).
  package static func endpoint(
    id: String, displayName: String, defaultURL: String, kind: String = ""
  )
    -> Option<String?>
  {
    Option(
      "\(id)-url", value: "url", places: .configFile,
      environment: "RAIN_BAR_" + variableName(id) + "_URL",
      default: nil, defaultText: defaultURL, help: "The \(displayName) \(kind)endpoint",
      read: ValueReader.url(example: defaultURL))
  }

  /// `pirate-weather` → `PIRATE_WEATHER`, by bytes (the generic string
  /// algorithms cost a bar run tens of thousands of instructions).
  package static func variableName(_ id: String) -> String {
    String(
      decoding: id.utf8.map { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - 32
        case UInt8(ascii: "-"): return UInt8(ascii: "_")
        default: return byte
        }
      }, as: UTF8.self)
  }

  /// Every config key this service adds.
  public var options: [OptionSpec] { [url.spec] + (key?.options ?? []) + extraOptions }
}

/// Where a service's API key may be given: a variable, a key file, or the
/// config file itself.
public struct APIKeySpec: Sendable {
  public let displayName: String
  public let variable: String
  public let file: Option<String?>
  public let inline: Option<String?>

  package init(id: String, displayName: String, variable: String) {
    self.displayName = displayName
    self.variable = variable
    file = Option(
      "\(id)-key-file", value: "path", places: .configFile, default: nil,
      help: "A file holding the \(displayName) API key", read: ValueReader.text)
    inline = Option(
      "\(id)-key", value: "key", places: .configFile, environment: nil, default: nil,
      secret: true,
      help: "The \(displayName) API key itself (the config file must then be private)",
      read: ValueReader.text)
  }

  package var options: [OptionSpec] { [file.spec, inline.spec] }
}

/// What building a provider takes: the endpoint and key resolved for this run.
package struct ProviderSetup: Sendable {
  package var baseURL: String
  /// Present when the service needs a key (a missing key fails before building).
  package var key: String
  package var userAgent: String
  /// What the bar shows (Open-Meteo asks only for the current values shown).
  package var extras: [CurrentExtra]
  /// What the run shows of the forecast (Open-Meteo asks only for it).
  package var needs: ForecastNeeds
  /// The run's language (Pirate Weather's alerts come in it).
  package var language: Language?
  /// The provider's own options (MET Norway's `contact`).
  package var options: any OptionValues

  package init(
    baseURL: String, key: String, userAgent: String, extras: [CurrentExtra],
    needs: ForecastNeeds = .everything, language: Language?, options: any OptionValues
  ) {
    self.needs = needs
    self.baseURL = baseURL
    self.key = key
    self.userAgent = userAgent
    self.extras = extras
    self.language = language
    self.options = options
  }
}

/// Every option and config key rain-bar knows, declared once. Commands list the
/// ones they accept; the config reader accepts every one with a config key (and
/// the providers' own, see `ProviderDescriptor`).
public enum Options {
  // Display.
  public static let format = Option<OutputFormat>(
    "format", value: "format", default: .plain, choices: OutputFormat.allCases.map { $0.rawValue },
    help: "Output for the bar that runs rain-bar (default plain).",
    read: ValueReader.choice(OutputFormat.allCases))
  public static let json = Option(flag: "json", help: "Same as --format waybar.")
  public static let template = Option<Template>(
    "template", value: "text", places: .both, default: Template.standard,
    help: "The bar text, with placeholders "
      + Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
      + " (default '\(Template.defaultText)', config key 'template').",
    read: { text in
      do throws(TemplateError) {
        return .success(try Template(text))
      } catch {
        return .failure(InvalidValue(": \(error.message)"))
      }
    })
  public static let markup = Option<Bool>(
    "markup", value: "kind", default: false, choices: ["none", "pango"],
    help: "i3blocks/i3bar: Pango markup (escapes the values).",
    read: { text in
      switch text {
      case "pango": return .success(true)
      case "none": return .success(false)
      default: return .failure(InvalidValue(". Please provide one of 'none', 'pango'."))
      }
    })
  public static let units = Option<Units>(
    "units", value: "units", places: .both, default: .metric,
    choices: Units.allCases.map { $0.rawValue },
    help: "Units (default metric, config key 'units').",
    read: ValueReader.choice(Units.allCases))
  public static let icons = Option<IconSet>(
    "icons", value: "set", places: .both, default: .emoji,
    choices: IconSet.allCases.map { $0.rawValue },
    help: "Condition icons (default emoji, config key 'icons').",
    read: ValueReader.choice(IconSet.allCases))
  public static let clock = Option<ClockStyle?>(
    "clock", value: "hours", places: .both, default: nil,
    choices: ClockStyle.allCases.map { $0.rawValue } + ["auto"],
    help: "12- or 24-hour times (default auto: from the locale; config key 'clock').",
    read: { text in
      if text == "auto" { return .success(nil) }
      return ValueReader.choice(ClockStyle.allCases)(text).map { $0 }
        .mapError { _ in InvalidValue(". Please provide one of '24', '12', 'auto'.") }
    })
  public static let notify = Option(
    flag: "notify", help: "Also run the rain alert check, as 'rain-bar alert' does.")

  // Location.
  public static let location = Option<String?>(
    "location", value: "name", places: .both, default: nil,
    help: "A saved location, for this run only (config key 'location': the selected one).",
    read: ValueReader.text)
  public static let latitude = Option<Double?>(
    "lat", value: "degrees", default: nil, help: "Latitude, -90 to 90 (with --lon).",
    read: { text in
      ValueReader.number("give -90 to 90") { (-90...90).contains($0) }(text).map { $0 }
    }
  )
  public static let longitude = Option<Double?>(
    "lon", value: "degrees", default: nil, help: "Longitude, -180 to 180 (with --lat).",
    read: { text in
      ValueReader.number("give -180 to 180") { (-180...180).contains($0) }(text).map { $0 }
    })

  // Network.
  public static let provider = Option<ProviderDescriptor>(
    "provider", value: "name", places: .both, default: Providers.all[0],
    choices: Providers.all.map { $0.id },
    help: "Weather service (default \(Providers.all[0].id), config key 'provider').",
    read: { text in
      if let provider = Providers.named(text) { return .success(provider) }
      let names = Providers.all.map { $0.id }
      return .failure(
        InvalidValue(
          ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
            + EditDistance.suggestion(text, among: names)))
    })
  public static let timeout = Option<Double>(
    "timeout", value: "seconds", places: .both, default: 3,
    help: "Longest wait for the weather service (default 3, config key 'timeout').",
    read: ValueReader.number("give more than 0 and at most 60 seconds") { $0 > 0 && $0 <= 60 })
  public static let freshness = Option<Double>(
    "freshness", value: "minutes", places: .configFile, default: 10,
    help: "Minutes a cached forecast is used without asking the service (default 10).",
    read: ValueReader.number("give 1 to 1440 minutes") { (1...1440).contains($0) })
  public static let geocodingURL = Option<String?>(
    "open-meteo-geocoding-url", value: "url", places: .configFile,
    environment: "RAIN_BAR_OPEN_METEO_GEOCODING_URL", default: nil,
    help: "The place search endpoint (default \(OpenMeteoGeocoder.defaultURL)).",
    read: ValueReader.text)

  // Rain alerts.
  public static let threshold = Option<Double>(
    "threshold", value: "percent", places: .both, default: 60,
    help:
      "Chance of rain that counts: urgent bars and alerts (default 60, config key 'threshold').",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let within = Option<Int>(
    "within", value: "hours", places: .both, configKey: "alert-within", default: 3,
    help: "Hours to look ahead (default 3, config key 'alert-within').",
    read: ValueReader.integer(1...24, "give 1 to 24"))
  public static let hysteresis = Option<Double>(
    "alert-hysteresis", value: "points", places: .configFile, default: 20,
    help: "How far below the threshold the chance must fall before a new alert (default 20).",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let critical = Option<Double>(
    "alert-critical", value: "percent", places: .configFile, default: 90,
    help: "Chance of rain within the hour that sends a critical update (default 90).",
    read: ValueReader.number("give 0 to 100") { (0...100).contains($0) })
  public static let quietHours = Option<QuietHours?>(
    "quiet-hours", value: "HH:MM-HH:MM", places: .both, default: nil,
    help: "No notifications then; sent after if rain is still ahead (config key 'quiet-hours').",
    read: { text in
      QuietHours(text).map { .success($0) } ?? .failure(InvalidValue(": give e.g. 22:00-07:00."))
    })
  public static let all = Option(flag: "all", help: "Check every saved location.")
  public static let dryRun = Option(
    flag: "dry-run", help: "Print what would be sent; change nothing.")

  // forecast.
  public static let hours = Option<Int>(
    "hours", value: "n", default: 12, help: "Hours to show (default 12, at most 48).",
    read: ValueReader.integer(0...48, "give 0 to 48"))
  public static let days = Option<Int>(
    "days", value: "n", default: 7, help: "Days to show (default 7, at most 16).",
    read: ValueReader.integer(0...16, "give 0 to 16"))
  public static let forecastJSON = Option(flag: "json", help: "Structured JSON for scripts.")

  // locations add.
  public static let country = Option<String?>(
    "country", value: "country", default: nil,
    help: "add: only places in this country (name or code).", read: ValueReader.text)
  public static let name = Option<String?>(
    "name", value: "name", default: nil, help: "add: the name to save it under.",
    read: ValueReader.text)
  public static let here = Option(flag: "here", help: "add: the current position, from GeoClue.")

  public static let display: [OptionSpec] = [units.spec, icons.spec, clock.spec]
  public static let place: [OptionSpec] = [location.spec, latitude.spec, longitude.spec]
  public static let network: [OptionSpec] = [provider.spec, timeout.spec]
  /// `show` and `refresh`: everything a bar run takes.
  public static let bar: [OptionSpec] =
    [format.spec, json.spec, template.spec, markup.spec, notify.spec] + display + place + network

  /// Keys of the config file that no command takes.
  static let configOnly: [OptionSpec] = [
    freshness.spec, geocodingURL.spec, hysteresis.spec, critical.spec,
  ]

  /// Every option rain-bar knows, once each: the commands', the config-only
  /// keys and the providers' own.
  /// (A list, not a Set: hashing strings costs a bar run a run-time lookup.)
  public static let every: [OptionSpec] = {
    var every: [OptionSpec] = []
    every.reserveCapacity(64)
    func add(_ specs: [OptionSpec]) {
      for spec in specs where !every.contains(where: { $0.name == spec.name }) {
        every.append(spec)
      }
    }
    for command in Commands.all { add(command.spec.options) }
    add(configOnly)
    for provider in Providers.all { add(provider.options) }
    return every
  }()

  /// The options the config file's [rain-bar] group accepts, each under its key.
  public static let configurable: [OptionSpec] = every.filter { $0.configKey != nil }

  /// The option a key of the [rain-bar] group sets, if it is one.
  public static func configurable(key: String) -> OptionSpec? {
    configurable.first { $0.configKey == key }
  }
}

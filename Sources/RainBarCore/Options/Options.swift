import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Every option and config key rain-bar knows, declared once. Commands list the
/// ones they accept; the config reader accepts every one with a config key (and
/// the providers' own, see `ProviderDescriptor`).
extension Options {
  // Display.
  public static let format = Option<OutputFormat>(
    "format", value: "format", default: .plain, choices: OutputFormat.allCases.map { $0.rawValue },
    help: "Output for the bar that runs rain-bar",
    read: ValueReader.choice(OutputFormat.self))
  public static let json = Option(flag: "json", help: "Same as --format waybar")
  public static let template = Option<Template>(
    "template", value: "text", places: .both, default: Template.standard,
    defaultText: "'\(Template.defaultText)'; \(Template.defaultNote)",
    help: "The bar text, with placeholders "
      + Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " "),
    read: { text in
      do throws(TemplateError) {
        return .value(try Template(text))
      } catch {
        return .invalid(InvalidValue(": \(error.message)"))
      }
    })
  public static let markup = Option<Bool>(
    "markup", value: "kind", default: false, choices: ["none", "pango"],
    help:
      "i3blocks/i3bar: Pango markup (escapes the values); with waybar's JSON, none makes its text and tooltip plain text",
    read: { text in
      switch text {
      case "pango": return .value(true)
      case "none": return .value(false)
      default: return .invalid(InvalidValue(". Please provide one of 'none', 'pango'."))
      }
    })
  public static let units = Option<MeasurementSystem>(
    "units", value: "units", places: .both, default: .metric,
    choices: MeasurementSystem.allCases.map { $0.rawValue },
    help: "Units",
    read: ValueReader.choice(MeasurementSystem.self))
  // The per-quantity units are read as their checked names (`Option<String?>`,
  // whose type the bar run already has): four more generic option types cost
  // every run their metadata. `RunOptions` makes them units.
  public static let temperatureUnit = Option<String?>(
    "temperature-unit", value: "unit", places: .both, default: nil,
    defaultText: "from --units", choices: TemperatureUnit.allCases.map { $0.rawValue },
    help: "Temperature unit, over --units",
    read: ValueReader.optionalChoice(TemperatureUnit.self))
  public static let windUnit = Option<String?>(
    "wind-unit", value: "unit", places: .both, default: nil,
    defaultText: "from --units", choices: WindUnit.allCases.map { $0.rawValue },
    help: "Wind speed unit, over --units (bft: the Beaufort force)",
    read: ValueReader.optionalChoice(WindUnit.self))
  public static let precipitationUnit = Option<String?>(
    "precipitation-unit", value: "unit", places: .both, default: nil,
    defaultText: "from --units", choices: PrecipitationUnit.allCases.map { $0.rawValue },
    help: "Precipitation unit, over --units",
    read: ValueReader.optionalChoice(PrecipitationUnit.self))
  public static let pressureUnit = Option<String?>(
    "pressure-unit", value: "unit", places: .both, default: nil,
    defaultText: "from --units", choices: PressureUnit.allCases.map { $0.rawValue },
    help: "Pressure unit, over --units",
    read: ValueReader.optionalChoice(PressureUnit.self))
  public static let icons = Option<IconSet>(
    "icons", value: "set", places: .both, default: .emoji,
    choices: IconSet.allCases.map { $0.rawValue },
    help: "Condition icons",
    read: ValueReader.choice(IconSet.self))
  public static let clock = Option<ClockStyle?>(
    "clock", value: "hours", places: .both, default: nil, defaultText: "auto: from the locale",
    choices: ClockStyle.allCases.map { $0.rawValue } + ["auto"],
    help: "12- or 24-hour times",
    read: { text in
      if text == "auto" { return .value(ClockStyle?.none) }
      if let style = ClockStyle(rawValue: text) { return .value(Optional(style)) }
      return .invalid(InvalidValue(". Please provide one of '24', '12', 'auto'."))
    })
  public static let language = Option<String?>(
    "language", value: "code", places: .both, default: nil,
    defaultText: "auto: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
    choices: ["auto", "en"] + Language.all,
    help: "The language of what rain-bar shows (polybar and i3blocks/i3bar: English for Arabic)",
    read: { text in
      if text == "auto" { return .value(String?.none) }
      if LanguageChoice.language(text) != nil { return .value(Optional(text)) }
      let names = ["auto", "en"] + Language.all
      return .invalid(
        InvalidValue(
          ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
            + EditDistance.suggestion(text, among: names)))
    })
  public static let notify = Option(
    flag: "notify", help: "Also run the rain alert check, as 'rain-bar alert' does")

  // Location.
  public static let location = Option<String?>(
    "location", value: "name", places: .both, default: nil,
    help:
      "A saved location: the one for this run (in the config, the one selected); 'here': the current position (GeoClue)",
    read: ValueReader.text
  ).completingSavedLocations()
  /// `location=here`: the place follows the current position (`CurrentPlace`).
  public static let hereLocation = "here"
  public static let latitude = Option<Double?>(
    "lat", value: "degrees", default: nil, help: "Latitude, -90 to 90 (with --lon)",
    read: ValueReader.optionalNumber("give -90 to 90") { (-90...90).contains($0) })
  public static let longitude = Option<Double?>(
    "lon", value: "degrees", default: nil, help: "Longitude, -180 to 180 (with --lat)",
    read: ValueReader.optionalNumber("give -180 to 180") { (-180...180).contains($0) })

  // Network.
  public static let provider = Option<ProviderDescriptor>(
    "provider", value: "name", places: .both, default: Providers.all[0],
    defaultText: Providers.all[0].id,
    choices: Providers.all.map { $0.id },
    help: "Weather service",
    read: { text in
      if let provider = Providers.named(text) { return .value(provider) }
      let names = Providers.all.map { $0.id }
      return .invalid(
        InvalidValue(
          ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
            + EditDistance.suggestion(text, among: names)))
    })
  public static let timeout = Option<Double>(
    "timeout", value: "seconds", places: .both, default: 3,
    help: "Seconds to wait for the weather service at most",
    read: ValueReader.number("give more than 0 and at most 60 seconds") { $0 > 0 && $0 <= 60 })
  public static let freshness = Option<Double>(
    "freshness", value: "minutes", places: .configFile, default: 10,
    help: "Minutes a cached forecast is used without asking the service",
    read: ValueReader.number("give 1 to 1440 minutes") { (1...1440).contains($0) })
  // Rain to the minute.
  public static let geocodingURL = Option<String?>(
    "open-meteo-geocoding-url", value: "url", places: .configFile,
    environment: "RAIN_BAR_OPEN_METEO_GEOCODING_URL", default: nil,
    defaultText: OpenMeteoGeocoder.defaultURL,
    help: "The place search endpoint",
    read: ValueReader.url(example: OpenMeteoGeocoder.defaultURL))

  // Rain alerts.
  public static let all = Option(flag: "all", help: "Check every saved location")
  public static let dryRun = Option(
    flag: "dry-run", help: "Print what would be sent; change nothing")

  // The waybar tooltip (and i3blocks' middle-click notification).
  public static let tooltip = Option<String?>(
    "tooltip", value: "sections", places: .both, default: nil,
    // Written out: a generic joined() here cost every bar run 0.18 M
    // instructions (OptionsTests checks the text against the lists).
    defaultText: "minutes,summary,hours,days,warnings",
    choices: TooltipSection.allCases.map { $0.rawValue },
    help: "The tooltip's sections, in order, comma-separated (after the place and the data's age)",
    read: ValueReader.list(TooltipSection.allCases))
  public static let hourColumns = Option<String?>(
    "hour-columns", value: "columns", places: .both, default: nil,
    defaultText: "icon,temp,wind,rain",
    choices: HourColumn.allCases.map { $0.rawValue },
    help: "The hourly table's columns after the time, comma-separated (tooltip and forecast)",
    read: ValueReader.list(HourColumn.allCases))
  public static let dayColumns = Option<String?>(
    "day-columns", value: "columns", places: .both, default: nil,
    defaultText: "icon,min,max,wind,rain",
    choices: DayColumn.allCases.map { $0.rawValue },
    help: "The daily table's columns after the day, comma-separated (tooltip and forecast)",
    read: ValueReader.list(DayColumn.allCases))

  // forecast.
  public static let hours = Option<Int>(
    "hours", value: "n", default: 12, help: "Hours to show, at most 48",
    read: ValueReader.integer(0...48, "give 0 to 48"))
  public static let days = Option<Int>(
    "days", value: "n", default: 7, help: "Days to show, at most 16",
    read: ValueReader.integer(0...16, "give 0 to 16"))
  public static let forecastJSON = Option(flag: "json", help: "Structured JSON for scripts")
  public static let forecastNotify = Option(
    flag: "notify",
    help: "Send it as a desktop notification instead (a bar's middle click, a key binding)")

  // best.
  public static let bestFor = Option<TimeSpan?>(
    "for", value: "duration", default: nil, required: true,
    help: "How long the dry window must be: 45m, 1h30m (up to 24h)",
    read: ValueReader.timeSpan(5...1440, "give 5m to 24h, e.g. 45m or 1h30m", optional: true))
  public static let bestWithin = Option<TimeSpan>(
    "within", value: "duration", default: TimeSpan(minutes: 360), defaultText: "6h",
    help: "How far ahead the window may end: 3h, 1h30m (up to 48h)",
    read: ValueReader.timeSpan(5...2880, "give 5m to 48h, e.g. 6h or 1h30m"))

  // locations add.
  public static let country = Option<String?>(
    "country", value: "country", default: nil,
    help: "Only places in this country (name or code)", read: ValueReader.text)
  public static let name = Option<String?>(
    "name", value: "name", default: nil, help: "The name to save it under",
    read: ValueReader.text)
  public static let here = Option(flag: "here", help: "The current position, from GeoClue")
  // warnings regions.
  public static let regionsCountry = Option<String?>(
    "country", value: "code", default: nil, help: "The country's code (e.g. NL)",
    read: ValueReader.text)

  public static let display: [OptionSpec] = [
    units.spec, temperatureUnit.spec, windUnit.spec, precipitationUnit.spec, pressureUnit.spec,
    icons.spec, clock.spec, language.spec,
  ]
  public static let place: [OptionSpec] = [location.spec, latitude.spec, longitude.spec]
  public static let network: [OptionSpec] = [provider.spec, timeout.spec, minutes.spec]
  /// `show` and `refresh`: everything a bar run takes.
  public static let bar: [OptionSpec] =
    [
      format.spec, json.spec, template.spec, markup.spec,
    ] + barOwn + [
      notify.spec, tooltip.spec, tooltipHours.spec, tooltipDays.spec, hourColumns.spec,
      dayColumns.spec,
    ] + warningsOwn + [aqiScale.spec] + display + place + network

  /// Keys of the config file that no command takes.
  static let configOnly: [OptionSpec] =
    [
      freshness.spec, geocodingURL.spec, hysteresis.spec, critical.spec, rainFloor.spec,
      alertLead.spec, alertDryGap.spec, BrightSkyRadar.url.spec, eventPlaces.spec,
    ] + warningsConfigOnly + airConfigOnly + AlertFamilies.options

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
    for command in Commands.all {
      for spec in command.spec.withActions { add(spec.options) }
    }
    add(configOnly)
    for provider in Providers.all { add(provider.options) }
    for source in WarningSources.all { add(source.options) }
    return every
  }()

  /// The option a key of the config file's [rain-bar] group sets. Only `show`'s
  /// and `alert`'s options have config keys (`OptionsTests` checks that), so a
  /// bar run need not build every command's spec to read its config.
  static func configured(by key: String) -> OptionSpec? {
    // One list after the other, not an array of the three: that would make
    // the config-only keys (and their options) on every bar run, whose keys
    // are the bar's.
    if let option = ShowCommand.spec.options.first(where: { $0.configKey == key }) {
      return option
    }
    if let option = AlertCommand.spec.options.first(where: { $0.configKey == key }) {
      return option
    }
    if let option = configOnly.first(where: { $0.configKey == key }) { return option }
    for provider in Providers.all {
      if let option = provider.options.first(where: { $0.configKey == key }) { return option }
    }
    for source in WarningSources.all {
      if let option = source.options.first(where: { $0.configKey == key }) { return option }
    }
    return nil
  }
}

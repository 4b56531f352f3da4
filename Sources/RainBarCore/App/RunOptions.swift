import RainBarEngine
import RainBarFeatures
import RainBarModel

/// A run's options, resolved once: the command line over the environment's
/// endpoint and key variables, over the config file, over each option's
/// default. Every command takes this value and nothing else of the sort.
public struct RunOptions: OptionValues, Sendable {
  public let command: String
  /// Positional arguments (`locations add NAME`).
  public let arguments: [String]
  /// Saved locations and the config's values.
  public let settings: Settings
  /// Why the config file could not be used (the run then has the defaults).
  public let configError: RainBarError?
  let commandLine: ParsedArguments
  /// Where the variables options name (endpoints, API keys) are read, one at a time.
  let variables: any Environment

  public let format: OutputFormat
  public let template: Template
  public let pango: Bool
  /// `--markup none` with waybar's JSON (`RenderOptions.plainText`).
  public let plainText: Bool
  public let units: Units
  public let icons: IconSet
  public let clock: ClockStyle
  /// The run's language (nil: English), as `Language.active` while it runs.
  public let language: Language?
  public let provider: ProviderDescriptor
  public let timeout: Double
  /// Seconds a cached forecast is used without asking the service.
  public let freshness: Double
  /// Chance of rain (0-100) from which rain counts as likely (urgent bars, alerts).
  public let threshold: Double
  public let alerts: AlertSettings
  public let place: PlaceChoice
  /// Whether this run's place is the current position (`location=here`,
  /// which means it even when a saved location is named "here").
  public let followsPosition: Bool
  /// What i3blocks tells a block it runs.
  public let block: BlockEnvironment
  /// The tooltip's shape (`tooltip=`, `tooltip-hours=`, `tooltip-days=`,
  /// `hour-columns=`, `day-columns=`).
  public let tooltipLayout: TooltipLayout
  /// `warnings=` and its service's own options.
  public let warnings: WarningsSettings
  /// `aqi-scale=`, the air alerts and the endpoint.
  public let air: AirSettings
  /// `minutes=` and the radars' endpoints.
  public let minutes: MinutesSettings

  /// A saved location by name, coordinates, or whatever the config selects.
  public enum PlaceChoice: Sendable, Equatable {
    case selected
    case named(String)
    case coordinates(latitude: Double, longitude: Double)

    var isCoordinates: Bool {
      if case .coordinates = self { return true }
      return false
    }
  }

  init(
    _ commandLine: ParsedArguments, settings: Settings, configError: RainBarError?,
    environment: any Environment, environmentLanguage: Language?? = nil
  ) throws(RainBarError) {
    let command = commandLine.command
    func usage(_ message: String) -> RainBarError { .usage(UsageError(message, command: command)) }
    self.command = command
    arguments = commandLine.arguments
    self.settings = settings
    self.configError = configError
    self.commandLine = commandLine
    variables = environment

    let given = commandLine.value(Options.format)
    // `best --json` is data for scripts (`BestCommand.validate` checks it with --format).
    let waybar = commandLine.flag(Options.json) && command != BestCommand.name
    if waybar, let given, given != .waybar {
      throw usage("'--json' is '--format waybar'; give one or the other.")
    }
    format = waybar ? .waybar : given ?? Options.format.defaultValue
    let values = Resolver(commandLine: commandLine, settings: settings, variables: variables)
    pango = values.value(Options.markup)
    // waybar's JSON is Pango markup unless `--markup none` says otherwise.
    plainText = format == .waybar && commandLine.value(Options.markup) == false
    units = Units(
      values.value(Options.units),
      temperature: values.value(Options.temperatureUnit).flatMap(TemperatureUnit.init),
      wind: values.value(Options.windUnit).flatMap(WindUnit.init),
      precipitation: values.value(Options.precipitationUnit).flatMap(PrecipitationUnit.init),
      pressure: values.value(Options.pressureUnit).flatMap(PressureUnit.init))
    icons = values.value(Options.icons)
    clock = values.value(Options.clock) ?? ClockStyle.fromLocale(environment)
    language = LanguageChoice.choose(
      configured: values.value(Options.language), environment: environment, format: format,
      fromEnvironment: environmentLanguage)
    provider = values.value(Options.provider)
    timeout = values.value(Options.timeout)
    freshness = values.value(Options.freshness) * 60
    threshold = values.value(Options.threshold)
    tooltipLayout = TooltipLayout(
      sections: values.value(Options.tooltip), hours: values.value(Options.tooltipHours),
      days: values.value(Options.tooltipDays), hourColumns: values.value(Options.hourColumns),
      dayColumns: values.value(Options.dayColumns))
    alerts = AlertSettings(
      threshold: threshold, withinHours: values.value(Options.within),
      hysteresis: values.value(Options.hysteresis),
      criticalThreshold: values.value(Options.critical),
      quietHours: values.value(Options.quietHours), leadMinutes: values.value(Options.alertLead),
      dryGapMinutes: values.value(Options.alertDryGap), rainFloor: values.value(Options.rainFloor))

    let name = commandLine.value(Options.location) ?? nil
    switch (commandLine.value(Options.latitude) ?? nil, commandLine.value(Options.longitude) ?? nil)
    {
    case (nil, nil):
      place = name.map { .named($0) } ?? .selected
    case (let latitude?, let longitude?):
      if name != nil { throw usage("Give either --location or --lat and --lon, not both.") }
      place = .coordinates(latitude: latitude, longitude: longitude)
    case (nil, _):
      throw usage("'--lon' needs '--lat' too.")
    case (_, nil):
      throw usage("'--lat' needs '--lon' too.")
    }
    switch place {
    case .named(let name): followsPosition = name == Options.hereLocation
    case .selected: followsPosition = settings.selectedLocation == Options.hereLocation
    case .coordinates: followsPosition = false
    }
    // With two or more saved places the default bar text names the one shown.
    if let given = commandLine.value(Options.template) ?? settings.configured(Options.template) {
      template = given
    } else if settings.locations.count >= 2, !place.isCoordinates {
      template = Template.standardWithLocation
    } else {
      template = Options.template.defaultValue
    }
    block = BlockEnvironment(environment)
    let endpoint = Endpoints(settings: settings, variables: environment)
    warnings = WarningsSettings(values, language: language?.code)
    air = AirSettings(values) { option throws(RainBarError) in try endpoint(option) }
    minutes = MinutesSettings(values, endpoint: endpoint.callAsFunction)
  }

  /// Any option's value, resolved the same way (for options of one command only).
  public func value<Value>(_ option: Option<Value>) -> Value {
    Resolver(commandLine: commandLine, settings: settings, variables: variables).value(option)
  }

  public func flag(_ option: Option<Bool>) -> Bool { commandLine.flag(option) }

  /// An endpoint (`open-meteo-url`): its variable when set and not empty,
  /// else the config's value (checked when the file was read), else nil (the
  /// service's own). A variable that is no usable URL is an error naming it,
  /// never a silent fall back, nor a request to nowhere.
  public func endpoint(_ option: Option<String?>) throws(RainBarError) -> String? {
    try Endpoints(settings: settings, variables: variables)(option)
  }

  /// `endpoint`, for what the options resolve to before there is a `RunOptions`.
  struct Endpoints {
    var settings: Settings
    var variables: any Environment

    func callAsFunction(_ option: Option<String?>) throws(RainBarError) -> String? {
      if let name = option.spec.environmentVariable, let text = variables[name], !text.isEmpty {
        if case .invalid(let invalid) = option.spec.read(text) {
          throw .misconfigured(option.spec.variableProblem(name, text, invalid))
        }
        return option.value(of: text) ?? nil
      }
      return settings.value(option)
    }
  }

  /// The environment variable's value, when the run's environment has it.
  public func variable(_ name: String) -> String? { variables[name] }

  /// The location this run is for; `.noLocation` when none is chosen or saved.
  /// Not for `followsPosition` (`CurrentPlace` finds that one).
  public func location() throws(RainBarError) -> Location {
    switch place {
    case .coordinates(let latitude, let longitude):
      return Location.at(latitude: latitude, longitude: longitude)
    case .named(let name):
      return try settings.savedLocation(named: name)
    case .selected:
      if let name = settings.selectedLocation { return try settings.savedLocation(named: name) }
      if let only = settings.locations.first, settings.locations.count == 1 { return only }
      if settings.locations.count > 1 {
        throw .noLocationSelected(saved: settings.sortedLocations.map(\.name))
      }
      throw .noLocation
    }
  }

  /// Command line, then variable, then config, then the default.
  struct Resolver: OptionValues {
    var commandLine: ParsedArguments
    var settings: Settings
    var variables: any Environment

    func value<Value>(_ option: Option<Value>) -> Value {
      if let value = commandLine.value(option) { return value }
      // An empty variable counts as unset (`endpoint` reports a bad one).
      if let name = option.spec.environmentVariable, let text = variables[name], !text.isEmpty,
        let value = option.value(of: text)
      {
        return value
      }
      return settings.value(option)
    }
  }
}

/// The variables i3blocks sets for a block (a click's button, the block's name).
public struct BlockEnvironment: Sendable, Equatable {
  public var button: Int?
  public var name: String
  public var instance: String?
  /// Whether i3blocks runs this (it sets BLOCK_NAME, even empty).
  public var underI3blocks: Bool

  init(_ environment: any Environment) {
    button = environment["BLOCK_BUTTON"].flatMap(Int.init)
    name = environment["BLOCK_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "rain-bar"
    instance = environment["BLOCK_INSTANCE"].flatMap { $0.isEmpty ? nil : $0 }
    underI3blocks = environment["BLOCK_NAME"] != nil
  }
}

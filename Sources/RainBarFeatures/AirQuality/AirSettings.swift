import RainBarEngine
import RainBarModel

/// The options of air quality and pollen (Open-Meteo's air-quality API),
/// declared here with what they resolve to.
extension Options {
  // A word, not an Option<AirQualityScale>: another generic option type costs
  // every run its metadata.
  public static let aqiScale = Option<String>(
    "aqi-scale", value: "scale", places: .both, default: AirQualityScale.european.rawValue,
    choices: AirQualityScale.allCases.map { $0.rawValue },
    help: "The air-quality index {aqi} shows: european (EAQI) or us (US EPA AQI)",
    read: ValueReader.word(among: { AirQualityScale.allCases.map { $0.rawValue } }))
  public static let airQualityURL = Option<String?>(
    "open-meteo-air-quality-url", value: "url", places: .configFile,
    environment: "RAIN_BAR_OPEN_METEO_AIR_QUALITY_URL", default: nil,
    defaultText: AirQualityResource.defaultURL,
    help: "The air-quality endpoint (Open-Meteo's /v1/air-quality)",
    read: ValueReader.url(example: AirQualityResource.defaultURL))
  public static let aqiThreshold = Option<Double?>(
    "aqi-threshold", value: "index", places: .configFile, default: nil,
    help: "Notify when the air-quality index (aqi-scale) reaches this (default: off)",
    read: ValueReader.optionalNumber("give 1 to 500") { (1...500).contains($0) })
  public static let pollenAlert = Option<String?>(
    "pollen", value: "types:level", places: .configFile, default: nil,
    help:
      "Notify when pollen of these types reaches the level, e.g. birch,grass:high (default: off)",
    read: { text in
      PollenAlert(text) == nil
        ? .invalid(
          InvalidValue(
            ": give types of alder, birch, grass, mugwort, olive, ragweed, then optionally :low, :moderate, :high or :very-high."
          ))
        : .value(Optional(text))
    })

  /// Keys of the config file alone.
  public static let airConfigOnly: [OptionSpec] = [
    airQualityURL.spec, aqiThreshold.spec, pollenAlert.spec,
  ]
}

/// `aqi-scale=`, the alerts' `aqi-threshold=` and `pollen=`, and the
/// endpoint, for a run. The scale is resolved at once (every bar run asks
/// what it shows); the rest when asked (only runs that show or alert on air
/// quality do).
public struct AirSettings: Sendable {
  public var scale: AirQualityScale
  @usableFromInline let options: any OptionValues
  @usableFromInline let endpoint: @Sendable (Option<String?>) throws(RainBarError) -> String?

  /// Inlinable, so that a run's options are read specialised for their type.
  @inlinable
  public init<Values: OptionValues>(
    _ options: Values,
    endpoint: @escaping @Sendable (Option<String?>) throws(RainBarError) -> String?
  ) {
    scale = AirQualityScale(rawValue: options.value(Options.aqiScale)) ?? .european
    self.options = options
    self.endpoint = endpoint
  }

  /// `aqi-threshold=`; nil: no index alert.
  public var threshold: Double? { options.value(Options.aqiThreshold) }

  /// `pollen=`; nil: no pollen alert.
  public var pollen: PollenAlert? { options.value(Options.pollenAlert).flatMap(PollenAlert.init) }

  /// The endpoint (`open-meteo-air-quality-url`, its variable), or why it cannot be used.
  public func baseURL() throws(RainBarError) -> String {
    try endpoint(Options.airQualityURL) ?? AirQualityResource.defaultURL
  }

  /// The alerts on the index and pollen, with the rain alert's hysteresis and quiet hours.
  public func alertPolicy(hysteresis: Double, quietHours: QuietHours?, clock: ClockStyle)
    -> AirAlertPolicy
  {
    AirAlertPolicy(
      scale: scale, threshold: threshold, pollen: pollen, hysteresis: hysteresis,
      quietHours: quietHours, clock: clock)
  }
}

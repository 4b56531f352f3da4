/// The units a run shows: the `units=` shorthand and the per-quantity choices
/// (`temperature-unit=` and the others), which win over it. The toggle changes
/// the shorthand only, so explicit choices stay.
public struct Units: Sendable, Equatable {
  public var system: MeasurementSystem
  public var temperatureChoice: TemperatureUnit?
  public var windChoice: WindUnit?
  public var precipitationChoice: PrecipitationUnit?
  public var pressureChoice: PressureUnit?

  public static let metric = Units(.metric)
  public static let imperial = Units(.imperial)

  public init(
    _ system: MeasurementSystem, temperature: TemperatureUnit? = nil, wind: WindUnit? = nil,
    precipitation: PrecipitationUnit? = nil, pressure: PressureUnit? = nil
  ) {
    self.system = system
    temperatureChoice = temperature
    windChoice = wind
    precipitationChoice = precipitation
    pressureChoice = pressure
  }

  public var temperatureScale: TemperatureUnit { temperatureChoice ?? system.temperature }
  public var windScale: WindUnit { windChoice ?? system.wind }
  public var precipitationScale: PrecipitationUnit { precipitationChoice ?? system.precipitation }
  public var pressureScale: PressureUnit { pressureChoice ?? system.pressure }

  public var temperatureUnit: String { temperatureScale.symbol }
  public var windUnit: String { windScale.symbol }
  public var precipitationUnit: String { precipitationScale.symbol }

  /// The neutral model's metric values in these units.
  public func temperatureValue(_ celsius: Double) -> Double { temperatureScale.value(celsius) }
  public func windValue(_ kilometresPerHour: Double) -> Double {
    windScale.value(kilometresPerHour)
  }

  /// Precipitation as text: tenths of a millimetre, hundredths of an inch.
  public func precipitationNumber(_ millimetres: Double) -> String {
    precipitationScale.number(millimetres)
  }

  public func temperature(_ celsius: Double) -> String {
    "\(Rounded.integer(temperatureValue(celsius)))\(temperatureUnit)"
  }

  public func wind(_ kilometresPerHour: Double) -> String {
    Rounded.integer(windValue(kilometresPerHour)) + " " + windScale.label
  }

  public func precipitation(_ millimetres: Double) -> String {
    localizedNumber(precipitationNumber(millimetres)) + " " + precipitationScale.label
  }

  public func pressure(_ hectopascals: Double) -> String { pressureScale.text(hectopascals) }

  /// Pressure as a JSON number: tenths of a hPa or mmHg, hundredths of an inch.
  public func pressureNumber(_ hectopascals: Double) -> String {
    let value = pressureScale.value(hectopascals)
    return pressureScale == .inchesOfMercury
      ? Rounded.twoDecimals(value) : Rounded.oneDecimal(value)
  }
}

public enum Units: String, CaseIterable, Sendable {
  case metric
  case imperial

  public var temperatureUnit: String { self == .metric ? "°C" : "°F" }
  public var windUnit: String { self == .metric ? "km/h" : "mph" }
  public var precipitationUnit: String { self == .metric ? "mm" : "in" }

  /// The neutral model's metric values in these units.
  public func temperatureValue(_ celsius: Double) -> Double {
    self == .metric ? celsius : celsius * 9 / 5 + 32
  }

  public func windValue(_ kilometresPerHour: Double) -> Double {
    self == .metric ? kilometresPerHour : kilometresPerHour / 1.609344
  }

  public func precipitationValue(_ millimetres: Double) -> Double {
    self == .metric ? millimetres : millimetres / 25.4
  }

  /// Precipitation as text: tenths of a millimetre, hundredths of an inch.
  public func precipitationNumber(_ millimetres: Double) -> String {
    let value = precipitationValue(millimetres)
    return self == .metric ? Rounded.oneDecimal(value) : Rounded.twoDecimals(value)
  }

  public func temperature(_ celsius: Double) -> String {
    "\(Rounded.integer(temperatureValue(celsius)))\(temperatureUnit)"
  }

  public func wind(_ kilometresPerHour: Double) -> String {
    "\(Rounded.integer(windValue(kilometresPerHour))) \(windUnit)"
  }

  public func precipitation(_ millimetres: Double) -> String {
    "\(precipitationNumber(millimetres)) \(precipitationUnit)"
  }
}

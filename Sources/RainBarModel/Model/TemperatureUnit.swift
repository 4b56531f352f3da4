/// `temperature-unit=`.
public enum TemperatureUnit: String, CaseIterable, Sendable {
  case celsius
  case fahrenheit

  public var symbol: String { self == .celsius ? "°C" : "°F" }

  public func value(_ celsius: Double) -> Double {
    self == .celsius ? celsius : celsius * 9 / 5 + 32
  }
}

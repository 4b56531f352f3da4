/// The `units=` shorthand: the unit of every quantity a per-quantity key
/// (`temperature-unit=` and the others) does not choose.
public enum MeasurementSystem: String, CaseIterable, Sendable {
  case metric
  case imperial

  package var temperature: TemperatureUnit { self == .metric ? .celsius : .fahrenheit }
  package var wind: WindUnit { self == .metric ? .kilometresPerHour : .milesPerHour }
  package var precipitation: PrecipitationUnit { self == .metric ? .millimetres : .inches }
  package var pressure: PressureUnit { self == .metric ? .hectopascals : .inchesOfMercury }

  /// The other one (the units toggle).
  public var toggled: MeasurementSystem { self == .metric ? .imperial : .metric }
}

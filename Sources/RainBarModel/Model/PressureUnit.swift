/// `pressure-unit=`: hectopascals, inches or millimetres of mercury
/// (1 inHg = 33.8639 hPa, 1 mmHg = 1.33322 hPa).
public enum PressureUnit: String, CaseIterable, Sendable {
  case hectopascals = "hpa"
  case inchesOfMercury = "inhg"
  case millimetresOfMercury = "mmhg"

  public var symbol: String {
    switch self {
    case .hectopascals: return "hPa"
    case .inchesOfMercury: return "inHg"
    case .millimetresOfMercury: return "mmHg"
    }
  }

  public func value(_ hectopascals: Double) -> Double {
    switch self {
    case .hectopascals: return hectopascals
    case .inchesOfMercury: return hectopascals / 33.8639
    case .millimetresOfMercury: return hectopascals / 1.33322
    }
  }

  /// Whole hPa and mmHg, hundredths of an inch.
  public func text(_ hectopascals: Double) -> String {
    let value = value(hectopascals)
    let number = localizedNumber(
      self == .inchesOfMercury ? Rounded.twoDecimals(value) : Rounded.integer(value))
    switch self {
    case .hectopascals: return number + " " + trc("unit", "hPa")
    case .inchesOfMercury: return number + " " + trc("unit", "inHg")
    case .millimetresOfMercury: return number + " " + trc("unit", "mmHg")
    }
  }
}

public enum Units: String, CaseIterable, Sendable {
  case metric
  case imperial

  public func temperature(_ celsius: Double) -> String {
    switch self {
    case .metric: return "\(Rounded.integer(celsius))°C"
    case .imperial: return "\(Rounded.integer(celsius * 9 / 5 + 32))°F"
    }
  }

  public func wind(_ kilometresPerHour: Double) -> String {
    switch self {
    case .metric: return "\(Rounded.integer(kilometresPerHour)) km/h"
    case .imperial: return "\(Rounded.integer(kilometresPerHour / 1.609344)) mph"
    }
  }

  public func precipitation(_ millimetres: Double) -> String {
    switch self {
    case .metric: return "\(Rounded.oneDecimal(millimetres)) mm"
    case .imperial: return "\(Rounded.twoDecimals(millimetres / 25.4)) in"
    }
  }
}

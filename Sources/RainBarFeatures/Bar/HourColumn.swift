import RainBarEngine
import RainBarModel

/// A column of the hourly table (`hour-columns=`), after the time, which is
/// always first.
public enum HourColumn: String, CaseIterable, Sendable {
  case icon
  case temp
  case feels
  case wind
  /// The chance of rain.
  case rain
  /// The precipitation expected.
  case amount

  /// Today's table: icon, temperature, wind, chance of rain.
  public static let standard: [HourColumn] = [.icon, .temp, .wind, .rain]

  package var header: String {
    switch self {
    case .icon: return ""
    case .temp: return tr("Temp")
    case .feels: return tr("Feels")
    case .wind: return tr("Wind")
    case .rain: return tr("Rain")
    case .amount: return tr("Amount")
    }
  }

  public var help: String {
    switch self {
    case .icon: return "the condition icon"
    case .temp: return "the temperature"
    case .feels: return "the apparent (feels-like) temperature"
    case .wind: return "the wind speed"
    case .rain: return "the chance of rain"
    case .amount: return "the precipitation expected in the hour"
    }
  }
}

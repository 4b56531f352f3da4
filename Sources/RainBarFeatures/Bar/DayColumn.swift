import RainBarEngine
import RainBarModel

/// A column of the daily table (`day-columns=`), after the day, which is
/// always first.
public enum DayColumn: String, CaseIterable, Sendable {
  case icon
  case min
  case max
  case wind
  /// The highest chance of rain.
  case rain
  /// The precipitation expected.
  case amount
  case sunrise
  case sunset

  /// Today's table: icon, lowest and highest temperature, wind, chance of rain.
  public static let standard: [DayColumn] = [.icon, .min, .max, .wind, .rain]

  package var header: String {
    switch self {
    case .icon: return ""
    case .min: return tr("Min")
    case .max: return tr("Max")
    case .wind: return tr("Wind")
    case .rain: return tr("Rain")
    case .amount: return tr("Amount")
    case .sunrise: return tr("Sunrise")
    case .sunset: return tr("Sunset")
    }
  }

  public var help: String {
    switch self {
    case .icon: return "the condition icon"
    case .min: return "the lowest temperature"
    case .max: return "the highest temperature"
    case .wind: return "the highest wind speed"
    case .rain: return "the highest chance of rain"
    case .amount: return "the precipitation expected in the day"
    case .sunrise: return "sunrise"
    case .sunset: return "sunset"
    }
  }
}

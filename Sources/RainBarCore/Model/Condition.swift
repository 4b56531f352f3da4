/// The small semantic set every provider's weather codes are mapped to.
public enum Condition: String, Codable, CaseIterable, Sendable {
  case clear
  case mainlyClear = "mainly-clear"
  case partlyCloudy = "partly-cloudy"
  case cloudy
  case fog
  case drizzle
  case showers
  case rain
  case heavyRain = "heavy-rain"
  case freezingRain = "freezing-rain"
  case snow
  case sleet
  case thunderstorm

  /// The WMO code table's words (Open-Meteo's codes) for what each case stands for.
  public var description: String {
    switch self {
    case .clear: return "Clear"
    case .mainlyClear: return "Mainly clear"
    case .partlyCloudy: return "Partly cloudy"
    case .cloudy: return "Overcast"
    case .fog: return "Fog"
    case .drizzle: return "Drizzle"
    case .showers: return "Rain showers"
    case .rain: return "Rain"
    case .heavyRain: return "Heavy rain"
    case .freezingRain: return "Freezing rain"
    case .snow: return "Snow"
    case .sleet: return "Sleet"
    case .thunderstorm: return "Thunderstorm"
    }
  }

  /// How bad the weather is, for picking a day's condition from its hours.
  /// Explicit, so reordering the cases changes nothing.
  public var severity: Int {
    switch self {
    case .clear: return 0
    case .mainlyClear: return 1
    case .partlyCloudy: return 2
    case .cloudy: return 3
    case .fog: return 4
    case .drizzle: return 5
    case .showers: return 6
    case .rain: return 7
    case .heavyRain: return 8
    case .freezingRain: return 9
    case .snow: return 10
    case .sleet: return 11
    case .thunderstorm: return 12
    }
  }

  public var isWet: Bool {
    switch self {
    case .drizzle, .showers, .rain, .heavyRain, .freezingRain, .snow, .sleet, .thunderstorm:
      return true
    case .clear, .mainlyClear, .partlyCloudy, .cloudy, .fog: return false
    }
  }
}

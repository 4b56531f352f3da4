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

  /// The WMO code table's words (Open-Meteo's codes) for what each case stands for,
  /// in the run's language.
  public var description: String {
    switch self {
    case .clear: return trc("condition", "Clear")
    case .mainlyClear: return trc("condition", "Mainly clear")
    case .partlyCloudy: return trc("condition", "Partly cloudy")
    case .cloudy: return trc("condition", "Overcast")
    case .fog: return trc("condition", "Fog")
    case .drizzle: return trc("condition", "Drizzle")
    case .showers: return trc("condition", "Rain showers")
    case .rain: return trc("condition", "Rain")
    case .heavyRain: return trc("condition", "Heavy rain")
    case .freezingRain: return trc("condition", "Freezing rain")
    case .snow: return trc("condition", "Snow")
    case .sleet: return trc("condition", "Sleet")
    case .thunderstorm: return trc("condition", "Thunderstorm")
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

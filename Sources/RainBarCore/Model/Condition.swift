/// The small semantic set every provider's weather codes are mapped to.
public enum Condition: String, Codable, CaseIterable, Sendable {
  case clear
  case partlyCloudy = "partly-cloudy"
  case cloudy
  case fog
  case drizzle
  case rain
  case heavyRain = "heavy-rain"
  case snow
  case sleet
  case thunderstorm

  public var description: String {
    switch self {
    case .clear: return "Clear"
    case .partlyCloudy: return "Partly cloudy"
    case .cloudy: return "Cloudy"
    case .fog: return "Fog"
    case .drizzle: return "Drizzle"
    case .rain: return "Rain"
    case .heavyRain: return "Heavy rain"
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
    case .partlyCloudy: return 1
    case .cloudy: return 2
    case .fog: return 3
    case .drizzle: return 4
    case .rain: return 5
    case .heavyRain: return 6
    case .snow: return 7
    case .sleet: return 8
    case .thunderstorm: return 9
    }
  }

  public var isWet: Bool {
    switch self {
    case .drizzle, .rain, .heavyRain, .snow, .sleet, .thunderstorm: return true
    case .clear, .partlyCloudy, .cloudy, .fog: return false
    }
  }
}

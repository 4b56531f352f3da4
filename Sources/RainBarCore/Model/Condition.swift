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

  public var isWet: Bool {
    switch self {
    case .drizzle, .rain, .heavyRain, .snow, .sleet, .thunderstorm: return true
    case .clear, .partlyCloudy, .cloudy, .fog: return false
    }
  }
}

import RainBarEngine
import RainBarModel

/// WMO weather interpretation codes (as Open-Meteo sends them), each to the
/// condition its WMO name describes.
package enum WMOCode {
  package static func condition(_ code: Int) -> Condition? {
    switch code {
    case 0: return .clear
    case 1: return .mainlyClear
    case 2: return .partlyCloudy
    case 3: return .cloudy
    case 45, 48: return .fog
    case 51, 53, 55: return .drizzle
    case 56, 57, 66, 67: return .freezingRain
    case 61, 63: return .rain
    case 65: return .heavyRain
    case 80, 81: return .showers
    case 82: return .heavyRain
    case 71, 73, 75, 77, 85, 86: return .snow
    case 95, 96, 99: return .thunderstorm
    default: return nil
    }
  }
}

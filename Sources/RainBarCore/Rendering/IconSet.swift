public enum IconSet: String, CaseIterable, Sendable {
  case emoji
  case nerd
  case text

  public func icon(for condition: Condition?, isDay: Bool) -> String {
    guard let condition else { return unknown }
    switch self {
    case .emoji:
      switch condition {
      case .clear: return isDay ? "☀️" : "🌙"
      case .partlyCloudy: return isDay ? "⛅" : "☁️"
      case .cloudy: return "☁️"
      case .fog: return "🌫️"
      case .drizzle: return "🌦️"
      case .rain, .heavyRain: return "🌧️"
      case .snow: return "🌨️"
      case .sleet: return "🌨️"
      case .thunderstorm: return "⛈️"
      }
    case .nerd:
      // Weather Icons in Nerd Fonts (nf-weather-*).
      switch condition {
      case .clear: return isDay ? "\u{E30D}" : "\u{E32B}"
      case .partlyCloudy: return isDay ? "\u{E302}" : "\u{E37E}"
      case .cloudy: return "\u{E312}"
      case .fog: return "\u{E313}"
      case .drizzle: return "\u{E319}"
      case .rain: return "\u{E318}"
      case .heavyRain: return "\u{E318}"
      case .snow: return "\u{E31A}"
      case .sleet: return "\u{E3AD}"
      case .thunderstorm: return "\u{E31D}"
      }
    case .text:
      switch condition {
      case .clear: return isDay ? "SUN" : "CLR"
      case .partlyCloudy: return "PCL"
      case .cloudy: return "CLD"
      case .fog: return "FOG"
      case .drizzle: return "DRZ"
      case .rain: return "RAN"
      case .heavyRain: return "HVY"
      case .snow: return "SNW"
      case .sleet: return "SLT"
      case .thunderstorm: return "THN"
      }
    }
  }

  /// Drawn before the age of data that could not be renewed.
  public var stale: String {
    switch self {
    case .emoji: return "⏳"
    case .nerd: return "\u{F017}"
    case .text: return "~"
    }
  }

  /// Drawn before the word when there is nothing to show.
  public var warning: String {
    switch self {
    case .emoji: return "⚠️"
    case .nerd: return "\u{F071}"
    case .text: return "!"
    }
  }

  var unknown: String {
    switch self {
    case .emoji, .nerd: return "?"
    case .text: return "---"
    }
  }
}

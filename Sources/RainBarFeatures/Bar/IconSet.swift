import RainBarEngine
import RainBarModel

public enum IconSet: String, CaseIterable, Sendable {
  case emoji
  case nerd
  case text

  public func icon(for condition: Condition?, isDay: Bool) -> String {
    guard let condition else { return unknown }
    switch self {
    case .emoji:
      switch condition {
      // At night the moon stands for clear to partly cloudy skies: overcast stays ☁️.
      case .clear: return isDay ? "☀️" : "🌙"
      case .mainlyClear: return isDay ? "🌤️" : "🌙"
      case .partlyCloudy: return isDay ? "⛅" : "🌙"
      case .cloudy: return "☁️"
      case .fog: return "🌫️"
      case .drizzle: return "🌦️"
      case .showers: return isDay ? "🌦️" : "🌧️"
      case .rain, .heavyRain: return "🌧️"
      case .freezingRain, .snow, .sleet: return "🌨️"
      case .thunderstorm: return "⛈️"
      }
    case .nerd:
      // Weather Icons in Nerd Fonts (nf-weather-*).
      switch condition {
      case .clear: return isDay ? "\u{E30D}" : "\u{E32B}"
      case .mainlyClear, .partlyCloudy: return isDay ? "\u{E302}" : "\u{E37E}"
      case .cloudy: return "\u{E312}"
      case .fog: return "\u{E313}"
      case .drizzle: return "\u{E319}"
      case .showers, .rain: return "\u{E318}"
      case .heavyRain: return "\u{E318}"
      case .snow: return "\u{E31A}"
      case .sleet, .freezingRain: return "\u{E3AD}"
      case .thunderstorm: return "\u{E31D}"
      }
    case .text:
      switch condition {
      // Words, for bars without an icon font.
      case .clear: return isDay ? "sunny" : "clear"
      case .mainlyClear: return "fair"
      case .partlyCloudy: return "partly cloudy"
      case .cloudy: return "overcast"
      case .fog: return "fog"
      case .drizzle: return "drizzle"
      case .showers: return "showers"
      case .rain: return "rain"
      case .heavyRain: return "heavy rain"
      case .freezingRain: return "freezing rain"
      case .snow: return "snow"
      case .sleet: return "sleet"
      case .thunderstorm: return "storm"
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

  package var unknown: String {
    switch self {
    case .emoji, .nerd: return "?"
    case .text: return "---"
    }
  }

  /// The moon's phase: an emoji, a Nerd Font weather glyph, or its name.
  public func moon(_ phase: MoonPhase) -> String {
    switch self {
    case .emoji: return ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"][phase.rawValue]
    case .nerd:
      return [
        "\u{E38D}", "\u{E390}", "\u{E394}", "\u{E397}", "\u{E39B}", "\u{E39E}", "\u{E3A2}",
        "\u{E3A5}",
      ][
        phase.rawValue]
    case .text: return phase.name
    }
  }
}

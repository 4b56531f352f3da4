import RainBarEngine
import RainBarModel

/// A part of the tooltip (and of i3blocks' middle-click notification), in the
/// order the `tooltip=` key lists them. The header (the place and the data's
/// age) always comes first.
public enum TooltipSection: String, CaseIterable, Sendable {
  /// The hourly sentence, the conditions now and the bar's chance of rain.
  case summary
  /// Wind with direction and gusts, humidity, dew point, pressure, UV.
  case now
  /// Minute-level data's sentence and strip.
  case minutes
  case hours
  case days
  case warnings
  /// Sunrise, sunset, the time to the next of them, the moon.
  case sun
  /// The air-quality index now and the highest in 24 hours, pollen by type.
  case air
  /// The trips of the next 24 hours with their chance of rain.
  case trips
  /// The calendar events here of the next 24 hours with their chance of rain.
  case events

  /// What the tooltip shows without `tooltip=`: the compact one.
  public static let standard: [TooltipSection] = [.minutes, .summary, .hours, .days, .warnings]

  public var help: String {
    switch self {
    case .summary:
      return "the hourly outlook in a sentence, the conditions now, the chance of rain ahead"
    case .now: return "wind with direction and gusts, humidity, dew point, pressure, UV index"
    case .minutes: return "minute-level data's sentence and strip of the next 2 hours"
    case .hours: return "the table of the next hours (tooltip-hours, hour-columns)"
    case .days: return "the table of the next days (tooltip-days, day-columns)"
    case .warnings: return "official warnings, one line each (the first 5, then how many more)"
    case .sun: return "sunrise, sunset, the time until the next of them, the moon's phase"
    case .air:
      return "the air-quality index now and the highest of the next 24 hours, pollen by type"
    case .trips:
      return "the trips of the next 24 hours ([trip NAME] groups) with their chance of rain"
    case .events:
      return
        "the calendar events here of the next 24 hours ([calendar NAME] groups) with their chance of rain"
    }
  }
}

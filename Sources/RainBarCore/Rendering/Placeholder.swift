/// The placeholders of a bar template, each with its help line and its value:
/// the parser, `BarContent` and the help text all go through this one list.
public enum Placeholder: String, CaseIterable, Sendable {
  case icon
  case temp
  case feels
  case pop
  case popMax = "pop_max"
  case rainAt = "rain_at"
  case precip
  case wind
  case location
  case condition
  case age
  case spark
  case warning

  /// Where the value is kept in `PlaceholderValues`.
  var position: Int {
    switch self {
    case .icon: return 0
    case .temp: return 1
    case .feels: return 2
    case .pop: return 3
    case .popMax: return 4
    case .rainAt: return 5
    case .precip: return 6
    case .wind: return 7
    case .location: return 8
    case .condition: return 9
    case .age: return 10
    case .spark: return 11
    case .warning: return 12
    }
  }

  public var help: String {
    switch self {
    case .icon: return "the condition icon (emoji, Nerd Font or text set)"
    case .temp: return "the temperature now"
    case .feels: return "the apparent (feels-like) temperature"
    case .pop: return "the highest chance of rain in the next 3 hours"
    case .popMax: return "the highest chance of rain in the next 24 hours"
    case .rainAt:
      return
        "when rain is expected to start: the first hour at or over the threshold, next 24 hours"
    case .precip: return "the precipitation expected in the next 3 hours"
    case .wind: return "the wind speed now"
    case .location: return "the location's name"
    case .condition: return "the condition in words (\"Rain\")"
    case .age: return "the age of the data (\"5m\")"
    case .spark: return "the chance of rain over the next 12 hours as a sparkline"
    case .warning:
      return
        "the most severe official warning in force now or within 24 hours: an icon and its event (empty when none)"
    }
  }

  /// The value for a run; nil when unknown (the template then leaves no double space).
  func value(in source: Source) -> String? {
    let outlook = source.outlook
    let hourly = source.forecast.hourly
    let units = source.settings.units
    switch self {
    case .icon: return source.settings.icons.icon(for: outlook.condition, isDay: outlook.isDay)
    case .temp: return outlook.temperature.map(units.temperature)
    case .feels: return outlook.apparentTemperature.map(units.temperature)
    case .pop: return outlook.chanceOfRain.map(Percent.text)
    case .popMax:
      return source.day.compactMap { hourly.precipitationProbability[$0] }.max().map(Percent.text)
    case .rainAt:
      // The first hour ahead whose chance reaches the threshold; rain starts when it begins.
      guard
        let first = source.day.first(where: {
          (hourly.precipitationProbability[$0] ?? 0) >= source.settings.threshold
        })
      else { return nil }
      return source.settings.clock.time(
        max(source.t, hourly.hourStart(first)), offset: source.forecast.utcOffsetSeconds)
    case .precip: return outlook.precipitation.map(units.precipitation)
    case .wind: return outlook.windSpeed.map(units.wind)
    case .location: return source.location.name
    case .condition: return outlook.condition?.description
    case .age: return Age.text(source.age)
    case .spark:
      return Sparkline.render(
        HourlyConvention.ahead(in: hourly, from: source.t, hours: 12).map {
          hourly.precipitationProbability[$0]
        })
    case .warning:
      return source.warning.map {
        source.settings.icons.warning + " " + Sanitized.line($0.event, limit: 24)
      }
    }
  }

  /// What the values are made from.
  struct Source {
    var forecast: Forecast
    var outlook: RainOutlook
    var location: Location
    var settings: BarContent.Settings
    /// The current time, whole seconds.
    var t: Int64
    /// The hourly rows of the next 24 hours.
    var day: [Int]
    var age: Double
    /// The most severe warning in force now or within 24 hours.
    var warning: Warning? = nil
  }
}

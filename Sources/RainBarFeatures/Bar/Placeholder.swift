import RainBarEngine
import RainBarModel

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
  case rainIn = "rain_in"
  case rainUntil = "rain_until"
  case nextRain = "next_rain"
  case warning
  case minimum = "min"
  case maximum = "max"
  case sunrise
  case sunset
  case daylight
  case moon
  case humidity
  case dewPoint = "dew_point"
  case windDir = "wind_dir"
  case gusts
  case pressure
  case uv
  case aqi
  case pollen
  case trip
  case event
  case rainToday = "rain_today"

  /// Where the value is kept in `PlaceholderValues`.
  package var position: Int {
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
    case .rainIn: return 12
    case .rainUntil: return 13
    case .nextRain: return 14
    case .warning: return 15
    case .minimum: return 16
    case .maximum: return 17
    case .sunrise: return 18
    case .sunset: return 19
    case .daylight: return 20
    case .moon: return 21
    case .humidity: return 22
    case .dewPoint: return 23
    case .windDir: return 24
    case .gusts: return 25
    case .pressure: return 26
    case .uv: return 27
    case .aqi: return 28
    case .pollen: return 29
    case .trip: return 30
    case .event: return 31
    case .rainToday: return 32
    }
  }

  /// The current value a provider may have to be asked for (`CurrentExtra`).
  package var currentExtra: CurrentExtra? {
    switch self {
    case .humidity: return .humidity
    case .dewPoint: return .dewPoint
    case .windDir: return .windDirection
    case .gusts: return .windGusts
    case .pressure: return .pressure
    case .uv: return .uvIndex
    default: return nil
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
    case .rainIn:
      return
        "when rain starts, from minute-level data (\"20m\", \"now\" while it rains; empty when dry"
        + " for 2 hours); else the hourly outlook (\"from 15:00\")"
    case .rainUntil:
      return
        "while it rains, when it stops (\"until 15:40\"), from minute-level data, else the hourly outlook"
    case .nextRain:
      return "rain in a short phrase: \"rain in 20 min\", \"rain until 15:40\", \"dry 2h+\""
    case .warning:
      return
        "the most severe official warning in force now or within 24 hours: an icon and its event (empty when none)"
    case .minimum: return "the lowest temperature today (tomorrow's after sunset)"
    case .maximum: return "the highest temperature today (tomorrow's after sunset)"
    case .sunrise:
      return
        "sunrise today (tomorrow's after sunset; \"polar night\", \"midnight sun\"); empty when the provider has none"
    case .sunset:
      return
        "sunset today (tomorrow's after sunset; \"polar night\", \"midnight sun\"); empty when the provider has none"
    case .daylight:
      return
        "by day the time left until sunset, at night until sunrise (\"3h 20m\"); empty on a polar night or day"
    case .moon: return "the moon's phase: an icon (the text set: its name)"
    case .humidity: return "the relative humidity now"
    case .dewPoint: return "the dew point now"
    case .windDir: return "where the wind comes from, as a compass point (\"SW\")"
    case .gusts: return "the wind gusts now"
    case .pressure: return "the sea-level air pressure now"
    case .uv: return "the UV index now with its WHO band (\"6 high\")"
    case .aqi:
      return
        "the air-quality index now with its band (\"35 fair\"; aqi-scale), from Open-Meteo (CAMS)"
    case .pollen:
      return
        "the pollen type highest now with its level (\"birch high\"); empty when none, or outside Europe"
    case .trip:
      return
        "the next trip starting within 3 hours with its chance (\"commute 08:00 70%\", \"commute 08:00 dry\"); empty when none"
    case .event:
      return
        "the next calendar event here starting within 3 hours with its chance (\"Football 17:30 70%\"); empty when none"
    case .rainToday:
      return
        "the precipitation since midnight on the place's clock (\"3.2 mm\"), from the provider's past hours; empty with MET Norway, which has none"
    }
  }

  /// The value for a run; nil when unknown (the template then leaves no double space).
  package func value(in source: Source) -> String? {
    let outlook = source.outlook
    let hourly = source.forecast.hourly
    let daily = source.forecast.daily
    let current = source.forecast.current
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
      return source.settings.clock.time(max(source.t, hourly.hourStart(first)), in: source.zone)
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
    case .rainIn:
      if let minute = source.minute { return minute.rainIn }
      return source.hourlyRain.map {
        $0.start <= source.t ? tr("now") : tr("from %s", source.time($0.start))
      }
    case .rainUntil:
      if let minute = source.minute { return minute.rainUntil }
      guard let rain = source.hourlyRain, rain.start <= source.t, let end = rain.end else {
        return nil
      }
      return tr("until %s", source.time(end))
    case .nextRain:
      if let minute = source.minute { return minute.nextRain }
      guard let rain = source.hourlyRain else {
        return outlook.chanceOfRain == nil
          ? nil : tr("dry %s+", trn("%dh", "%dh", source.settings.windowHours))
      }
      if rain.start > source.t { return tr("rain from %s", source.time(rain.start)) }
      return rain.end.map { tr("rain until %s", source.time($0)) } ?? tr("rain now")
    case .warning: return source.warning.map { Self.warningText($0, icons: source.settings.icons) }
    case .minimum:
      return source.shownDay.flatMap { daily.temperatureMin[$0] }.map(units.temperature)
    case .maximum:
      return source.shownDay.flatMap { daily.temperatureMax[$0] }.map(units.temperature)
    case .sunrise:
      return source.shownDay.flatMap {
        PolarDay.text(daily, row: $0, time: daily.sunrise[$0], format: source.time)
      }
    case .sunset:
      return source.shownDay.flatMap {
        PolarDay.text(daily, row: $0, time: daily.sunset[$0], format: source.time)
      }
    case .daylight:
      return source.shownDay.flatMap { ShownDay.daylight(in: daily, row: $0, at: source.t) }
        .map(ShownDay.duration)
    case .moon: return source.settings.icons.moon(MoonPhase(at: source.t))
    case .humidity: return current?.humidity.map(Percent.text)
    case .dewPoint: return current?.dewPoint.map(units.temperature)
    case .windDir: return current?.windDirection.map(CompassPoint.text)
    case .gusts: return current?.windGusts.map(units.wind)
    case .pressure: return current?.pressure.map(units.pressure)
    case .uv: return current?.uvIndex.map(UVIndex.text)
    case .aqi:
      let scale = source.settings.aqiScale
      return source.air?[scale.variable].map(scale.text)
    case .pollen:
      return source.air?.highestPollen.flatMap { highest in
        highest.type.pollenName.map { tr("%s %s", $0, highest.level.word) }
      }
    case .trip: return source.trip.map { $0.short(clock: source.settings.clock, zone: source.zone) }
    case .event:
      return source.event.map { $0.short(clock: source.settings.clock, zone: source.zone) }
    case .rainToday: return source.rainToday.map(units.precipitation)
    }
  }

  /// What the values are made from.
  package struct Source {
    package var forecast: Forecast
    /// The place's clock.
    package var zone: TimeZoneRules
    package var outlook: RainOutlook
    package var location: Location
    package var settings: BarContent.Settings
    /// The current time, whole seconds.
    package var t: Int64
    /// The hourly rows of the next 24 hours.
    package var day: [Int]
    package var age: Double
    /// Minute-level data's words, when there are some for now.
    package var minute: MinuteSummary?
    /// The hourly outlook's rain (`HourlyRain`), the fallback without minute data.
    package var hourlyRain: HourlyRain?
    /// The most severe warning in force now or within 24 hours.
    package var warning: Warning?
    /// The daily row of today, or tomorrow after sunset (`ShownDay`).
    package var shownDay: Int?
    /// The place's air quality, when the run shows any.
    package var air: AirQuality?

    /// `{trip}`'s: the first trip under way or starting within 3 hours.
    package var trip: TripOutlook? {
      guard !settings.trips.isEmpty else { return nil }
      return TripOccurrence.coming(
        settings.trips, now: t, horizon: t + Placeholder.tripReach + 1, zone: zone
      ).first.map {
        TripOutlook(
          $0, forecast: forecast, now: t, floor: settings.rainFloor,
          alertThreshold: settings.threshold)
      }
    }

    /// `{rain_today}`'s: what fell since the place's midnight (mm).
    package var rainToday: Double? {
      forecast.pastRain?.total(
        from: zone.start(ofDay: zone.day(t)), to: t, hourly: forecast.hourly)
    }

    /// `{event}`'s: the first calendar event here under way or starting within 3 hours.
    package var event: TripOutlook? {
      settings.events.filter { $0.end > t && $0.start <= t + Placeholder.tripReach }
        .min { $0.start < $1.start }.map {
          TripOutlook(
            $0, forecast: forecast, now: t, floor: settings.rainFloor,
            alertThreshold: settings.threshold)
        }
    }

    package init(
      forecast: Forecast, zone: TimeZoneRules, outlook: RainOutlook, location: Location,
      settings: BarContent.Settings, t: Int64, day: [Int], age: Double, minute: MinuteSummary?,
      warning: Warning? = nil, air: AirQuality? = nil
    ) {
      self.warning = warning
      self.air = air
      self.forecast = forecast
      self.zone = zone
      self.outlook = outlook
      self.location = location
      self.settings = settings
      self.t = t
      self.day = day
      self.age = age
      self.minute = minute
      shownDay = ShownDay.index(in: forecast.daily, zone: zone, at: t)
      hourlyRain =
        minute == nil ? HourlyRain(forecast: forecast, settings: settings, t: t, day: day) : nil
    }

    /// A local clock time, as every label is written.
    package func time(_ time: Int64) -> String {
      settings.clock.time(time, in: zone)
    }
  }

  /// When the first hour at or over the threshold in the bar's window begins
  /// (now at the earliest), and when the run of such hours from it ends (nil
  /// past the next 24 hours); nil when no hour in the window reaches it.
  package struct HourlyRain {
    package var start: Int64
    package var end: Int64?

    package init?(forecast: Forecast, settings: BarContent.Settings, t: Int64, day: [Int]) {
      let hourly = forecast.hourly
      let threshold = settings.threshold
      func likely(_ i: Int) -> Bool { (hourly.precipitationProbability[i] ?? 0) >= threshold }
      let window = HourlyConvention.ahead(in: hourly, from: t, hours: settings.windowHours)
      guard let first = window.first(where: likely), let from = day.firstIndex(of: first) else {
        return nil
      }
      var last = from
      while last + 1 < day.count, likely(day[last + 1]) { last += 1 }
      start = max(t, hourly.hourStart(first))
      end = last + 1 < day.count ? hourly.time[day[last]] : nil
    }
  }
}

extension Placeholder {
  /// How far ahead `{trip}` shows a trip: 3 hours.
  package static let tripReach: Int64 = 3 * 3600

  /// `{warning}`'s value: "⚠️ Thunderstorm".
  package static func warningText(_ warning: Warning, icons: IconSet) -> String {
    icons.warning + " " + Sanitized.line(Warning.calm(warning.event), limit: 24)
  }
}

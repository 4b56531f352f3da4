/// The forecast as aligned text: the header, conditions now, the next hours and
/// days. Used by the waybar tooltip and `rain-bar forecast`.
public struct ForecastTable: Sendable {
  public var forecast: Forecast
  /// The place's clock, for every time and day shown.
  public var zone: TimeZoneRules
  /// The conditions now, as the bar text shows them (made once per run).
  public var outlook: RainOutlook
  public var location: Location
  public var now: Double
  public var fetchedAt: Double
  public var units: Units
  public var icons: IconSet
  public var clock: ClockStyle
  /// Chance of rain (0-100) from which the summary line calls rain likely.
  public var threshold: Double
  /// The hours `outlook`'s chance of rain looks ahead.
  public var windowHours: Int
  /// Why the data is not a new answer (stale, or a failed renewal of fresh data).
  public var notRenewed: String?
  /// What minute-level data says, when it says anything: the first sentence
  /// and the strip of the next 2 hours.
  public var minute: MinuteSummary?

  public init(
    forecast: Forecast, zone: TimeZoneRules, outlook: RainOutlook, location: Location, now: Double,
    fetchedAt: Double,
    units: Units, icons: IconSet, clock: ClockStyle,
    threshold: Double = Options.threshold.defaultValue, windowHours: Int = 3,
    notRenewed: String? = nil, minute: MinuteSummary? = nil
  ) {
    self.minute = minute
    self.notRenewed = notRenewed
    self.threshold = threshold
    self.windowHours = windowHours
    self.forecast = forecast
    self.zone = zone
    self.outlook = outlook
    self.location = location
    self.now = now
    self.fetchedAt = fetchedAt
    self.units = units
    self.icons = icons
    self.clock = clock
  }

  /// The compact tooltip's lines without the warnings (tests, `forecast` of old).
  public func lines(hours: Int, days: Int) -> [String] {
    lines(TooltipLayout(sections: [.minutes, .summary, .hours, .days], hours: hours, days: days))
  }

  /// The header (the place, the data's age), then `layout`'s sections in its
  /// order; a table (and the warnings) after a blank line.
  public func lines(_ layout: TooltipLayout, warnings: WarningLines? = nil) -> [String] {
    var header = "\(location.name), \(Age.text(now - fetchedAt)) ago"
    if let notRenewed { header += " (not renewed: \(notRenewed))" }
    var lines = [header]
    for section in layout.sections {
      switch section {
      case .minutes: lines += minuteLines
      case .summary: lines += summaryLines
      case .now: lines += nowLines
      case .sun: lines += sunLines
      case .hours: lines += hourLines(layout.hours, columns: layout.hourColumns)
      case .days: lines += dayLines(layout.days, columns: layout.dayColumns)
      case .warnings: lines += warnings?.tooltip(limit: TooltipLayout.warningLines) ?? []
      }
    }
    return lines
  }

  private static let unknown = "–"

  /// Minute-level data's sentence and strip, or why there is none.
  var minuteLines: [String] {
    if let minute {
      return [minute.sentence] + (minute.strip.map { [$0] } ?? [])
    } else if let why = forecast.minutely?.status.explanation {
      return ["No minute-level data: \(why)."]
    }
    return []
  }

  /// The hourly sentence (after minute-level data's reach, when there is
  /// some: it speaks of now), the conditions now and the bar's chance of rain.
  var summaryLines: [String] {
    var lines = [
      RainSummary.sentence(
        forecast: forecast, zone: zone, now: self.now, threshold: threshold, clock: clock,
        after: minute?.outlook.horizon, shown: minute?.reach)
    ]
    var now = [outlook.condition?.description ?? "Unknown"]
    if let temperature = outlook.temperature { now.append(units.temperature(temperature)) }
    if let feels = outlook.apparentTemperature { now.append("feels \(units.temperature(feels))") }
    if let wind = outlook.windSpeed { now.append("wind \(units.wind(wind))") }
    lines.append("Now: " + now.concatenated(separator: ", "))
    // The bar's number, labelled: the highest hourly chance, not this hour's.
    lines.append(
      "Next \(windowHours) h: "
        + (outlook.chanceOfRain.map { "up to \(Percent.text($0)) chance of rain" }
          ?? "chance of rain unknown"))
    return lines
  }

  /// "Wind 15 km/h from SW, gusts 31 km/h" and "Humidity 87%, dew point
  /// 9°C, pressure 1008 hPa, UV 0 low": what the provider has of them.
  var nowLines: [String] {
    let current = forecast.current
    var wind: [String] = []
    if let speed = outlook.windSpeed {
      wind.append(
        "Wind \(units.wind(speed))"
          + (current?.windDirection.map { " from \(CompassPoint.text($0))" } ?? ""))
    } else if let direction = current?.windDirection {
      wind.append("Wind from \(CompassPoint.text(direction))")
    }
    if let gusts = current?.windGusts {
      wind.append(wind.isEmpty ? "Gusts \(units.wind(gusts))" : "gusts \(units.wind(gusts))")
    }
    var air: [String] = []
    func add(_ label: String, _ value: String?) {
      guard let value else { return }
      air.append((air.isEmpty ? MinuteSummary.capitalized(label) : label) + " " + value)
    }
    add("humidity", current?.humidity.map(Percent.text))
    add("dew point", current?.dewPoint.map(units.temperature))
    add("pressure", current?.pressure.map(units.pressure))
    add("UV", current?.uvIndex.map(UVIndex.text))
    return [wind, air].filter { !$0.isEmpty }.map { $0.concatenated(separator: ", ") }
  }

  /// "Sunrise 07:45, sunset 16:02 (in 3h 20m), waxing gibbous 🌔": today's,
  /// tomorrow's after sunset (the day `{sunrise}` shows); the moon alone
  /// when the provider has no sun times.
  var sunLines: [String] {
    let t = Int64(now.rounded(.down))
    let daily = forecast.daily
    var parts: [String] = []
    if let row = ShownDay.index(in: daily, zone: zone, at: t) {
      let left = ShownDay.daylight(in: daily, row: row, at: t).map {
        " (in \(ShownDay.duration($0)))"
      }
      let rise = daily.sunrise[row]
      let set = daily.sunset[row]
      let beforeRise = rise.map { t < $0 } ?? false
      if let rise {
        parts.append("Sunrise \(clock.time(rise, in: zone))" + (beforeRise ? left ?? "" : ""))
      }
      if let set {
        parts.append(
          (parts.isEmpty ? "Sunset " : "sunset ") + clock.time(set, in: zone)
            + (beforeRise ? "" : left ?? ""))
      }
    }
    let phase = MoonPhase(at: t)
    let moon = icons == .text ? phase.name : "\(phase.name) \(icons.moon(phase))"
    parts.append(parts.isEmpty ? MinuteSummary.capitalized(moon) : moon)
    return [parts.concatenated(separator: ", ")]
  }

  func hourLines(_ count: Int, columns: [HourColumn]) -> [String] {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let ahead = HourlyConvention.unended(in: hourly, at: t).prefix(count)
    guard !ahead.isEmpty else { return [] }
    let unknown = Self.unknown
    var rows = [["Time"] + columns.map { $0.header }]
    for i in ahead {
      var row = [clock.time(hourly.hourStart(i), in: zone)]
      for column in columns {
        switch column {
        case .icon:
          row.append(
            hourly.condition[i].map {
              icons.icon(
                for: $0, isDay: isDay(HourlyConvention.middle(ofHourEnding: hourly.time[i])))
            } ?? "")
        case .temp: row.append(hourly.temperature[i].map(units.temperature) ?? unknown)
        case .feels: row.append(hourly.apparentTemperature[i].map(units.temperature) ?? unknown)
        case .wind: row.append(hourly.windSpeed[i].map(units.wind) ?? unknown)
        case .rain: row.append(hourly.precipitationProbability[i].map(Percent.text) ?? unknown)
        case .amount: row.append(hourly.precipitation[i].map(units.precipitation) ?? unknown)
        }
      }
      rows.append(row)
    }
    var numbers: [Int] = []
    for i in 0..<columns.count where columns[i] != .icon { numbers.append(i + 1) }
    return [""] + TextColumns.align(rows, rightAligned: numbers)
  }

  func dayLines(_ count: Int, columns: [DayColumn]) -> [String] {
    let t = Int64(now.rounded(.down))
    let daily = forecast.daily
    // From today on, by the place's calendar.
    let firstDay = zone.day(t)
    let shown = daily.time.indices.filter { zone.day(startingNear: daily.time[$0]) >= firstDay }
      .prefix(count)
    guard !shown.isEmpty else { return [] }
    let unknown = Self.unknown
    var rows = [["Day"] + columns.map { $0.header }]
    for i in shown {
      var row = [ClockStyle.day(zone.day(startingNear: daily.time[i]))]
      for column in columns {
        switch column {
        case .icon: row.append(daily.condition[i].map { icons.icon(for: $0, isDay: true) } ?? "")
        case .min: row.append(daily.temperatureMin[i].map(units.temperature) ?? unknown)
        case .max: row.append(daily.temperatureMax[i].map(units.temperature) ?? unknown)
        case .wind: row.append(daily.windSpeedMax[i].map(units.wind) ?? unknown)
        case .rain:
          row.append(daily.precipitationProbabilityMax[i].map(Percent.text) ?? unknown)
        case .amount: row.append(daily.precipitationSum[i].map(units.precipitation) ?? unknown)
        case .sunrise: row.append(daily.sunrise[i].map { clock.time($0, in: zone) } ?? unknown)
        case .sunset: row.append(daily.sunset[i].map { clock.time($0, in: zone) } ?? unknown)
        }
      }
      rows.append(row)
    }
    // Every column right-aligned but the icon's.
    var numbers: [Int] = []
    for i in 0..<columns.count where columns[i] != .icon { numbers.append(i + 1) }
    return [""] + TextColumns.align(rows, rightAligned: numbers)
  }

  private func isDay(_ t: Int64) -> Bool {
    RainOutlook.isDaytime(forecast: forecast, zone: zone, at: t)
  }
}

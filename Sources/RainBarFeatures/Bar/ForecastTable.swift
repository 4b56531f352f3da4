import RainBarEngine
import RainBarModel

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
  /// The place's trips (the `trips` section) and the rain floor they are judged by.
  public var trips: [Trip] = []
  /// The calendar events at the place (the `events` section).
  public var events: [TripOccurrence] = []
  public var rainFloor = Options.rainFloor.defaultValue

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
  /// order; a table (and the warnings) after a blank line. Sentences are
  /// wrapped to the tooltip's width unless `wrap` is false (a notification:
  /// its server wraps to its own width); the tables never are.
  public func lines(
    _ layout: TooltipLayout, warnings: WarningLines? = nil, air: AirLines? = nil,
    wrap: Bool = true
  ) -> [String] {
    var header = tr("%s, %s", location.name, Age.ago(now - fetchedAt))
    if let notRenewed { header += tr(" (not renewed: %s)", notRenewed) }
    let wrapped = wrap ? Self.wrapped : { $0 }
    var lines = wrapped([header])
    for section in layout.sections {
      switch section {
      case .minutes: lines += wrapped(minuteLines)
      case .summary: lines += wrapped(summaryLines)
      case .now: lines += wrapped(nowLines)
      case .sun: lines += wrapped(sunLines)
      case .air: lines += wrapped(air?.lines ?? [])
      case .trips: lines += wrapped(tripLines)
      case .events: lines += wrapped(eventLines)
      case .hours: lines += hourLines(layout.hours, columns: layout.hourColumns)
      case .days: lines += dayLines(layout.days, columns: layout.dayColumns)
      case .warnings:
        lines += wrapped(warnings?.tooltip(limit: TooltipLayout.warningLines) ?? [])
      }
    }
    if Language.active?.isRightToLeft == true { return Self.rightToLeft(lines) }
    return lines
  }

  /// Each line starting with a right-to-left mark (the table's rows have it
  /// already): Pango sets a line's direction by its first strong letter, so
  /// a line that begins with a place's Latin name or an English warning
  /// would otherwise run left to right, aligned to the other side.
  package static func rightToLeft(_ lines: [String]) -> [String] {
    lines.map { line in
      line.isEmpty || line.hasPrefix(TextColumns.rightToLeftMark)
        ? line : TextColumns.rightToLeftMark + line
    }
  }

  /// Each line of `lines` at most `LineWrap.tooltipWidth` columns wide.
  package static func wrapped(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines { result += LineWrap.lines(line) }
    return result
  }

  private static let unknown = "–"

  /// The trips of the next 24 hours (at most 5), each with its chance.
  package var tripLines: [String] {
    guard !trips.isEmpty else { return [] }
    let t = Int64(now.rounded(.down))
    let coming = TripOccurrence.coming(trips, now: t, horizon: t + 86_400, zone: zone)
    guard !coming.isEmpty else { return [tr("No trips in the next 24 hours.")] }
    return coming.prefix(5).map {
      TripOutlook($0, forecast: forecast, now: t, floor: rainFloor, alertThreshold: threshold)
        .line(clock: clock, zone: zone, now: t)
    }
  }

  /// The calendar events here of the next 24 hours (at most 5), each with its chance.
  package var eventLines: [String] {
    let t = Int64(now.rounded(.down))
    let coming = events.filter { $0.end > t && $0.start < t + 86_400 }
    guard !coming.isEmpty else { return [tr("No calendar events here in the next 24 hours.")] }
    return coming.prefix(5).flatMap {
      [
        TripOutlook($0, forecast: forecast, now: t, floor: rainFloor, alertThreshold: threshold)
          .line(clock: clock, zone: zone, now: t)
      ] + ($0.note.map { [$0] } ?? [])
    }
  }

  /// Minute-level data's sentence and strip, or why there is none.
  package var minuteLines: [String] {
    if let minute {
      // The strip names its source: "13:00 ▁▂▄ 15:00 (radar, 5 min)".
      let source = forecast.minutely.map(MinuteSummary.source)
      let strip = minute.strip.map { strip in
        // TRANSLATORS: the minutes' strip, then where they come from ("radar, 5 min").
        source.map { tr("%s (%s)", strip, $0) } ?? strip
      }
      return [minute.sentence] + (strip.map { [$0] } ?? []) + radarLine
    } else if let why = forecast.minutely?.status.explanation {
      return [tr("No minute-level data: %s.", why)] + radarLine
    }
    return radarLine
  }

  /// Why a radar's minutes are not shown: their scan is too old.
  private var radarLine: [String] {
    guard let age = forecast.minutely?.radarPassedOver else { return [] }
    // TRANSLATORS: the radar's minutes are not used because its latest scan is old ("1 h", "40 min"); the model's are shown.
    return [tr("Radar not used: its latest scan is %s old.", MinuteSummary.words(Int(age / 60)))]
  }

  /// The hourly sentence (after minute-level data's reach, when there is
  /// some: it speaks of now), the conditions now and the bar's chance of rain.
  package var summaryLines: [String] {
    var lines = [
      RainSummary.sentence(
        forecast: forecast, zone: zone, now: self.now, threshold: threshold, clock: clock,
        after: minute?.outlook.horizon, shown: minute?.reach)
    ]
    var now = [outlook.condition?.description ?? trc("condition", "Unknown")]
    // Isolated like a message's argument: in Arabic "12°C" after a word
    // would otherwise be drawn "C°12".
    if let temperature = outlook.temperature {
      let text = units.temperature(temperature)
      now.append(Language.active?.isRightToLeft == true ? MessageFormat.isolated(text) : text)
    }
    if let feels = outlook.apparentTemperature {
      now.append(tr("feels %s", units.temperature(feels)))
    }
    if let wind = outlook.windSpeed { now.append(tr("wind %s", units.wind(wind))) }
    lines.append(tr("Now: %s", now.concatenated(separator: tr(", "))))
    // The bar's number, labelled: the highest hourly chance, not this hour's.
    lines.append(
      tr(
        "Next %s h: %s", String(windowHours),
        outlook.chanceOfRain.map { tr("up to %s chance of rain", Percent.text($0)) }
          ?? tr("chance of rain unknown")))
    return lines
  }

  /// "Wind 15 km/h from SW, gusts 31 km/h" and "Humidity 87%, dew point
  /// 9°C, pressure 1008 hPa, UV 0 low": what the provider has of them.
  package var nowLines: [String] {
    let current = forecast.current
    var wind: [String] = []
    if let speed = outlook.windSpeed {
      wind.append(
        current?.windDirection.map {
          tr("Wind %s from %s", units.wind(speed), CompassPoint.text($0))
        } ?? tr("Wind %s", units.wind(speed)))
    } else if let direction = current?.windDirection {
      wind.append(tr("Wind from %s", CompassPoint.text(direction)))
    }
    if let gusts = current?.windGusts {
      wind.append(
        wind.isEmpty ? tr("Gusts %s", units.wind(gusts)) : tr("gusts %s", units.wind(gusts)))
    }
    // The first of the line begins with a capital.
    var air: [String] = []
    if let humidity = current?.humidity.map(Percent.text) {
      air.append(air.isEmpty ? tr("Humidity %s", humidity) : tr("humidity %s", humidity))
    }
    if let dewPoint = current?.dewPoint.map(units.temperature) {
      air.append(air.isEmpty ? tr("Dew point %s", dewPoint) : tr("dew point %s", dewPoint))
    }
    if let pressure = current?.pressure.map(units.pressure) {
      air.append(air.isEmpty ? tr("Pressure %s", pressure) : tr("pressure %s", pressure))
    }
    if let uv = current?.uvIndex.map(UVIndex.text) {
      air.append(tr("UV %s", uv))
    }
    return [wind, air].filter { !$0.isEmpty }.map { $0.concatenated(separator: tr(", ")) }
  }

  /// "Sunrise 07:45, sunset 16:02 (in 3h 20m), waxing gibbous 🌔": today's,
  /// tomorrow's after sunset (the day `{sunrise}` shows); "Polar night, …" or
  /// "Midnight sun, …" on such a day; the moon alone when the provider has no
  /// sun times.
  package var sunLines: [String] {
    let t = Int64(now.rounded(.down))
    let daily = forecast.daily
    var parts: [String] = []
    let row = ShownDay.index(in: daily, zone: zone, at: t)
    if let polar = row.flatMap({ PolarDay(daily, row: $0) }) {
      parts.append(MinuteSummary.capitalized(polar.words))
    } else if let row {
      let left = ShownDay.daylight(in: daily, row: row, at: t).map {
        tr(" (in %s)", ShownDay.duration($0))
      }
      let rise = daily.sunrise[row]
      let set = daily.sunset[row]
      let beforeRise = rise.map { t < $0 } ?? false
      if let rise {
        parts.append(tr("Sunrise %s", clock.time(rise, in: zone)) + (beforeRise ? left ?? "" : ""))
      }
      if let set {
        parts.append(
          (parts.isEmpty
            ? tr("Sunset %s", clock.time(set, in: zone))
            : tr("sunset %s", clock.time(set, in: zone)))
            + (beforeRise ? "" : left ?? ""))
      }
    }
    let phase = MoonPhase(at: t)
    let moon = icons == .text ? phase.name : "\(phase.name) \(icons.moon(phase))"
    parts.append(parts.isEmpty ? MinuteSummary.capitalized(moon) : moon)
    return [parts.concatenated(separator: tr(", "))]
  }

  package func hourLines(_ count: Int, columns: [HourColumn]) -> [String] {
    let t = Int64(now.rounded(.down))
    let hourly = forecast.hourly
    let ahead = HourlyConvention.unended(in: hourly, at: t).prefix(count)
    guard !ahead.isEmpty else { return [] }
    let unknown = Self.unknown
    var rows = [[tr("Time")] + columns.map { $0.header }]
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

  package func dayLines(_ count: Int, columns: [DayColumn]) -> [String] {
    let t = Int64(now.rounded(.down))
    let daily = forecast.daily
    // From today on, by the place's calendar.
    let firstDay = zone.day(t)
    let shown = daily.time.indices.filter { zone.day(startingNear: daily.time[$0]) >= firstDay }
      .prefix(count)
    guard !shown.isEmpty else { return [] }
    let unknown = Self.unknown
    var rows = [[tr("Day")] + columns.map { $0.header }]
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
        case .sunrise, .sunset:
          let time = column == .sunrise ? daily.sunrise[i] : daily.sunset[i]
          row.append(
            PolarDay.text(daily, row: i, time: time) { clock.time($0, in: zone) } ?? unknown)
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

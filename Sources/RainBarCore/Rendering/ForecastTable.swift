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

  public func lines(hours: Int, days: Int) -> [String] {
    let t = Int64(now.rounded(.down))
    let unknown = "–"
    func percent(_ value: Double?) -> String { value.map(Percent.text) ?? unknown }

    var header = tr("%s, %s", location.name, Age.ago(now - fetchedAt))
    if let notRenewed { header += tr(" (not renewed: %s)", notRenewed) }
    var lines = [header]
    if let minute {
      lines.append(minute.sentence)
      if let strip = minute.strip { lines.append(strip) }
    } else if let why = forecast.minutely?.status.explanation {
      lines.append(tr("No minute-level data: %s.", why))
    }
    lines.append(
      RainSummary.sentence(
        forecast: forecast, zone: zone, now: self.now, threshold: threshold, clock: clock))
    var now = [outlook.condition?.description ?? trc("condition", "Unknown")]
    if let temperature = outlook.temperature { now.append(units.temperature(temperature)) }
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

    let hourly = forecast.hourly
    let ahead = HourlyConvention.unended(in: hourly, at: t).prefix(hours)
    if !ahead.isEmpty {
      lines.append("")
      var rows = [[tr("Time"), "", tr("Temp"), tr("Wind"), tr("Rain")]]
      for i in ahead {
        rows.append([
          clock.time(hourly.hourStart(i), in: zone),
          hourly.condition[i].map {
            icons.icon(for: $0, isDay: isDay(HourlyConvention.middle(ofHourEnding: hourly.time[i])))
          } ?? "",
          hourly.temperature[i].map(units.temperature) ?? unknown,
          hourly.windSpeed[i].map(units.wind) ?? unknown,
          percent(hourly.precipitationProbability[i]),
        ])
      }
      lines += TextColumns.align(rows, rightAligned: [2, 3, 4])
    }

    let daily = forecast.daily
    // From today on, by the place's calendar.
    let firstDay = zone.day(t)
    let today = daily.time.indices.filter { zone.day(startingNear: daily.time[$0]) >= firstDay }
      .prefix(days)
    if !today.isEmpty {
      lines.append("")
      var rows = [[tr("Day"), "", tr("Min"), tr("Max"), tr("Wind"), tr("Rain")]]
      for i in today {
        rows.append([
          ClockStyle.day(zone.day(startingNear: daily.time[i])),
          daily.condition[i].map { icons.icon(for: $0, isDay: true) } ?? "",
          daily.temperatureMin[i].map(units.temperature) ?? unknown,
          daily.temperatureMax[i].map(units.temperature) ?? unknown,
          daily.windSpeedMax[i].map(units.wind) ?? unknown,
          percent(daily.precipitationProbabilityMax[i]),
        ])
      }
      lines += TextColumns.align(rows, rightAligned: [2, 3, 4, 5])
    }
    return lines
  }

  private func isDay(_ t: Int64) -> Bool {
    RainOutlook.isDaytime(forecast: forecast, zone: zone, at: t)
  }
}

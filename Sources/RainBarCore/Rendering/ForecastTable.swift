/// The forecast as aligned text: the header, conditions now, the next hours and
/// days. Used by the waybar tooltip and `rain-bar forecast`.
public struct ForecastTable: Sendable {
  public var forecast: Forecast
  /// The conditions now, as the bar text shows them (made once per run).
  public var outlook: RainOutlook
  public var location: Location
  public var now: Double
  public var fetchedAt: Double
  public var freshness: ForecastResult.Freshness
  public var units: Units
  public var icons: IconSet
  public var clock: ClockStyle

  public init(
    forecast: Forecast, outlook: RainOutlook, location: Location, now: Double, fetchedAt: Double,
    freshness: ForecastResult.Freshness, units: Units, icons: IconSet, clock: ClockStyle
  ) {
    self.forecast = forecast
    self.outlook = outlook
    self.location = location
    self.now = now
    self.fetchedAt = fetchedAt
    self.freshness = freshness
    self.units = units
    self.icons = icons
    self.clock = clock
  }

  public func lines(hours: Int, days: Int) -> [String] {
    let t = Int64(now.rounded(.down))
    let offset = forecast.utcOffsetSeconds
    let unknown = "–"
    func percent(_ value: Double?) -> String { value.map { "\(Rounded.integer($0))%" } ?? unknown }

    var header = "\(location.name), \(Age.text(now - fetchedAt)) ago"
    if case .stale(let reason, _) = freshness { header += " (not renewed: \(reason))" }
    var lines = [header]
    var now = [outlook.condition?.description ?? "Unknown"]
    if let temperature = outlook.temperature { now.append(units.temperature(temperature)) }
    if let feels = outlook.apparentTemperature { now.append("feels \(units.temperature(feels))") }
    if let wind = outlook.windSpeed { now.append("wind \(units.wind(wind))") }
    now.append("rain \(percent(outlook.chanceOfRain))")
    lines.append("Now: " + now.joined(separator: ", "))

    let hourly = forecast.hourly
    let ahead = HourlyConvention.unended(in: hourly, at: t).prefix(hours)
    if !ahead.isEmpty {
      lines.append("")
      var rows = [["Time", "", "Temp", "Wind", "Rain"]]
      for i in ahead {
        rows.append([
          clock.time(hourly.hourStart(i), offset: offset),
          icons.icon(
            for: hourly.condition[i],
            isDay: isDay(HourlyConvention.middle(ofHourEnding: hourly.time[i]))),
          hourly.temperature[i].map(units.temperature) ?? unknown,
          hourly.windSpeed[i].map(units.wind) ?? unknown,
          percent(hourly.precipitationProbability[i]),
        ])
      }
      lines += Self.align(rows, rightAligned: [2, 3, 4])
    }

    let daily = forecast.daily
    let today = daily.time.indices.filter { daily.time[$0] + 86_400 > t }.prefix(days)
    if !today.isEmpty {
      lines.append("")
      var rows = [["Day", "", "Min", "Max", "Wind", "Rain"]]
      for i in today {
        rows.append([
          ClockStyle.day(daily.time[i], offset: offset),
          icons.icon(for: daily.condition[i], isDay: true),
          daily.temperatureMin[i].map(units.temperature) ?? unknown,
          daily.temperatureMax[i].map(units.temperature) ?? unknown,
          daily.windSpeedMax[i].map(units.wind) ?? unknown,
          percent(daily.precipitationProbabilityMax[i]),
        ])
      }
      lines += Self.align(rows, rightAligned: [2, 3, 4, 5])
    }
    return lines
  }

  /// Scalars, not counting variation selectors (an emoji with U+FE0F is one icon).
  static func width(_ text: String) -> Int {
    var n = 0
    for scalar in text.unicodeScalars where scalar.value != 0xFE0F { n += 1 }
    return n
  }

  private func isDay(_ t: Int64) -> Bool {
    RainOutlook.isDaytime(forecast: forecast, at: t)
  }

  /// Pads columns to a common width, counted in Unicode scalars (cheap, and
  /// exact for these cells: digits, letters, '°', '%', '–', and icons of one width).
  static func align(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    let lengths = rows.map { $0.map { Self.width($0) } }
    for row in lengths {
      for (i, length) in row.enumerated() { widths[i] = max(widths[i], length) }
    }
    return rows.indices.map { r in
      let row = rows[r]
      var cells: [String] = []
      for (i, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[i] - lengths[r][i])
        cells.append(rightAligned.contains(i) ? pad + cell : cell + pad)
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

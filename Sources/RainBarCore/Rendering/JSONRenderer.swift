/// Structured data for scripts (`--format json`, `forecast --json`), in the
/// display units. Exit 1 with `{"error": …}` when there is nothing to show.
public struct JSONRenderer: BarRenderer {
  public var hours: Int
  public var days: Int

  public init(hours: Int = 48, days: Int = 7) {
    self.hours = hours
    self.days = days
  }

  public func render(_ content: BarContent, _ options: RenderOptions) -> (
    stdout: String, exitCode: Int32
  ) {
    guard let snapshot = content.snapshot else {
      let failure = content.failure?.rawValue ?? "error"
      return (
        JSONText.object([
          ("error", JSONText.string(content.reason ?? "")), ("state", JSONText.string(failure)),
        ]) + "\n", ExitCode.failure
      )
    }
    return (document(content, snapshot) + "\n", 0)
  }

  func document(_ content: BarContent, _ snapshot: BarContent.Snapshot) -> String {
    let forecast = snapshot.result.forecast
    let units = snapshot.settings.units
    let offset = forecast.utcOffsetSeconds
    let t = Int64(snapshot.now.rounded(.down))
    let outlook = snapshot.outlook
    func number(_ value: Double?) -> String { value.map(Rounded.oneDecimal) ?? "null" }
    func text(_ value: String?) -> String { value.map(JSONText.string) ?? "null" }
    func temperature(_ c: Double?) -> String { number(c.map(units.temperatureValue)) }
    func wind(_ kmh: Double?) -> String { number(kmh.map(units.windValue)) }
    func precipitation(_ mm: Double?) -> String { mm.map(units.precipitationNumber) ?? "null" }
    let location = snapshot.location
    var stale = "false"
    var reason = "null"
    if case .stale(let why, _) = snapshot.result.freshness {
      stale = "true"
      reason = JSONText.string(why)
    }
    let hourly = forecast.hourly
    let hourRows = HourlyConvention.unended(in: hourly, at: t).prefix(hours).map { i in
      JSONText.object([
        ("time", String(hourly.hourStart(i))),
        ("local", JSONText.string(Self.iso(hourly.hourStart(i), offset: offset, withTime: true))),
        ("condition", text(hourly.condition[i]?.rawValue)),
        ("temperature", temperature(hourly.temperature[i])),
        ("feels_like", temperature(hourly.apparentTemperature[i])),
        ("wind", wind(hourly.windSpeed[i])),
        ("chance_of_rain", number(hourly.precipitationProbability[i])),
        ("precipitation", precipitation(hourly.precipitation[i])),
      ])
    }
    let daily = forecast.daily
    let dayRows = daily.time.indices.filter { daily.time[$0] + 86_400 > t }.prefix(days).map { i in
      JSONText.object([
        ("date", JSONText.string(Self.iso(daily.time[i], offset: offset, withTime: false))),
        ("condition", text(daily.condition[i]?.rawValue)),
        ("min", temperature(daily.temperatureMin[i])),
        ("max", temperature(daily.temperatureMax[i])),
        ("wind", wind(daily.windSpeedMax[i])),
        ("chance_of_rain", number(daily.precipitationProbabilityMax[i])),
        ("precipitation", precipitation(daily.precipitationSum[i])),
      ])
    }
    return JSONText.object([
      (
        "location",
        JSONText.object([
          ("name", JSONText.string(location.name)), ("country", text(location.country)),
          ("latitude", Decimal4.format(location.latitude)),
          ("longitude", Decimal4.format(location.longitude)),
          ("timezone", text(forecast.timezone ?? location.timezone)),
        ])
      ),
      ("fetched_at", String(Int64(saturating: snapshot.result.fetchedAt))),
      ("age_seconds", String(max(0, Int64(saturating: snapshot.now - snapshot.result.fetchedAt)))),
      ("stale", stale),
      ("reason", reason),
      (
        "units",
        JSONText.object([
          ("temperature", JSONText.string(units.temperatureUnit)),
          ("wind", JSONText.string(units.windUnit)),
          ("precipitation", JSONText.string(units.precipitationUnit)),
        ])
      ),
      (
        "now",
        JSONText.object([
          ("condition", text(outlook.condition?.rawValue)),
          ("temperature", temperature(outlook.temperature)),
          ("feels_like", temperature(outlook.apparentTemperature)),
          ("wind", wind(outlook.windSpeed)),
          ("chance_of_rain", number(outlook.chanceOfRain)),
          ("precipitation", precipitation(outlook.precipitation)),
          ("rain_likely", content.rainLikely ? "true" : "false"),
        ])
      ),
      ("hourly", JSONText.array(hourRows)),
      ("daily", JSONText.array(dayRows)),
    ])
  }

  /// "2026-11-30T13:00" or "2026-11-30", local time.
  static func iso(_ t: Int64, offset: Int, withTime: Bool) -> String {
    let f = CivilTime.fields(t, offset: offset)
    let date = "\(f.year)-\(ClockStyle.two(f.month))-\(ClockStyle.two(f.day))"
    return withTime ? date + "T\(ClockStyle.two(f.hour)):\(ClockStyle.two(f.minute))" : date
  }
}

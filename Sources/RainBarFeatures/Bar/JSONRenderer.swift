import RainBarEngine
import RainBarModel

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

  package func document(_ content: BarContent, _ snapshot: BarContent.Snapshot) -> String {
    let forecast = snapshot.result.forecast
    let units = snapshot.settings.units
    let zone = snapshot.zone
    let t = Int64(snapshot.now.rounded(.down))
    let outlook = snapshot.outlook
    func number(_ value: Double?) -> String { value.map(Rounded.oneDecimal) ?? "null" }
    func text(_ value: String?) -> String { value.map(JSONText.string) ?? "null" }
    func temperature(_ c: Double?) -> String { number(c.map(units.temperatureValue)) }
    func wind(_ kmh: Double?) -> String { number(kmh.map(units.windValue)) }
    func precipitation(_ mm: Double?) -> String { mm.map(units.precipitationNumber) ?? "null" }
    func time(_ t: Int64?) -> String { t.map { String($0) } ?? "null" }
    let current = forecast.current
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
        ("local", JSONText.string(Self.iso(zone.fields(hourly.hourStart(i)), withTime: true))),
        ("condition", text(hourly.condition[i]?.rawValue)),
        ("temperature", temperature(hourly.temperature[i])),
        ("feels_like", temperature(hourly.apparentTemperature[i])),
        ("wind", wind(hourly.windSpeed[i])),
        ("chance_of_rain", number(hourly.precipitationProbability[i])),
        ("precipitation", precipitation(hourly.precipitation[i])),
      ])
    }
    let daily = forecast.daily
    // From today on, by the place's calendar.
    let today = zone.day(t)
    let shown = daily.time.indices.filter { zone.day(startingNear: daily.time[$0]) >= today }
    let dayRows = shown.prefix(days).map { i in
      let date = TimeZoneRules.date(ofDay: zone.day(startingNear: daily.time[i]))
      // A polar night's or midnight sun's times are no sunrise or sunset.
      let polar = PolarDay(daily, row: i)
      return JSONText.object([
        ("date", JSONText.string(Self.iso(date, withTime: false))),
        ("condition", text(daily.condition[i]?.rawValue)),
        ("min", temperature(daily.temperatureMin[i])),
        ("max", temperature(daily.temperatureMax[i])),
        ("wind", wind(daily.windSpeedMax[i])),
        ("chance_of_rain", number(daily.precipitationProbabilityMax[i])),
        ("precipitation", precipitation(daily.precipitationSum[i])),
        ("sunrise", time(polar == nil ? daily.sunrise[i] : nil)),
        ("sunset", time(polar == nil ? daily.sunset[i] : nil)),
        ("polar", text(polar?.rawValue)),
      ])
    }
    return JSONText.object(
      [
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
        (
          "age_seconds", String(max(0, Int64(saturating: snapshot.now - snapshot.result.fetchedAt)))
        ),
        ("stale", stale),
        ("reason", reason),
        (
          "units",
          JSONText.object([
            ("temperature", JSONText.string(units.temperatureUnit)),
            ("wind", JSONText.string(units.windUnit)),
            ("precipitation", JSONText.string(units.precipitationUnit)),
            ("precipitation_rate", JSONText.string(units.precipitationUnit + "/h")),
            ("pressure", JSONText.string(units.pressureScale.symbol)),
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
            ("rain_soon", content.rainSoon ? "true" : "false"),
            ("raining", content.raining ? "true" : "false"),
            // What the provider has of them (Open-Meteo: when a template or
            // the tooltip shows them); null otherwise, never 0.
            ("humidity", number(current?.humidity)),
            ("dew_point", temperature(current?.dewPoint)),
            ("wind_direction", number(current?.windDirection)),
            ("gusts", wind(current?.windGusts)),
            ("pressure", current?.pressure.map(units.pressureNumber) ?? "null"),
            ("uv_index", number(current?.uvIndex)),
          ])
        ),
        ("sun", sun(snapshot)),
        ("minutely", minutely(content, snapshot)),
        ("hourly", JSONText.array(hourRows)),
        ("daily", JSONText.array(dayRows)),
      ]
        + (content.warnings.map {
          [
            (
              "warnings",
              WarningsJSON.object($0, active: content.activeWarnings, zone: snapshot.zone)
            )
          ]
        } ?? [])
        + (content.air.map {
          [
            (
              "air_quality",
              AirQualityJSON.object($0, scale: snapshot.settings.aqiScale, now: snapshot.now)
            )
          ]
        } ?? []))
  }

  /// The day `{sunrise}` and `{sunset}` show (today, tomorrow after
  /// sunset): its sun times (null where the provider has none, and on a
  /// polar night or a day of midnight sun: `polar` "night" or "day"), and the
  /// moon's phase.
  package func sun(_ snapshot: BarContent.Snapshot) -> String {
    let daily = snapshot.result.forecast.daily
    let t = Int64(snapshot.now.rounded(.down))
    let row = ShownDay.index(in: daily, zone: snapshot.zone, at: t)
    let polar = row.flatMap { PolarDay(daily, row: $0) }
    func time(_ times: [Int64?]) -> String {
      guard polar == nil, let row, let t = times[row] else { return "null" }
      return String(t)
    }
    return JSONText.object([
      ("sunrise", time(daily.sunrise)),
      ("sunset", time(daily.sunset)),
      ("polar", polar.map { JSONText.string($0.rawValue) } ?? "null"),
      ("moon", JSONText.string(MoonPhase(at: t).name)),
    ])
  }

  /// The minute series from the step that contains now, and what it says
  /// (the phrase's parts as data); null when the provider gave none.
  package func minutely(_ content: BarContent, _ snapshot: BarContent.Snapshot) -> String {
    guard let minutely = snapshot.result.forecast.minutely else { return "null" }
    let units = snapshot.settings.units
    let zone = snapshot.zone
    let t = Int64(snapshot.now.rounded(.down))
    func rate(_ mm: Double?) -> String { mm.map(units.precipitationNumber) ?? "null" }
    func time(_ t: Int64?) -> String { t.map { String($0) } ?? "null" }
    func text(_ value: String?) -> String { value.map(JSONText.string) ?? "null" }
    var members = [("status", JSONText.string(minutely.status.rawValue))]
    guard minutely.status == .ok else { return JSONText.object(members) }
    let steps = (0..<minutely.count).filter { minutely.stepStart($0 + 1) > t }.map { i in
      JSONText.object([
        ("time", String(minutely.stepStart(i))),
        ("local", JSONText.string(Self.iso(zone.fields(minutely.stepStart(i)), withTime: true))),
        ("intensity", rate(minutely.intensity[i])),
        ("chance_of_rain", minutely.probability[i].map(Rounded.oneDecimal) ?? "null"),
        ("kind", text(minutely.kind[i]?.rawValue)),
      ])
    }
    members += [
      ("source", JSONText.string(minutely.source.rawValue)),
      ("interval_seconds", String(minutely.interval)),
      ("resolution_seconds", String(minutely.resolution)),
      ("steps", JSONText.array(steps)),
    ]
    guard let summary = snapshot.minuteSummary else {
      members.append(("outlook", "null"))
      return JSONText.object(members)
    }
    let o = summary.outlook
    let peak = o.peak.map { peak in
      JSONText.object([("time", String(o.rounded(peak.time))), ("intensity", rate(peak.intensity))])
    }
    members.append(
      (
        "outlook",
        JSONText.object([
          ("state", JSONText.string(o.state.rawValue)),
          ("kind", JSONText.string(summary.noun)),
          ("starts_at", time(o.shownOnset)),
          ("minutes_until_start", o.onset.map { String(o.minutes(until: $0)) } ?? "null"),
          ("ends_at", time(o.end.map(o.rounded))),
          ("restarts_at", time(o.restart.map(o.rounded))),
          ("data_until", String(o.horizon)),
          ("intensity", rate(o.intensity)),
          ("intensity_word", text(o.intensity.map { RainIntensity($0).rawValue })),
          ("peak", peak ?? "null"),
          ("rain_in", text(content.values[.rainIn])),
          ("rain_until", text(content.values[.rainUntil])),
          ("next_rain", text(content.values[.nextRain])),
          ("sentence", JSONText.string(summary.sentence)),
        ])
      ))
    return JSONText.object(members)
  }

  /// "2026-11-30T13:00" or "2026-11-30", local time.
  package static func iso(_ f: CivilTime.Fields, withTime: Bool) -> String {
    let date = "\(f.year)-\(ClockStyle.two(f.month))-\(ClockStyle.two(f.day))"
    return withTime ? date + "T\(ClockStyle.two(f.hour)):\(ClockStyle.two(f.minute))" : date
  }
}

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The constructed Berlin forecast seen at 2026-11-30 12:15 UTC, under a hostile place name.
enum RenderingFixture {
  static let hostileName = "Rock & Roll <Town> %{F#f00}"
  static let now = 1_796_040_900.0

  static func content(
    name: String = hostileName, freshness: ForecastResult.Freshness = .fresh,
    fetchedAt: Double = now, units: Units = .metric, icons: IconSet = .emoji,
    clock: ClockStyle = .h24, warnings: WarningsResult? = nil
  ) throws -> BarContent {
    let forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    return BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: fetchedAt, freshness: freshness),
      zone: try Fixture.berlin, location: Location(name: name, latitude: 52.52, longitude: 13.41),
      now: now,
      settings: BarContent.Settings(units: units, icons: icons, clock: clock), warnings: warnings)
  }

  /// The constructed Berlin forecast with its 15-minute steps (light rain
  /// 12:45-13:45 UTC, again 14:00-14:15; 13:45 to 15:15 in Berlin), seen at `now`.
  static func minuteContent(
    now: Double = now, units: Units = .metric, icons: IconSet = .emoji, clock: ClockStyle = .h24,
    name: String = "Berlin", warnings: WarningsResult? = nil, air: AirQualityResult? = nil,
    trips: [Trip] = [], events: [TripOccurrence] = [], pastRain: PastRain? = nil
  ) throws -> BarContent {
    var forecast = try OpenMeteoProvider(userAgent: "t").decode(
      try Fixture.openMeteo("openmeteo-constructed-berlin-rain-minutely15-unixtime.json"))
    forecast.pastRain = pastRain
    var settings = BarContent.Settings(units: units, icons: icons, clock: clock)
    settings.trips = trips
    settings.events = events
    return BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: self.now, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: name, latitude: 52.52, longitude: 13.41), now: now,
      settings: settings, warnings: warnings, air: air)
  }

  /// The constructed air-quality answer for Berlin, as a run has it.
  static func air() throws -> AirQualityResult {
    let bytes = try Fixture.openMeteo("openmeteo-air-quality-berlin-unixtime-constructed.json").body
    let needs = AirNeeds(current: [.europeanAQI] + AirVariable.pollen, hourly: [.europeanAQI])
    return AirQualityResult(air: AirQualityReader.answer(bytes, needs: needs), fetchedAt: now)
  }

  /// A severe thunderstorm warning in force at `now` (hostile text), and a
  /// minor one starting in two hours.
  static let warnings = WarningsResult(
    source: "DWD",
    warnings: [
      Warning(
        id: "minor-1", level: .minor, event: "Frost", onset: Int64(now) + 7200,
        ends: Int64(now) + 36_000, issuer: "DWD"),
      Warning(
        id: "storm-1", level: .severe, event: "Gewitter <b>& Hagel</b> %{F#f00}",
        headline: "Amtliche UNWETTERWARNUNG vor GEWITTER", description: "Es treten Gewitter auf.",
        instruction: "Schließen Sie Fenster.", onset: Int64(now) - 600, ends: Int64(now) + 36_000,
        issuer: "DWD"),
    ])

  static var stale: ForecastResult.Freshness {
    .stale(reason: "Open-Meteo is failing (HTTP 503).", offline: false)
  }

  static var offline: ForecastResult.Freshness {
    .stale(
      reason: "Cannot connect to api.open-meteo.com (offline, or the service is down).",
      offline: true)
  }

  static func options(_ template: String = Template.defaultText, pango: Bool = false)
    throws -> RenderOptions
  {
    RenderOptions(template: try Template(template), pango: pango)
  }

  static func failed(icons: IconSet = .emoji) -> BarContent {
    BarContent(
      failure: .offline,
      reason: "Cannot connect to api.open-meteo.com (offline, or the service is down).",
      location: hostileName, icons: icons)
  }
}

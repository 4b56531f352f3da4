import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The tooltip a person shapes (`tooltip=`, `hour-columns=`, `day-columns=`):
/// exact lines on each provider's fixtures, the standard layout unchanged.
@Suite struct TooltipLayoutTests {
  static let extras = "openmeteo-constructed-berlin-rain-extras-unixtime.json"

  func layout(
    _ sections: String? = nil, hours: Int = 5, days: Int = 2, hourColumns: String? = nil,
    dayColumns: String? = nil
  ) -> TooltipLayout {
    TooltipLayout(
      sections: sections, hours: hours, days: days, hourColumns: hourColumns,
      dayColumns: dayColumns)
  }

  func content(
    _ forecast: Forecast, _ layout: TooltipLayout, now: Double? = nil, units: Units = .metric,
    icons: IconSet = .emoji, warnings: WarningsResult? = nil
  ) throws -> BarContent {
    let now = try now ?? Double(#require(forecast.current?.time))
    return BarContent(
      result: ForecastResult(forecast: forecast, fetchedAt: now, freshness: .fresh),
      zone: .fixed(forecast.utcOffsetSeconds),
      location: Location(name: "Here", latitude: 0, longitude: 0), now: now,
      settings: BarContent.Settings(units: units, icons: icons, clock: .h24, tooltip: layout),
      warnings: warnings)
  }

  func openMeteo(_ name: String = extras) throws -> Forecast {
    try OpenMeteoProvider(userAgent: "t").decode(try Fixture.openMeteo(name))
  }

  func pirateWeather() throws -> Forecast {
    try PirateWeatherProvider(key: "k", userAgent: "t").decode(
      HTTPResponse(
        status: 200, body: try Fixture.bytes("dark-sky/pirateweather-newyork-full-v2.9.1.json")))
  }

  func metNorway(_ name: String) throws -> Forecast {
    try METNorwayProvider(userAgent: "t").decode(
      HTTPResponse(status: 200, body: try Fixture.bytes("met-no/" + name)))
  }

  /// Listing the standard sections gives today's tooltip, byte for byte.
  @Test func standardLayoutIsTodaysTooltip() throws {
    let forecast = try openMeteo()
    let listed = layout(
      "minutes, summary,hours,days,warnings", hourColumns: "icon,temp,wind,rain",
      dayColumns: "icon,min,max,wind,rain")
    #expect(listed == .standard)
    #expect(
      try content(forecast, listed, warnings: RenderingFixture.warnings).tooltip
        == content(forecast, .standard, warnings: RenderingFixture.warnings).tooltip)
  }

  @Test func shapedTooltip() throws {
    let shaped = layout(
      "now,sun,summary,hours,days", hours: 3, days: 2, hourColumns: "temp,feels,rain,amount",
      dayColumns: "min,max,sunrise,sunset")
    #expect(
      try content(openMeteo(), shaped).tooltip == [
        "Here, 0s ago",
        "Wind 15 km/h from SW, gusts 31 km/h",
        "Humidity 87%, dew point 9°C, pressure 1008 hPa, UV 0 low",
        "Sunrise 07:30, sunset 15:40 (in 2h 25m), last quarter 🌗",
        "Rain likely from 16:00 (90%), dry again by 19:00.",
        "Now: Rain, 12°C, feels 9°C, wind 15 km/h",
        "Next 3 h: up to 80% chance of rain",
        "",
        "Time   Temp  Feels  Rain  Amount",
        "13:00  12°C    9°C   10%  0.0 mm",
        "14:00  12°C    9°C   30%  0.1 mm",
        "15:00  11°C    9°C   55%  0.4 mm",
        "",
        "Day         Min   Max  Sunrise  Sunset",
        "Mon 30 Nov  6°C  12°C    07:30   15:40",
        "Tue 01 Dec  5°C  10°C    07:30   15:40",
      ])
  }

  /// By day the time to sunset; after sunset tomorrow's sunrise and the time
  /// to it; without sun times (MET Norway) the moon alone.
  @Test func sunSection() throws {
    let forecast = try openMeteo()
    let sun = layout("sun")
    let evening = Double(try #require(forecast.daily.sunset[0])) + 3600
    #expect(
      try content(forecast, sun, now: evening).tooltip.dropFirst() == [
        "Sunrise 07:30 (in 14h 50m), sunset 15:40, last quarter 🌗"
      ])
    let dawn = Double(try #require(forecast.daily.sunrise[0])) - 600
    #expect(
      try content(forecast, sun, now: dawn, icons: .text).tooltip.dropFirst() == [
        "Sunrise 07:30 (in 10m), sunset 15:40, last quarter"
      ])
    #expect(
      try content(pirateWeather(), sun).tooltip.dropFirst() == [
        "Sunrise 07:00, sunset 17:19 (in 35m), waning gibbous 🌖"
      ])
    #expect(
      try content(metNorway("metno-complete-london-2020.json"), sun, icons: .nerd).tooltip
        .dropFirst() == ["New moon \u{E38D}"])
  }

  /// The now section on each provider: what its answer has, nothing for
  /// what it lacks (never 0).
  @Test func nowOnEveryProvider() throws {
    let now = layout("now")
    #expect(
      try content(openMeteo(), now, units: Units(.imperial, pressure: .millimetresOfMercury))
        .tooltip.dropFirst() == [
          "Wind 9 mph from SW, gusts 19 mph",
          "Humidity 87%, dew point 49°F, pressure 756 mmHg, UV 0 low",
        ])
    // Not asked: only the wind the standard request has.
    #expect(
      try content(openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"), now).tooltip
        .dropFirst() == ["Wind 15 km/h"])
    #expect(
      try content(pirateWeather(), now).tooltip.dropFirst() == [
        "Wind 8 km/h from S, gusts 12 km/h",
        "Humidity 56%, dew point -8°C, pressure 1005 hPa, UV 1 low",
      ])
    #expect(
      try content(metNorway("metno-complete-london-2020.json"), now).tooltip.dropFirst() == [
        "Wind 8 km/h from N", "Humidity 47%, dew point 7°C, pressure 1023 hPa, UV 6 high",
      ])
    #expect(
      try content(metNorway("metno-compact-oslo.json"), now).tooltip.dropFirst() == [
        "Wind 22 km/h from NE", "Humidity 67%, pressure 1015 hPa",
      ])
  }

  /// Seven warnings: the tooltip lists the first 5 and says how many more;
  /// the JSON keeps all of them.
  @Test func warningsAreCapped() throws {
    let now = RenderingFixture.now
    let warnings = WarningsResult(
      source: "NWS",
      warnings: (1...7).map { n in
        Warning(
          id: "w\(n)", level: .moderate, event: "Wind \(n)", onset: Int64(now) - 60,
          ends: Int64(now) + 3600, issuer: "NWS")
      })
    let shown = try content(openMeteo(), layout("warnings"), now: now, warnings: warnings)
    #expect(
      shown.tooltip.dropFirst() == [
        "",
        "⚠️ Moderate: Wind 1 until 14:15 (NWS)",
        "⚠️ Moderate: Wind 2 until 14:15 (NWS)",
        "⚠️ Moderate: Wind 3 until 14:15 (NWS)",
        "⚠️ Moderate: Wind 4 until 14:15 (NWS)",
        "⚠️ Moderate: Wind 5 until 14:15 (NWS)",
        "and 2 more (rain-bar warnings lists them all)",
      ])
    let json = JSONRenderer().render(shown, RenderOptions(template: .standard)).stdout
    #expect((1...7).allSatisfy { json.contains(#""event":"Wind \#($0)""#) })
  }

  /// Unknown or repeated names are refused with the rule and a suggestion,
  /// from the config file as from the command line.
  @Test func unknownNamesAreRefused() throws {
    func rule(_ option: Option<String?>, _ text: String) -> String? {
      if case .invalid(let invalid) = option.spec.read(text) { return invalid.rule }
      return nil
    }
    #expect(
      rule(Options.tooltip, "summary,huors")
        == ": 'huors' is not one of 'summary', 'now', 'minutes', 'hours', 'days', 'warnings', 'sun', 'air', 'trips', 'events'; give a comma-separated list. Did you mean 'hours'?"
    )
    #expect(rule(Options.hourColumns, "temp, temp") == ": 'temp' is listed twice.")
    #expect(
      rule(Options.dayColumns, "sunrise,humidity")
        == ": 'humidity' is not one of 'icon', 'min', 'max', 'wind', 'rain', 'amount', 'sunrise', 'sunset'; give a comma-separated list."
    )
    #expect(rule(Options.tooltip, "") == nil && rule(Options.tooltip, "now , sun") == nil)
    do {
      _ = try Settings(
        document: KeyFileDocument(groups: [
          .init(name: "rain-bar", entries: [(key: "tooltip", value: "sumary")])
        ]), path: "/c")
      Issue.record("tooltip=sumary was accepted")
    } catch {
      #expect(
        error.problem
          == "[rain-bar] tooltip: the value 'sumary' is invalid: 'sumary' is not one of 'summary', 'now', 'minutes', 'hours', 'days', 'warnings', 'sun', 'air', 'trips', 'events'; give a comma-separated list. Did you mean 'summary'?"
      )
    }
  }

  /// Open-Meteo is asked for the current extras only when the tooltip's
  /// now section (or the template) shows them: the standard request is
  /// unchanged.
  @Test func nowSectionAsksForTheExtras() throws {
    func request(_ entries: [(key: String, value: String)], format: String = "plain") throws
      -> String
    {
      let settings = try Settings(
        document: KeyFileDocument(groups: [.init(name: "rain-bar", entries: entries)]),
        path: "/c")
      let options = try RunOptions(
        Commands.parser.parse(["show", "--format", format]), settings: settings, configError: nil,
        environment: [:])
      let provider = OpenMeteoProvider.descriptor.make(
        ProviderSetup(baseURL: "http://x/v1/forecast", key: "", userAgent: "t", options: options))
      return provider.request(
        for: Location(name: "x", latitude: 52.52, longitude: 13.41), timeout: 3
      )
      .url
    }
    // A plain bar shows no tooltip: only the now section's extras are asked
    // (`ForecastNeeds` counts the tooltip only where the bar shows one).
    let current = "current=temperature_2m,weather_code,is_day"
    #expect(try request([]).contains(current + "&hourly="))
    #expect(
      try request([(key: "tooltip", value: "summary,sun,hours,days")]).contains(
        current + "&hourly="))
    #expect(
      try request([(key: "tooltip", value: "summary,sun,hours,days")], format: "waybar").contains(
        "current=temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day&hourly="))
    #expect(
      try request([(key: "tooltip", value: "summary,now")]).contains(
        current
          + ",relative_humidity_2m,dew_point_2m,wind_direction_10m,wind_gusts_10m,pressure_msl,uv_index&hourly="
      ))
  }

  /// The defaults help prints are the standard lists (written out in the
  /// declarations: joining them cost every bar run).
  @Test func helpNamesTheStandardLists() {
    #expect(
      Options.tooltip.spec.defaultText()
        == TooltipSection.standard.map { $0.rawValue }.joined(separator: ","))
    #expect(
      Options.hourColumns.spec.defaultText()
        == HourColumn.standard.map { $0.rawValue }.joined(separator: ","))
    #expect(
      Options.dayColumns.spec.defaultText()
        == DayColumn.standard.map { $0.rawValue }.joined(separator: ","))
  }
}

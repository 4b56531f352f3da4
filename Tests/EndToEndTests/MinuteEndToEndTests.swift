import Foundation
import Testing

/// Rain to the minute through the built binary, the loopback server and
/// faketime: the bar counts down from one cached answer, every format and
/// placeholder, MET Norway's nowcast asked once per freshness period, and
/// the lead-time alert on a real session bus.
@Suite(.serialized) struct MinuteEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  /// The constructed Berlin forecast with 15-minute steps: light rain
  /// 12:45-13:45 UTC (13:45-14:45 in Berlin), again 14:00-14:15.
  static let berlin = "open-meteo/openmeteo-constructed-berlin-rain-minutely15-unixtime.json"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  static func at(_ time: String) -> String { "2026-11-30 \(time):00" }

  /// One answer at 12:10; the bar counts down as time passes, and says when
  /// the rain stops once it falls, without asking again while the entry is fresh.
  /// Within the last step it counts the minutes to the tooltip's "from about
  /// 13:45" (at 12:40 UTC: "in 5m"; it said "in 15m").
  @Test func barCountsDownWithoutANewRequest() throws {
    try server.queue(.init(file: Self.berlin))
    var lines: [String] = []
    for time in ["12:10", "12:17", "12:25", "12:40", "12:50", "13:05"] {
      lines.append(try sandbox.run([], at: Self.at(time), expect: 0).stdout)
    }
    #expect(
      lines == [
        "🌧️ 12°C in 30m\n", "🌧️ 12°C in 30m\n", "🌧️ 12°C in 15m\n", "🌧️ 12°C in 5m\n",
        "🌧️ 12°C until 14:45\n", "🌧️ 12°C until 14:45\n",
      ])
    #expect(try server.requests().count == 1)
  }

  @Test func everyFormat() throws {
    try server.setDefault(.init(file: Self.berlin))
    let time = Self.at("12:20")
    #expect(try sandbox.run([], at: time, expect: 0).stdout == "🌧️ 12°C in 30m\n")
    #expect(
      try sandbox.run(["--format", "i3blocks"], at: time, expect: 0).stdout
        == "🌧️ 12°C in 30m\n🌧️ in 30m\n#4FA3FF\n")
    #expect(
      try sandbox.run(["--format", "i3bar"], at: time, expect: 0).stdout
        == ##"{"full_text":"🌧️ 12°C in 30m","short_text":"🌧️ in 30m","color":"#4FA3FF","urgent":false,"name":"rain-bar","instance":"Berlin"}"##
        + "\n")
    #expect(
      try sandbox.run(["--format", "polybar"], at: time, expect: 0).stdout
        == "%{F#4FA3FF}%{T2}🌧%{T-} 12°C in 30m%{F-}\n")
    let waybar = try sandbox.run(["--json"], at: time, expect: 0).stdout
    #expect(
      waybar.hasPrefix(
        ##"{"text":"<span font_family='Noto Color Emoji,emoji'>🌧️</span> 12°C in 30m","tooltip":"<tt>Berlin, 0s ago\nLight rain from about 13:45 to 14:45, heaviest around\n14:00 (2.4 mm/h), again from about 15:00.\n13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (model, 15 min)\n"##
      ))
    #expect(
      waybar.hasSuffix(##""class":["rain","rain-likely","rain-soon"],"percentage":80}"## + "\n"))
    let json = try sandbox.run(["--format", "json"], at: time, expect: 0).stdout
    #expect(json.contains(##""rain_in":"30m","rain_until":null,"next_rain":"rain in 30 min""##))
    // plain's request; i3blocks shows the tooltip (its click) and renews once
    // for it and the formats after it; the JSON format has every value.
    #expect(try server.requests().count == 3)
  }

  @Test func everyPlaceholder() throws {
    try server.queue(.init(file: Self.berlin))
    let template = ["--template", "{rain_in}|{rain_until}|{next_rain}"]
    let before = try sandbox.run(template, at: Self.at("12:20"), expect: 0)
    let during = try sandbox.run(template, at: Self.at("12:50"), expect: 0)
    let imperial = try sandbox.run(
      ["--template", "{next_rain} {temp}", "--units", "imperial", "--clock", "12"],
      at: Self.at("12:50"), expect: 0)
    #expect(before.stdout == "30m||rain in 30 min\n")
    #expect(during.stdout == "now|until 14:45|rain until 14:45\n")
    #expect(imperial.stdout == "rain until 2:45 PM 53°F\n")
  }

  @Test func forecastCommand() throws {
    try server.queue(.init(file: Self.berlin))
    let run = try sandbox.run(
      ["forecast", "--hours", "1", "--days", "0"], at: Self.at("12:50"), expect: 0)
    #expect(
      run.stdout == """
        Berlin, 0s ago
        Light rain now, stopping around 14:45, again from
        about 15:00.
        13:45 ▄▄▄▃▁▂▁ 15:30 (model, 15 min)
        After 15:30: rain likely from 16:00 (90%), dry again
        by 19:00.
        Now: Rain, 12°C, feels 9°C, wind 15 km/h
        Next 3 h: up to 80% chance of rain

        Time       Temp     Wind  Rain
        13:00  ☁️  12°C  12 km/h   10%

        """)
    let json = try sandbox.run(["forecast", "--json"], at: Self.at("12:50"), expect: 0).stdout
    #expect(json.contains(##""outlook":{"state":"raining","kind":"rain","starts_at":null"##))
    _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
  }
}

/// MET Norway: the locationforecast and the radar nowcast, each from its own
/// configurable endpoint, asked together once per freshness period.
@Suite(.serialized) struct NowcastEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let trondheim = ["--lat", "63.4308", "--lon", "10.4034", "--template", "{next_rain}"]
  static let forecast = "met-no/metno-complete-southnorway-2022-precipprob.json"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    let base = "http://127.0.0.1:\(server.port)/weatherapi"
    sandbox.environment["RAIN_BAR_MET_NO_URL"] = base + "/locationforecast/2.0/complete"
    sandbox.environment["RAIN_BAR_MET_NO_NOWCAST_URL"] = base + "/nowcast/2.0/complete"
    // MET Norway's radar minutes (the sandbox's `model` would leave them out).
    sandbox.environment["RAIN_BAR_MINUTES"] = "auto"
    try sandbox.writeConfig("[rain-bar]\nprovider=met-no\ncontact=me@example.org\n")
  }

  @Test func twoRequestsPerFreshnessPeriod() throws {
    try server.queue(
      .init(file: Self.forecast),
      .init(file: "met-no-nowcast/metno-nowcast-trondheim-2023-rain-starting.json"))
    let first = try sandbox.run(Self.trondheim, at: "2023-08-14 18:20:00", expect: 0)
    let later = try sandbox.run(Self.trondheim, at: "2023-08-14 18:29:00", expect: 0)
    #expect(first.stdout == "rain in 40 min\n")
    #expect(later.stdout == "rain in 30 min\n")
    let requests = try server.requests()
    #expect(
      requests.map(\.path) == [
        "/weatherapi/locationforecast/2.0/complete?lat=63.4308&lon=10.4034",
        "/weatherapi/nowcast/2.0/complete?lat=63.4308&lon=10.4034",
      ])
    #expect(requests.allSatisfy { $0.headers["User-Agent"]?.hasSuffix(" me@example.org") == true })
    // Past the ten minutes: both again, once.
    try server.queue(
      .init(file: Self.forecast),
      .init(file: "met-no-nowcast/metno-nowcast-trondheim-2023-rain-starting.json"))
    let renewed = try sandbox.run(Self.trondheim, at: "2023-08-14 18:31:00", expect: 0)
    #expect(renewed.stdout == "rain in 30 min\n")
    #expect(try server.requests().count == 4)
  }

  /// Outside radar coverage nothing minute-level is said, and nothing is asked
  /// again before the entry is stale.
  @Test func noCoverage() throws {
    // The config's endpoint, as no variable says otherwise.
    sandbox.environment["RAIN_BAR_MET_NO_NOWCAST_URL"] = nil
    try sandbox.writeConfig(
      """
      [rain-bar]
      provider=met-no
      contact=me@example.org
      met-no-nowcast-url=http://127.0.0.1:\(server.port)/configured/nowcast
      """)
    try server.queue(
      .init(file: Self.forecast),
      .init(file: "met-no-nowcast/metno-nowcast-oslo-2026-no-coverage-constructed.json"))
    let oslo = ["--lat", "59.9139", "--lon", "10.7522"]
    let run = try sandbox.run(
      ["forecast", "--hours", "0", "--days", "0"] + oslo, at: "2026-04-26 10:22:00", expect: 0)
    #expect(run.stdout.contains("\nNo minute-level data: outside radar coverage.\n"))
    _ = try sandbox.run(oslo + ["--template", "{next_rain}"], at: "2026-04-26 10:27:00", expect: 0)
    let paths = try server.requests().map(\.path)
    #expect(paths.count == 2)
    #expect(paths.last == "/configured/nowcast?lat=59.9139&lon=10.7522")
  }
}

/// The lead-time alert, sent through libnotify to a real session bus.
@Suite(.serialized) struct LeadTimeAlertEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let bus: NotificationBus

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    bus = try NotificationBus(directory: sandbox.home + "/runtime")
    sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60
      threshold=95

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  @Test func oneNotificationAsTheRainComes() throws {
    try server.setDefault(.init(file: MinuteEndToEndTests.berlin))
    // 35 minutes ahead: not yet.
    let dry = try sandbox.run(
      ["alert", "--dry-run"], at: MinuteEndToEndTests.at("12:10"), expect: 0)
    #expect(dry.stdout.hasPrefix("Berlin: nothing to send"))
    for time in ["12:14", "12:16", "12:25", "12:40", "12:50", "13:05"] {
      _ = try sandbox.run(["alert"], at: MinuteEndToEndTests.at(time), expect: 0)
    }
    _ = try sandbox.run(["--json", "--notify"], at: MinuteEndToEndTests.at("12:45"), expect: 0)
    #expect(
      try bus.calls() == [
        .init(
          app: "rain-bar", replaces_id: 0, icon: "weather-showers",
          summary: "Rain in Berlin in about 30 min",
          body: "Light rain, up to 2.4 mm/h, for about 1 h (until 14:45).", urgency: 1)
      ])
    // The alert's request, then waybar's, whose tooltip shows more.
    #expect(try server.requests().count == 2)
  }
}

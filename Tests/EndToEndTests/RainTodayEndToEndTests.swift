import Foundation
import Testing

/// `{rain_today}` through the built binary: what fell since the place's
/// midnight (not the machine's), in every format that shows placeholders,
/// asked only when shown.
@Suite struct RainTodayEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  /// The real Melbourne answer (its zone GMT; hours from 00:00 UTC, 0.3 mm
  /// in the hour ending 01:00, 0.1 mm in each of those ending 07:00-09:00).
  static let melbourne = "open-meteo/openmeteo-forecast-melbourne-hourly-daily-precipprob.json"
  static let place = ["--lat", "-37.75", "--lon", "144.875"]
  /// 2025-10-25 11:30 UTC, the answer's current time, as New York's clock reads it.
  static let newYorkNow = "2025-10-25 07:30:00"
  static let newYork = ["TZ": "America/New_York"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  func forecasts() throws -> [String] {
    try server.requests().map(\.path).filter { $0.hasPrefix("/v1/forecast?") }
  }

  /// On a machine whose midnight is 04:00 UTC, the place's (00:00 UTC)
  /// counts: 0.6 mm, not the 0.3 mm since New York's midnight.
  @Test func thePlacesMidnightNotTheMachines() throws {
    try server.setDefault(.init(file: Self.melbourne))
    let run = try sandbox.run(
      Self.place + ["--template", "{rain_today} {temp}"], at: Self.newYorkNow, extra: Self.newYork,
      expect: 0)
    #expect(run.stdout == "0.6 mm 14°C\n")
    #expect(run.stderr == "")
    // In inches too, as `{precip}` writes them.
    let inches = try sandbox.run(
      Self.place + ["--template", "{rain_today}", "--units", "imperial"], at: Self.newYorkNow,
      extra: Self.newYork, expect: 0)
    #expect(inches.stdout == "0.02 in\n")
  }

  /// The same value in each format that shows the template, each as that
  /// format writes its line (the colour: rain likely within 3 hours).
  @Test(arguments: [
    ("plain", "0.6 mm\n"),
    ("i3blocks", "0.6 mm\n? 80%\n#4FA3FF\n"),
    (
      "i3bar",
      ##"{"full_text":"0.6 mm","short_text":"? 80%","color":"#4FA3FF","urgent":false,"name":"rain-bar","instance":"-37.7500, 144.8750"}"##
        + "\n"
    ),
    ("polybar", "%{F#4FA3FF}0.6 mm%{F-}\n"),
    ("tmux", "#[fg=#4FA3FF]0.6 mm#[fg=default]\n"),
    ("xmobar", "<fc=#4FA3FF>0.6 mm</fc>\n"),
    (
      "yambar",
      "text|string|0.6 mm\nshort|string|? 80%\nstate|string|rain-likely\nurgent|bool|false\n\n"
    ),
    ("lemonbar", "%{F#4FA3FF}0.6 mm%{F-}\n"),
    ("conky", "${color #4FA3FF}0.6 mm${color}\n"),
  ])
  func everyFormat(format: String, line: String) throws {
    try server.setDefault(.init(file: Self.melbourne))
    let run = try sandbox.run(
      Self.place + ["--format", format, "--template", "{rain_today}"], at: Self.newYorkNow,
      extra: Self.newYork, expect: 0)
    #expect(run.stdout == line, "\(format)")
  }

  /// Waybar's text (its tooltip is the forecast's, checked elsewhere).
  @Test func waybarText() throws {
    try server.setDefault(.init(file: Self.melbourne))
    let run = try sandbox.run(
      Self.place + ["--format", "waybar", "--template", "{rain_today}"], at: Self.newYorkNow,
      extra: Self.newYork, expect: 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["text"] as? String == "0.6 mm")
    #expect(run.stdout.hasPrefix(#"{"text":"0.6 mm","tooltip":"#))
  }

  /// Open-Meteo's answer holds today's hours whatever is shown (whole days
  /// are asked): the request is the same with `{rain_today}` and without.
  /// An entry made without it cannot serve it, and is renewed at once, once.
  @Test func theRequestIsTheSameAndTheEntryRenewedOnce() throws {
    try server.setDefault(.init(file: Self.melbourne))
    _ = try sandbox.run(
      Self.place + ["--template", "{temp}"], at: Self.newYorkNow, extra: Self.newYork, expect: 0)
    let shown = try sandbox.run(
      Self.place + ["--template", "{temp} {rain_today}"], at: Self.newYorkNow,
      extra: Self.newYork, expect: 0)
    #expect(shown.stdout == "14°C 0.6 mm\n")
    // A bar without it is served by the entry that has it.
    let plain = try sandbox.run(
      Self.place + ["--template", "{temp}"], at: Self.newYorkNow, extra: Self.newYork, expect: 0)
    #expect(plain.stdout == "14°C\n")
    let requests = try forecasts()
    try #require(requests.count == 2, "\(requests)")
    #expect(requests[0] == requests[1])
    #expect(!requests[0].contains("past_"))
    #expect(
      requests[0]
        == "/v1/forecast?latitude=-37.7500&longitude=144.8750"
        + "&current=temperature_2m,weather_code,is_day"
        + "&hourly=temperature_2m,precipitation_probability,precipitation,weather_code"
        + "&timezone=auto&timeformat=unixtime&forecast_days=3")
    // The entry keeps the past hours apart from the forward series.
    let cache = sandbox.home + "/cache/rain-bar"
    let files = try FileManager.default.subpathsOfDirectory(atPath: cache).filter {
      $0.hasSuffix(".json")
    }
    let texts = try files.map { try String(contentsOfFile: cache + "/" + $0, encoding: .utf8) }
    #expect(texts.contains { $0.contains(#""pastRain":{"start":1761346800,"#) }, "\(files)")
  }

  /// Pirate Weather says what fell since midnight in every `version=2`
  /// answer: nothing more is asked (the real San Francisco answer: none).
  @Test func pirateWeatherAsksNothingMore() throws {
    let key = "k3y"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = key
    try server.setDefault(.init(file: "dark-sky/pirateweather-sanfrancisco-v2-us-trimmed.json"))
    // 2025-10-05 20:47 UTC, its current time.
    let run = try sandbox.run(
      [
        "--provider", "pirate-weather", "--lat", "37.8267", "--lon", "-122.4233", "--template",
        "{rain_today}",
      ], at: "2025-10-05 20:50:00", expect: 0)
    #expect(run.stdout == "0.0 mm\n")
    #expect(
      try server.requests().map(\.path) == [
        "/forecast/\(key)/37.8267,-122.4233?units=si&version=2"
      ])
  }
}

import Foundation
import Testing

/// Each bar format through the built binary: exit codes and failure states.
@Suite struct FormatsEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let berlin = ShowEndToEndTests.berlin
  let now = ShowEndToEndTests.berlinNow

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  func saveTwoPlaces() throws {
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin

      [location Berlin]
      latitude=52.52
      longitude=13.41

      [location Aachen]
      latitude=50.78
      longitude=6.08

      [location Cologne]
      latitude=50.94
      longitude=6.96
      """)
  }

  @Test func waybarExitsZeroEvenWithoutALocation() throws {
    let run = try sandbox.run(["--json"], expect: 0)
    #expect(
      run.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location","tooltip":"No location set. Add one with 'rain-bar locations add &lt;place&gt;', or pass --lat and --lon.","alt":"error","class":["error"]}"#
        + "\n")
  }

  @Test func waybarOfflineWithoutCache() throws {
    let closed = try FreePort.find()
    let run = try sandbox.run(
      ["--format", "waybar", "--lat", "1", "--lon", "2"],
      extra: ["RAIN_BAR_OPEN_METEO_URL": "http://127.0.0.1:\(closed)/v1/forecast"], expect: 0)
    #expect(
      run.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> offline","tooltip":"Cannot connect to 127.0.0.1:"#
      ))
    #expect(run.stdout.hasSuffix(#""alt":"offline","class":["offline"]}"# + "\n"))
  }

  @Test func waybarBadConfigIsAnErrorState() throws {
    try sandbox.writeConfig("[rain-bar]\nunits=kelvin\n")
    let run = try sandbox.run(["--json"], expect: 0)
    #expect(
      run.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"Config file "#
      ))
  }

  /// Likely rain is blue, not urgent, unless `urgent=both` (or `rain`) asks.
  @Test func i3blocksUrgentAndPolybar() throws {
    try server.setDefault(.init(file: berlin))
    let coordinates = ["--lat", "52.52", "--lon", "13.41"]
    let blocks = try sandbox.run(["--format", "i3blocks"] + coordinates, at: now, expect: 0)
    #expect(blocks.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    let both = try sandbox.run(
      ["--format", "i3blocks", "--urgent", "both"] + coordinates, at: now, expect: 33)
    #expect(both.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    let i3bar = try sandbox.run(["--format", "i3bar"] + coordinates, at: now, expect: 0)
    #expect(
      i3bar.stdout
        == ##"{"full_text":"🌧️ 12°C 80%","short_text":"🌧️ 80%","color":"#4FA3FF","urgent":false,"name":"rain-bar","instance":"52.5200, 13.4100"}"##
        + "\n")
    // No U+FE0F inside %{T2}: no font has it, and polybar logs every one it drops.
    let polybar = try sandbox.run(["--format", "polybar"] + coordinates, at: now, expect: 0)
    #expect(polybar.stdout == "%{F#4FA3FF}%{T2}\u{1F327}%{T-} 12°C 80%%{F-}\n")
  }

  /// `min-width=` (issue 47 item 10): the visible text padded with spaces to
  /// the columns asked for, so the module keeps its width; the polybar and
  /// i3blocks snippets give 16. The config's key and the option alike.
  @Test func minWidthKeepsTheModuleWide() throws {
    try server.setDefault(.init(file: berlin))
    let coordinates = ["--lat", "52.52", "--lon", "13.41"]
    let polybar = try sandbox.run(
      ["--format", "polybar", "--min-width", "16"] + coordinates, at: now, expect: 0)
    #expect(polybar.stdout == "%{F#4FA3FF}%{T2}\u{1F327}%{T-} 12°C 80%     %{F-}\n")
    try sandbox.writeConfig("[rain-bar]\nmin-width=16\n")
    let blocks = try sandbox.run(["--format", "i3blocks"] + coordinates, at: now, expect: 0)
    #expect(blocks.stdout == "🌧️ 12°C 80%     \n🌧️ 80%\n#4FA3FF\n")
    let plain = try sandbox.run(coordinates, at: now, expect: 0)
    #expect(plain.stdout == "🌧️ 12°C 80%     \n")
    let refused = try sandbox.run(["--min-width", "300"] + coordinates, at: now, expect: 64)
    #expect(refused.stderr.contains("give 0 to 200"))
  }

  @Test func unknownPlaceholderIsAUsageError() throws {
    let run = try sandbox.run(["--template", "{icon} {humidty}"], expect: 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: The value '{icon} {humidty}' is invalid for '--template <text>': Unknown placeholder '{humidty}' in the template"
      ))
  }

  /// Scrolling down (button 5) is the next place by name, up (4) the previous; both wrap.
  @Test func scrollCyclesSavedLocationsInNameOrder() throws {
    try saveTwoPlaces()
    try server.setDefault(.init(file: berlin))
    let down = try sandbox.run(
      ["--format", "i3blocks", "--template", "{location}"], at: now, extra: ["BLOCK_BUTTON": "5"],
      expect: 0)
    #expect(down.stdout.hasPrefix("Cologne\n"))
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    #expect(config.contains("location=Cologne"))
    let up = try sandbox.run(
      ["--format", "i3blocks", "--template", "{location}"], at: now, extra: ["BLOCK_BUTTON": "4"],
      expect: 0)
    #expect(up.stdout.hasPrefix("Berlin\n"))
    let next = try sandbox.run(["--template", "{location}"], at: now, expect: 0)
    #expect(next.stdout == "Berlin\n")
  }

  /// Per-quantity units over the shorthand, from the config and the command
  /// line; a right click toggles the shorthand and keeps them, from the cache.
  @Test func rightClickTogglesTheShorthandAndKeepsPerQuantityUnits() throws {
    try server.setDefault(.init(file: berlin))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      units=metric
      wind-unit=ms

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
    let template = ["--template", "{temp} {wind} {precip}"]
    let before = try sandbox.run(template, at: now, expect: 0)
    #expect(before.stdout == "12°C 4 m/s 1.7 mm\n")
    let click = try sandbox.run(
      ["--format", "i3blocks"] + template, at: now, extra: ["BLOCK_BUTTON": "3"], expect: 0)
    #expect(click.stdout.hasPrefix("53°F 4 m/s 0.07 in\n"))
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    #expect(config.contains("units=imperial\nwind-unit=ms\n"))
    let given = try sandbox.run(
      template + ["--temperature-unit", "celsius", "--wind-unit", "bft"], at: now, expect: 0)
    #expect(given.stdout == "12°C 3 Bft 0.07 in\n")
    // The click's i3blocks run shows the tooltip (middle click): one more request.
    #expect(try server.requests().count == 2)
    let bad = try sandbox.run(template + ["--wind-unit", "knots"], at: now, expect: 64)
    #expect(
      bad.stderr.hasPrefix(
        "Error: The value 'knots' is invalid for '--wind-unit <unit>'. Please provide one of 'kmh', 'ms', 'mph', 'kn', 'bft'."
      ))
  }

  /// The forecast notification needs a bus (AlertEndToEndTests has one); without, the block still draws.
  @Test func middleClickWithoutABusStillDrawsTheBlock() throws {
    try server.setDefault(.init(file: berlin))
    let run = try sandbox.run(
      ["--format", "i3blocks", "--lat", "52.52", "--lon", "13.41"], at: now,
      extra: ["BLOCK_BUTTON": "2"], expect: 0)
    #expect(run.stdout.hasPrefix("🌧️ 12°C 80%\n"))
    #expect(run.stderr.hasPrefix("Warning: No session bus to send notifications to:"))
  }

  @Test func forecastTable() throws {
    try server.setDefault(.init(file: berlin))
    let run = try sandbox.run(
      [
        "forecast", "--lat", "52.52", "--lon", "13.41", "--hours", "2", "--days", "2", "--icons",
        "text",
      ],
      at: now, expect: 0)
    #expect(
      run.stdout == """
        52.5200, 13.4100, 0s ago
        Rain likely from 16:00 (90%), dry again by 19:00.
        Now: Rain, 12°C, feels 9°C, wind 15 km/h
        Next 3 h: up to 80% chance of rain

        Time             Temp     Wind  Rain
        13:00  overcast  12°C  12 km/h   10%
        14:00  rain      12°C  14 km/h   30%

        Day               Min   Max     Wind  Rain
        Mon 30 Nov  rain  6°C  12°C  22 km/h   90%
        Tue 01 Dec  rain  5°C  10°C  20 km/h   70%

        """)
    let json = try sandbox.run(
      ["forecast", "--json", "--lat", "52.52", "--lon", "13.41"], at: now, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((object?["hourly"] as? [Any])?.count == 12)
    #expect((object?["daily"] as? [Any])?.count == 7)
  }

  @Test func unitsCommandPersistsAndTheCacheIsReused() throws {
    try server.setDefault(.init(file: berlin))
    let coordinates = ["--lat", "52.52", "--lon", "13.41"]
    _ = try sandbox.run(coordinates, at: now, expect: 0)
    let set = try sandbox.run(["units", "toggle"], expect: 0)
    #expect(set.stdout == "imperial\n")
    #expect(try sandbox.run(["units"], expect: 0).stdout == "imperial\n")
    let run = try sandbox.run(coordinates, at: now, expect: 0)
    #expect(run.stdout == "🌧️ 53°F 80%\n")
    #expect(try server.requests().count == 1)
  }
}

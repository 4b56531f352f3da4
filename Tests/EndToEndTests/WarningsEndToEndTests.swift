import Foundation
import Testing

/// Official warnings from the built binary against the loopback server (Bright
/// Sky's answer for Berlin, constructed on the day of the Berlin forecast),
/// and in the real i3blocks.
@Suite struct WarningsEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let warnings = "warnings/brightsky-constructed-berlin-2026-thunderstorm-frost.json"
  let berlin = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    sandbox.environment["RAIN_BAR_BRIGHT_SKY_URL"] = server.url + "/alerts"
  }

  @Test func i3blocksLineColourAndUrgency() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    let run = try sandbox.run(
      berlin + ["--format", "i3blocks"], at: ShowEndToEndTests.berlinNow, expect: 33)
    // short_text (i3bar's when space is short): no temperature, no event; the warning's icon.
    #expect(run.stdout == "🌧️ 12°C 80% ⚠️ severe thunderstorm\n🌧️ 80% ⚠️\n#FF9500\n")
    #expect(run.stderr == "")
    let requests = try server.requests()
    #expect(requests.map(\.path).last?.hasSuffix("/alerts?lat=52.52&lon=13.41") == true)
    #expect(requests.last?.headers["User-Agent"] == "rain-bar/\(Paths.version)")
    // Only likely rain makes it urgent when asked so.
    try sandbox.writeConfig("[rain-bar]\nurgent=warnings\n")
    let warningsOnly = try sandbox.run(
      berlin + ["--format", "i3blocks", "--template", "{warning}"],
      at: ShowEndToEndTests.berlinNow, expect: 33)
    #expect(warningsOnly.stdout == "⚠️ severe thunderstorm\n🌧️ 80% ⚠️\n#FF9500\n")
  }

  @Test func waybarClassesTooltipAndOneRequestPerFreshness() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    let run = try sandbox.run(berlin + ["--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["class"] as? [String] == ["rain", "rain-likely", "warning", "warning-severe"])
    let tooltip = try #require(object?["tooltip"] as? String)
    #expect(
      tooltip.hasSuffix(
        "\n\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Severe thunderstorm until 22:00 (DWD)\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Minor: frost from 21:00 until Tue 09:00 (DWD)</tt>"
      ))
    // Five minutes later both entries are fresh: no request at all.
    _ = try sandbox.run(berlin + ["--json"], at: "2026-11-30 12:20:00", expect: 0)
    #expect(try server.requests().count == 2)
    let cache = sandbox.home + "/cache/rain-bar/warnings/bright-sky_52.5200_13.4100.json"
    #expect(FileManager.default.fileExists(atPath: cache))
  }

  @Test func aFailingWarningsServiceCostsNothingButALine() throws {
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(status: 503, body: "<html>busy</html>"))
    let run = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(run.stderr == "")
    // Past the warnings' back-off (15 s), inside the forecast's freshness;
    // `forecast` shows more than the bar and renews the forecast first.
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(status: 503, body: "<html>busy</html>"))
    let forecast = try sandbox.run(
      ["forecast", "--hours", "0", "--days", "0"] + berlin, at: "2026-11-30 12:15:20",
      expect: 0)
    #expect(
      forecast.stdout.hasSuffix(
        "\n\nWarnings unavailable: Bright Sky (DWD) is failing\n(HTTP 503).\n"
      ))
  }

  /// Without a forecast (offline, an error) the bar still shows the place's
  /// warning, fetched or cached, with the failure: text, colour, urgency,
  /// waybar's classes and tooltip.
  @Test func aWarningShowsWhenTheForecastFails() throws {
    let closed = try FreePort.find()
    try server.queue(.init(file: Self.warnings))
    let blocks = try sandbox.run(
      berlin + ["--format", "i3blocks"], at: ShowEndToEndTests.berlinNow,
      extra: ["RAIN_BAR_OPEN_METEO_URL": "http://127.0.0.1:\(closed)/v1/forecast"], expect: 33)
    #expect(blocks.stdout == "⚠️ severe thunderstorm · offline\n⚠️ offline\n#FF9500\n")
    // The warnings are cached now; past the offline back-off (15 s) the
    // forecast service fails.
    try server.queue(.init(status: 503, body: "<html>busy</html>"))
    let waybar = try sandbox.run(
      berlin + ["--format", "waybar"], at: "2026-11-30 12:15:20", expect: 0)
    #expect(
      waybar.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> severe thunderstorm · service","tooltip":"Open-Meteo is failing (HTTP 503).\n\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Severe thunderstorm until 21:00 (DWD)\n<span font_family='Noto Color Emoji,emoji'>⚠️</span> Minor: frost from 20:00 until Tue 08:00 (DWD)","alt":"service","class":["warning","warning-severe","service"]}"#
        + "\n")
    #expect(try server.requests().count == 2)
  }

  @Test func theWarningsCommandInFullAndAsJSON() throws {
    // The warnings are asked first; the forecast only gives the place's clock.
    try server.queue(.init(file: Self.warnings), .init(file: ShowEndToEndTests.berlin))
    let run = try sandbox.run(
      ["warnings"] + berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      run.stdout == """
        ⚠️ Severe thunderstorm until 22:00 (DWD)
        Official SEVERE WEATHER WARNING of SEVERE THUNDERSTORM

        There is a risk of severe thunderstorms (Level 3 of 4).
        Gusts up to 100 km/h & hail < 3 cm.

        Close windows and doors. Stay away from trees.

        ⚠️ Minor: frost from 21:00 until Tue 09:00 (DWD)
        Official WARNING of FROST

        There is a risk of frost (level 1 of 4).
        Minimum temperature: -2 °C

        """)
    let json = try sandbox.run(
      ["warnings", "--json"] + berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let active = try #require(object?["active"] as? [[String: Any]])
    #expect(active.map { $0["level"] as? String } == ["severe", "minor"])
    #expect(active.first?["until"] as? String == "2026-11-30T22:00")
  }

  /// `warnings-level=`: a run shows (and alerts on) the warnings at or above
  /// it; the entry keeps them all, so a run with the default shows the minor
  /// frost again from the cache, with no request.
  @Test func warningsLevelHidesTheLessSevere() throws {
    try server.queue(.init(file: Self.warnings), .init(file: ShowEndToEndTests.berlin))
    let severe = try sandbox.run(
      ["warnings", "--warnings-level", "severe", "--json"] + berlin,
      at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(severe.stdout.utf8)) as? [String: Any]
    let active = try #require(object?["active"] as? [[String: Any]])
    #expect(active.map { $0["level"] as? String } == ["severe"])
    let requests = try server.requests().count
    let all = try sandbox.run(
      ["warnings", "--json"] + berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    let again = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any]
    let kept = try #require(again?["active"] as? [[String: Any]])
    #expect(kept.map { $0["level"] as? String } == ["severe", "minor"])
    #expect(try server.requests().count == requests)
    let wrong = try sandbox.run(
      ["warnings", "--warnings-level", "orange"] + berlin, at: ShowEndToEndTests.berlinNow,
      expect: 64)
    #expect(wrong.stderr.contains("'minor', 'moderate', 'severe', 'extreme'"))
  }

  /// DWD sends English and German; the entry keeps both and each run shows
  /// its own language, whichever run renewed it (issue 47.6). The service's
  /// capitals are toned down in the bar line.
  @Test func eachRunShowsItsLanguageWhoeverRenewedTheEntry() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    let template = ["--template", "{warning}"] + berlin
    let german = try sandbox.run(
      template, at: ShowEndToEndTests.berlinNow, extra: ["LANGUAGE": "de"], expect: 0)
    #expect(german.stdout == "⚠️ Unwetter von Schwerem Ge…\n")
    let requests = try server.requests().count
    let english = try sandbox.run(template, at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(english.stdout == "⚠️ severe thunderstorm\n")
    let json = try sandbox.run(
      ["warnings", "--json"] + berlin, at: ShowEndToEndTests.berlinNow,
      extra: ["LANGUAGE": "de"], expect: 0)
    // The heading does not say the level twice ("Unwetter: Unwetter von …").
    let full = try sandbox.run(
      ["warnings"] + berlin, at: ShowEndToEndTests.berlinNow, extra: ["LANGUAGE": "de"],
      expect: 0)
    #expect(full.stdout.hasPrefix("⚠️ Unwetter von Schwerem Gewitter bis 22:00 (DWD)\n"))
    // Data for scripts: the service's own words, in the run's language.
    #expect(json.stdout.contains(#""event":"UNWETTER von SCHWEREM GEWITTER""#))
    #expect(try server.requests().count == requests)
  }

  /// A place no service covers: said, and in Europe where MeteoAlarm's
  /// regions are found (issue 47.13); elsewhere nothing more.
  @Test func anUncoveredPlacePointsAtMeteoAlarmInEurope() throws {
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    let warsaw = try sandbox.run(
      ["warnings", "--lat", "52.23", "--lon", "21.01"], at: ShowEndToEndTests.berlinNow,
      expect: 0)
    #expect(
      warsaw.stdout == """
        No warning service covers this place.
        MeteoAlarm may: 'rain-bar warnings regions --country CC' lists its regions, and meteoalarm-region= in the config chooses one.

        """)
    let tokyo = try sandbox.run(
      ["warnings", "--lat", "35.68", "--lon", "139.69"], at: ShowEndToEndTests.berlinNow,
      expect: 0)
    #expect(tokyo.stdout == "No warning service covers this place.\n")
    // A saved place's country, as geocoding names it.
    try sandbox.writeConfig(
      "[location Utrecht]\nlatitude=52.09\nlongitude=5.12\ncountry=The Netherlands\n")
    let utrecht = try sandbox.run(
      ["warnings", "--location", "Utrecht"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(utrecht.stdout.contains("'rain-bar warnings regions --country NL'"))
  }

  /// The forecast only gives the place's clock: with the forecast service
  /// failing and nothing cached, the warnings are shown all the same, by the
  /// saved location's zone (a storm is when both are likely to fail).
  @Test func theWarningsCommandWithoutAForecast() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
        + "timezone=Europe/Berlin\n")
    try server.queue(.init(file: Self.warnings), .init(status: 503, body: "<html>busy</html>"))
    let run = try sandbox.run(["warnings"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(
      run.stdout.hasPrefix(
        "⚠️ Severe thunderstorm until 22:00 (DWD)\n"
          + "Official SEVERE WEATHER WARNING of SEVERE THUNDERSTORM\n"))
    #expect(run.stdout.contains("\n⚠️ Minor: frost from 21:00 until Tue 09:00 (DWD)\n"))
    let json = try sandbox.run(["warnings", "--json"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let active = try #require(object?["active"] as? [[String: Any]])
    #expect(active.first?["until"] as? String == "2026-11-30T22:00")
    // With the saved zone the forecast service was not asked at all.
    #expect(try server.requests().count == 1)
  }

  /// With nothing cached and the service failing, `warnings` says only that
  /// they are unavailable and why, and exits 1; a broken answer is named as
  /// what it is (warnings, not a forecast).
  @Test func theWarningsCommandWithNoAnswerFails() throws {
    try sandbox.writeConfig(
      "[location Berlin]\nlatitude=52.52\nlongitude=13.41\ntimezone=Europe/Berlin\n")
    try server.queue(.init(status: 503, body: "<html>busy</html>"))
    let failing = try sandbox.run(["warnings"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(failing.stdout == "")
    #expect(
      failing.stderr == "Error: Warnings unavailable: Bright Sky (DWD) is failing (HTTP 503).\n")
    // Inside the back-off the 503 set: no request, and when it is asked again.
    let waiting = try sandbox.run(["warnings"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(
      waiting.stderr
        == "Error: Warnings unavailable: Bright Sky (DWD) is failing (HTTP 503). Trying again in 15s.\n"
    )
    #expect(try server.requests().count == 1)
    // Each case from a cold cache: no back-off of the one before holds.
    try sandbox.clearCache()
    try server.queue(.init(body: "{\"alerts\": [tru"))
    let broken = try sandbox.run(["warnings"], at: ShowEndToEndTests.berlinNow, expect: 1)
    #expect(
      broken.stderr
        == "Error: Warnings unavailable: Bright Sky (DWD) sent malformed warnings (invalid or truncated JSON).\n"
    )
    try sandbox.clearCache()
    try server.queue(.init(status: 503, body: "<html>busy</html>"))
    let json = try sandbox.run(["warnings", "--json"], at: ShowEndToEndTests.berlinNow, expect: 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["unavailable"] as? String == "Bright Sky (DWD) is failing (HTTP 503).")
    #expect(try server.requests().count == 3)
  }

  /// A hanging forecast service does not hold up the warnings: they are
  /// asked first, and the forecast (only the place's clock) gets what is
  /// left of the timeout.
  @Test func theWarningsCommandDoesNotWaitForAHangingForecast() throws {
    let hung = try FixtureServer()
    try hung.setDefault(.init(hang: true))
    try server.queue(.init(file: Self.warnings))
    let run = try sandbox.run(
      ["warnings", "--timeout", "3"] + berlin, at: ShowEndToEndTests.berlinNow,
      extra: ["RAIN_BAR_OPEN_METEO_URL": hung.url], expect: 0)
    #expect(
      run.stdout.hasPrefix(
        "⚠️ Severe thunderstorm until 21:00 (DWD)\n"
          + "Official SEVERE WEATHER WARNING of SEVERE THUNDERSTORM\n"))
    #expect(run.seconds < 4)
    #expect(try hung.requests().count == 1)
  }

  /// doctor's verdict on warnings: the service for the place, its cache,
  /// and whether it answers now.
  @Test func doctorSaysWhichServiceTheCacheAndTheAnswer() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    _ = try sandbox.run(berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    let run = try sandbox.run(["doctor"] + berlin, at: ShowEndToEndTests.berlinNow, expect: 1)
    let line = try #require(run.stdout.split(separator: "\n").first { $0.contains(" Warnings: ") })
    #expect(
      line.hasPrefix(
        "✓ Warnings: Bright Sky (DWD) for 52.5200, 13.4100 (warnings=auto); cached 0s old, fresh; "
          + "127.0.0.1:\(server.port) answered HTTP 200 in "))
    #expect(line.hasSuffix(" ms: 2 warnings, 2 shown"))
    try server.queue(
      .init(file: ShowEndToEndTests.berlin), .init(status: 503, body: "<html>busy</html>"))
    let failing = try sandbox.run(
      ["doctor"] + berlin, at: "2026-11-30 12:35:00", expect: 1)
    #expect(
      failing.stdout.contains(
        "✗ Warnings: Bright Sky (DWD) for 52.5200, 13.4100 (warnings=auto); cached 20m old, stale; "
      ))
    #expect(failing.stdout.contains(": Bright Sky (DWD) is failing (HTTP 503).\n"))
    // None for a place no service covers, and off.
    let nowhere = try sandbox.run(["doctor", "--lat", "0", "--lon", "0"], expect: 1)
    #expect(
      nowhere.stdout.contains(
        "! Warnings: no warning service covers 0.0000, 0.0000 (warnings=auto); elsewhere in Europe set warnings=meteoalarm and meteoalarm-region=\n"
      ))
    let off = try sandbox.run(
      ["doctor"] + berlin, extra: ["RAIN_BAR_WARNINGS": "off"], expect: 1)
    #expect(off.stdout.contains("\n✓ Warnings: off (warnings=off)\n"))
  }

  @Test func inTheRealI3blocks() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: Self.warnings))
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let original = try String(
      contentsOfFile: Paths.root + "/integrations/i3blocks/rain-bar.conf", encoding: .utf8)
    let config = sandbox.home + "/i3blocks.conf"
    try original.replacingOccurrences(
      of: "command=rain-bar ", with: "command=exec \(Paths.binary) "
    ).write(toFile: config, atomically: true, encoding: .utf8)
    let bar = try I3blocks(
      config: config, environment: sandbox.environment, at: ShowEndToEndTests.berlinNow)
    let shown = bar.wait {
      $0["rain-bar"]?["full_text"] as? String == "🌧️ 12°C 80% ⚠️ severe thunderstorm"
    }
    #expect(shown, "blocks: \(bar.blocks())")
    #expect(bar.blocks()["rain-bar"]?["color"] as? String == "#FF9500")
    #expect(bar.blocks()["rain-bar"]?["urgent"] as? Bool == true)
  }

  @Test func meteoAlarmRegionsThenTheChosenRegionsWarnings() throws {
    sandbox.environment["RAIN_BAR_METEOALARM_URL"] = server.url + "/api/v1/warnings"
    let croatia = "warnings/meteoalarm-feeds-croatia-2024-alert-update.json"
    try server.queue(.init(file: croatia))
    let regions = try sandbox.run(["warnings", "regions", "--country", "HR"], expect: 0)
    #expect(regions.stdout.hasPrefix("HR001  Knin region\nHR002  Zagreb region\n"))
    #expect(regions.stdout.split(separator: "\n").count == 14)
    #expect(try server.requests().last?.path.hasSuffix("/api/v1/warnings/feeds-croatia") == true)
    _ = try sandbox.run(["warnings", "regions", "--country", "XX"], expect: 64)

    try sandbox.writeConfig("[rain-bar]\nmeteoalarm-region=HR802\n")
    try server.queue(.init(file: ShowEndToEndTests.berlin), .init(file: croatia))
    let run = try sandbox.run(
      ["--lat", "45.81", "--lon", "15.98", "--template", "{warning}", "--format", "i3blocks"],
      at: "2024-01-05 11:00:00", expect: 33)
    #expect(run.stdout.hasPrefix("⚠️ Orange wind warning\n"))
    #expect(run.stdout.hasSuffix("#FF9500\n"))
  }

  @Test func pirateWeathersOwnAlertsNeedNoSecondRequest() throws {
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = "k"
    try server.queue(
      .init(file: "warnings/pirateweather-ontario-v2.10-docs-snow-alert-trimmed.json"))
    let ontario = [
      "--provider", "pirate-weather", "--lat", "45.42", "--lon", "-74.3", "--template", "{warning}",
    ]
    let run = try sandbox.run(ontario, at: "2025-11-09 18:00:00", expect: 0)
    #expect(run.stdout == "⚠️ avertissement de neige e…\n")
    #expect(try server.requests().count == 1)
    let later = try sandbox.run(ontario, at: "2025-11-09 18:05:00", expect: 0)
    #expect(later.stdout == run.stdout)
    #expect(try server.requests().count == 1)
  }
}

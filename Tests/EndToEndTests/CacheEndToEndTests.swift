import Foundation
import Testing

/// The on-disk cache, through the built binary, the loopback server and faketime.
@Suite struct CacheEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let coordinates = ["--lat", "52.52", "--lon", "13.41"]
  static let berlin = ShowEndToEndTests.berlin
  static let now = ShowEndToEndTests.berlinNow
  /// Eleven minutes later: past the default ten minutes of freshness.
  static let later = "2026-11-30 12:26:00"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  var cacheDirectory: String { sandbox.home + "/cache/rain-bar" }
  var entryPath: String { cacheDirectory + "/open-meteo_52.5200_13.4100.json" }

  @Test func secondRunWithinFreshnessMakesNoRequest() throws {
    try server.setDefault(.init(file: Self.berlin))
    let first = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let second = try sandbox.run(coordinates, at: "2026-11-30 12:24:00", expect: 0)
    #expect(first.stdout == "🌧️ 12°C 80%\n")
    #expect(second.stdout == "🌧️ 12°C 80%\n")
    #expect(second.stderr == "")
    #expect(try server.requests().count == 1)
    let mode = try FileManager.default.attributesOfItem(atPath: cacheDirectory)[.posixPermissions]
    #expect(mode as? Int == 0o700)
  }

  @Test func entryRecordsTimesAndValidatorsNotUnits() throws {
    try server.queue(.init(file: Self.berlin, headers: ["ETag": "\"abc\""]))
    _ = try sandbox.run(coordinates + ["--units", "imperial"], at: Self.now, expect: 0)
    let entry =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: entryPath))) as? [String: Any]
    let fetchedAt = try #require(entry?["fetchedAt"] as? Double)
    #expect(abs(fetchedAt - 1_796_040_900) < 5)
    // No Expires from the server: freshness is added when the entry is read.
    #expect(entry?["freshUntil"] as? Double == fetchedAt)
    #expect(entry?["etag"] as? String == "\"abc\"")
    #expect(entry?["units"] == nil)
  }

  @Test(arguments: [
    FixtureServer.Response(status: 500, body: "Internal Server Error"),
    FixtureServer.Response(
      status: 429, file: "open-meteo/openmeteo-error-429-minutely-constructed.json"),
    FixtureServer.Response(status: 200, body: "\u{0}\u{1}garbage"),
    FixtureServer.Response(status: 200, body: "<html><body>Sign in to the Wi-Fi</body></html>"),
  ])
  func failingServerShowsTheCachedForecastMarkedStale(failure: FixtureServer.Response) throws {
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let before = try storedForecast()
    try server.queue(failure)
    let run = try sandbox.run(coordinates, at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(run.stderr.hasPrefix("Warning: showing the forecast from 11m ago. "))
    #expect(try storedForecast() == before)
  }

  /// The stored forecast and its fetch time, re-serialised for comparison.
  func storedForecast() throws -> Data {
    let entry =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: entryPath))) as? [String: Any]
    let kept: [String: Any] = [
      "forecast": entry?["forecast"] ?? 0, "fetchedAt": entry?["fetchedAt"] ?? 0,
    ]
    return try JSONSerialization.data(withJSONObject: kept, options: .sortedKeys)
  }

  @Test func refusedConnectionShowsStaleDataAtOnce() throws {
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let closed = try FreePort.find()
    let run = try sandbox.run(
      coordinates, at: Self.later,
      extra: ["RAIN_BAR_OPEN_METEO_URL": "http://127.0.0.1:\(closed)/v1/forecast"], expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(
      run.stderr
        == "Warning: showing the forecast from 11m ago. Cannot connect to 127.0.0.1:\(closed) (offline, or the service is down).\n"
    )
    #expect(run.seconds < 1)
  }

  @Test func unresolvableHostDoesNotHang() throws {
    let run = try sandbox.run(
      coordinates + ["--timeout", "2"],
      extra: ["RAIN_BAR_OPEN_METEO_URL": "http://rain-bar-test.invalid/v1/forecast"], expect: 1)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.seconds < 2.5)
  }

  @Test func hangingServerEndsWithinTheTimeout() throws {
    try server.queue(.init(file: Self.berlin), .init(hang: true))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let run = try sandbox.run(coordinates + ["--timeout", "1"], at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(run.seconds < 1.5)
  }

  @Test func defaultTimeoutIsThreeSeconds() throws {
    try server.queue(.init(hang: true))
    let run = try sandbox.run(coordinates, expect: 1)
    #expect(run.stderr == "Error: No answer from 127.0.0.1:\(server.port) within 3 s.\n")
    #expect(run.seconds >= 2.9)
    #expect(run.seconds < 3.5)
  }

  @Test func eightSimultaneousColdRunsMakeOneRequest() throws {
    try server.setDefault(.init(file: Self.berlin, delay: 0.5))
    let runs = try (0..<8).map { _ in try sandbox.start(coordinates, at: Self.now) }
    let results = runs.map { $0.finish(expect: 0) }
    for result in results {
      #expect(result.stdout == "🌧️ 12°C 80%\n")
    }
    #expect(try server.requests().count == 1)
  }

  @Test func corruptEntryIsIgnoredAndReplaced() throws {
    try FileManager.default.createDirectory(
      atPath: cacheDirectory, withIntermediateDirectories: true)
    for garbage in ["", "{\"version\":1,", "null", "{\"version\":99}"] {
      try garbage.write(toFile: entryPath, atomically: true, encoding: .utf8)
      try server.queue(.init(file: Self.berlin))
      let run = try sandbox.run(coordinates, at: Self.now, expect: 0)
      #expect(run.stdout == "🌧️ 12°C 80%\n", "\(garbage)")
    }
    #expect(try server.requests().count == 4)
  }

  @Test func unwritableCacheDirectoryStillPrints() throws {
    // A file where the cache directory should be: no directory can be made there.
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/cache", withIntermediateDirectories: true)
    try "not a directory".write(toFile: cacheDirectory, atomically: true, encoding: .utf8)
    try server.queue(.init(file: Self.berlin))
    let run = try sandbox.run(coordinates, at: Self.now, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(
      run.stderr
        == "Warning: Cannot use the cache (\(cacheDirectory): not a directory); the forecast is not kept.\n"
    )
  }

  @Test func refreshIgnoresFreshness() throws {
    try server.setDefault(.init(file: Self.berlin))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let refresh = try sandbox.run(["refresh"] + coordinates, at: Self.now, expect: 0)
    #expect(refresh.stdout == "🌧️ 12°C 80%\n")
    #expect(try server.requests().count == 2)
  }

  @Test func conditionalRequestAnd304() throws {
    try server.queue(
      .init(
        file: Self.berlin,
        headers: ["ETag": "\"v7\"", "Last-Modified": "Mon, 30 Nov 2026 12:00:00 GMT"]),
      .init(status: 304, body: ""))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let run = try sandbox.run(coordinates, at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    let requests = try server.requests()
    try #require(requests.count == 2)
    #expect(requests[1].headers["If-None-Match"] == "\"v7\"")
    #expect(requests[1].headers["If-Modified-Since"] == "Mon, 30 Nov 2026 12:00:00 GMT")
    // Fresh again for ten minutes from the 304.
    _ = try sandbox.run(coordinates, at: "2026-11-30 12:35:00", expect: 0)
    #expect(try server.requests().count == 2)
  }

  @Test func noRequestAfter429UntilRetryAfter() throws {
    try server.queue(
      .init(file: Self.berlin),
      .init(
        status: 429, body: "{\"error\":true,\"reason\":\"slow down\"}",
        headers: ["Retry-After": "3600"]))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    _ = try sandbox.run(coordinates, at: Self.later, expect: 0)
    // refresh exits 1 when it could not renew, and says why in one line.
    let waiting = try sandbox.run(["refresh"] + coordinates, at: "2026-11-30 12:40:00", expect: 1)
    #expect(waiting.stdout == "🌧️ 12°C 80% ⏳25m\n")
    #expect(waiting.stderr.hasPrefix("Error: The forecast was not renewed: "))
    #expect(waiting.stderr.contains("asked rain-bar to slow down (HTTP 429)"))
    #expect(waiting.stderr.split(separator: "\n").count == 1)
    #expect(try server.requests().count == 2)
  }

  @Test func cachePathAndClear() throws {
    let path = try sandbox.run(["cache", "path"], expect: 0)
    #expect(path.stdout == cacheDirectory + "\n")
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    #expect(FileManager.default.fileExists(atPath: entryPath))
    let clear = try sandbox.run(["cache", "clear"], expect: 0)
    #expect(clear.stdout == "Removed 1 cache entry from \(cacheDirectory).\n")
    #expect(!FileManager.default.fileExists(atPath: entryPath))
    let bad = try sandbox.run(["cache", "wipe"], expect: 64)
    #expect(
      bad.stderr.hasPrefix(
        "Error: The value 'wipe' is invalid for '<action>'. Please provide one of 'path', 'clear', 'prune'.\nUsage: rain-bar cache <action>\n"
      ))
  }

  /// A cache directory that is a link to a folder of the user's own: a clear
  /// removes rain-bar's entries of every kind (forecasts, warnings) and
  /// nothing else, whatever its name, and counts only entries.
  @Test func clearRemovesOnlyRainBarsOwnEntries() throws {
    let target = sandbox.home + "/elsewhere"
    try FileManager.default.createDirectory(
      atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try FileManager.default.createDirectory(
      atPath: sandbox.home + "/cache", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: cacheDirectory, withDestinationPath: target)
    try server.queue(
      .init(file: Self.berlin), .init(file: WarningsEndToEndTests.warnings))
    _ = try sandbox.run(
      coordinates, at: Self.now,
      extra: [
        "RAIN_BAR_WARNINGS": "dwd", "RAIN_BAR_BRIGHT_SKY_URL": server.url + "/alerts",
      ], expect: 0)
    let warnings = target + "/warnings/bright-sky_52.5200_13.4100.json"
    #expect(FileManager.default.fileExists(atPath: warnings))
    // The user's own files, some with names like rain-bar's.
    let mine = [
      "notes.json": "{\"version\":1}", "todo.lock": "", "draft.1a2b.tmp": "text",
      "open-meteo_1.0000_2.0000.json": "my own JSON", "warnings/notes.json": "{}",
    ]
    for (name, text) in mine {
      try text.write(toFile: target + "/" + name, atomically: false, encoding: .utf8)
    }
    let clear = try sandbox.run(["cache", "clear"], expect: 0)
    #expect(clear.stdout == "Removed 2 cache entries from \(cacheDirectory).\n")
    #expect(!FileManager.default.fileExists(atPath: target + "/open-meteo_52.5200_13.4100.json"))
    #expect(!FileManager.default.fileExists(atPath: target + "/open-meteo_52.5200_13.4100.lock"))
    #expect(!FileManager.default.fileExists(atPath: warnings))
    for (name, text) in mine {
      #expect(try String(contentsOfFile: target + "/" + name, encoding: .utf8) == text, "\(name)")
    }
    // After the clear the warnings are asked for again, not shown from before.
    try server.queue(.init(file: Self.berlin), .init(status: 503, body: "<html>busy</html>"))
    let after = try sandbox.run(
      coordinates + ["--format", "i3blocks"], at: Self.now,
      extra: [
        "RAIN_BAR_WARNINGS": "dwd", "RAIN_BAR_BRIGHT_SKY_URL": server.url + "/alerts",
      ], expect: 0)
    #expect(after.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(try server.requests().count == 4)
  }

  /// doctor marks stale entries and entries of places that are not saved;
  /// `cache prune` removes the latter and keeps the saved places'.
  @Test func doctorMarksAndPruneRemovesWhatIsNotSaved() throws {
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    try server.setDefault(.init(file: Self.berlin))
    _ = try sandbox.run([], at: Self.now, expect: 0)
    _ = try sandbox.run(["--lat", "48.85", "--lon", "2.35"], at: Self.now, expect: 0)
    // No session bus here: the notifications check fails, hence exit 1.
    let doctor = try sandbox.run(
      ["doctor"], at: Self.later, extra: ["XDG_RUNTIME_DIR": sandbox.home], expect: 1)
    let entries = doctor.stdout.split(separator: "\n").filter { $0.contains("Cache entry") }
    #expect(
      entries == [
        "! Cache entry: 48.8500, 2.3500 (open-meteo), 11m old, stale: the next bar run asks for a new forecast; not a saved location ('rain-bar cache prune' removes it)",
        "! Cache entry: Berlin (open-meteo), 11m old, stale: the next bar run asks for a new forecast",
      ])
    let prune = try sandbox.run(["cache", "prune"], expect: 0)
    #expect(prune.stdout == "Removed 1 cache entry from \(cacheDirectory).\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory)
      .filter { $0.hasSuffix(".json") }
    #expect(left == ["open-meteo_52.5200_13.4100.json"])
  }

  /// `cache prune` covers every resource's folder: a removed place's
  /// forecast, warnings, air-quality and radar entries all go (only the
  /// forecast's went before, the others stayed for ever), a saved place's
  /// stay, and so does a file rain-bar did not write.
  @Test func pruneRemovesEveryKindOfEntryOfARemovedPlace() throws {
    try sandbox.writeConfig(
      "[location Berlin]\nlatitude=52.52\nlongitude=13.41\n\n"
        + "[location Hamburg]\nlatitude=53.55\nlongitude=9.99\n")
    try server.setDefault(.init(file: Self.berlin))
    // Both in Germany, where DWD's radar is asked. Every service but the forecast answers with the forecast: each renewal
    // fails and keeps its back-off in an entry of its own, in its folder.
    let everything = [
      "RAIN_BAR_WARNINGS": "dwd", "RAIN_BAR_BRIGHT_SKY_URL": server.url + "/alerts",
      "RAIN_BAR_MINUTES": "radar", "RAIN_BAR_BRIGHT_SKY_RADAR_URL": server.url + "/radar",
      "RAIN_BAR_OPEN_METEO_AIR_QUALITY_URL": server.url + "/air",
    ]
    for place in ["Berlin", "Hamburg"] {
      _ = try sandbox.run(
        ["--location", place, "--template", "{icon} {aqi}"], at: Self.now, extra: everything,
        expect: 0)
    }
    let folders = ["", "/warnings", "/air-quality", "/radar"]
    func entries(_ place: String) -> [String] {
      folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory + folder)) ?? [])
          .filter { $0.hasSuffix("_" + place + ".json") }.map { folder + "/" + $0 }
      }.sorted()
    }
    let hamburg = entries("53.5500_9.9900")
    #expect(hamburg.count == 4, "\(hamburg)")
    #expect(entries("52.5200_13.4100").count == 4)
    try "my own notes".write(
      toFile: cacheDirectory + "/radar/notes_53.5500_9.9900.json", atomically: false,
      encoding: .utf8)
    try sandbox.writeConfig("[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    let prune = try sandbox.run(["cache", "prune"], expect: 0)
    #expect(prune.stdout == "Removed 4 cache entries from \(cacheDirectory).\n")
    #expect(entries("53.5500_9.9900") == ["/radar/notes_53.5500_9.9900.json"])
    #expect(entries("52.5200_13.4100").count == 4)
    #expect(
      try String(
        contentsOfFile: cacheDirectory + "/radar/notes_53.5500_9.9900.json", encoding: .utf8)
        == "my own notes")
  }

  /// Writers killed at random moments never leave an entry that fails to parse.
  @Test func killedWritersNeverLeaveAHalfEntry() throws {
    try server.setDefault(.init(file: Self.berlin))
    for round in 0..<25 {
      let run = try sandbox.start(["refresh"] + coordinates, at: Self.now)
      usleep(UInt32(5_000 + (round * 7_919) % 60_000))
      run.kill()
      if let data = FileManager.default.contents(atPath: entryPath) {
        let entry = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(entry?["forecast"] != nil, "round \(round)")
      }
    }
    let after = try sandbox.run(coordinates, at: Self.now, expect: 0)
    #expect(after.stdout == "🌧️ 12°C 80%\n")
  }
}

import Foundation
import Testing

/// One back-off for every kind of failure, kept in the cache entry so every
/// process holds to it: through the built binary, the loopback server and
/// faketime. While it lasts a bar run asks nothing and does not load libcurl.
@Suite struct BackoffEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let coordinates = ["--lat", "52.52", "--lon", "13.41"]
  static let berlin = ShowEndToEndTests.berlin
  static let now = ShowEndToEndTests.berlinNow
  /// Eleven minutes later: past the default ten minutes of freshness.
  static let later = "2026-11-30 12:26:00"
  /// Five seconds into the back-off the failure at `later` set.
  static let inside = "2026-11-30 12:26:05"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  /// A way to fail: an answer the server gives, or a URL that gets none.
  struct Failure: Sendable, CustomTestStringConvertible {
    enum Source: Sendable {
      case answer(FixtureServer.Response)
      case refused
      case unresolvable
      /// TLS spoken to the plain HTTP server.
      case tls
    }

    var testDescription: String
    var source: Source
    var options: [String] = []
    /// The failure's sentence; `HOST` stands for the server's host and port.
    var reason: String
    /// What a run inside the back-off says instead (nil: the reason, then
    /// "Trying again in 10s.").
    var waiting: String?
    /// Whether `refresh` and the click still wait (a 429's Retry-After).
    var holds = false
  }

  static let failures: [Failure] = [
    Failure(
      testDescription: "refused", source: .refused,
      reason: "Cannot connect to HOST (offline, or the service is down)."),
    Failure(
      testDescription: "unresolvable", source: .unresolvable,
      reason: "Cannot resolve rain-bar-test.invalid (offline, or no DNS)."),
    Failure(
      testDescription: "timeout", source: .answer(.init(hang: true)), options: ["--timeout", "1"],
      reason: "No answer from HOST within 1 s."),
    // What follows is the TLS library's own sentence.
    Failure(testDescription: "TLS", source: .tls, reason: "The request to HOST failed: "),
    Failure(
      testDescription: "5xx", source: .answer(.init(status: 503, body: "{}")),
      reason: "Open-Meteo is failing (HTTP 503)."),
    Failure(
      testDescription: "429", source: .answer(.init(status: 429, body: "{}")),
      reason: "Open-Meteo is limiting requests (HTTP 429).",
      waiting: "Open-Meteo asked rain-bar to slow down (HTTP 429); it is asked again in 10s."),
    Failure(
      testDescription: "429 with Retry-After",
      source: .answer(.init(status: 429, body: "{}", headers: ["Retry-After": "60"])),
      reason: "Open-Meteo is limiting requests (HTTP 429).",
      waiting: "Open-Meteo asked rain-bar to slow down (HTTP 429); it is asked again in 55s.",
      holds: true),
    Failure(
      testDescription: "malformed", source: .answer(.init(status: 200, body: "{\"hourly\":")),
      reason: "Open-Meteo sent a malformed forecast (invalid or truncated JSON)."),
    Failure(
      testDescription: "implausible", source: .answer(.init(status: 200, body: implausible)),
      reason: "Open-Meteo sent an implausible forecast (current temperature out of range)."),
    Failure(
      testDescription: "a list too long",
      source: .answer(
        .init(
          status: 200,
          body: "{\"hourly\":{\"time\":["
            + Array(repeating: "0", count: 5_001).joined(separator: ",") + "]}}")),
      reason: "Open-Meteo sent an implausible forecast (a list of more than 5000 entries)."),
    Failure(
      testDescription: "too large",
      source: .answer(.init(status: 200, body: String(repeating: " ", count: 3 << 20))),
      reason: "The answer from HOST is too large to be a forecast."),
  ]

  /// Berlin's answer with a current temperature no place has.
  static let implausible: String = {
    let path = Paths.fixtures + "/" + berlin
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.replacing("\"temperature_2m\":11.6", with: "\"temperature_2m\":1e19")
  }()

  var host: String { "127.0.0.1:\(server.port)" }

  /// The endpoint variable that makes `failure` happen (none: the server's answer).
  func failingEnvironment(_ failure: Failure) throws -> [String: String] {
    let variable = "RAIN_BAR_OPEN_METEO_URL"
    switch failure.source {
    case .answer(let response):
      try server.queue(response)
      return [:]
    case .refused:
      return [variable: "http://127.0.0.1:\(try FreePort.find())/v1/forecast"]
    case .unresolvable:
      return [variable: "http://rain-bar-test.invalid/v1/forecast"]
    case .tls:
      return [variable: "https://\(host)/v1/forecast"]
    }
  }

  /// A good forecast cached at `now`, then the failure at `later`: the last
  /// good forecast shown stale with the reason. Returns the reason as told.
  func failOnce(_ failure: Failure) throws -> String {
    try server.queue(.init(file: Self.berlin))
    _ = try sandbox.run(coordinates, at: Self.now, expect: 0)
    let environment = try failingEnvironment(failure)
    let failed = try sandbox.run(
      coordinates + failure.options, at: Self.later, extra: environment, expect: 0)
    var expected = failure.reason.replacing("HOST", with: host)
    if case .refused = failure.source, let url = environment.values.first {
      let closed = String(url.dropFirst("http://".count).prefix { $0 != "/" })
      expected = failure.reason.replacing("HOST", with: closed)
    }
    #expect(failed.stdout == "🌧️ 12°C 80% ⏳11m\n")
    let stale = "Warning: showing the forecast from 11m ago. "
    #expect(failed.stderr.hasPrefix(stale) && failed.stderr.hasSuffix("\n"))
    let reason = String(failed.stderr.dropFirst(stale.count).dropLast())
    if case .tls = failure.source {
      #expect(reason.hasPrefix(expected))
    } else {
      #expect(reason == expected)
    }
    return reason
  }

  /// Inside the back-off a bar run asks nothing (the server, now good, gets
  /// no request), loads no libcurl, and shows the last good forecast, stale,
  /// with the reason; `refresh` asks through it unless a Retry-After holds.
  @Test(arguments: failures)
  func oneShotRunsHoldToTheBackoff(failure: Failure) throws {
    let reason = try failOnce(failure)
    let asked = try server.requests().count
    try server.queue(.init(file: Self.berlin))
    let libraries = sandbox.home + "/ld-debug"
    let waiting = try sandbox.run(
      coordinates + failure.options, at: Self.inside,
      extra: ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": libraries], expect: 0)
    #expect(waiting.stdout == "🌧️ 12°C 80% ⏳11m\n")
    let told = failure.waiting ?? "\(reason) Trying again in 10s."
    #expect(waiting.stderr == "Warning: showing the forecast from 11m ago. \(told)\n")
    #expect(try server.requests().count == asked)
    let loaded = try loadedLibraries(libraries)
    #expect(loaded.contains("libc.so"))
    #expect(!loaded.contains("libcurl"))

    let refresh = ["refresh"] + coordinates + failure.options
    if failure.holds {
      let held = try sandbox.run(refresh, at: "2026-11-30 12:26:06", expect: 1)
      #expect(held.stdout == "🌧️ 12°C 80% ⏳11m\n")
      #expect(
        held.stderr
          == "Error: The forecast was not renewed: Open-Meteo asked rain-bar to slow down (HTTP 429); it is asked again in 54s.\n"
      )
      #expect(try server.requests().count == asked)
    } else {
      let renewed = try sandbox.run(refresh, at: "2026-11-30 12:26:06", expect: 0)
      #expect(renewed.stdout == "🌧️ 12°C 80%\n")
      #expect(renewed.stderr == "")
      #expect(try server.requests().count == asked + 1)
    }
  }

  /// The i3blocks left click overrides the back-off as `refresh` does.
  @Test func theLeftClickAsksThroughTheBackoff() throws {
    _ = try failOnce(Self.failures[0])
    let asked = try server.requests().count
    try server.queue(.init(file: Self.berlin))
    let clicked = try sandbox.run(
      coordinates + ["--format", "i3blocks"], at: Self.inside, extra: ["BLOCK_BUTTON": "1"],
      expect: 0)
    #expect(clicked.stdout == "🌧️ 12°C 80%\n🌧️ 80%\n#4FA3FF\n")
    #expect(clicked.stderr == "")
    #expect(try server.requests().count == asked + 1)
  }

  /// Failures in a row double the pause: 15 s, then 30 s, shared by the runs.
  @Test func theNextFailureDoublesThePause() throws {
    let reason = try failOnce(Self.failures[4])
    try server.queue(.init(status: 503, body: "{}"))
    let second = try sandbox.run(coordinates, at: "2026-11-30 12:26:16", expect: 0)
    #expect(second.stderr == "Warning: showing the forecast from 11m ago. \(reason)\n")
    try server.queue(.init(file: Self.berlin))
    let waiting = try sandbox.run(coordinates, at: "2026-11-30 12:26:36", expect: 0)
    #expect(
      waiting.stderr
        == "Warning: showing the forecast from 12m ago. \(reason) Trying again in 10s.\n")
    #expect(try server.requests().count == 3)
    let after = try sandbox.run(coordinates, at: "2026-11-30 12:26:47", expect: 0)
    #expect(after.stdout == "🌧️ 12°C 80%\n")
    #expect(try server.requests().count == 4)
  }

  /// A watch started inside a back-off a bar run set holds to it too (the
  /// line stale with the reason), then renews when it ends.
  @Test(arguments: failures.filter { !$0.holds })
  func watchHoldsToTheBackoffOfAnotherRun(failure: Failure) throws {
    let reason = try failOnce(failure)
    let asked = try server.requests().count
    try server.setDefault(.init(file: Self.berlin))
    let watch = try Watching(sandbox, coordinates + failure.options, at: "2026-11-30 12:26:02")
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80% ⏳11m" } != nil, "lines \(watch.lines)")
    usleep(2_000_000)
    #expect(try server.requests().count == asked)
    var requests = asked
    for _ in 0..<200 where requests == asked {
      usleep(100_000)
      requests = try server.requests().count
    }
    #expect(requests == asked + 1)
    #expect(watch.waitForLine { $0 == "🌧️ 12°C 80%" } != nil, "lines \(watch.lines)")
    // The reason without a countdown: the line outlives it.
    #expect(watch.stderr == "Warning: showing the forecast from 11m ago. \(reason)\n")
  }

  /// The back-off is per resource: with only the warnings' host
  /// unresolvable, the next run (the forecast still fresh) asks nothing at
  /// all and loads no libcurl; the tooltip says why the warnings are missing.
  @Test func aFailingWarningsHostBacksOffOnItsOwn() throws {
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    try server.queue(.init(file: Self.berlin))
    // waybar both times: the entry holds what its tooltip shows.
    let first = try sandbox.run(
      coordinates + ["--format", "waybar"], at: Self.now,
      extra: ["RAIN_BAR_BRIGHT_SKY_URL": "http://rain-bar-test.invalid/alerts"], expect: 0)
    #expect(first.stdout.contains("</span> 12°C 80%\""))
    #expect(first.stderr == "")
    #expect(try server.requests().count == 1)
    // The warnings' service is back, but the back-off holds: no request.
    try server.queue(
      .init(file: "warnings/brightsky-constructed-berlin-2026-thunderstorm-frost.json"))
    let libraries = sandbox.home + "/ld-debug"
    let waiting = try sandbox.run(
      coordinates + ["--format", "waybar"], at: "2026-11-30 12:15:05",
      extra: [
        "RAIN_BAR_BRIGHT_SKY_URL": server.url + "/alerts", "LD_DEBUG": "libs",
        "LD_DEBUG_OUTPUT": libraries,
      ], expect: 0)
    #expect(
      waiting.stdout.contains(
        // The tooltip's sentence, wrapped at 60 columns.
        "Warnings unavailable: Cannot resolve rain-bar-test.invalid\\n(offline, or no DNS). Trying again in 10s."
      ))
    #expect(try server.requests().count == 1)
    #expect(!(try loadedLibraries(libraries)).contains("libcurl"))
  }

  /// Offline with nothing cached: the tooltip says it once (the warnings'
  /// host failing the same way is not said again), and the back-off's
  /// countdown reads as what comes.
  @Test func offlineWithNothingCachedSaysItOnce() throws {
    sandbox.environment["RAIN_BAR_WARNINGS"] = nil
    let offline = [
      "RAIN_BAR_OPEN_METEO_URL": "http://rain-bar-test.invalid/v1/forecast",
      "RAIN_BAR_BRIGHT_SKY_URL": "http://rain-bar-test.invalid/alerts",
    ]
    let first = try sandbox.run(
      coordinates + ["--json"], at: Self.now, extra: offline, expect: 0)
    #expect(
      first.stdout.contains(
        #""tooltip":"Cannot resolve rain-bar-test.invalid (offline, or no DNS).","alt":"offline""#))
    let again = try sandbox.run(
      coordinates + ["--json"], at: "2026-11-30 12:15:05", extra: offline, expect: 0)
    #expect(
      again.stdout.contains(
        #""tooltip":"Cannot resolve rain-bar-test.invalid (offline, or no DNS). Trying again in 10s.","alt""#
      ))
  }

  /// The libraries the run's dynamic loader opened (LD_DEBUG=libs output).
  func loadedLibraries(_ prefix: String) throws -> String {
    let directory = (prefix as NSString).deletingLastPathComponent
    var text = ""
    for name in try FileManager.default.contentsOfDirectory(atPath: directory)
    where name.hasPrefix("ld-debug.") {
      text += try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }
    return text
  }
}

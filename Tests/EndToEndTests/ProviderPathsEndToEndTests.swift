import Foundation
import Testing

/// The 304, 401 and 429 paths for every provider through the binary.
@Suite struct ProviderPathsEndToEndTests {
  struct Case: Sendable, CustomStringConvertible {
    var provider: String
    var fixture: String
    var arguments: [String]
    var now: String
    /// The bar line at `now`, and eleven minutes later (the hours ahead move on).
    var line: String
    var lineLater: String
    var unauthorised: String

    var description: String { provider }
  }

  static let cases = [
    Case(
      provider: "open-meteo", fixture: "open-meteo/openmeteo-constructed-berlin-rain-unixtime.json",
      arguments: ["--lat", "52.52", "--lon", "13.41"], now: "2026-11-30 12:15:00",
      line: "🌧️ 12°C 80%", lineLater: "🌧️ 12°C 80%",
      unauthorised: "Open-Meteo refused the request (HTTP 401)."),
    Case(
      provider: "pirate-weather", fixture: "dark-sky/pirateweather-newyork-full-v2.9.1.json",
      arguments: ["--lat", "40.7128", "--lon", "-74.006"], now: "2026-02-06 21:50:00",
      line: "☁️ 0°C 16%", lineLater: "☁️ 0°C 22%",
      unauthorised:
        "Pirate Weather refused the request (HTTP 401): check the API key and that it is subscribed to the forecast API."
    ),
    Case(
      provider: "met-no", fixture: "met-no/metno-complete-southnorway-2022-precipprob.json",
      arguments: ["--lat", "59", "--lon", "10"], now: "2022-05-18 21:10:00",
      line: "☁️ 13°C 0%", lineLater: "☁️ 13°C 0%",
      unauthorised: "MET Norway refused the request (HTTP 401)."),
  ]

  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_MET_NO_URL"] = "http://127.0.0.1:\(server.port)/complete"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = "k"
  }

  /// `now` plus some minutes, as faketime's "YYYY-MM-DD HH:MM:SS".
  func later(_ start: String, minutes: Int) -> String {
    let parts = start.split(separator: " ")
    let clock = parts[1].split(separator: ":").compactMap { Int($0) }
    let total = clock[0] * 60 + clock[1] + minutes
    return String(format: "%@ %02d:%02d:00", String(parts[0]), total / 60, total % 60)
  }

  @Test(arguments: cases) func notModified(_ c: Case) throws {
    try server.queue(
      .init(
        file: c.fixture,
        headers: ["ETag": "\"e1\"", "Last-Modified": "Mon, 20 Jul 2020 11:44:31 GMT"]),
      .init(status: 304, body: ""))
    let arguments = ["--provider", c.provider] + c.arguments
    #expect(try sandbox.run(arguments, at: c.now, expect: 0).stdout == c.line + "\n")
    let renewed = try sandbox.run(arguments, at: later(c.now, minutes: 11), expect: 0)
    #expect(renewed.stdout == c.lineLater + "\n")
    #expect(renewed.stderr == "")
    let requests = try server.requests()
    try #require(requests.count == 2)
    #expect(requests[1].headers["If-None-Match"] == "\"e1\"")
    _ = try sandbox.run(arguments, at: later(c.now, minutes: 20), expect: 0)
    #expect(try server.requests().count == 2)
  }

  @Test(arguments: cases) func unauthorised(_ c: Case) throws {
    try server.queue(.init(status: 401, body: "<html><body>401 Unauthorized</body></html>"))
    let run = try sandbox.run(["--provider", c.provider] + c.arguments, at: c.now, expect: 1)
    #expect(run.stdout == "⚠️ error\n")
    #expect(run.stderr == "Error: \(c.unauthorised)\n")
  }

  @Test(arguments: cases) func tooManyRequests(_ c: Case) throws {
    try server.queue(
      .init(file: c.fixture),
      .init(status: 429, body: "slow down", headers: ["Retry-After": "1800"]))
    let arguments = ["--provider", c.provider] + c.arguments
    _ = try sandbox.run(arguments, at: c.now, expect: 0)
    let limited = try sandbox.run(arguments, at: later(c.now, minutes: 11), expect: 0)
    #expect(limited.stdout == c.lineLater + " ⏳11m\n")
    #expect(limited.stderr.contains("(HTTP 429)"))
    _ = try sandbox.run(arguments, at: later(c.now, minutes: 25), expect: 0)
    #expect(try server.requests().count == 2)
  }
}

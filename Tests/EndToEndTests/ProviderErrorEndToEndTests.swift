import Foundation
import Testing

/// Every way the service can fail gives one sentence on stderr and exit 1 in plain mode.
@Suite struct ProviderErrorEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let coordinates = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  /// From a cold cache: no back-off of an earlier failure holds. `response`
  /// queued first, when given.
  func expectFailure(
    _ response: FixtureServer.Response?, _ message: String, state: String = "error",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try sandbox.clearCache()
    if let response { try server.queue(response) }
    let run = try sandbox.run(coordinates, expect: 1, sourceLocation: sourceLocation)
    #expect(run.stdout == "⚠️ \(state)\n", sourceLocation: sourceLocation)
    #expect(run.stderr == "Error: \(message)\n")
  }

  @Test func badRequestShowsTheReason() throws {
    try expectFailure(
      .init(status: 400, file: "open-meteo/openmeteo-error-400-latitude-constructed.json"),
      "Open-Meteo refused the request (HTTP 400): Latitude must be in range of -90 to 90°. Given: 95.0."
    )
  }

  @Test func rateLimitShowsTheReason() throws {
    try expectFailure(
      .init(status: 429, file: "open-meteo/openmeteo-error-429-minutely-constructed.json"),
      "Open-Meteo is limiting requests (HTTP 429): Minutely API request limit exceeded. Please try again in one minute.",
      state: "service"
    )
  }

  @Test func serverErrorWithoutBody() throws {
    try expectFailure(
      .init(status: 503, body: ""), "Open-Meteo is failing (HTTP 503).", state: "service")
  }

  @Test func htmlPageWithStatus200() throws {
    try expectFailure(
      .init(
        status: 200, body: "<!DOCTYPE html><html><body>Captive portal</body></html>",
        headers: ["Content-Type": "text/html"]),
      "Open-Meteo sent a web page instead of a forecast (HTTP 200).", state: "service")
  }

  @Test func truncatedJSON() throws {
    try expectFailure(
      .init(file: "open-meteo/openmeteo-constructed-berlin-rain-unixtime.json", truncate: 700),
      "Open-Meteo sent a malformed forecast (invalid or truncated JSON).", state: "service")
  }

  @Test func connectionClosedMidBody() throws {
    try expectFailure(
      .init(file: "open-meteo/openmeteo-constructed-berlin-rain-unixtime.json", cut: 700),
      "The answer from 127.0.0.1:\(server.port) was cut off before it was complete.",
      state: "service")
  }

  @Test func errorBodyWithStatus200() throws {
    try expectFailure(
      .init(
        status: 200,
        body:
          #"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"}"#
      ),
      "Open-Meteo refused the request (HTTP 200): Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"
    )
  }

  @Test func controlCharactersInTheReasonAreNeutralised() throws {
    try expectFailure(
      .init(
        status: 400, body: #"{"error":true,"reason":"bad\u001b[31m\u202eout\tnow\u0007\nred"}"#),
      "Open-Meteo refused the request (HTTP 400): bad [31m out now…")
  }

  /// A server's traceback is not a reason: its first line is, cleaned and capped.
  @Test func aTracebackShowsItsFirstLineOnly() throws {
    let traceback =
      "Traceback (most recent call last):\n  File \"/srv/api.py\", line 12, in forecast\n"
      + "    raise ValueError(\"\u{1B}]0;pwned\u{7}\")\nValueError: "
      + String(repeating: "x", count: 5_000)
    let body = String(
      decoding: try JSONSerialization.data(withJSONObject: ["error": true, "reason": traceback]),
      as: UTF8.self)
    try expectFailure(
      .init(status: 500, body: body),
      "Open-Meteo is failing (HTTP 500): Traceback (most recent call last):…", state: "service")
    try sandbox.clearCache()
    try server.queue(.init(status: 500, body: body))
    let waybar = try sandbox.run(coordinates + ["--format", "waybar"], expect: 0)
    #expect(
      waybar.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> service","tooltip":"Open-Meteo is failing (HTTP 500): Traceback (most recent call last):…","alt":"service","class":["service"]}"#
        + "\n")
    let long = String(
      decoding: try JSONSerialization.data(
        withJSONObject: ["error": true, "reason": String(repeating: "y", count: 100_000)]),
      as: UTF8.self)
    try expectFailure(
      .init(status: 400, body: long),
      "Open-Meteo refused the request (HTTP 400): " + String(repeating: "y", count: 160) + "…")
  }

  @Test func connectionRefused() throws {
    // A port that was just free: bind, note it, close.
    let closed = try FreePort.find()
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = "http://127.0.0.1:\(closed)/v1/forecast"
    let run = try sandbox.run(coordinates, expect: 1)
    #expect(
      run.stderr
        == "Error: Cannot connect to 127.0.0.1:\(closed) (offline, or the service is down).\n")
    #expect(run.seconds < 1)
  }

  /// A redirect whose target fails: the message names the host that
  /// failed, not the first server.
  @Test func aRedirectsTargetThatFailsIsNamed() throws {
    try server.queue(
      .init(
        status: 302, body: "", headers: ["Location": "http://rain-bar-test.invalid/v1/forecast"]))
    try expectFailure(
      nil, "Cannot resolve rain-bar-test.invalid (offline, or no DNS).", state: "offline")
    let closed = try FreePort.find()
    try server.queue(
      .init(status: 302, body: "", headers: ["Location": "http://127.0.0.1:\(closed)/v1/forecast"]))
    try expectFailure(
      nil, "Cannot connect to 127.0.0.1:\(closed) (offline, or the service is down).",
      state: "offline")
  }

  /// Headers larger than any service sends (200 KB) are said to be that.
  @Test func headersTooLargeAreSaidSo() throws {
    try expectFailure(
      .init(body: "{}", headers: ["X-Padding": String(repeating: "x", count: 200_000)]),
      "The request to 127.0.0.1:\(server.port) failed: the answer's headers are too large.",
      state: "service")
    var many: [String: String] = [:]
    for index in 0..<100 { many["X-Padding-\(index)"] = String(repeating: "x", count: 2_000) }
    try expectFailure(
      .init(body: "{}", headers: many),
      "The request to 127.0.0.1:\(server.port) failed: the answer's headers are too large.",
      state: "service")
  }

  @Test func timeoutIsHonoured() throws {
    try server.queue(.init(hang: true))
    let run = try sandbox.run(coordinates + ["--timeout", "1"], expect: 1)
    #expect(run.stderr == "Error: No answer from 127.0.0.1:\(server.port) within 1 s.\n")
    #expect(run.seconds < 1.5)
  }
}

enum FreePort {
  static func find() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    try withUnsafeMutablePointer(to: &address) { pointer in
      try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        guard bind(fd, $0, length) == 0, getsockname(fd, $0, &length) == 0 else {
          throw CocoaError(.fileReadUnknown)
        }
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

import Foundation
import Testing

/// Many machines behind one address: the caching proxy shipped in
/// integrations/nginx/rain-bar-cache.conf, run by the real nginx in front of
/// the loopback server (whose answers, like Open-Meteo's, carry no
/// Cache-Control). Each Sandbox is one machine: its own home, config and cache.
@Suite struct CachingProxyEndToEndTests {
  let server: FixtureServer
  let nginx: Nginx
  let scratch: Sandbox
  static let berlin = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    scratch = try Sandbox()
    let shipped = try String(
      contentsOfFile: Paths.root + "/integrations/nginx/rain-bar-cache.conf", encoding: .utf8)
    // Only where it listens, whom it asks and where it keeps its cache differ from the shipped file.
    let upstream = "http://127.0.0.1:\(server.port)"
    let config = try Self.replacing(
      shipped,
      [
        ("listen 8080;", "listen 127.0.0.1:PORT;"),
        ("https://api.open-meteo.com", upstream),
        ("https://geocoding-api.open-meteo.com", upstream),
        ("/var/cache/nginx/rain-bar", scratch.home + "/nginx/cache"),
      ])
    nginx = try Nginx(directory: scratch.home + "/nginx") { port in
      config.replacingOccurrences(of: "PORT", with: "\(port)")
    }
  }

  /// `text` with each pair replaced; a pair whose text is missing is an error,
  /// so the test follows the shipped file or fails.
  static func replacing(_ text: String, _ pairs: [(String, String)]) throws -> String {
    try pairs.reduce(text) { text, pair in
      guard text.contains(pair.0) else { throw ConfigChanged(missing: pair.0) }
      return text.replacingOccurrences(of: pair.0, with: pair.1)
    }
  }
  struct ConfigChanged: Error { var missing: String }

  /// A machine whose Open-Meteo URL is the proxy.
  func machine() throws -> Sandbox {
    let sandbox = try Sandbox()
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = "http://127.0.0.1:\(nginx.port)/v1/forecast"
    return sandbox
  }

  @Test func twentyMachinesOneUpstreamRequest() throws {
    let machines = try (0..<20).map { _ in try machine() }
    // Ten bars start at the same moment, ten more come later within the 10 minutes.
    let together = try machines.prefix(10).map {
      try $0.start(Self.berlin, at: ShowEndToEndTests.berlinNow)
    }
    for run in together {
      #expect(run.finish(expect: 0).stdout == "🌧️ 12°C 80%\n")
    }
    for machine in machines.suffix(10) {
      let run = try machine.run(Self.berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
      #expect(run.stdout == "🌧️ 12°C 80%\n")
    }
    let upstream = try server.requests()
    #expect(upstream.count == 1, "\(upstream.map(\.path))")
    #expect(upstream.first?.headers["User-Agent"] == "rain-bar/\(Paths.version)")
    // Each machine has its own cache entry, filled through the proxy.
    for machine in machines {
      let entries = try FileManager.default.contentsOfDirectory(
        atPath: machine.home + "/cache/rain-bar")
      #expect(entries.contains("open-meteo_52.5200_13.4100.json"))
    }
  }

  /// Two machines set up differently (a saved location against coordinates,
  /// other units, icons and template) send the same bytes for the same place.
  @Test func requestsAreTheSameOnEveryMachine() throws {
    let saved = try Sandbox(server: server)
    try saved.writeConfig(
      "[rain-bar]\nlocation=Home\nunits=imperial\nicons=text\ntemplate={temp} {rain_in}\n\n[location Home]\nlatitude=52.52\nlongitude=13.41\n"
    )
    _ = try saved.run([], at: ShowEndToEndTests.berlinNow, expect: 0)
    _ = try Sandbox(server: server).run(Self.berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    let requests = try server.requests()
    #expect(requests.count == 2)
    #expect(requests.first?.path == requests.last?.path)
    #expect(requests.first?.headers == requests.last?.headers)
  }

  /// An upstream that forbids caching (Open-Meteo's answers carry no such
  /// header today) is cached all the same, for the 10 minutes.
  @Test func upstreamCacheHeadersAreOverruled() throws {
    try server.setDefault(
      .init(
        file: ShowEndToEndTests.berlin,
        headers: [
          "Cache-Control": "private, no-cache, no-store, max-age=0",
          "Expires": "Thu, 01 Jan 1970 00:00:00 GMT", "Set-Cookie": "session=1; Path=/",
          "Vary": "User-Agent",
        ]))
    for _ in 0..<5 {
      let run = try machine().run(Self.berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
      #expect(run.stdout == "🌧️ 12°C 80%\n")
    }
    #expect(try server.requests().count == 1)
  }

  /// Coordinates are rounded to 4 decimals before they are asked for, so places
  /// typed a little differently share the proxy's entry; another place is asked for.
  @Test func theSamePlaceRoundedIsOneEntry() throws {
    _ = try machine().run(Self.berlin, at: ShowEndToEndTests.berlinNow, expect: 0)
    _ = try machine().run(
      ["--lat", "52.520049", "--lon", "13.41"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(try server.requests().count == 1)
    _ = try machine().run(
      ["--lat", "48.14", "--lon", "11.58"], at: ShowEndToEndTests.berlinNow, expect: 0)
    let upstream = try server.requests()
    #expect(upstream.count == 2)
    #expect(
      upstream.last?.path.hasPrefix("/v1/forecast?latitude=48.1400&longitude=11.5800&") == true)
  }
}

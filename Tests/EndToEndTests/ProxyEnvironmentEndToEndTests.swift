import Foundation
import Testing

/// libcurl's proxy variables: `http_proxy` and `https_proxy` are used as set
/// (a machine behind a company proxy), and a test's runs never inherit one
/// from the machine running the tests.
@Suite struct ProxyEnvironmentEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let berlin = ["--lat", "52.52", "--lon", "13.41"]

  init() throws {
    server = try FixtureServer()
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    sandbox = try Sandbox()
  }

  @Test func runsGetNoProxyFromTheTestMachine() {
    let proxies = sandbox.environment.keys.filter { $0.lowercased().hasSuffix("_proxy") }
    #expect(proxies.isEmpty)
  }

  /// The loopback server acts as the proxy; the service's name resolves nowhere,
  /// so only a request through the proxy can answer.
  @Test func httpProxyCarriesTheRequest() throws {
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = "http://forecast.invalid/v1/forecast"
    let run = try sandbox.run(
      berlin, at: ShowEndToEndTests.berlinNow,
      extra: ["http_proxy": "http://127.0.0.1:\(server.port)"], expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    let requests = try server.requests()
    #expect(requests.count == 1)
    #expect(requests.first?.method == "GET")
    #expect(
      requests.first?.path.hasPrefix(
        "http://forecast.invalid/v1/forecast?latitude=52.5200&longitude=13.4100&") == true)
  }

  @Test func httpsProxyIsAskedForATunnel() throws {
    sandbox.environment["RAIN_BAR_OPEN_METEO_URL"] = "https://forecast.invalid/v1/forecast"
    let run = try sandbox.run(
      berlin, extra: ["https_proxy": "http://127.0.0.1:\(server.port)"], expect: 1)
    let requests = try server.requests()
    #expect(requests.map(\.method) == ["CONNECT"])
    #expect(requests.first?.path == "forecast.invalid:443")
    #expect(
      run.stderr
        == "Error: The request to forecast.invalid failed: the proxy refused the tunnel (HTTP 403)\n"
    )
  }
}

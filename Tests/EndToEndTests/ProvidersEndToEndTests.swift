import Foundation
import Testing

/// Pirate Weather (Dark Sky format) and MET Norway through the binary and the loopback server.
@Suite struct ProvidersEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let key = "sEcReT-kEy-4711"
  let newYork = ["--provider", "pirate-weather", "--lat", "40.7128", "--lon", "-74.006"]
  /// Five minutes after the New York response's "currently".
  let newYorkNow = "2026-02-06 21:50:00"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox()
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_MET_NO_URL"] = "http://127.0.0.1:\(server.port)/complete"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = Self.key
  }

  @Test func pirateWeatherBarLine() throws {
    try server.queue(.init(file: "dark-sky/pirateweather-newyork-full-v2.9.1.json"))
    let run = try sandbox.run(newYork, at: newYorkNow, expect: 0)
    #expect(run.stdout == "☁️ 0°C 16%\n")
    let path = try server.requests().first?.path
    #expect(path == "/forecast/\(Self.key)/40.7128,-74.0060?units=si&version=2")
  }

  @Test func keyNeverAppearsInOutputOrCache() throws {
    var outputs: [String] = []
    func record(_ run: RainBarRun) { outputs += [run.stdout, run.stderr] }
    try server.setDefault(.init(file: "dark-sky/pirateweather-newyork-full-v2.9.1.json"))
    record(try sandbox.run(newYork, at: newYorkNow, expect: 0))
    record(try sandbox.run(newYork + ["--json"], at: newYorkNow, expect: 0))
    record(try sandbox.run(["forecast", "--json"] + newYork, at: newYorkNow, expect: 0))
    record(try sandbox.run(["alert", "--dry-run"] + newYork, at: newYorkNow, expect: 0))
    // Failed answers that repeat the key: `refresh` asks even though the entry is fresh,
    // and each step checks that its answer was served. Both still show the fresh
    // entry, and exit 1: the forecast was not renewed.
    try server.setDefault(.init(status: 500, body: "error for \(Self.key)"))
    var asked = try server.requests().count
    record(try sandbox.run(["refresh"] + newYork, at: newYorkNow, expect: 1))
    #expect(try server.requests().count == asked + 1, "the 500 answer was not asked for")
    try server.setDefault(.init(status: 401, body: "<html>Kong Error: \(Self.key)</html>"))
    asked = try server.requests().count
    record(try sandbox.run(["refresh", "--format", "plain"] + newYork, at: newYorkNow, expect: 1))
    #expect(try server.requests().count == asked + 1, "the 401 answer was not asked for")
    record(
      try sandbox.run(
        newYork + ["--json"], at: "2026-02-06 23:00:00",
        extra: ["RAIN_BAR_PIRATE_WEATHER_URL": "http://127.0.0.1:\(try FreePort.find())"], expect: 0
      ))
    record(try sandbox.run(["help", "show"], expect: 0))
    #expect(outputs.joined().contains("Pirate Weather"))
    for output in outputs { #expect(!output.contains(Self.key), "\(output)") }
    let cache = sandbox.home + "/cache"
    let files = FileManager.default.enumerator(atPath: cache)?.compactMap { $0 as? String } ?? []
    #expect(!files.isEmpty)
    for file in files {
      let data = FileManager.default.contents(atPath: cache + "/" + file) ?? Data()
      #expect(!String(decoding: data, as: UTF8.self).contains(Self.key), "\(file)")
    }
    // The key was used: it is in the requests the server saw.
    #expect(try server.requests().allSatisfy { $0.path.contains(Self.key) })
  }

  /// A redirect whose target host carries the key (in another case too):
  /// every command that says why the renewal failed, and the back-off note
  /// in the cache, name the host with the key taken out.
  @Test(arguments: [
    ProvidersEndToEndTests.key, ProvidersEndToEndTests.key.lowercased(),
    "x." + ProvidersEndToEndTests.key.uppercased(),
  ])
  func aKeyInARedirectsHostIsNeverShown(host: String) throws {
    try sandbox.writeConfig(
      "[rain-bar]\nprovider=pirate-weather\nlocation=NY\n\n"
        + "[location NY]\nlatitude=40.7128\nlongitude=-74.006\n\n"
        + "[trip walk]\ndays=Mon-Sun\ntimes=08:00-09:00\n")
    try server.setDefault(
      .init(status: 302, body: "", headers: ["Location": "http://\(host).invalid/forecast"]))
    var outputs: [String] = []
    for (arguments, code) in [
      ([], 1), (["--json"], 0), (["--format", "i3bar"], 0), (["forecast"], 1), (["trips"], 1),
      (["best", "--for", "1h"], 1), (["alert"], 1), (["doctor"], 1),
    ] as [([String], Int32)] {
      let run = try sandbox.run(arguments, at: newYorkNow, expect: code)
      outputs += [run.stdout, run.stderr]
    }
    #expect(outputs.joined().contains("[key].invalid (offline, or no DNS)"), "\(outputs)")
    #expect(try server.requests().count >= 2)
    for output in outputs {
      #expect(!output.lowercased().contains(Self.key.lowercased()), "\(output)")
    }
    let cache = sandbox.home + "/cache"
    let files = FileManager.default.enumerator(atPath: cache)?.compactMap { $0 as? String } ?? []
    #expect(!files.isEmpty)
    for file in files {
      let text = String(
        decoding: FileManager.default.contents(atPath: cache + "/" + file) ?? Data(), as: UTF8.self)
      #expect(!text.lowercased().contains(Self.key.lowercased()), "\(file)")
    }
  }

  @Test func unauthorisedIsOneSentenceWithTheStatus() throws {
    try server.queue(
      .init(
        status: 401, body: "<html><body>Kong Error</body></html>",
        headers: ["Content-Type": "text/html"]))
    let run = try sandbox.run(newYork, expect: 1)
    #expect(
      run.stderr
        == "Error: Pirate Weather refused the request (HTTP 401): check the API key and that it is subscribed to the forecast API.\n"
    )
  }

  @Test func rateLimitBacksOff() throws {
    try server.queue(
      .init(file: "dark-sky/pirateweather-newyork-full-v2.9.1.json"),
      .init(status: 429, body: "Too Many Requests", headers: ["Retry-After": "3600"]))
    _ = try sandbox.run(newYork, at: newYorkNow, expect: 0)
    let limited = try sandbox.run(newYork, at: "2026-02-06 22:05:00", expect: 0)
    #expect(limited.stdout == "☁️ 0°C 22% ⏳15m\n")
    #expect(
      limited.stderr.contains(
        "Pirate Weather is limiting requests (HTTP 429): the API key's quota is used up for now."))
    _ = try sandbox.run(newYork, at: "2026-02-06 22:30:00", expect: 0)
    #expect(try server.requests().count == 2)
  }

  @Test func keyFromConfigOnlyWhenPrivate() throws {
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = nil
    try sandbox.writeConfig("[rain-bar]\nprovider=pirate-weather\npirate-weather-key=\(Self.key)\n")
    chmod(sandbox.configFile, 0o644)
    let open = try sandbox.run(["--lat", "40.7128", "--lon", "-74.006"], at: newYorkNow, expect: 1)
    #expect(
      open.stderr
        == "Error: The config file \(sandbox.configFile) holds an API key but others can read it; run 'chmod 600 \(sandbox.configFile)', or move the key to a key file.\n"
    )
    chmod(sandbox.configFile, 0o600)
    try server.queue(.init(file: "dark-sky/pirateweather-newyork-full-v2.9.1.json"))
    let closed = try sandbox.run(
      ["--lat", "40.7128", "--lon", "-74.006"], at: newYorkNow, expect: 0)
    #expect(closed.stdout == "☁️ 0°C 16%\n")
  }

  @Test func keyFileAndMissingKey() throws {
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = nil
    let missing = try sandbox.run(newYork, expect: 1)
    #expect(
      missing.stderr.hasPrefix(
        "Error: Pirate Weather needs an API key: set RAIN_BAR_PIRATE_WEATHER_KEY"))
    let keyFile = sandbox.home + "/pirate.key"
    try (Self.key + "\n").write(toFile: keyFile, atomically: true, encoding: .utf8)
    try sandbox.writeConfig("[rain-bar]\npirate-weather-key-file=\(keyFile)\n")
    try server.queue(.init(file: "dark-sky/pirateweather-newyork-full-v2.9.1.json"))
    let run = try sandbox.run(newYork, at: newYorkNow, expect: 0)
    #expect(run.stdout == "☁️ 0°C 16%\n")
    #expect(try server.requests().first?.path.contains("/forecast/\(Self.key)/") == true)
  }

  /// MET Norway: Expires sets the freshness, Last-Modified goes back as If-Modified-Since.
  @Test func metNorwayExpiresAnd304() throws {
    try sandbox.writeConfig("[rain-bar]\nprovider=met-no\ncontact=me@example.org\n")
    let headers = [
      "Expires": "Mon, 20 Jul 2020 12:16:23 GMT", "Last-Modified": "Mon, 20 Jul 2020 11:44:31 GMT",
    ]
    try server.queue(
      .init(file: "met-no/metno-complete-london-2020.json", headers: headers),
      .init(status: 304, body: ""))
    let london = ["--lat", "51.5", "--lon", "-0.1"]
    let first = try sandbox.run(london, at: "2020-07-20 11:44:31", expect: 0)
    #expect(first.stdout == "☀️ 19°C\n")
    // 20 minutes later: past rain-bar's 10 minutes, before the server's Expires.
    _ = try sandbox.run(london, at: "2020-07-20 12:04:31", expect: 0)
    #expect(try server.requests().count == 1)
    let later = try sandbox.run(london, at: "2020-07-20 12:24:31", expect: 0)
    #expect(later.stdout == "☀️ 20°C\n")
    let requests = try server.requests()
    try #require(requests.count == 2)
    #expect(requests[0].path == "/complete?lat=51.5&lon=-0.1")
    #expect(requests[0].headers["User-Agent"] == "rain-bar/\(Paths.version) me@example.org")
    #expect(requests[1].headers["If-Modified-Since"] == "Mon, 20 Jul 2020 11:44:31 GMT")
    let json = try sandbox.run(
      ["forecast", "--json"] + london, at: "2020-07-20 12:24:31", expect: 0)
    #expect(json.stdout.contains(#""chance_of_rain":null"#))
  }
}

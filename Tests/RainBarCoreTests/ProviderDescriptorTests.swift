import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Everything a provider declares reaches help, the config reader, the man page
/// and the key lookup without a hand-written list: a new provider adds nothing here.
@Suite struct ProviderDescriptorTests {
  let manPage = ManPage(parser: Commands.parser, overview: "", version: "").render()

  @Test(arguments: Providers.all.map(\.id))
  func everyProviderReachesEveryPlace(id: String) throws {
    let provider = try #require(Providers.named(id))
    #expect(Options.provider.spec.choices?.contains(id) == true)
    #expect(manPage.contains(ManPage.escape(provider.url.spec.environmentVariable ?? "?")))
    for option in provider.options {
      let key = try #require(option.configKey)
      #expect(Options.configured(by: key) != nil, "\(key)")
      #expect(manPage.contains(ManPage.escape(key)), "\(key)")
    }
    if let key = provider.key { #expect(manPage.contains(ManPage.escape(key.variable))) }
    let built = provider.make(
      ProviderSetup(
        baseURL: "http://127.0.0.1:1", key: "k", userAgent: "t",
        options: try RunOptions(
          Commands.parser.parse(["show"]), settings: Settings(), configError: nil,
          environment: [:])))
    #expect(built.id == id)
    #expect(built.displayName == provider.displayName)
  }
}

/// Where a key comes from: the same lookup serves the provider and `doctor`.
@Suite struct APIKeysTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()

  func app(_ config: [(String, String)], _ environment: [String: String]) -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(1_796_040_900),
        environment: ["HOME": "/home/u"].merging(environment) { $1 },
        configStore: MemoryConfigStore(
          KeyFileDocument(groups: [
            .init(name: "rain-bar", entries: config.map { (key: $0.0, value: $0.1) })
          ])), fileSystem: files, notifier: UnexpectedDesktop(), positions: UnexpectedDesktop(),
        userID: 1000))
  }

  /// An empty variable does not count: the key file is used, and doctor says so.
  @Test func doctorNamesTheSourceTheProviderUses() throws {
    files.files["/keys/pw"] = Array("s3cret-from-file\n".utf8)
    http.script = [.success(HTTPResponse(status: 200, body: []))]
    let outcome = app(
      [("provider", "pirate-weather"), ("pirate-weather-key-file", "/keys/pw")],
      ["RAIN_BAR_PIRATE_WEATHER_KEY": ""]
    ).run(["doctor", "--lat", "1", "--lon", "2"])
    #expect(outcome.stdout.contains("✓ Provider: Pirate Weather, API key from key file /keys/pw\n"))
    #expect(!outcome.stdout.contains("s3cret"))
    #expect(http.requests.first?.url.contains("/forecast/s3cret-from-file/") == true)
  }

  @Test func aSetVariableWins() throws {
    files.files["/keys/pw"] = Array("from-file".utf8)
    http.script = [.success(HTTPResponse(status: 200, body: []))]
    let outcome = app(
      [("provider", "pirate-weather"), ("pirate-weather-key-file", "/keys/pw")],
      ["RAIN_BAR_PIRATE_WEATHER_KEY": " from-variable "]
    ).run(["doctor", "--lat", "1", "--lon", "2"])
    #expect(outcome.stdout.contains("API key from RAIN_BAR_PIRATE_WEATHER_KEY\n"))
    #expect(http.requests.first?.url.contains("/forecast/from-variable/") == true)
  }
}

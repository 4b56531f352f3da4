import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// `BarRun.decide` only decides: what it would send comes back as effects,
/// and no notification, request or position is asked for while deciding
/// (every double here fails the test on an unexpected call).
@Suite struct BarDecisionTests {
  let files = InMemoryFileSystem()
  let http = ScriptedHTTP()
  let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41)
  let now = 1_796_040_900.0

  func bar(_ words: [String]) throws -> BarRun {
    let app = RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(now),
        environment: ["HOME": "/home/u", "RAIN_BAR_WARNINGS": "off", "RAIN_BAR_MINUTES": "model"],
        configStore: MemoryConfigStore(KeyFileDocument(groups: [])), fileSystem: files,
        notifier: UnexpectedDesktop(), positions: UnexpectedDesktop(), userID: 1000))
    let options = try RunOptions(
      Commands.parser.parse(words), settings: Settings(), configError: nil,
      environment: ["HOME": "/home/u", "RAIN_BAR_WARNINGS": "off", "RAIN_BAR_MINUTES": "model"])
    return BarRun(app: app, options: options, refresh: false)
  }

  func loaded(_ bar: BarRun) throws -> LoadOutcome {
    http.script = [
      .success(try Fixture.openMeteo("openmeteo-constructed-berlin-rain-unixtime.json"))
    ]
    return .success(
      try bar.app.loader(bar.options).load(
        try bar.app.provider(bar.options), for: berlin, timeout: 5, refresh: false))
  }

  @Test func aMiddleClickAndNotifyAreEffectsNotCalls() throws {
    let bar = try bar(["--format", "i3blocks", "--notify"])
    let loaded = try loaded(bar)
    var asked: [String] = []
    let decision = bar.decide(
      loaded,
      BarRequest(location: berlin, units: bar.options.units, sendForecast: true, checkAlerts: true),
      now: now
    ) {
      asked.append($0.name)
      return nil
    }
    #expect(asked == ["Berlin"])
    #expect(decision.content.snapshot != nil)
    #expect(decision.effects.count == 2)
    guard decision.effects.count == 2 else { return }
    if case .checkAlerts(let location, _, _, _, _, _) = decision.effects[0] {
      #expect(location == berlin)
    } else {
      Issue.record("first effect: \(decision.effects[0]), not the alert check")
    }
    if case .notify(let notification) = decision.effects[1] {
      #expect(notification.summary.contains("Berlin"))
    } else {
      Issue.record("second effect: \(decision.effects[1]), not the forecast's notification")
    }
  }

  @Test func withoutNotifyOrAClickThereIsNoEffect() throws {
    let bar = try bar(["--format", "i3blocks"])
    let loaded = try loaded(bar)
    let decision = bar.decide(
      loaded, BarRequest(location: berlin, units: bar.options.units, checkAlerts: true), now: now
    ) { _ in nil }
    #expect(decision.effects.isEmpty)
    #expect(decision.stderr == "")
  }

  /// A failed load shows the place's warnings from what it is given (watch's
  /// cached ones), never by renewing them while deciding.
  @Test func aFailureUsesTheWarningsItIsGiven() throws {
    let bar = try bar(["--format", "i3blocks", "--notify"])
    var asked = 0
    let failure = RainBarError.forecast(
      .network(.cannotConnect("Connection refused"), host: "127.0.0.1", timeout: 5))
    let decision = bar.decide(
      .failure(failure), BarRequest(location: berlin, units: bar.options.units, checkAlerts: true),
      now: now
    ) { _ in
      asked += 1
      return nil
    }
    #expect(asked == 1)
    #expect(decision.effects.isEmpty)
    #expect(decision.content.failure == .offline)
    #expect(decision.stderr.hasPrefix("Error: "))
    #expect(http.requests.isEmpty)
  }
}

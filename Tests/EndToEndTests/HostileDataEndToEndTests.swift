import Foundation
import Testing

/// A real answer with values replaced at paths of keys and indices: a hostile
/// answer for the fixture server to serve.
enum HostileAnswer {
  enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, Sendable {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
  }

  struct Remove {}

  static func body(_ fixture: String, _ edits: [([Step], Any)]) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: Paths.fixtures + "/" + fixture))
    var root = try JSONSerialization.jsonObject(with: data)
    for (path, value) in edits { root = set(root, path[...], value) }
    return String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
  }

  private static func set(_ container: Any, _ path: ArraySlice<Step>, _ value: Any) -> Any {
    guard let step = path.first else { return value }
    switch (step, container) {
    case (.key(let key), var object as [String: Any]):
      object[key] =
        path.count == 1
        ? (value is Remove ? nil : value) : set(object[key] ?? [:], path.dropFirst(), value)
      return object
    case (.index(let index), var array as [Any]) where index < array.count:
      array[index] = set(array[index], path.dropFirst(), value)
      return array
    default:
      Issue.record("no such path in the fixture")
      return container
    }
  }
}

/// Issue 12, items 1 to 5, through the built binary: hostile answers served by
/// the loopback server, then the bar line and exit code exactly, and a later
/// run still showing the last good forecast; hostile cache entries; doctor.
@Suite struct HostileDataEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  let berlin = ["--lat", "52.52", "--lon", "13.41"]
  static let berlinFixture = ShowEndToEndTests.berlin
  static let now = ShowEndToEndTests.berlinNow
  static let later = "2026-11-30 12:26:00"
  static let evenLater = "2026-11-30 12:37:00"

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_URL"] = "http://127.0.0.1:\(server.port)"
    sandbox.environment["RAIN_BAR_MET_NO_URL"] = "http://127.0.0.1:\(server.port)/complete"
    sandbox.environment["RAIN_BAR_PIRATE_WEATHER_KEY"] = "k3y"
  }

  var cacheDirectory: String { sandbox.home + "/cache/rain-bar" }

  func entryPath(_ provider: String, _ key: String) -> String {
    cacheDirectory + "/\(provider)_\(key).json"
  }

  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// An entry's members but its back-off's.
  static func withoutBackoff(_ data: Data?) -> NSDictionary? {
    guard let data, var entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    entry["backoffUntil"] = nil
    entry["backoff"] = nil
    return entry as NSDictionary
  }

  static func backoffKind(_ data: Data?) -> String? {
    guard let data, let entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return (entry["backoff"] as? [String: Any])?["kind"] as? String
  }

  /// One provider's good answer, a hostile one, and what the bar shows.
  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    var provider: String
    var arguments: [String]
    var key: String
    var fixture: String
    var times: [String]
    var good: String
    /// The last good forecast, stale, at `times[1]` and `times[2]`.
    var stale: [String]
    var edits: @Sendable () -> [([HostileAnswer.Step], Any)]
    var problem: String

    var testDescription: String { name }
  }

  static let pirate = ["--provider", "pirate-weather", "--lat", "40.7128", "--lon", "-74.006"]
  static let met = ["--provider", "met-no", "--lat", "51.5", "--lon", "-0.1"]
  static let pirateTimes = ["2026-02-06 21:41:00", "2026-02-06 21:52:00", "2026-02-06 21:59:00"]
  static let metTimes = ["2020-07-20 11:44:31", "2020-07-20 11:55:31", "2020-07-20 11:59:31"]

  static let scenarios: [Scenario] = [
    Scenario(
      name: "Open-Meteo temperature 1e19", provider: "open-meteo", arguments: [],
      key: "52.5200_13.4100", fixture: berlinFixture, times: [now, later, evenLater],
      good: "🌧️ 12°C 80%", stale: ["🌧️ 12°C 80% ⏳11m", "🌧️ 12°C 80% ⏳22m"],
      edits: { [(["current", "temperature_2m"], 1e19)] },
      problem: "Open-Meteo sent an implausible forecast (current temperature out of range)."),
    Scenario(
      name: "Open-Meteo wind -1e19", provider: "open-meteo", arguments: [],
      key: "52.5200_13.4100", fixture: berlinFixture, times: [now, later, evenLater],
      good: "🌧️ 12°C 80%", stale: ["🌧️ 12°C 80% ⏳11m", "🌧️ 12°C 80% ⏳22m"],
      edits: { [(["hourly", "wind_speed_10m", 1], -1e19)] },
      problem: "Open-Meteo sent an implausible forecast (hourly wind speed out of range)."),
    Scenario(
      name: "Open-Meteo probability 1e19", provider: "open-meteo", arguments: [],
      key: "52.5200_13.4100", fixture: berlinFixture, times: [now, later, evenLater],
      good: "🌧️ 12°C 80%", stale: ["🌧️ 12°C 80% ⏳11m", "🌧️ 12°C 80% ⏳22m"],
      edits: { [(["hourly", "precipitation_probability", 2], 1e19)] },
      problem: "Open-Meteo sent an implausible forecast (hourly chance of rain out of range)."),
    Scenario(
      name: "Open-Meteo UTC offset near 2^63", provider: "open-meteo", arguments: [],
      key: "52.5200_13.4100", fixture: berlinFixture, times: [now, later, evenLater],
      good: "🌧️ 12°C 80%", stale: ["🌧️ 12°C 80% ⏳11m", "🌧️ 12°C 80% ⏳22m"],
      edits: { [(["utc_offset_seconds"], NSNumber(value: Int64.max - 7))] },
      problem: "Open-Meteo sent an implausible forecast (UTC offset out of range)."),
    Scenario(
      name: "Open-Meteo time near 2^63", provider: "open-meteo", arguments: [],
      key: "52.5200_13.4100", fixture: berlinFixture, times: [now, later, evenLater],
      good: "🌧️ 12°C 80%", stale: ["🌧️ 12°C 80% ⏳11m", "🌧️ 12°C 80% ⏳22m"],
      edits: { [(["current", "time"], NSNumber(value: Int64.max))] },
      problem: "Open-Meteo sent an implausible forecast (current time out of range)."),
    Scenario(
      name: "Pirate Weather temperature 1e19", provider: "pirate-weather", arguments: pirate,
      key: "40.7128_-74.0060", fixture: "dark-sky/pirateweather-newyork-full-v2.9.1.json",
      times: pirateTimes, good: "☁️ 0°C 16%", stale: ["☁️ 0°C 16% ⏳11m", "☁️ 0°C 16% ⏳18m"],
      edits: { [(["currently", "temperature"], 1e19)] },
      problem: "Pirate Weather sent an implausible forecast (current temperature out of range)."),
    Scenario(
      name: "Pirate Weather time near 2^63", provider: "pirate-weather", arguments: pirate,
      key: "40.7128_-74.0060", fixture: "dark-sky/pirateweather-newyork-full-v2.9.1.json",
      times: pirateTimes, good: "☁️ 0°C 16%", stale: ["☁️ 0°C 16% ⏳11m", "☁️ 0°C 16% ⏳18m"],
      edits: { [(["hourly", "data", 47, "time"], 9.3e18)] },
      problem: "Pirate Weather sent an implausible forecast (hourly time out of range)."),
    Scenario(
      name: "Pirate Weather offset near 2^63", provider: "pirate-weather", arguments: pirate,
      key: "40.7128_-74.0060", fixture: "dark-sky/pirateweather-newyork-full-v2.9.1.json",
      times: pirateTimes, good: "☁️ 0°C 16%", stale: ["☁️ 0°C 16% ⏳11m", "☁️ 0°C 16% ⏳18m"],
      edits: { [(["offset"], 2.6e15)] },
      problem: "Pirate Weather sent an implausible forecast (UTC offset out of range)."),
    Scenario(
      name: "MET Norway wind 1e19", provider: "met-no", arguments: met, key: "51.5000_-0.1000",
      fixture: "met-no/metno-complete-london-2020.json", times: metTimes, good: "☀️ 19°C",
      stale: ["☀️ 19°C ⏳11m", "☀️ 19°C ⏳15m"],
      edits: {
        [(["properties", "timeseries", 3, "data", "instant", "details", "wind_speed"], 1e19)]
      },
      problem: "MET Norway sent an implausible forecast (hourly wind speed out of range)."),
    Scenario(
      name: "MET Norway longitude 1e19", provider: "met-no", arguments: met,
      key: "51.5000_-0.1000", fixture: "met-no/metno-complete-london-2020.json", times: metTimes,
      good: "☀️ 19°C", stale: ["☀️ 19°C ⏳11m", "☀️ 19°C ⏳15m"],
      edits: { [(["geometry", "coordinates", 0], -1e19)] },
      problem: "MET Norway sent an implausible forecast (coordinates out of range)."),
  ]

  /// The good answer, then the hostile one twice: no crash, the last good
  /// forecast stays (marked stale, with why), the entry is untouched, and
  /// doctor finds it fine.
  @Test(arguments: scenarios)
  func outOfRangeNumbersKeepTheLastGoodForecast(scenario: Scenario) throws {
    let arguments = scenario.arguments.isEmpty ? berlin : scenario.arguments
    try server.queue(.init(file: scenario.fixture))
    let first = try sandbox.run(arguments, at: scenario.times[0], expect: 0)
    #expect(first.stdout == scenario.good + "\n")
    let path = entryPath(scenario.provider, scenario.key)
    let stored = try #require(bytes(path))
    try server.setDefault(.init(body: try HostileAnswer.body(scenario.fixture, scenario.edits())))
    for (index, time) in scenario.times.dropFirst().enumerated() {
      let run = try sandbox.run(arguments, at: time, expect: 0)
      #expect(run.stdout == scenario.stale[index] + "\n")
      let age = scenario.stale[index].split(separator: "⏳").last.map(String.init) ?? ""
      #expect(
        run.stderr == "Warning: showing the forecast from \(age) ago. \(scenario.problem)\n")
    }
    #expect(try server.requests().count == 3)
    // The same entry but for the back-off the refusal set.
    #expect(Self.withoutBackoff(bytes(path)) == Self.withoutBackoff(stored))
    #expect(Self.backoffKind(bytes(path)) == "failing")
    let doctor = try sandbox.run(
      ["doctor"] + arguments, at: scenario.times[2], expect: 1)
    #expect(doctor.stdout.contains("! Cache entry: "))
    #expect(!doctor.stdout.contains("corrupt"))
  }

  // MARK: Entries written by a rain-bar that took such an answer

  /// The entry after a good run, with `change` made to its JSON.
  func plantEntry(_ change: (inout [String: Any]) -> Void) throws -> String {
    try server.queue(.init(file: Self.berlinFixture))
    _ = try sandbox.run(berlin, at: Self.now, expect: 0)
    let path = entryPath("open-meteo", "52.5200_13.4100")
    let data = try #require(bytes(path))
    var entry = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    change(&entry)
    // Its members in any order, but first the version, as rain-bar writes it.
    let version = try #require(entry.removeValue(forKey: "version") as? Int)
    let rest = try JSONSerialization.data(withJSONObject: entry)
    try (Data("{\"version\":\(version),".utf8) + rest.dropFirst()).write(
      to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: ["temperature", "fetchedAt", "backoffUntil", "utcOffsetSeconds"])
  func anEntryThatCannotBeShownIsCorrupt(field: String) throws {
    _ = try plantEntry { entry in
      switch field {
      case "temperature":
        var forecast = entry["forecast"] as? [String: Any] ?? [:]
        var current = forecast["current"] as? [String: Any] ?? [:]
        current["temperature"] = 1e19
        forecast["current"] = current
        entry["forecast"] = forecast
      case "utcOffsetSeconds":
        var forecast = entry["forecast"] as? [String: Any] ?? [:]
        forecast["utcOffsetSeconds"] = NSNumber(value: Int64.max - 1)
        entry["forecast"] = forecast
      case "fetchedAt":
        entry["fetchedAt"] = -1e300
      default:
        entry["backoffUntil"] = 1e300
      }
    }
    let doctor = try sandbox.run(["doctor"] + berlin, at: Self.now, expect: 1)
    #expect(
      doctor.stdout.contains(
        "✗ Cache entry: open-meteo_52.5200_13.4100.json is corrupt, unreadable or from another version and is ignored; 'rain-bar cache clear' removes it\n"
      ))
    // The bar asks again, as for a missing entry, and shows the new answer.
    try server.queue(.init(file: Self.berlinFixture))
    let run = try sandbox.run(berlin, at: Self.now, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80%\n")
    #expect(run.stderr == "")
    // The first run, doctor's network check, this run.
    #expect(try server.requests().count == 3)
  }

  // MARK: 2. JSON that is not the forecast asked for

  static let partial: [(String, String)] = [
    (
      #"{"latitude":52.52,"longitude":13.41,"hourly":{"time":[1796040000,1796043600]}}"#,
      "Open-Meteo sent an incomplete forecast (no current conditions)."
    ),
    // The default bar shows no daily values, and does not ask for them
    // (ForecastNeeds): an answer without hourly temperatures is incomplete.
    (
      #"{"latitude":52.52,"longitude":13.41,"utc_offset_seconds":3600,"current":{"time":1796040900,"temperature_2m":3},"hourly":{"time":[1796040000,1796043600],"precipitation":[0,0]}}"#,
      "Open-Meteo sent an incomplete forecast (no hourly temperatures)."
    ),
    (
      #"{"current":{"time":1796040900,"temperature_2m":3},"hourly":{"time":[1796040000,1796043600],"temperature_2m":["warm","cold"]}}"#,
      "Open-Meteo sent JSON of an unexpected shape (a value of another type, or one missing)."
    ),
    (
      #"{"current":{"time":1796040900,"temperature_2m":NaN},"hourly":{"time":[1796040000]}}"#,
      "Open-Meteo sent numbers that JSON does not allow (NaN or Infinity)."
    ),
    (
      #"{"current":{"time":1796040900,"temperature_2m":3},"hourly":{"time":[17960"#,
      "Open-Meteo sent a malformed forecast (invalid or truncated JSON)."
    ),
  ]

  @Test(arguments: 0..<partial.count)
  func answersThatAreNotTheForecastAskedForKeepTheLastGood(index: Int) throws {
    let (body, message) = Self.partial[index]
    try server.queue(.init(file: Self.berlinFixture))
    _ = try sandbox.run(berlin, at: Self.now, expect: 0)
    let path = entryPath("open-meteo", "52.5200_13.4100")
    let stored = bytes(path)
    try server.setDefault(.init(body: body))
    let run = try sandbox.run(berlin, at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(run.stderr == "Warning: showing the forecast from 11m ago. \(message)\n")
    let again = try sandbox.run(berlin + ["--format", "i3blocks"], at: Self.evenLater, expect: 0)
    #expect(again.stdout == "🌧️ 12°C 80% ⏳22m\n🌧️ 80%\n#9E9E9E\n")
    // The same entry but for the back-off the refusal set.
    #expect(Self.withoutBackoff(bytes(path)) == Self.withoutBackoff(stored))
    #expect(Self.backoffKind(bytes(path)) == "failing")
  }

  // MARK: 3. Size

  @Test func aHugeAnswerIsRefusedAndTheCacheStaysSmall() throws {
    try server.queue(.init(file: Self.berlinFixture))
    _ = try sandbox.run(berlin, at: Self.now, expect: 0)
    let path = entryPath("open-meteo", "52.5200_13.4100")
    let stored = try #require(bytes(path))
    // About 1.9 MB: read (under HTTPRequest.placeAnswerBytes), and refused
    // by its lists' length while scanned (Plausible.maxListEntries).
    let hours = 100_000
    var times = ""
    var values = ""
    times.reserveCapacity(hours * 11)
    values.reserveCapacity(hours * 4)
    for hour in 0..<hours {
      times += (hour == 0 ? "" : ",") + String(1_796_040_000 + hour * 3600)
      values += hour == 0 ? "0.1" : ",0.1"
    }
    let body =
      #"{"latitude":52.52,"longitude":13.41,"current":{"time":1796040900,"temperature_2m":3},"#
      + #""hourly":{"time":[\#(times)],"temperature_2m":[\#(values)],"precipitation":[\#(values)]},"#
      + #""daily":{"time":[1796000000],"temperature_2m_max":[4],"temperature_2m_min":[1]}}"#
    try server.setDefault(.init(body: body))
    let run = try sandbox.run(berlin, at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(
      run.stderr
        == "Warning: showing the forecast from 11m ago. Open-Meteo sent an implausible forecast (a list of more than 5000 entries).\n"
    )
    // The same entry but for the back-off the refusal set.
    #expect(Self.withoutBackoff(bytes(path)) == Self.withoutBackoff(stored))
    #expect(Self.backoffKind(bytes(path)) == "failing")
    #expect(stored.count < 8_000)
  }

  // MARK: 4. 304 and 429, judged by what was sent and by the clock now

  @Test func a304ToARequestWithoutValidatorsRenewsNothing() throws {
    try server.queue(.init(file: Self.berlinFixture))
    _ = try sandbox.run(berlin, at: Self.now, expect: 0)
    let path = entryPath("open-meteo", "52.5200_13.4100")
    let stored = bytes(path)
    try server.setDefault(.init(status: 304, body: ""))
    let run = try sandbox.run(berlin, at: Self.later, expect: 0)
    #expect(run.stdout == "🌧️ 12°C 80% ⏳11m\n")
    #expect(
      run.stderr
        == "Warning: showing the forecast from 11m ago. Open-Meteo refused the request (HTTP 304).\n"
    )
    // Not renewed: the next run asks again.
    let again = try sandbox.run(berlin, at: Self.evenLater, expect: 0)
    #expect(again.stdout == "🌧️ 12°C 80% ⏳22m\n")
    let requests = try server.requests()
    #expect(requests.count == 3)
    #expect(requests.allSatisfy { $0.headers["If-None-Match"] == nil })
    // The same entry but for the back-off the refusal set.
    #expect(Self.withoutBackoff(bytes(path)) == Self.withoutBackoff(stored))
    #expect(Self.backoffKind(bytes(path)) == "failing")
  }

  @Test func aBackoffSetWhileTheClockWasAMonthAheadEndsWhenItIsCorrected() throws {
    try server.queue(
      .init(file: Self.berlinFixture),
      .init(status: 429, body: "", headers: ["Retry-After": "600"]),
      .init(file: Self.berlinFixture))
    _ = try sandbox.run(berlin, at: Self.now, expect: 0)
    let ahead = try sandbox.run(berlin, at: "2026-12-30 12:15:00", expect: 0)
    #expect(ahead.stderr.contains("Open-Meteo is limiting requests (HTTP 429)."))
    let corrected = try sandbox.run(berlin, at: Self.later, expect: 0)
    #expect(corrected.stdout == "🌧️ 12°C 80%\n")
    #expect(corrected.stderr == "")
    #expect(try server.requests().count == 3)
  }

  // MARK: 5. Text from outside

  @Test func geocodingTextIsCleanedBeforeItIsPrintedOrSaved() throws {
    sandbox.environment["RAIN_BAR_OPEN_METEO_GEOCODING_URL"] =
      "http://127.0.0.1:\(server.port)/v1/search"
    let body = #"""
      {"results":[{"name":"Evil\u001b]0;owned\u0007ville","latitude":52.5,"longitude":13.4,
      "country_code":"\u001b[2J\u001b[31mDE\n[rain-bar]\nprovider=x","admin1":"Reg\u202Eion",
      "timezone":"Europe/Berlin\n[evil]"}]}
      """#
    try server.queue(.init(body: body))
    let run = try sandbox.run(["locations", "add", "Evil"], expect: 0)
    #expect(
      run.stdout
        == "Added Evil )0;owned ville (Reg ion, [2J [31mDE [rain-bar] provider=x). It is now the selected location.\n"
    )
    let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
    #expect(
      config == """
        [location Evil )0;owned ville]
        latitude=52.5000
        longitude=13.4000
        country=[2J [31mDE [rain-bar] provider=x

        [rain-bar]
        location=Evil )0;owned ville

        """)
    #expect(!config.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }
}

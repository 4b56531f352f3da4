import Foundation
import TestTiming
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Every provider's answer, damaged thousands of ways, the same ones on every
/// run (a seeded generator): numbers of every magnitude and type, strings,
/// literals and nested values in place of any value, truncations, deep
/// nesting, repeated and removed ranges, flipped bytes. Each goes through the
/// whole program in-process (a bar run in one of four formats, with a good
/// forecast cached an hour before): none may crash or hang; an answer that is
/// refused leaves the cache byte for byte and the bar showing the last good
/// forecast, exactly as when the service fails; one that is taken is cached,
/// reads back, and renders, in the bar and in `forecast`'s table.
@Suite struct ProviderResponseFuzzTests {
  static let cases = 3_000

  /// A provider's answer, cut to a few hours so that a case stays cheap, and
  /// the moment it is shown at (in its second hour).
  struct Seed {
    var provider: ProviderUnderTest
    var body: [UInt8]
    var now: Double
  }

  static func seeds() throws -> [Seed] {
    var seeds: [Seed] = []
    for provider in ProviderUnderTest.all {
      var body = try provider.body()
      switch provider.id {
      case "pirate-weather":
        body = try JSONEdit.edited(
          body,
          [
            (["minutely"], JSONEdit.Remove()), (["alerts"], JSONEdit.Remove()),
            (["hourly", "data"], try slice(body, ["hourly", "data"], 12)),
            (["daily", "data"], try slice(body, ["daily", "data"], 3)),
          ])
      case "met-no":
        body = try JSONEdit.edited(
          body,
          [(["properties", "timeseries"], try slice(body, ["properties", "timeseries"], 14))])
      default:
        break
      }
      let forecast = try provider.provider.forecast(from: HTTPResponse(status: 200, body: body))
      seeds.append(
        Seed(provider: provider, body: body, now: Double(forecast.hourly.time[1]) - 1800))
    }
    return seeds
  }

  /// The first `count` elements of the array at `path`.
  static func slice(_ body: [UInt8], _ path: [String], _ count: Int) throws -> [Any] {
    var value: Any = try JSONSerialization.jsonObject(with: Data(body))
    for key in path {
      value = (value as? [String: Any])?[key] ?? []
    }
    return Array(((value as? [Any]) ?? []).prefix(count))
  }

  // MARK: Damage

  static let specialNumbers = [
    "0", "-0", "1", "-1", "0.1", "-999", "100", "101", "1e19", "-1e19", "9.2e18",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "1e308", "-1e308", "1.7976931348623157e308",
    "1e400", "-1e400", "4e-324", "2e-400", "1E+2", "1e-7", "2147483648", "-2147483649",
    "64801", "-64801", "7258118401", "99999999999999999999999999999",
  ]
  static let strings = [
    "\"\"", "\"x\"", "\"12.5\"", "\"2026-11-30T12:00\"", "\"9999-12-31T23:59\"",
    "\"1970-01-01\"", "\"Europe/Berlin\"", "\"../../etc/passwd\"", "\"\\u001b[31mred\"",
    "\"a\\nb\"", "\"\\ud800\"", "\"" + String(repeating: "w", count: 5_000) + "\"",
  ]
  static let others = [
    "true", "false", "null", "[]", "{}", "[null]", "[1,[2,[3]]]", "{\"a\":{\"b\":[1,\"c\"]}}",
    "[\"x\",1e19]", "{\"time\":1}",
  ]

  /// A value of any type and magnitude.
  static func value(_ random: inout SeededRandom) -> String {
    switch random.next() % 10 {
    case 0, 1:
      return specialNumbers[Int(random.next() % UInt64(specialNumbers.count))]
    case 2:
      // A whole number of any magnitude, up to 2^64.
      let magnitude = random.next() >> (random.next() % 64)
      return (random.next() % 2 == 0 ? "-" : "") + String(magnitude)
    case 3:
      // A decimal with any exponent.
      let exponent = Int(random.next() % 801) - 400
      let digits = random.next() % 100_000
      return (random.next() % 2 == 0 ? "-" : "")
        + "\(digits / 10_000).\(digits % 10_000)e\(exponent)"
    case 4:
      // A value a forecast holds, so that many damaged answers stay good.
      let tenths = Int(random.next() % 1_200) - 200
      return "\(tenths / 10).\(abs(tenths % 10))"
    case 5:
      return strings[Int(random.next() % UInt64(strings.count))]
    case 6:
      return others[Int(random.next() % UInt64(others.count))]
    case 7:
      let depth = [2, 10, 63, 64, 65, 600][Int(random.next() % 6)]
      let open = random.next() % 2 == 0 ? "[" : "{\"a\":"
      let close = open == "[" ? "]" : "}"
      return String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    default:
      let tenths = Int(random.next() % 1_000)
      return "\(tenths)"
    }
  }

  /// The first ':' ',' or '[' at or after `from` (else from the start), and
  /// where the value after it ends. Loops on a buffer: the fuzz test builds
  /// without optimisation, where the collection methods are slow.
  static func valueAfter(_ bytes: [UInt8], from: Int) -> (Int, Int)? {
    bytes.withUnsafeBufferPointer { b -> (Int, Int)? in
      func isStart(_ byte: UInt8) -> Bool { byte == 0x3A || byte == 0x2C || byte == 0x5B }
      var at = from
      while at < b.count, !isStart(b[at]) { at += 1 }
      if at >= b.count {
        at = 0
        while at < b.count, !isStart(b[at]) { at += 1 }
        if at >= b.count { return nil }
      }
      var end = at + 1
      var inString = false
      while end < b.count {
        let byte = b[end]
        if byte == 0x22 && b[end - 1] != 0x5C {
          inString.toggle()
        } else if !inString && (byte == 0x2C || byte == 0x5D || byte == 0x7D) {
          break
        }
        end += 1
      }
      return (at, end)
    }
  }

  static func damaged(_ seed: [UInt8], _ random: inout SeededRandom) -> (
    bytes: [UInt8], log: [String]
  ) {
    var bytes = seed
    var log: [String] = []
    func position() -> Int { Int(random.next() % UInt64(bytes.count + 1)) }
    for _ in 0..<Int(random.next() % 3) + 1 {
      switch random.next() % 10 {
      case 0...5:
        // Replace the value after a ':' ',' or '[' (the first from a random
        // place on) up to the next delimiter outside a string.
        guard let (at, end) = Self.valueAfter(bytes, from: position()) else { break }
        let with = value(&random)
        let was = String(decoding: bytes[max(0, at - 24)..<end], as: UTF8.self)
        log.append("\(was) -> \(with.prefix(40))")
        bytes.replaceSubrange(at + 1..<end, with: Array(with.utf8))
      case 6:
        let keep = position()
        log.append("cut at \(keep)")
        bytes.removeLast(bytes.count - keep)
      case 7:
        let depth = [64, 65, 1_000, 100_000][Int(random.next() % 4)]
        let nested = "\"deep\":" + String(repeating: "[", count: depth) + "1" + ","
        let at = min(position(), bytes.count)
        log.append("nesting \(depth) at \(at)")
        bytes.insert(
          contentsOf: Array(nested.utf8), at: random.next() % 2 == 0 ? min(1, bytes.count) : at)
      case 8:
        let a = position()
        let b = position()
        let range = min(a, b)..<max(a, b)
        if random.next() % 2 == 0 {
          log.append("repeated \(range)")
          bytes.insert(contentsOf: Array(bytes[range]), at: position())
        } else {
          log.append("removed \(range)")
          bytes.removeSubrange(range)
        }
      default:
        guard !bytes.isEmpty else { break }
        let at = Int(random.next() % UInt64(bytes.count))
        bytes[at] = UInt8(truncatingIfNeeded: random.next())
        log.append("flipped \(at)")
      }
    }
    return (bytes, log)
  }

  // MARK: The program

  static let latitude = "52.52"
  static let longitude = "13.41"
  static let entryPath = "/home/u/.cache/rain-bar/%@_52.5200_13.4100.json"

  static func app(_ files: InMemoryFileSystem, _ http: ScriptedHTTP, now: Double) -> RainBar {
    RainBar(
      dependencies: Dependencies(
        http: http, clock: FixedClock(now),
        environment: [
          "HOME": "/home/u", "RAIN_BAR_PIRATE_WEATHER_KEY": "k3y", "RAIN_BAR_WARNINGS": "off",
          "RAIN_BAR_MINUTES": "model",
        ],
        configStore: MemoryConfigStore(nil), fileSystem: files, notifier: UnexpectedDesktop(),
        positions: UnexpectedDesktop(), userID: 1000))
  }

  static func arguments(_ seed: Seed, _ format: String) -> [String] {
    ["--lat", latitude, "--lon", longitude, "--provider", seed.provider.id, "--format", format]
  }

  static let formats = ["plain", "i3blocks", "polybar", "waybar"]

  /// Per seed: the files with the good forecast cached an hour before, and
  /// per format what the bar shows when the service then fails.
  struct Setting {
    var seed: Seed
    var files: [String: [UInt8]]
    var directories: Set<String>
    var path: String
    var failing: [String: Outcome]
  }

  static func setting(_ seed: Seed) throws -> Setting {
    let files = InMemoryFileSystem()
    let http = ScriptedHTTP([.success(HTTPResponse(status: 200, body: seed.body))])
    let first = app(files, http, now: seed.now - 3600).run(arguments(seed, "plain"))
    #expect(first.stderr == "", "\(seed.provider.id): \(first.stderr)")
    let path = String(format: entryPath, seed.provider.id)
    #expect(files.files[path] != nil)
    var failing: [String: Outcome] = [:]
    for format in formats {
      let copy = InMemoryFileSystem()
      copy.files = files.files
      copy.directories = files.directories
      let failed = ScriptedHTTP([.success(HTTPResponse(status: 503, body: []))])
      failing[format] = app(copy, failed, now: seed.now).run(arguments(seed, format))
    }
    return Setting(
      seed: seed, files: files.files, directories: files.directories, path: path, failing: failing)
  }

  /// The lines a bar shows, without the reason (waybar's tooltip, a warning).
  static func shown(_ outcome: Outcome, _ format: String) -> String {
    guard format == "waybar" else { return outcome.stdout }
    let object = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    return ((object as? [String: Any])?["text"] as? String) ?? "not one JSON object"
  }

  @Test func damagedAnswersNeverCrashAndNeverReplaceTheLastGoodForecast() throws {
    let settings = try Self.seeds().map(Self.setting)
    var random = SeededRandom(seed: 1212)
    var taken = 0
    var refused = 0
    var slowest = Duration.zero
    let total = CPUStopwatch()
    for index in 0..<Self.cases {
      let setting = settings[index % settings.count]
      let seed = setting.seed
      let format = Self.formats[(index / settings.count) % Self.formats.count]
      let (bytes, log) = Self.damaged(seed.body, &random)
      let files = InMemoryFileSystem()
      files.files = setting.files
      files.directories = setting.directories
      let http = ScriptedHTTP([.success(HTTPResponse(status: 200, body: bytes))])
      let single = CPUStopwatch()
      let outcome = Self.app(files, http, now: seed.now).run(Self.arguments(seed, format))
      slowest = max(slowest, single.elapsed)
      let label = "case \(index) (\(seed.provider.id), \(format)): \(log)"
      #expect(!outcome.stdout.isEmpty, "\(label)")
      #expect(outcome.stdout.utf8.count < 4_096, "\(label)")
      if format == "waybar" {
        #expect(outcome.exitCode == 0, "\(label)")
        #expect(Self.shown(outcome, format) != "not one JSON object", "\(label)")
      }
      let stored = try #require(files.files[setting.path], "\(label)")
      let kept = CacheEntry.read(stored)
      let original = setting.files[setting.path].flatMap(CacheEntry.read)
      if kept?.fetchedAt == original?.fetchedAt {
        // Refused: what the bar shows is the last good forecast, as when the
        // service fails, and the refusal backs off as any failure does.
        refused += 1
        #expect(kept?.forecast == original?.forecast, "\(label)")
        #expect(kept?.backoffNote?.kind == .failing, "\(label)")
        #expect(kept?.backoffUntil == seed.now + 15, "\(label)")
        let failing = try #require(setting.failing[format])
        #expect(Self.shown(outcome, format) == Self.shown(failing, format), "\(label)")
        #expect(outcome.exitCode == failing.exitCode, "\(label)")
        #expect(outcome.stderr.hasPrefix("Warning: showing the forecast from 1h ago. "), "\(label)")
      } else {
        // Taken: it was judged, so it reads back and renders everywhere.
        taken += 1
        #expect(outcome.stderr == "", "\(label): \(outcome.stderr)")
        let entry = try #require(CacheEntry.read(stored), "\(label)")
        let forecast = try #require(entry.forecast)
        #expect(Plausible.problem(in: forecast) == nil, "\(label)")
        #expect(forecast.hourly.count <= Forecast.keptHours, "\(label)")
        // `forecast` shows more than a bar: where the bar's request named
        // only what it shows (Open-Meteo's), it asks again, and is answered alike.
        let again = ScriptedHTTP([.success(HTTPResponse(status: 200, body: bytes))])
        let table = Self.app(files, again, now: seed.now).run(
          [
            "forecast", "--lat", Self.latitude, "--lon", Self.longitude, "--provider",
            seed.provider.id, "--hours", "48", "--days", "16",
          ])
        #expect(table.exitCode == 0, "\(label): \(table.stderr)")
      }
    }
    // Both outcomes happen: the damage is not all fatal, nor all harmless.
    #expect(taken > Self.cases / 20)
    #expect(refused > Self.cases / 2)
    // Processor time, so that a busy machine does not count against it.
    #expect(slowest < .milliseconds(500), "slowest case: \(slowest)")
    // About 7 s of processor time unoptimised; waiting for a core does not count.
    #expect(total.elapsed < .seconds(30))
  }
}

import Foundation
import TestTiming
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarLive
@testable import RainBarModel

/// The config file fuzzed, the same files on every run (seeded): random groups,
/// keys (known and not, with spaces, translations, any case), values (numbers
/// of every form, URLs, templates, escapes, control characters, invalid UTF-8,
/// up to 100 KB) and damaged lines, each holding a Pirate Weather key. Each
/// is read as a bar run reads it (rain-bar's own reader, else GLib, then the
/// settings and the run's options) and drawn for waybar. Nothing may crash or
/// take long; waybar gets one JSON object and exit 0; every message is one
/// clean line of bounded length that never quotes the key.
@Suite struct ConfigFileFuzzTests {
  static let cases = 2_500
  let home =
    FileManager.default.temporaryDirectory.path + "/rain-bar-config-fuzz-" + UUID().uuidString

  /// The secret: letters that no message has, so any 8 of them in a row is a leak.
  static func secret(_ random: inout SplitMix) -> String {
    let alphabet = Array("QXZJKVWQXZJKVW23456789")
    return "QZX" + String((0..<21).map { _ in alphabet[Int(random.next() % 22)] })
  }

  static func leaks(_ text: String, _ secret: String) -> Bool {
    let characters = Array(secret)
    return (0...(characters.count - 8)).contains { text.contains(String(characters[$0..<$0 + 8])) }
  }

  static let knownKeys =
    Options.every.compactMap(\.configKey) + ["latitude", "longitude", "country", "timezone"]

  static let values: [String] = [
    "", "metric", "imperial", "kelvin", "emoji", "text", "24", "auto", "rain", "never",
    "open-meteo", "pirate-weather", "met-no", "Berlin", "3", "0", "60", "100", "1.5", "-1",
    "0x10", "1e2", "+5", ".5", "nan", "inf", "99999999999999999999999", "22:00-07:00",
    "22:00-07:00-", "+1:00-07:00", "{icon} {temp} {pop}", "{nope}", "{", "%{F#f00}{temp}%{F-}",
    "%{F#f00 {temp}", "{temp}\\n{pop}", "http://127.0.0.1:9/v1/forecast", "file:///etc/passwd",
    "http://host:99999/x", "http://h/#frag", "localhost:8080", "\\s", "\\q", "\\", "a\\tb",
    "Rock & Roll <b>", "caf\u{E9}", "🌧️", "\u{202E}evil", "x\u{7F}y",
  ]

  static func randomText(_ random: inout SplitMix, count: Int) -> [UInt8] {
    (0..<count).map { _ in
      switch random.next() % 4 {
      case 0: return UInt8(truncatingIfNeeded: random.next())  // any byte
      case 1: return UInt8(random.next() % 32)  // a control character
      default: return UInt8(0x20 + random.next() % 95)  // printable ASCII
      }
    }
  }

  static func pick<T>(_ list: [T], _ random: inout SplitMix) -> T {
    list[Int(random.next() % UInt64(list.count))]
  }

  /// A line that sets the secret key, in one of the forms a person might type.
  static func secretLine(_ secret: String, _ random: inout SplitMix) -> [UInt8] {
    var value = Array(secret.utf8)
    if random.next() % 4 == 0 {
      // Damage inside the value: invalid UTF-8, a bad escape, a control character.
      let damage: [[UInt8]] = [[0xFF], [0xC3, 0x28], Array("\\q".utf8), [0x01], [0x0D], [0x1B]]
      value.insert(contentsOf: pick(damage, &random), at: Int(random.next() % 20) + 2)
    }
    // Mostly as it should be; else what GLib refuses or reads as another key.
    let forms = [
      "pirate-weather-key=", "pirate-weather-key = ", "pirate-weather-key=", "pirate-weather-key=",
      "pirate-weather-key ", "pirate-weather-key:", "  Pirate-Weather-Key=",
      "pirate-weather-key[de]=", "PIRATE-WEATHER-KEY ",
    ]
    return Array(pick(forms, &random).utf8) + value
  }

  static func line(_ random: inout SplitMix) -> [UInt8] {
    switch random.next() % 16 {
    case 0: return Array("[rain-bar]".utf8)
    case 1:
      return Array("[location \(pick(["Berlin", "Oslo", "", " ", "a]b", "x[y"], &random))]".utf8)
    case 2: return Array("[".utf8) + randomText(&random, count: Int(random.next() % 20)) + [0x5D]
    case 3: return Array("# comment".utf8)
    case 4: return []
    case 5: return randomText(&random, count: Int(random.next() % 40))
    default:
      var key: [UInt8]
      switch random.next() % 6 {
      case 0: key = randomText(&random, count: Int(random.next() % 12) + 1)
      case 1: key = Array("\(pick(knownKeys, &random))[de]".utf8)
      case 2: key = Array(pick(knownKeys, &random).uppercased().utf8)
      default: key = Array(pick(knownKeys, &random).utf8)
      }
      let separator = pick(["=", " = ", "=", " ", ":"], &random)
      var value: [UInt8]
      switch random.next() % 12 {
      case 0: value = randomText(&random, count: Int(random.next() % 80))
      case 1:
        value = Array(pick(values, &random).utf8)
        value.insert(
          UInt8(truncatingIfNeeded: random.next()), at: Int(random.next() % UInt64(value.count + 1))
        )
      default: value = Array(pick(values, &random).utf8)
      }
      return key + Array(separator.utf8) + value
    }
  }

  static func file(_ index: Int, secret: String, _ random: inout SplitMix) -> [UInt8] {
    if index % 3 == 0 {
      // A good file (the key's value perhaps damaged): the run goes on to use it.
      return Array("[rain-bar]\nprovider=pirate-weather\n".utf8) + secretLine(secret, &random)
        + Array("\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n".utf8)
    }
    var lines: [[UInt8]] = []
    if random.next() % 4 != 0 { lines.append(Array("[rain-bar]".utf8)) }
    for _ in 0..<Int(random.next() % 6) { lines.append(line(&random)) }
    if random.next() % 3 == 0 {
      lines.append(Array("[location Berlin]\nlatitude=52.52\nlongitude=13.41".utf8))
    }
    // The secret, somewhere after the first line (a key before any group is a mistake too).
    lines.insert(secretLine(secret, &random), at: Int(random.next() % UInt64(lines.count + 1)))
    if index % 50 == 0 {
      // A very long line, 100 KB.
      let long = Array("template=".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
      lines.insert(long, at: Int(random.next() % UInt64(lines.count + 1)))
    }
    var bytes: [UInt8] = []
    for line in lines { bytes += line + [0x0A] }
    if random.next() % 10 == 0 { bytes.removeLast() }
    return bytes
  }

  /// Nothing outside: requests fail at once, no desktop.
  struct Offline: HTTPClient, Notifier, PositionProvider {
    func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
      .failure(.cannotConnect(request.host))
    }
    func send(_ notification: RainNotification, busAddress: String, timeout: Double)
      throws(NotifyError) -> UInt32
    {
      throw NotifyError("no desktop")
    }
    func close(id: UInt32, busAddress: String, timeout: Double) throws(NotifyError) {
      throw NotifyError("no desktop")
    }
    func serverInfo(busAddress: String, timeout: Double) throws(NotifyError) -> NotificationServer {
      throw NotifyError("no desktop")
    }
    func currentPosition(timeout: Double) throws(PositionError) -> Position {
      throw PositionError("no GeoClue")
    }
  }

  struct Clock: RainBarModel.Clock {
    func now() -> Double { 1_796_040_900 }
  }

  /// A new file each time: Foundation's Data.write, and truncating the last
  /// one (ext4 flushes a file truncated to 0), take milliseconds a file.
  static func write(_ bytes: [UInt8], to path: String) {
    unlink(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    precondition(fd >= 0)
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }

  func check(_ text: String, secret: String, path: String, _ what: String, _ index: Int) {
    #expect(!Self.leaks(text, secret), "case \(index): \(what) quotes the secret: \(text)")
    for line in text.split(separator: "\n") {
      #expect(
        !line.unicodeScalars.contains { Template.isControl($0) },
        "case \(index): \(what) has a control character: \(line.debugDescription)")
      #expect(line.count < path.count + 500, "case \(index): \(what) is \(line.count) long")
    }
  }

  @Test func damagedConfigFilesGiveCleanErrorsThatQuoteNoSecret() throws {
    try FileManager.default.createDirectory(
      atPath: home + "/config/rain-bar", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/config/rain-bar/config"
    let store = GKeyFileStore()
    let offline = Offline()
    let app = RainBar(
      dependencies: Dependencies(
        http: offline, clock: Clock(),
        environment: [
          "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
        ],
        configStore: store, fileSystem: LiveFileSystem(), notifier: offline, positions: offline,
        userID: 4_000_000))
    var random = SplitMix(seed: 12)
    var refused = 0
    var slowest = Duration.zero

    let total = CPUStopwatch()
    for index in 0..<Self.cases {
      let secret = Self.secret(&random)
      let bytes = Self.file(index, secret: secret, &random)
      let single = CPUStopwatch()
      Self.write(bytes, to: path)
      var message: String?
      do {
        if let document = try store.read(path: path) {
          _ = try Settings(document: document, path: path)
        }
      } catch {
        message = error.message
        refused += 1
      }
      if let message { check(message, secret: secret, path: path, "the error", index) }
      // What waybar gets: one JSON object, exit 0, and stderr, all without the key.
      let bar = app.run(["--json"])
      slowest = max(slowest, single.elapsed)
      #expect(bar.exitCode == 0, "case \(index)")
      let lines = bar.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "case \(index): \(bar.stdout)")
      let object = try? JSONSerialization.jsonObject(with: Data(bar.stdout.utf8))
      #expect(object is [String: Any], "case \(index): \(bar.stdout)")
      if let tooltip = (object as? [String: Any])?["tooltip"] as? String {
        check(tooltip, secret: secret, path: path, "the tooltip", index)
      }
      check(bar.stderr, secret: secret, path: path, "stderr", index)
      if index % 50 == 0 {
        let doctor = app.run(["doctor"])
        check(doctor.stdout + doctor.stderr, secret: secret, path: path, "doctor", index)
      }
    }
    // Both happen often: many files are refused, many read.
    #expect(refused > Self.cases / 4)
    #expect(refused < Self.cases * 9 / 10)
    // Processor time, so that a busy machine does not count against it.
    #expect(slowest < .milliseconds(500), "slowest case: \(slowest)")
    #expect(total.elapsed < .seconds(60))
  }
}

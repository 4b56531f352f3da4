import Foundation
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel
import Testing

@testable import RainBarLive

/// rain-bar's own key-file reader against GLib's GKeyFile on thousands of
/// generated files: whatever it reads, it reads as GKeyFile does; what it
/// cannot promise that for, it leaves to GKeyFile (nil).
@Suite struct KeyFileParserDifferentialTests {
  let store = GKeyFileStore()
  let directory =
    FileManager.default.temporaryDirectory.path + "/rain-bar-keyfile-diff-" + UUID().uuidString

  /// Lines of the files rain-bar and people write.
  static let plain = [
    "", "# comment", "  # indented comment", "\t", "[rain-bar]", "[location Berlin]",
    "[location Zürich]", "  [location Oslo]  ", "[location Tokyo 東京]", "[ spaced ]",
    "location=Berlin", "units = imperial", "units=metric ", "units =\tmetric", "latitude=52.52",
    "longitude=13.41", "country=Deutschland", "timezone=Europe/Berlin", "name=Grüße 🌧️",
    "key.dot=1", "key_under-dash=1", "k=v=w", "k==", "empty=", "threshold=70",
    "threshold=bogus",
  ]
  /// Lines GKeyFile reads its own way, or refuses.
  static let odd = [
    "[]", "[a[b]", "[a]b", "[a] # c", "[tab\there]", "key[de]=Wert", "Encoding=UTF-8",
    "escaped=a\\sb", "bad escape=\\q", "=value", "no equals", "key with space=1", "cr=1\r",
    "del=\u{7f}",
  ]

  @Test func readsWhatGKeyFileReads() throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/config"
    var random = SplitMix(seed: 1)
    var read = 0
    var left = 0
    for round in 0..<2_000 {
      var text = round % 2 == 0 ? "[group \(round)]\n" : ""
      for _ in 0..<Int(random.next() % 12) {
        let lines = random.next() % 10 == 0 ? Self.odd : Self.plain
        text += lines[Int(random.next() % UInt64(lines.count))]
        text += random.next() % 8 == 0 ? "" : "\n"
      }
      if round % 50 == 0 { text = "[rain-bar]\nunits=metric\n" + text }
      var bytes = Array(text.utf8)
      if round % 97 == 0 { bytes.append(contentsOf: [0xFF, 0x0A]) }  // invalid UTF-8
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      guard let mine = KeyFileParser.document(bytes) else {
        left += 1
        continue
      }
      read += 1
      let glib = try store.readWithGLib(path: path)
      #expect(glib == mine, "\(text.debugDescription)")
      #expect(try store.read(path: path) == mine)
    }
    // Both happen often: the test compares many files, and declines many.
    #expect(read > 500)
    #expect(left > 500)
  }

  /// Lines of the files edits are tried on: few group names, so that groups
  /// and keys are often written twice.
  static let edited = [
    "", "# comment", "  # indented", "[rain-bar]", "[location Berlin]", "  [location Oslo]  ",
    "[ spaced ]", "units=metric", "units = imperial", "location=Berlin", "latitude=52.52",
    "latitude=1", "longitude=13.41", "k=v=w", "empty=", "cr=1\r", "key[de]=Wert",
  ]
  static let changes: [ConfigChange] = {
    let groups = ["rain-bar", "location Berlin", "location Oslo", " spaced ", "location New"]
    let keys = ["units", "location", "latitude", "k", "cr", "new-key"]
    let values = [
      "imperial", " leading space", "a\\b", "tab\tin", "two\r\nlines", "Zürich", "x=y", "",
    ]
    var changes: [ConfigChange] = []
    for (index, group) in groups.enumerated() {
      changes.append(.removeGroup(group))
      for (other, key) in keys.enumerated() {
        changes.append(.removeKey(group: group, key: key))
        changes.append(
          .set(group: group, key: key, value: values[(index + other) % values.count]))
      }
    }
    return changes
  }()

  /// What GKeyFile reads: each group's keys and the value read for each.
  static func meaning(_ document: KeyFileDocument?) -> [String: [String: String]] {
    var groups: [String: [String: String]] = [:]
    for group in document?.groups ?? [] {
      var keys = groups[group.name] ?? [:]
      for (key, _) in group.entries { keys[key] = group.value(key) }
      groups[group.name] = keys
    }
    return groups
  }

  /// What the change means to what is read.
  static func meaning(_ change: ConfigChange, on groups: [String: [String: String]])
    -> [String: [String: String]]
  {
    var groups = groups
    switch change {
    case .set(let group, let key, let value): groups[group, default: [:]][key] = value
    case .removeKey(let group, let key): groups[group]?[key] = nil
    case .removeGroup(let group): groups[group] = nil
    }
    return groups
  }

  /// After every edit of a generated file (Windows line endings, a byte
  /// order mark, groups and keys written twice, comments, no final newline),
  /// GKeyFile reads what the edit meant, and nothing else changed; a file
  /// GKeyFile cannot load is not touched.
  @Test func editsChangeWhatGKeyFileReads() throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/config"
    var random = SplitMix(seed: 29)
    var (compared, refused, doubled, crlf) = (0, 0, 0, 0)
    for round in 0..<1_500 {
      let windows = random.next() % 3 == 0
      var text = round % 4 == 0 ? "" : "[rain-bar]" + (windows ? "\r\n" : "\n")
      for _ in 0..<Int(random.next() % 10) {
        text += Self.edited[Int(random.next() % UInt64(Self.edited.count))]
        text += random.next() % 9 == 0 ? "\n" : windows ? "\r\n" : "\n"
      }
      if random.next() % 5 == 0, text.hasSuffix("\n") { text.removeLast() }
      var bytes = Array(text.utf8)
      if round % 40 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }  // a byte order mark
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let change = Self.changes[Int(random.next() % UInt64(Self.changes.count))]
      let before = try? store.readWithGLib(path: path)
      do {
        try store.apply([change], in: path, lock: path + ".lock")
      } catch {
        // GKeyFile could not load it: not changed.
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        refused += 1
        continue
      }
      guard let before else { continue }  // loads, but a value does not read
      let after = try store.readWithGLib(path: path)
      #expect(
        Self.meaning(after) == Self.meaning(change, on: Self.meaning(before)),
        "\(change) on \(text.debugDescription)")
      compared += 1
      let headers = text.split { $0 == "\n" || $0 == "\r\n" }
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("[") }
      if headers.count != Set(headers).count { doubled += 1 }
      if windows { crlf += 1 }
    }
    #expect(compared > 800)
    #expect(refused > 20)
    #expect(doubled > 200)
    #expect(crlf > 200)
  }

  @Test func leavesUnusualFilesToGKeyFile() throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/config"
    // An escape: GKeyFile turns \s into a space.
    try "[location  Oslo]\nname=\\sOslo\nlatitude=1\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(KeyFileParser.document(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) == nil)
    #expect(try store.read(path: path)?.group("location  Oslo")?.value("name") == " Oslo")
    // A line GKeyFile refuses keeps GKeyFile's message.
    try "[rain-bar]\nno equals\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ConfigError.self) { try store.read(path: path) }
    // A directory is not a config file: GKeyFile says so.
    #expect(throws: ConfigError.self) { try store.read(path: directory) }
  }
}

/// SplitMix64, seeded: the same files on every run.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

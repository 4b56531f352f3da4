import Foundation
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarLive
import RainBarModel
import Testing

@Suite struct GKeyFileStoreTests {
  let store = GKeyFileStore()
  let directory =
    FileManager.default.temporaryDirectory.path + "/rain-bar-keyfile-" + UUID().uuidString

  @Test func changesKeepCommentsAndUnknownKeys() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/rain-bar/config"
    try FileManager.default.createDirectory(
      atPath: directory + "/rain-bar", withIntermediateDirectories: true)
    let original = """
      # Written by hand: keep me.
      [rain-bar]
      # units for the bar
      units=metric
      location=Berlin

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """
    try original.write(toFile: path, atomically: true, encoding: .utf8)
    try store.apply(
      [.set(group: "rain-bar", key: "units", value: "imperial")], in: path, lock: path + ".lock")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // Only the changed line changes (GLib's own writer added blank lines); the
    // last line keeps having no newline.
    #expect(
      text == """
        # Written by hand: keep me.
        [rain-bar]
        # units for the bar
        units=imperial
        location=Berlin

        [location Berlin]
        latitude=52.52
        longitude=13.41
        """)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    let document = try #require(try store.read(path: path))
    #expect(document.group("rain-bar")?.value("units") == "imperial")
  }

  @Test func missingFileIsCreatedPrivately() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/rain-bar/config"
    #expect(try store.read(path: path) == nil)
    try store.apply(
      [.set(group: "rain-bar", key: "units", value: "imperial")], in: path, lock: path + ".lock")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "[rain-bar]\nunits=imperial\n")
    let mode = try FileManager.default.attributesOfItem(atPath: directory + "/rain-bar")[
      .posixPermissions]
    #expect(mode as? Int == 0o700)
  }

  /// GLib reads a group name or a key that is not UTF-8 as it is; the error
  /// says that this is what is wrong, on its line (not that a value is missing).
  @Test func aNameThatIsNotUTF8IsTheMistakeNamed() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/config"
    let group =
      Array("# home\n[location B".utf8) + [0xE4] + Array("d]\nlatitude=52.1\nlongitude=7.3\n".utf8)
    try Data(group).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: ConfigError(
        path: path, problem: "[location B\u{FFFD}d]: the group's name is not UTF-8 text.", line: 2)
    ) {
      try store.read(path: path)
    }
    let key = Array("[rain-bar]\nunits=metric\n  unit".utf8) + [0xE4] + Array(" = 1\n".utf8)
    try Data(key).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: ConfigError(
        path: path, problem: "[rain-bar] unit\u{FFFD}: the key is not UTF-8 text.", line: 3)
    ) {
      try store.read(path: path)
    }
  }

  /// The line of GLib's message is found in a file with Windows line endings too.
  @Test func theLineOfAMistakeInAWindowsFile() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/config"
    try "[rain-bar]\r\nunits=metric\r\nno equals\r\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(
      throws: ConfigError(
        path: path,
        problem:
          "Key file contains line “no equals” which is not a key-value pair, group, or comment",
        line: 3)
    ) { try store.read(path: path) }
  }

  @Test func aFileThatDoesNotParseIsNeverRewritten() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/config"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let broken = "[rain-bar]\nthis line is not a key\n"
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ConfigError.self) {
      try store.apply(
        [.set(group: "rain-bar", key: "units", value: "imperial")], in: path, lock: path + ".lock")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
  }
}

import Foundation
import RainBarCore
import RainBarLive
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
    try store.apply([.set(group: "rain-bar", key: "units", value: "imperial")], in: path)
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
    try store.apply([.set(group: "rain-bar", key: "units", value: "imperial")], in: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "[rain-bar]\nunits=imperial\n")
    let mode = try FileManager.default.attributesOfItem(atPath: directory + "/rain-bar")[
      .posixPermissions]
    #expect(mode as? Int == 0o700)
  }

  @Test func aFileThatDoesNotParseIsNeverRewritten() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/config"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let broken = "[rain-bar]\nthis line is not a key\n"
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ConfigError.self) {
      try store.apply([.set(group: "rain-bar", key: "units", value: "imperial")], in: path)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
  }
}

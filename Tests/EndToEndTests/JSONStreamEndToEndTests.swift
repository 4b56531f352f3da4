import Foundation
import TestTiming
import Testing

/// What the shells that read a script's waybar JSON (noctalia, vibepanel,
/// Wayle, DankMaterialShell, eww's `deflisten`; docs/formats.md) rely on in
/// `rain-bar watch --json`: one JSON object per line, each written whole the
/// moment it changes (stdout is a pipe, not a terminal: nothing waits in a
/// buffer), and nothing else on stdout (reasons go to stderr).
@Suite struct JSONStreamEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: ShowEndToEndTests.berlin))
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
  }

  /// The stream's lines as objects; a line that is no JSON object is recorded.
  func objects(_ text: String) -> [[String: Any]] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object != nil, "not one JSON object: \(line)")
      return object
    }
  }

  @Test func oneObjectPerLineFlushedAtOnceNothingElse() throws {
    let watch = try Watching(sandbox, ["--json"], at: ShowEndToEndTests.berlinNow)
    defer { watch.signal(SIGTERM) }
    #expect(watch.waitForLine { $0.contains("12°C") } != nil, "\(watch.stderr)")
    // The first object is there, whole, while the process runs on.
    #expect(watch.process.isRunning)
    var text = watch.text
    #expect(text.hasSuffix("}\n"))
    #expect(objects(text).count == 1)
    // A change is a second object within a second, and nothing else.
    _ = try sandbox.run(["units", "toggle"], at: ShowEndToEndTests.berlinNow, expect: 0)
    #expect(watch.waitForLine(seconds: 3, after: 1) { $0.contains("°F") }.map { $0 < 1 } == true)
    text = watch.text
    #expect(text.hasSuffix("}\n"))
    let all = objects(text)
    #expect(all.count == 2)
    for object in all {
      #expect(Set(object.keys) == ["text", "tooltip", "alt", "class", "percentage"])
      #expect(object["class"] as? [String] == ["rain", "rain-likely"])
      #expect(object["percentage"] as? Int == 80)
    }
    watch.signal(SIGTERM)
    #expect(watch.waitForExit()?.code == 0)
    // Nothing more after the stop either.
    #expect(watch.text == text)
  }

  /// `--markup none` (the shells that show text as it is): the same stream, plain.
  @Test func plainTextStream() throws {
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Rock & Roll <Town>\n\n[location Rock & Roll <Town>]\nlatitude=52.52\nlongitude=13.41\n"
    )
    let watch = try Watching(
      sandbox, ["--json", "--markup", "none", "--template", "{location} {icon} {temp}"],
      at: ShowEndToEndTests.berlinNow)
    defer { watch.signal(SIGTERM) }
    #expect(watch.waitForLine { $0.contains("12°C") } != nil, "\(watch.stderr)")
    let object = try #require(objects(watch.text).first)
    #expect(object["text"] as? String == "Rock & Roll <Town> 🌧️ 12°C")
    #expect((object["tooltip"] as? String)?.hasPrefix("Rock & Roll <Town>, ") == true)
    #expect((object["tooltip"] as? String)?.contains("<tt>") == false)
  }
}

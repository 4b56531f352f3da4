import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The version has one source, the file VERSION; `scripts/set-version` writes it
/// into the code, and these fail when the two disagree.
@Suite struct VersionTests {
  static let file: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/VERSION"
  }()

  @Test func codeMatchesTheVersionFile() throws {
    let text = try String(contentsOfFile: Self.file, encoding: .utf8)
    #expect(
      text == Commands.version + "\n",
      "VERSION says \(text.debugDescription), the code \(Commands.version): run scripts/set-version"
    )
  }

  @Test func versionShowsEverywhere() throws {
    let version = Commands.version
    #expect(version.first?.isNumber == true)
    // A Debian native version: digits first, then letters, digits, '.', '+' or '~'.
    #expect(version.allSatisfy { $0.isLetter || $0.isNumber || ".+~".contains($0) })
    let dependencies = Dependencies(
      http: ScriptedHTTP(), clock: FixedClock(0), environment: [:],
      configStore: MemoryConfigStore(KeyFileDocument(groups: [])),
      fileSystem: InMemoryFileSystem(), notifier: UnexpectedDesktop(),
      positions: UnexpectedDesktop(), userID: 1000)
    #expect(dependencies.userAgent == "rain-bar/\(version)")
    let page = ManPage(parser: Commands.parser, overview: Commands.overview, version: version)
    #expect(page.render().contains("\"rain-bar \(version)\""))
  }
}

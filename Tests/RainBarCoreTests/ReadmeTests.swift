import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// The README's table of environment variables lists every variable rain-bar
/// reads: those the options declare (endpoints, keys, `RAIN_BAR_WARNINGS`) and
/// those the code looks up by name.
@Suite struct ReadmeTests {
  static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

  /// The README's section "Environment variables", up to the next section.
  static func environmentSection() throws -> String {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Environment variables\n"))
    let rest = readme[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The variables the option declarations name: every service's endpoint
  /// (forecast providers and warnings services), API keys, and the others.
  static var declared: [String] {
    Options.every.compactMap(\.environmentVariable) + Providers.all.compactMap { $0.key?.variable }
  }

  @Test func everyDeclaredVariableIsListed() throws {
    let section = try Self.environmentSection()
    for source in WarningSources.all {
      #expect(Self.declared.contains(source.url.spec.environmentVariable ?? ""), "\(source.id)")
    }
    #expect(Self.declared.count >= 11, "\(Self.declared)")
    for variable in Self.declared {
      #expect(section.contains("`\(variable)`"), "\(variable) is missing from the README")
    }
  }

  /// Every upper-case name the sources look up in the environment (through
  /// `environment[...]`, `getenv`, `options.variable` or the XDG helpers) is
  /// in the table.
  @Test func everyVariableTheSourcesReadIsListed() throws {
    let section = try Self.environmentSection()
    let marks = ["environment[", "environment:", "getenv(", "variable(", "xdg(", "directory("]
    let notVariables: Set<String> = ["POSIX"]
    var found: Set<String> = []
    let sources = Self.root + "/Sources"
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
    for file in files where file.hasSuffix(".swift") || file.hasSuffix(".c") {
      let lines = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        guard marks.contains(where: { line.contains($0) || next.contains($0) }) else { continue }
        for piece in line.split(separator: "\"").enumerated() where piece.offset % 2 == 1 {
          let name = String(piece.element)
          let allowed = name.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 == UInt8(ascii: "_")
              || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
          }
          if name.count >= 3, allowed, !name.hasPrefix("_"), !name.hasSuffix("_"),
            !notVariables.contains(name)
          {
            found.insert(name)
          }
        }
      }
    }
    #expect(found.contains("TZDIR") && found.contains("BLOCK_BUTTON"), "\(found)")
    for variable in found.sorted() {
      #expect(section.contains("`\(variable)`"), "\(variable) is missing from the README")
    }
  }
}

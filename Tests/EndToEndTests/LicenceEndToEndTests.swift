import Foundation
import Testing

/// rain-bar is under the MIT licence: LICENSE, the Debian copyright file in
/// DEP-5 (`License: Expat`, with what is linked in kept) and the package's
/// Maintainer as Debian's tools choose it (scripts/test-packaging checks the
/// built package, lintian and the tarball).
@Suite struct LicenceEndToEndTests {
  func text(_ path: String) throws -> String {
    try String(contentsOfFile: Paths.root + "/" + path, encoding: .utf8)
  }

  /// The MIT licence's permission text, as LICENSE words it after its title and copyright line.
  static let permission = """
    Permission is hereby granted, free of charge, to any person obtaining a copy
    of this software and associated documentation files (the "Software"), to deal
    in the Software without restriction, including without limitation the rights
    to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
    copies of the Software, and to permit persons to whom the Software is
    furnished to do so, subject to the following conditions:

    The above copyright notice and this permission notice shall be included in all
    copies or substantial portions of the Software.

    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
    IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
    FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
    AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
    LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
    OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
    SOFTWARE.
    """

  @Test func licenseIsTheMITText() throws {
    #expect(
      try text("LICENSE")
        == "MIT License\n\nCopyright (c) 2026 the rain-bar authors\n\n" + Self.permission + "\n")
  }

  /// The copyright file's paragraphs, each its fields (a continued field's
  /// lines joined with newlines, " ." read as an empty line).
  func paragraphs(_ text: String) -> [[String: String]] {
    text.components(separatedBy: "\n\n").map { paragraph in
      var fields: [String: String] = [:]
      var key = ""
      for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix(" ") {
          let value = line == " ." ? "" : String(line.dropFirst())
          fields[key, default: ""] += "\n" + value
        } else if let colon = line.firstIndex(of: ":") {
          key = String(line[..<colon])
          fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
      }
      return fields
    }
  }

  @Test func debianCopyrightIsDEP5WithExpat() throws {
    let paragraphs = paragraphs(try text("packaging/deb/copyright"))
    #expect(paragraphs.count == 3)
    let header = try #require(paragraphs.first)
    #expect(
      header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    #expect(header["Upstream-Name"] == "rain-bar")
    // What is linked in, and the data's attributions, stay.
    let comment = header["Comment"] ?? ""
    for linked in ["the Swift runtime", "libstdc++", "Apache License 2.0", "GPL-3+", "Open-Meteo"] {
      #expect(comment.contains(linked), "\(linked)")
    }
    let files = paragraphs[1]
    #expect(files["Files"] == "*")
    #expect(files["Copyright"] == "2026 the rain-bar authors")
    #expect(files["License"] == "Expat")
    #expect(paragraphs[2]["License"] == "Expat\n" + Self.permission)
  }

  func maintainer(
    _ environment: [String: String], expect exitCode: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RainBarRun {
    try runProcess(
      Paths.root + "/scripts/deb-maintainer", [],
      environment: ["PATH": "/usr/bin:/bin", "HOME": NSHomeDirectory()].merging(environment) {
        $1
      }, expect: exitCode, sourceLocation: sourceLocation)
  }

  @Test func maintainerFromDebianVariablesElseTheCommit() throws {
    #expect(try text("packaging/deb/control").contains("\nMaintainer: @MAINTAINER@\n"))
    #expect(
      try maintainer(["DEBFULLNAME": "Ana Lima", "DEBEMAIL": "ana@example.org"], expect: 0).stdout
        == "Ana Lima <ana@example.org>\n")
    #expect(
      try maintainer(["DEBEMAIL": "Ana Lima <ana@example.org>"], expect: 0).stdout
        == "Ana Lima <ana@example.org>\n")
    #expect(
      try maintainer(["DEBFULLNAME": "Bo", "DEBEMAIL": "Ana Lima <ana@example.org>"], expect: 0)
        .stdout == "Bo <ana@example.org>\n")
    let commit = try runProcess(
      "/usr/bin/git", ["-C", Paths.root, "log", "-1", "--format=%cn <%ce>"],
      environment: ["PATH": "/usr/bin:/bin", "HOME": NSHomeDirectory()], expect: 0)
    #expect(try maintainer([:], expect: 0).stdout == commit.stdout)
    #expect(!commit.stdout.isEmpty)
  }
}

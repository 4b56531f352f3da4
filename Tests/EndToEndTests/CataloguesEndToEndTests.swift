import Foundation
import Testing

/// The translation catalogues under po/: each passes `msgfmt --check`, and
/// po/rain-bar.pot has every message the code translates.
@Suite struct CataloguesEndToEndTests {
  static let po = Paths.root + "/po"

  static var catalogues: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: po)) ?? [])
      .filter { $0.hasSuffix(".po") }.sorted()
  }

  @Test func everyCataloguePassesMsgfmtCheck() throws {
    #expect(Self.catalogues.contains("ru.po"))
    for name in Self.catalogues {
      let run = try runProcess(
        "/usr/bin/msgfmt", ["--check", "--output-file=/dev/null", Self.po + "/" + name],
        environment: ["LANG": "C.UTF-8"], expect: 0)
      #expect(run.stderr == "", "\(name)")
    }
  }

  /// Every `tr("…")`, `trc("context", "…")` and `trn("…", "…", n)` in
  /// the four targets of Sources/ that decide, read here on its own (not by xgettext), must be in
  /// the .pot: run scripts/update-pot when this fails. Its message must be a
  /// literal without interpolation, or no catalogue could hold it.
  @Test func potHasEveryMessageOfTheCode() throws {
    let pot = try String(contentsOfFile: Self.po + "/rain-bar.pot", encoding: .utf8)
    var entries = Set<String>()
    var context: String?
    for line in pot.split(separator: "\n") {
      if line.hasPrefix("msgctxt \"") { context = String(line.dropFirst(9).dropLast()) }
      if line.hasPrefix("msgid \"") {
        let id = String(line.dropFirst(7).dropLast())
        entries.insert((context.map { $0 + "\u{4}" } ?? "") + id)
        context = nil
      }
    }
    let sources = try ["RainBarModel", "RainBarEngine", "RainBarFeatures", "RainBarCore"].flatMap {
      target in
      try FileManager.default.subpathsOfDirectory(atPath: Paths.root + "/Sources/" + target)
        .filter { $0.hasSuffix(".swift") }.map { target + "/" + $0 }
    }
    let call = try Regex(#"\b(trc?|trn)\(\s*"((?:[^"\\]|\\.)*)"(?:,\s*"((?:[^"\\]|\\.)*)")?"#)
    var found = 0
    for path in sources {
      let text = try String(
        contentsOfFile: Paths.root + "/Sources/" + path, encoding: .utf8)
      for match in text.matches(of: call) {
        guard let name = match.output[1].substring, let first = match.output[2].substring else {
          continue
        }
        let second = match.output[3].substring.map(String.init)
        let key: String
        if name == "trc", let second {
          key = String(first) + "\u{4}" + second
        } else {
          key = String(first)
        }
        #expect(!key.contains("\\("), "\(path): \(name)(\"\(first)\" interpolates")
        #expect(entries.contains(key), "\(path): \"\(key)\" is not in po/rain-bar.pot")
        found += 1
      }
    }
    #expect(found > 200)
  }
}

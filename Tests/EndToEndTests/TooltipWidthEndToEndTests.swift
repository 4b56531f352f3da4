import Foundation
import Testing

/// waybar's tooltip fits a tooltip: no line wider than 60 columns, in English,
/// Russian and Arabic; rain-bar's own sentences wrap at spaces, a number with
/// its unit (GTK broke "(2.4 mm/" and "h)" itself).
@Suite struct TooltipWidthEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: MinuteEndToEndTests.berlin))
    try sandbox.writeConfig(
      "[rain-bar]\nlocation=Berlin\nfreshness=60\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n"
    )
  }

  /// Columns a terminal or a monospace tooltip gives the text: emoji two,
  /// isolates, marks and variation selectors none.
  static func columns(_ line: Substring) -> Int {
    let scalars = Array(line.unicodeScalars)
    var width = 0
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      if (0x200B...0x200F).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFE0F
        || scalar.properties.generalCategory == .nonspacingMark
      {
        continue
      }
      let emoji =
        scalar.properties.isEmojiPresentation
        || (index + 1 < scalars.count && scalars[index + 1].value == 0xFE0F)
      width += emoji ? 2 : 1
    }
    return width
  }

  func tooltip(_ language: String) throws -> [Substring] {
    let run = try sandbox.run(
      ["--json", "--language", language], at: MinuteEndToEndTests.at("12:20"), expect: 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let text = try #require(object?["tooltip"] as? String)
    // The markup takes no column: <tt> and the emoji font's spans.
    var plain = text
    for tag in ["<tt>", "</tt>", "<span font_family='Noto Color Emoji,emoji'>", "</span>"] {
      plain = plain.replacingOccurrences(of: tag, with: "")
    }
    return plain.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test(arguments: ["en", "ru", "ar"]) func noLineIsWiderThanSixtyColumns(_ language: String)
    throws
  {
    let lines = try tooltip(language)
    #expect(lines.count > 10)
    for line in lines {
      #expect(Self.columns(line) <= 60, "\(language): \(Self.columns(line)): \(line)")
    }
  }

  @Test func theSentenceBreaksAtASpaceWithTheNumberAndItsUnitTogether() throws {
    let lines = try tooltip("en")
    #expect(
      lines.prefix(4) == [
        "Berlin, 0s ago",
        "Light rain from about 13:45 to 14:45, heaviest around",
        "14:00 (2.4 mm/h), again from about 15:00.",
        "13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (model, 15 min)",
      ])
  }
}

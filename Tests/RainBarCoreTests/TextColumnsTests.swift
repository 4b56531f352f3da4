import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct TextColumnsTests {
  @Test func columnsAreAlignedAndLinesTrimmed() {
    let lines = TextColumns.align(
      [["Time", "", "Rain"], ["9:00", "🌧️", "80%"], ["10:00", "☀", "5%"]], rightAligned: [2])
    #expect(lines == ["Time       Rain", "9:00   🌧️   80%", "10:00  ☀     5%"])
  }

  /// The widths a terminal (VTE, foot, kitty) and Pango draw, not glibc's wcwidth.
  @Test func emojiTakeTwoColumnsWhicheverWayTheyArePresented() {
    #expect(TextColumns.width("⛅") == 2)  // emoji presentation by default
    #expect(TextColumns.width("☁️") == 2)  // text by default, emoji asked for with U+FE0F
    #expect(TextColumns.width("🌧️") == 2)
    #expect(TextColumns.width("☀") == 1)  // text presentation
    #expect(TextColumns.width("12°C") == 4)
    #expect(TextColumns.width("東京") == 4)
    #expect(TextColumns.width("e\u{301}") == 1)
    let rows = TextColumns.align([["a", "⛅", "1"], ["b", "☁️", "2"]], rightAligned: [])
    #expect(rows.map(TextColumns.width) == [8, 8])
  }

  /// Pango draws lam and alef as one glyph (Arabic's one mandatory
  /// ligature): one column, so the day rows "الأربعاء" and "الخميس" align.
  @Test func lamAlefIsOneColumn() {
    #expect(TextColumns.width("لا") == 1)
    #expect(TextColumns.width("الأربعاء") == 7)
    #expect(TextColumns.width("الخميس") == 6)
    #expect(TextColumns.width("لَا") == 1)  // a vowel mark on the lam keeps the ligature
    #expect(TextColumns.width("ل\u{200C}ا") == 2)  // a non-joiner breaks it
    #expect(TextColumns.width("ال\u{2068}ا\u{2069}") == 3)  // so does an isolate
  }

  /// Counting by scalar (translated cells) gives what counting by character
  /// does: every scalar it takes alone, beside its neighbours, and beside the
  /// invisible marks, and Arabic's vowel marks; a joiner or any other
  /// combining mark sends the text to the character count.
  @Test func countingByScalarAgreesWithCountingByCharacter() {
    let marks = [0x200B, 0x200C, 0x200E, 0x200F, 0x2068, 0x2069, 0xFEFF]
    var checked = 0
    for value in UInt32(0x20)...UInt32(0x25FF) where TextColumns.isNarrowAlone(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "\(scalar)\(scalar)a", "\u{2068}\(scalar)\u{200C}\u{2069}"] {
        #expect(TextColumns.width(text) == TextColumns.characterWidth(text), "\(value)")
      }
      checked += 1
    }
    #expect(checked > 1300)
    for text in [
      "12 мин назад", "\u{200F}\u{2068}مطر خفيف\u{2069}  \u{2068}2,4 мм/ч\u{2069}", "©\u{200D}©",
      "‼\u{200D}‼", "اَلْ", "й\u{301}", "\r\n°", "لا", "لَا", "ل\u{200C}ا", "ل\u{2069}ا",
      "معطّلة", "تعذّر", "دائمًا", "لّا", "\u{2068}مُتوقَّع\u{2069}", "ٰا",
    ] + marks.map { "a\(Unicode.Scalar($0)!)б" } {
      #expect(TextColumns.width(text) == TextColumns.characterWidth(text), "\(text)")
    }
  }
}

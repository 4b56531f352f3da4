import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct LineWrapTests {
  @Test func aShortLineStaysWhole() {
    #expect(
      LineWrap.lines("Rain likely from 16:00 (90%), dry again by 19:00.") == [
        "Rain likely from 16:00 (90%), dry again by 19:00."
      ])
  }

  /// GTK broke this as "(2.4 mm/" and "h)": rain-bar breaks at a space, and
  /// never between the number and its unit.
  @Test func breaksAtSpacesKeepingNumberAndUnit() {
    let sentence =
      "Light rain from about 13:45 to 14:45, heaviest around 14:00 (2.4 mm/h), again from about 15:00."
    let lines = LineWrap.lines(sentence)
    #expect(
      lines == [
        "Light rain from about 13:45 to 14:45, heaviest around",
        "14:00 (2.4 mm/h), again from about 15:00.",
      ])
    #expect(lines.allSatisfy { TextColumns.width($0) <= 60 })
    #expect(LineWrap.lines("aaaaaa bbbbbb 12 cm", width: 16) == ["aaaaaa bbbbbb", "12 cm"])
    #expect(LineWrap.lines("aaaaaa bbbbbb 80 %", width: 15) == ["aaaaaa bbbbbb", "80 %"])
    // And with a short word before it.
    #expect(
      LineWrap.lines("aaaa dry again by 19:00.", width: 12) == ["aaaa dry", "again", "by 19:00."])
  }

  @Test func aWordWiderThanTheLineKeepsALineOfItsOwn() {
    #expect(LineWrap.lines("a bbbbbbbbbbbb c", width: 5) == ["a", "bbbbbbbbbbbb", "c"])
  }

  /// Right-to-left text's isolates are never split across lines.
  @Test func anIsolateStaysOnOneLine() {
    let text = "aaaa \u{2068}bb cc\u{2069} dd"
    #expect(LineWrap.lines(text, width: 7) == ["aaaa", "\u{2068}bb cc\u{2069}", "dd"])
    #expect(
      LineWrap.lines("xxxxxx \u{2068}30\u{2069} min", width: 9) == [
        "xxxxxx", "\u{2068}30\u{2069} min",
      ])
  }
}

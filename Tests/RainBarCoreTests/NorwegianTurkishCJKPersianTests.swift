import Testing

@testable import RainBarFeatures
@testable import RainBarModel

/// The catalogues of issue 45's second half (nb, tr, ja, ko, fa): their
/// percent signs, day forms, plural rules and joins, and Persian right to left.
@Suite struct NorwegianTurkishCJKPersianTests {
  let nb = Language(code: "nb")
  let tr = Language(code: "tr")
  let ja = Language(code: "ja")
  let ko = Language(code: "ko")
  let fa = Language(code: "fa")

  @Test func everyOneIsCompiledIn() {
    for code in ["nb", "tr", "ja", "ko", "fa"] { #expect(Language.all.contains(code), "\(code)") }
  }

  /// "80 %" (a no-break space) in Norwegian, "%80" in Turkish, "80%" in the others.
  @Test func percentSigns() {
    #expect(Language.speaking(nb) { Percent.text(80) } == "80\u{A0}%")
    #expect(Language.speaking(tr) { Percent.text(80) } == "%80")
    #expect(Language.speaking(ja) { Percent.text(80) } == "80%")
    #expect(Language.speaking(ko) { Percent.text(80) } == "80%")
  }

  @Test func daysOfTheMonth() {
    // 20788: Tuesday 1 December 2026.
    #expect(Language.speaking(nb) { ClockStyle.day(20_788) } == "tir. 1. des.")
    #expect(Language.speaking(tr) { ClockStyle.day(20_788) } == "1 Ara Sal")
    #expect(Language.speaking(ja) { ClockStyle.day(20_788) } == "12月1日(火)")
    #expect(Language.speaking(ko) { ClockStyle.day(20_788) } == "12월 1일 (화)")
    let (i, o) = (MessageFormat.isolateStart, MessageFormat.isolateEnd)
    #expect(Language.speaking(fa) { ClockStyle.day(20_788) } == "سه\u{200C}شنبه \(i)1\(o) دسامبر")
  }

  /// Hours and minutes joined as each language does ("1時間20分", "1 ساعت و 20 دقیقه").
  @Test func hoursAndMinutes() {
    let (i, o) = (MessageFormat.isolateStart, MessageFormat.isolateEnd)
    #expect(Language.speaking(nb) { MinuteSummary.words(80) } == "1 t 20 min")
    #expect(Language.speaking(tr) { MinuteSummary.words(80) } == "1 saat 20 dakika")
    #expect(Language.speaking(ja) { MinuteSummary.words(80) } == "1時間20分")
    #expect(Language.speaking(ko) { MinuteSummary.words(80) } == "1시간 20분")
    #expect(
      Language.speaking(fa) { MinuteSummary.words(80) } == "\(i)1\(o) ساعت و \(i)20\(o) دقیقه")
  }

  /// Persian's CLDR rule: 0 and 1 take the first form.
  @Test func persianPluralRule() throws {
    let rule = try #require(PluralRule(header: "nplurals=2; plural=(n > 1);"))
    #expect([0, 1, 2, 5].map(rule.form) == [0, 0, 1, 1])
  }

  /// Persian is right to left: isolated numbers, and English on the bars that
  /// do not shape Arabic script.
  @Test func persianIsRightToLeft() {
    #expect(fa?.isRightToLeft == true)
    #expect(nb?.isRightToLeft == false && ja?.isRightToLeft == false)
    let persian = ["LANG": "fa_IR.UTF-8"]
    for format in [OutputFormat.polybar, .i3blocks, .i3bar] {
      #expect(LanguageChoice.choose(configured: nil, environment: persian, format: format) == nil)
    }
    #expect(LanguageChoice.choose(configured: nil, environment: persian, format: .waybar) == fa)
  }
}

import Testing

@testable import RainBarFeatures
@testable import RainBarModel

/// The catalogues of issue 45's third part (it, nl, sv, pl, cs, uk): their
/// percent signs, decimal separators, day forms, and the three plural forms
/// of Polish, Czech and Ukrainian read from their Plural-Forms headers.
@Suite struct ItalianDutchSwedishSlavicTests {
  let it = Language(code: "it")
  let nl = Language(code: "nl")
  let sv = Language(code: "sv")
  let pl = Language(code: "pl")
  let cs = Language(code: "cs")
  let uk = Language(code: "uk")

  @Test func everyOneIsCompiledIn() {
    for code in ["it", "nl", "sv", "pl", "cs", "uk"] {
      #expect(Language.all.contains(code), "\(code)")
    }
  }

  /// "80%" in Italian and Dutch, "80 %" (a no-break space) in the others.
  @Test func percentSigns() {
    #expect(Language.speaking(it) { Percent.text(80) } == "80%")
    #expect(Language.speaking(nl) { Percent.text(80) } == "80%")
    for language in [sv, pl, cs, uk] {
      #expect(Language.speaking(language) { Percent.text(80) } == "80\u{A0}%")
    }
  }

  @Test func decimalComma() {
    for language in [it, nl, sv, pl, cs, uk] {
      #expect(Language.speaking(language) { trc("decimal separator", ".") } == ",")
    }
  }

  @Test func daysOfTheMonth() {
    // 20788: Tuesday 1 December 2026.
    #expect(Language.speaking(it) { ClockStyle.day(20_788) } == "mar 1 dic")
    #expect(Language.speaking(nl) { ClockStyle.day(20_788) } == "di 1 dec")
    #expect(Language.speaking(sv) { ClockStyle.day(20_788) } == "tis 1 dec")
    #expect(Language.speaking(pl) { ClockStyle.day(20_788) } == "Wt 1 gru")
    #expect(Language.speaking(cs) { ClockStyle.day(20_788) } == "út 1. pro")
    #expect(Language.speaking(uk) { ClockStyle.day(20_788) } == "Вт 1 груд.")
  }

  func trips(_ language: Language?, _ counts: [Int]) -> [String] {
    Language.speaking(language) {
      counts.map { trn("%1$d trip: %2$s", "%1$d trips: %2$s", $0, "x") }
    }
  }

  /// One, few and many: 1, 2-4 (not 12-14 in Polish and Ukrainian), the rest.
  @Test func threePluralForms() {
    let counts = [0, 1, 2, 5, 12, 22, 25, 101]
    #expect(
      trips(pl, counts) == [
        "0 przejazdów: x", "1 przejazd: x", "2 przejazdy: x", "5 przejazdów: x",
        "12 przejazdów: x", "22 przejazdy: x", "25 przejazdów: x", "101 przejazdów: x",
      ])
    #expect(
      trips(cs, counts) == [
        "0 cest: x", "1 cesta: x", "2 cesty: x", "5 cest: x", "12 cest: x", "22 cest: x",
        "25 cest: x", "101 cest: x",
      ])
    #expect(
      trips(uk, counts) == [
        "0 поїздок: x", "1 поїздка: x", "2 поїздки: x", "5 поїздок: x", "12 поїздок: x",
        "22 поїздки: x", "25 поїздок: x", "101 поїздка: x",
      ])
    #expect(trips(it, [1, 2]) == ["1 tragitto: x", "2 tragitti: x"])
    #expect(trips(sv, [1, 0]) == ["1 resa: x", "0 resor: x"])
  }

  /// Words for sentences and notifications: full in it, nl and sv, abbreviated
  /// in pl, cs and uk (no case ending to agree with the number).
  @Test func hoursAndMinutes() {
    #expect(Language.speaking(it) { MinuteSummary.words(80) } == "1 ora 20 minuti")
    #expect(Language.speaking(nl) { MinuteSummary.words(140) } == "2 uur 20 minuten")
    #expect(Language.speaking(sv) { MinuteSummary.words(61) } == "1 timme 1 minut")
    #expect(Language.speaking(pl) { MinuteSummary.words(80) } == "1 godz. 20 min")
    #expect(Language.speaking(cs) { MinuteSummary.words(80) } == "1 h 20 min")
    #expect(Language.speaking(uk) { MinuteSummary.words(80) } == "1 год 20 хв")
  }
}

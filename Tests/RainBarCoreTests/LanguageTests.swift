import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Choosing the language, plural forms, and what a missing translation does.
@Suite struct LanguageTests {
  let ru = Language(code: "ru")
  let ar = Language(code: "ar")
  let id = Language(code: "id")

  func chosen(_ environment: [String: String], configured: String? = nil) -> String? {
    LanguageChoice.choose(configured: configured, environment: environment)?.code
  }

  @Test func selectionPrecedence() {
    #expect(chosen([:]) == nil)
    #expect(chosen(["LANG": "ru_RU.UTF-8"]) == "ru")
    #expect(chosen(["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "id_ID.UTF-8"]) == "id")
    #expect(chosen(["LC_MESSAGES": "id_ID.UTF-8", "LC_ALL": "ar_EG.UTF-8"]) == "ar")
    #expect(chosen(["LC_ALL": "ar_EG.UTF-8", "LANGUAGE": "ru:id"]) == "ru")
    #expect(chosen(["LANGUAGE": "ru:id"], configured: "id") == "id")
    // The first wanted language rain-bar speaks, English included.
    #expect(chosen(["LANGUAGE": "xx:id:ru", "LANG": "ru_RU.UTF-8"]) == "id")
    #expect(chosen(["LANGUAGE": "en_GB:ru", "LANG": "ru_RU.UTF-8"]) == nil)
    #expect(chosen(["LANG": "ru_RU.UTF-8"], configured: "en") == nil)
    #expect(chosen(["LANGUAGE": "ru", "LANG": "id_ID.UTF-8"], configured: "auto") == "ru")
    // gettext ignores LANGUAGE under the C locale.
    #expect(chosen(["LANGUAGE": "ru", "LC_ALL": "C"]) == nil)
    #expect(chosen(["LANG": "xx_XX.UTF-8"]) == nil)
  }

  @Test func regionalVariantsFallBackToTheBaseLanguage() {
    #expect(chosen(["LANG": "ru_UA.UTF-8"]) == "ru")
    #expect(chosen(["LANGUAGE": "id_ID"]) == "id")
    #expect(chosen(["LANG": "ar_MA.UTF-8@latin"]) == "ar")
    #expect(chosen(["LANGUAGE": "ru-RU"]) == "ru")
  }

  @Test func barsThatDoNotShapeArabicGetEnglish() {
    let arabic = ["LANG": "ar_EG.UTF-8"]
    for format in [OutputFormat.polybar, .i3blocks, .i3bar] {
      #expect(LanguageChoice.choose(configured: nil, environment: arabic, format: format) == nil)
    }
    for format in [OutputFormat.waybar, .plain, .json] {
      #expect(LanguageChoice.choose(configured: nil, environment: arabic, format: format) == ar)
    }
    #expect(
      LanguageChoice.choose(configured: nil, environment: ["LANG": "ru_RU"], format: .polybar) == ru
    )
  }

  @Test func pluralRulesOfTheCatalogues() throws {
    let russian = try #require(
      PluralRule(
        header:
          "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
      ))
    let arabic = try #require(
      PluralRule(
        header:
          "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
      ))
    let boundaries = [0, 1, 2, 5, 11, 21, 101, 3, 100, 111, 112]
    #expect(boundaries.map(russian.form) == [2, 0, 1, 2, 2, 0, 0, 1, 2, 2, 2])
    #expect(boundaries.map(arabic.form) == [0, 1, 2, 3, 4, 4, 5, 3, 5, 4, 4])
    #expect(PluralRule(header: "nplurals=1; plural=0;")?.form(7) == 0)
    #expect(
      PluralRule(header: "nplurals=2; plural=(n != 1);").map { [$0.form(1), $0.form(0)] } == [0, 1])
    #expect(
      PluralRule(header: "nplurals=2; plural=n > 1;").map { [$0.form(0), $0.form(2)] } == [0, 1])
    #expect(PluralRule(header: "nplurals=2; plural=n ? ;") == nil)
  }

  func minutes(_ language: Language?, _ counts: [Int]) -> [String] {
    Language.speaking(language) {
      counts.map { trn("%d min", "%d min", $0) }
    }
  }

  @Test func pluralFormsAtTheBoundaries() {
    let counts = [0, 1, 2, 5, 11, 21, 101]
    #expect(
      minutes(ru, counts) == [
        "0 минут", "1 минуту", "2 минуты", "5 минут", "11 минут", "21 минуту", "101 минуту",
      ])
    // Arabic: the number kept left to right by isolates, and none for one and two.
    let (i, o) = (MessageFormat.isolateStart, MessageFormat.isolateEnd)
    #expect(
      minutes(ar, counts) == [
        "\(i)0\(o) دقيقة", "دقيقة واحدة", "دقيقتين", "\(i)5\(o) دقائق", "\(i)11\(o) دقيقة",
        "\(i)21\(o) دقيقة", "\(i)101\(o) دقيقة",
      ])
    #expect(minutes(id, counts) == counts.map { "\($0) menit" })
    #expect(minutes(nil, counts) == counts.map { "\($0) min" })
    #expect(
      Language.speaking(ru) { [1, 2, 5].map { trn("%d h", "%d h", $0) } }
        == ["1 час", "2 часа", "5 часов"])
  }

  @Test func hoursAndMinutesHaveTheirOwnJoin() {
    // Arabic joins the two with "و" ("and"); the other languages and English
    // keep the space, and "%s %s" elsewhere (UV, "Tue 22:00") is untouched.
    let (i, o) = (MessageFormat.isolateStart, MessageFormat.isolateEnd)
    let counts = [105, 140, 60]
    #expect(
      Language.speaking(ar) { counts.map { MinuteSummary.words($0) } } == [
        "ساعة واحدة و\(i)45\(o) دقيقة", "ساعتين و\(i)20\(o) دقيقة", "ساعة واحدة",
      ])
    #expect(
      Language.speaking(ar) { tr("%s %s", "3", "x") } == "\(i)3\(o) \(i)x\(o)")
    #expect(
      Language.speaking(ru) { counts.map { MinuteSummary.words($0) } } == [
        "1 час 45 минут", "2 часа 20 минут", "1 час",
      ])
    #expect(counts.map { MinuteSummary.words($0) } == ["1 h 45 min", "2 h 20 min", "1 h"])
  }

  @Test func russianWindPutsTheDirectionFirst() {
    #expect(Language.speaking(ru) { tr("Wind %s from %s", "15 км/ч", "СЗ") } == "Ветер СЗ, 15 км/ч")
    #expect(tr("Wind %s from %s", "15 km/h", "NW") == "Wind 15 km/h from NW")
  }

  @Test func aMissingMessageFallsBackToEnglishAlone() {
    let line = Language.speaking(ru) {
      tr("Now: %s", tr("A message no catalogue has"))
    }
    #expect(line == "Сейчас: A message no catalogue has")
    let english = Language.speaking(nil) { tr("Now: %s", "x") }
    #expect(english == "Now: x")
  }

  @Test func directivesAndPositions() {
    #expect(
      MessageFormat.fill("%2$s before %1$s, 100%%", ["a", "b"], isolate: false)
        == "b before a, 100%")
    #expect(MessageFormat.fill("%s and %d", ["x", "3"], isolate: false) == "x and 3")
    #expect(MessageFormat.fill("odd %q and %", ["x"], isolate: false) == "odd %q and %")
    #expect(MessageFormat.fill("%s", ["مطر"], isolate: true) == "مطر")
    // "%02d" pads with zeros (inside the isolation), "%d" does not.
    #expect(MessageFormat.fill("%2$02d.%1$02d %1$d", ["12", "5"], isolate: false) == "05.12 12")
    #expect(MessageFormat.fill("%02d|%d", ["123", "7"], isolate: false) == "123|7")
    #expect(MessageFormat.fill("%02d", ["1"], isolate: true) == "\u{2068}01\u{2069}")
  }

  /// The percent sign as each language writes it; English and Russian "80%".
  @Test func percentagesFromTheCatalogue() throws {
    let de = try #require(Language(code: "de"))
    let fr = try #require(Language(code: "fr"))
    #expect(Percent.text(80) == "80%")
    #expect(Language.speaking(ru) { Percent.text(80) } == "80%")
    #expect(Language.speaking(de) { Percent.text(80) } == "80\u{A0}%")
    #expect(Language.speaking(fr) { Percent.text(79.6) } == "80\u{202F}%")
  }

  @Test func daysAndMonthsComeFromTheCatalogue() {
    // 20787: Monday 30 November 2026.
    #expect(Language.speaking(ru) { ClockStyle.day(20_787) } == "Пн 30 нояб.")
    #expect(Language.speaking(id) { ClockStyle.day(20_787) } == "Sen 30 Nov")
    #expect(ClockStyle.day(20_787) == "Mon 30 Nov")
    // 20788: Tuesday 1 December; each language pads the day or not.
    #expect(ClockStyle.day(20_788) == "Tue 01 Dec")
    #expect(Language.speaking(ru) { ClockStyle.day(20_788) } == "Вт 01 дек.")
    #expect(Language.speaking(id) { ClockStyle.day(20_788) } == "Sel 01 Des")
    #expect(Language.speaking(Language(code: "fr")) { ClockStyle.day(20_788) } == "mar. 1 déc.")
    #expect(Language.speaking(Language(code: "de")) { ClockStyle.day(20_788) } == "Di 1. Dez.")
    #expect(Language.speaking(Language(code: "zh_CN")) { ClockStyle.day(20_788) } == "12月1日 周二")
    #expect(Language.speaking(Language(code: "es")) { ClockStyle.day(20_788) } == "mar 1 dic")
    #expect(Language.speaking(Language(code: "pt")) { ClockStyle.day(20_788) } == "ter 1 dez")
  }
}

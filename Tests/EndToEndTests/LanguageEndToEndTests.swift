import Foundation
import Testing

/// The same forecast in each language through the built binary (catalogues
/// compiled in: nothing is installed beside it), for every bar format and a
/// notification on a real session bus (python-dbusmock's daemon).
@Suite(.serialized) struct LanguageEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox
  static let template = ["--template", "{icon} {condition} {temp} {pop} {next_rain}"]
  static let time = MinuteEndToEndTests.at("12:20")

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
    try server.setDefault(.init(file: MinuteEndToEndTests.berlin))
    try sandbox.writeConfig(
      """
      [rain-bar]
      location=Berlin
      freshness=60
      tooltip-hours=2
      tooltip-days=2

      [location Berlin]
      latitude=52.52
      longitude=13.41
      """)
  }

  /// Every bar format, then `forecast`, in `language`.
  func outputs(_ environment: [String: String]) throws -> [String] {
    var outputs: [String] = []
    for format in ["plain", "waybar", "i3blocks", "i3bar", "polybar"] {
      let run = try sandbox.run(
        ["--format", format] + Self.template, at: Self.time, extra: environment,
        expect: 0)
      outputs.append(run.stdout)
    }
    outputs.append(
      try sandbox.run(
        ["forecast", "--hours", "2", "--days", "2"], at: Self.time, extra: environment, expect: 0
      ).stdout)
    return outputs
  }

  /// The minute-level rain alert `alert` sends, in `language`: its summary and body.
  func notification(_ environment: [String: String]) throws -> [String] {
    let home = try Sandbox(server: server)
    let bus = try NotificationBus(directory: home.home + "/runtime")
    home.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try home.writeConfig(
      "[rain-bar]\nlocation=Berlin\n\n[location Berlin]\nlatitude=52.52\nlongitude=13.41\n")
    _ = try home.run(["alert"], at: Self.time, extra: environment, expect: 0)
    return try bus.calls().flatMap { [$0.summary, $0.body] }
  }

  /// Each bar format, `forecast` and the notification, exactly, in Russian,
  /// Arabic (waybar, plain and the notification isolate numbers; polybar,
  /// i3blocks and i3bar, which do not shape Arabic, get English) and Indonesian.
  @Test(arguments: ["ru", "ar", "id"]) func theSameForecastInEachLanguage(_ language: String) throws
  {
    let expected = ["ru": Self.ru, "ar": Self.ar, "id": Self.id][language] ?? []
    let got = try outputs(["LANGUAGE": language]) + notification(["LANGUAGE": language])
    #expect(got.count == expected.count)
    for (index, (line, want)) in zip(got, expected).enumerated() {
      #expect(line == want, "\(language) output \(index)")
    }
  }

  /// Every catalogue under po/ (the ones other helpers add too) is compiled in
  /// and changes what the bar says; English stays English.
  @Test func everyCatalogueIsCompiledIn() throws {
    let english = try outputs([:])
    #expect(try outputs(["LANGUAGE": "en"]) == english)
    #expect(english[1].contains("Light rain from about 13:45 to 14:45"))
    let codes = CataloguesEndToEndTests.catalogues.map { String($0.dropLast(3)) }
    #expect(codes.contains("ar") && codes.contains("id") && codes.contains("ru"))
    for code in codes {
      let waybar = try sandbox.run(
        ["--format", "waybar"] + Self.template, at: Self.time, extra: ["LANGUAGE": code],
        expect: 0)
      #expect(waybar.stdout != english[1], "\(code)")
      #expect(!waybar.stdout.contains("Light rain from about"), "\(code)")
    }
  }

  /// The percent sign and the day of the month as each catalogue writes them
  /// ("80 %" with U+00A0 in German, U+202F in French; "1." and "1" unpadded),
  /// through the binary: the plain bar and the `forecast` day rows, exactly.
  @Test(arguments: ["de", "fr", "zh_CN", "en"]) func percentAndDayPerLanguage(_ language: String)
    throws
  {
    let expected = [
      "de": [
        "🌧️ Regen 12°C 80\u{A0}% Regen in 30 min\n",
        "Mo 30. Nov.  🌧️  6°C  12°C  22 km/h   90\u{A0}%",
        "Di 1. Dez.   🌧️  5°C  10°C  20 km/h   70\u{A0}%",
      ],
      "fr": [
        "🌧️ Pluie 12°C 80\u{202F}% pluie dans 30 min\n",
        "lun. 30 nov.  🌧️  6°C  12°C  22 km/h   90\u{202F}%",
        "mar. 1 déc.   🌧️  5°C  10°C  20 km/h   70\u{202F}%",
      ],
      "zh_CN": [
        "🌧️ 雨 12°C 80% 30分钟后有雨\n",
        "11月30日 周一  🌧️   6°C  12°C  22 km/h   90%",
        "12月1日 周二   🌧️   5°C  10°C  20 km/h   70%",
      ],
      "en": [
        "🌧️ Rain 12°C 80% rain in 30 min\n",
        "Mon 30 Nov  🌧️  6°C  12°C  22 km/h   90%",
        "Tue 01 Dec  🌧️  5°C  10°C  20 km/h   70%",
      ],
    ][language]
    let bar = try sandbox.run(
      ["--format", "plain"] + Self.template, at: Self.time, extra: ["LANGUAGE": language],
      expect: 0)
    let forecast = try sandbox.run(
      ["forecast", "--hours", "2", "--days", "2"], at: Self.time,
      extra: ["LANGUAGE": language], expect: 0)
    let days = forecast.stdout.split(separator: "\n").suffix(2).map(String.init)
    #expect([bar.stdout] + days == expected)
  }

  /// The bar line, exactly, in every language rain-bar speaks (issue 45):
  /// the condition word, the number format and the minute outlook of each
  /// catalogue. (Arabic and Persian isolate their numbers; the plain line is
  /// what i3blocks and a terminal show.)
  static let barLines: [String: String] = [
    "ar":
      "\u{2068}🌧️\u{2069} مطر \u{2068}12°C\u{2069} \u{2068}80%\u{2069} مطر بعد \u{2068}30\u{2069} دقيقة\n",
    "cs": "🌧️ Déšť 12°C 80\u{A0}% déšť za 30 min\n",
    "de": "🌧️ Regen 12°C 80\u{A0}% Regen in 30 min\n",
    "en": "🌧️ Rain 12°C 80% rain in 30 min\n",
    "es": "🌧️ Lluvia 12°C 80% lluvia en 30 min\n",
    "fa":
      "\u{2068}🌧️\u{2069} باران \u{2068}12°C\u{2069} \u{2068}80%\u{2069} \u{2068}30\u{2069} دقیقه دیگر باران\n",
    "fr": "🌧️ Pluie 12°C 80\u{202F}% pluie dans 30 min\n",
    "id": "🌧️ Hujan 12°C 80% hujan 30 menit lagi\n",
    "it": "🌧️ Pioggia 12°C 80% pioggia tra 30 minuti\n",
    "ja": "🌧️ 雨 12°C 80% 30分後に雨\n",
    "ko": "🌧️ 비 12°C 80% 30분 후 비\n",
    "nb": "🌧️ Regn 12°C 80\u{A0}% regn om 30 min\n",
    "nl": "🌧️ Regen 12°C 80% regen over 30 minuten\n",
    "pl": "🌧️ Deszcz 12°C 80\u{A0}% deszcz za 30 min\n",
    "pt": "🌧️ Chuva 12°C 80% chuva daqui a 30 min\n",
    "ru": "🌧️ Дождь 12°C 80% дождь через 30 минут\n",
    "sv": "🌧️ Regn 12°C 80\u{A0}% regn om 30 minuter\n",
    "tr": "🌧️ Yağmur 12°C %80 30 dakika sonra yağmur\n",
    "uk": "🌧️ Дощ 12°C 80\u{A0}% дощ за 30 хв\n",
    "zh_CN": "🌧️ 雨 12°C 80% 30分钟后有雨\n",
  ]

  @Test func theBarLineInEveryLanguage() throws {
    let codes = CataloguesEndToEndTests.catalogues.map { String($0.dropLast(3)) } + ["en"]
    #expect(codes.count == 20)
    for code in codes {
      let bar = try sandbox.run(
        ["--format", "plain"] + Self.template, at: Self.time, extra: ["LANGUAGE": code],
        expect: 0)
      #expect(bar.stdout == Self.barLines[code], "\(code): \(bar.stdout.debugDescription)")
    }
  }

  /// waybar's tooltip (its text, markup removed) in `code`.
  func tooltip(_ code: String) throws -> String {
    let run = try sandbox.run(
      ["--format", "waybar", "--markup", "none"] + Self.template, at: Self.time,
      extra: ["LANGUAGE": code], expect: 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    return try #require(object["tooltip"] as? String)
  }

  /// The words of English's tooltip that other languages write too (names,
  /// and German's, Dutch's, Swedish's, Czech's... Temp, Wind, model).
  static let sharedWords: Set<String> = [
    "Berlin", "Open", "Meteo", "Pollen", "Temp", "Wind", "wind", "model",
  ]

  /// The words (runs of letters) of `text`.
  static func words(_ text: String) -> Set<String> {
    Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  /// waybar's tooltip in every language rain-bar speaks (issue 45): each
  /// says it in its own words (no word of four or more letters of the
  /// English tooltip is left in it, but for the shared ones above) and names
  /// the condition with the word its bar line uses.
  @Test func theTooltipInEveryLanguage() throws {
    let english = Self.words(try tooltip("en")).filter {
      $0.count >= 4 && $0.allSatisfy(\.isASCII)
    }.subtracting(Self.sharedWords)
    #expect(english.count >= 8, "\(english.sorted())")
    let codes = CataloguesEndToEndTests.catalogues.map { String($0.dropLast(3)) }
    #expect(codes.count == 19)
    for code in codes {
      let text = try tooltip(code)
      let left = english.intersection(Self.words(text))
      #expect(left.isEmpty, "\(code): \(left.sorted()) in \(text.debugDescription)")
      let line = try #require(Self.barLines[code])
      let condition = line.split(separator: " ")[1].filter {
        !("\u{2066}"..."\u{2069}").contains($0)
      }
      #expect(text.contains(condition), "\(code): \(condition) in \(text.debugDescription)")
    }
  }

  /// A copy of the binary alone in a directory speaks every language.
  @Test func aCopiedBinaryNeedsNothingBesideIt() throws {
    let directory = sandbox.home + "/alone"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Paths.binary, toPath: directory + "/rain-bar")
    var environment = sandbox.environment
    environment["LANGUAGE"] = "ru"
    environment["RAIN_BAR_OPEN_METEO_URL"] = "http://127.0.0.1:1/v1/forecast"
    environment["XDG_CACHE_HOME"] = sandbox.home + "/empty-cache"
    let run = try runProcess(
      directory + "/rain-bar", ["--format", "waybar", "--lat", "1", "--lon", "2"],
      environment: environment, expect: 0)
    #expect(
      run.stdout.hasPrefix(
        #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> нет сети","tooltip":"Не удаётся подключиться к 127.0.0.1:1"#
      ))
    #expect(run.stdout.hasSuffix(#""alt":"offline","class":["offline"]}"# + "\n"))
  }

  /// `locations` from empty to empty again and three config-file mistakes, in
  /// `language`: each line exactly (stdout, or stderr for the mistakes).
  func locationsAndConfig(_ language: String) throws -> [String] {
    let home = try Sandbox(server: server)
    home.environment["LANGUAGE"] = language
    home.environment["RAIN_BAR_OPEN_METEO_GEOCODING_URL"] =
      "http://127.0.0.1:\(server.port)/v1/search"
    var lines: [String] = []
    // A syntax error: the line's number is rain-bar's, GLib's sentence stays English.
    try home.writeConfig("[rain-bar]\nnot a pair\n")
    lines.append(try home.run(["locations"], expect: 64).stderr)
    try home.writeConfig("[rain-bar]\ncolour=red\n")
    lines.append(try home.run(["locations"], expect: 64).stderr)
    try home.writeConfig("[place Home]\nlatitude=1\n")
    lines.append(try home.run(["locations"], expect: 64).stderr)
    try home.writeConfig("")
    lines.append(try home.run(["locations"], expect: 0).stdout)
    try server.queue(.init(file: "open-meteo/openmeteo-geocoding-enschede.json"))
    lines.append(try home.run(["locations", "add", "Enschede"], expect: 0).stdout)
    let work = ["locations", "add", "--lat", "48.137", "--lon", "11.575", "--name", "Work"]
    lines.append(try home.run(work, expect: 0).stdout)
    lines.append(try home.run(["locations", "next"], expect: 0).stdout)
    lines.append(try home.run(["locations", "remove", "Work"], expect: 0).stdout)
    lines.append(try home.run(["locations", "remove", "Enschede"], expect: 0).stdout)
    return lines.map { $0.replacing(home.configFile, with: "CONFIG") }
  }

  @Test(arguments: ["en", "ru", "ar", "id"]) func locationsAndConfigMistakesInEachLanguage(
    _ language: String
  ) throws {
    let expected = Self.locations[language] ?? []
    let got = try locationsAndConfig(language)
    #expect(got.count == expected.count)
    for (index, (line, want)) in zip(got, expected).enumerated() {
      #expect(line == want, "\(language) line \(index)")
    }
  }

  static let locations: [String: [String]] = [
    "en": [
      "Error: Config file CONFIG: line 2: Key file contains line “not a pair” which is not a key-value pair, group, or comment\n",
      "Error: Config file CONFIG: [rain-bar] colour: unknown key.\n",
      "Error: Config file CONFIG: unknown group [place Home] (expected [rain-bar], [location NAME], [trip NAME] or [calendar NAME]).\n",
      "No saved locations. Add one with 'rain-bar locations add <place>'.\n",
      "Added Enschede (Overijssel, The Netherlands). 1 other place matched; narrow with --country. It is now the selected location.\n",
      "Added Work.\n",
      "Location: Work\n",
      "Removed Work. Selected Enschede instead.\n",
      "Removed Enschede. No locations are left.\n",
    ],
    "ru": [
      "Ошибка: Файл настроек CONFIG: строка 2: Key file contains line “not a pair” which is not a key-value pair, group, or comment\n",
      "Ошибка: Файл настроек CONFIG: [rain-bar] colour: неизвестный ключ.\n",
      "Ошибка: Файл настроек CONFIG: неизвестная группа [place Home] (ожидается [rain-bar], [location NAME], [trip NAME] или [calendar NAME]).\n",
      "Нет сохранённых мест. Добавьте место командой 'rain-bar locations add <place>'.\n",
      "Добавлено: Enschede (Overijssel, The Netherlands). Подошло ещё 1 место; уточните с помощью --country. Теперь это выбранное место.\n",
      "Добавлено: Work.\n",
      "Место: Work\n",
      "Удалено: Work. Вместо него выбрано: Enschede.\n",
      "Удалено: Enschede. Сохранённых мест не осталось.\n",
    ],
    "ar": [
      "خطأ: ملف الإعدادات \u{2068}CONFIG\u{2069}: السطر \u{2068}2\u{2069}: \u{2068}Key file contains line “not a pair” which is not a key-value pair, group, or comment\u{2069}\n",
      "خطأ: ملف الإعدادات \u{2068}CONFIG\u{2069}: [rain-bar] \u{2068}colour\u{2069}: مفتاح غير معروف.\n",
      "خطأ: ملف الإعدادات \u{2068}CONFIG\u{2069}: مجموعة غير معروفة [\u{2068}place Home\u{2069}] (المتوقع [rain-bar] أو [location NAME] أو [trip NAME] أو [calendar NAME]).\n",
      "لا توجد مواقع محفوظة. أضف موقعًا بالأمر 'rain-bar locations add <place>'.\n",
      "أُضيف \u{2068}Enschede\u{2069}\u{2068} (Overijssel, The Netherlands).\u{2069} تطابق مكان آخر واحد؛ ضيّق البحث بـ --country. وأصبح الموقع المختار.\n",
      "أُضيف \u{2068}Work\u{2069}\u{2068}.\u{2069}\n",
      "الموقع: \u{2068}Work\u{2069}\n",
      "حُذف \u{2068}Work\u{2069}. واختير \u{2068}Enschede\u{2069} بدلًا منه.\n",
      "حُذف \u{2068}Enschede\u{2069}. ولم يبقَ أي موقع.\n",
    ],
    "id": [
      "Galat: Berkas konfigurasi CONFIG: baris 2: Key file contains line “not a pair” which is not a key-value pair, group, or comment\n",
      "Galat: Berkas konfigurasi CONFIG: [rain-bar] colour: kunci tidak dikenal.\n",
      "Galat: Berkas konfigurasi CONFIG: grup tidak dikenal [place Home] (seharusnya [rain-bar], [location NAME], [trip NAME] atau [calendar NAME]).\n",
      "Belum ada lokasi tersimpan. Tambahkan dengan 'rain-bar locations add <place>'.\n",
      "Ditambahkan: Enschede (Overijssel, The Netherlands). 1 tempat lain juga cocok; persempit dengan --country. Sekarang ini lokasi yang dipilih.\n",
      "Ditambahkan: Work.\n",
      "Lokasi: Work\n",
      "Dihapus: Work. Sebagai gantinya dipilih Enschede.\n",
      "Dihapus: Enschede. Tidak ada lokasi tersisa.\n",
    ],
  ]

  static let ru: [String] = [
    "🌧️ Дождь 12°C 80% дождь через 30 минут\n",
    "{\"text\":\"<span font_family='Noto Color Emoji,emoji'>🌧️</span> Дождь 12°C 80% дождь через 30 минут\",\"tooltip\":\"<tt>Berlin, 0 с назад\\nСлабый дождь примерно с 13:45 до 14:45, сильнее всего\\nоколо 14:00 (2,4 мм/ч), снова примерно с 15:00.\\n13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (модель, 15 минут)\\nПосле 15:15: вероятен дождь с 16:00 (90%), к 19:00 снова\\nсухо.\\nСейчас: Дождь, 12°C, ощущается как 9°C, ветер 15 км/ч\\nБлижайшие 3 ч: вероятность дождя до 80%\\n\\nВремя      Темп.    Ветер  Дождь\\n13:00  <span font_family='Noto Color Emoji,emoji'>☁️</span>   12°C  12 км/ч    10%\\n14:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>   12°C  14 км/ч    30%\\n\\nДень             Мин.  Макс.    Ветер  Дождь\\nПн 30 нояб.  <span font_family='Noto Color Emoji,emoji'>🌧️</span>   6°C   12°C  22 км/ч    90%\\nВт 01 дек.   <span font_family='Noto Color Emoji,emoji'>🌧️</span>   5°C   10°C  20 км/ч    70%</tt>\",\"alt\":\"rain\",\"class\":[\"rain\",\"rain-likely\",\"rain-soon\"],\"percentage\":80}\n",
    "🌧️ Дождь 12°C 80% дождь через 30 минут\n🌧️ через 30 мин\n#4FA3FF\n",
    "{\"full_text\":\"🌧️ Дождь 12°C 80% дождь через 30 минут\",\"short_text\":\"🌧️ через 30 мин\",\"color\":\"#4FA3FF\",\"urgent\":false,\"name\":\"rain-bar\",\"instance\":\"Berlin\"}\n",
    "%{F#4FA3FF}%{T2}🌧%{T-} Дождь 12°C 80% дождь через 30 минут%{F-}\n",
    "Berlin, 0 с назад\nСлабый дождь примерно с 13:45 до 14:45, сильнее всего\nоколо 14:00 (2,4 мм/ч), снова примерно с 15:00.\n13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (модель, 15 минут)\nПосле 15:15: вероятен дождь с 16:00 (90%), к 19:00 снова\nсухо.\nСейчас: Дождь, 12°C, ощущается как 9°C, ветер 15 км/ч\nБлижайшие 3 ч: вероятность дождя до 80%\n\nВремя      Темп.    Ветер  Дождь\n13:00  ☁️   12°C  12 км/ч    10%\n14:00  🌧️   12°C  14 км/ч    30%\n\nДень             Мин.  Макс.    Ветер  Дождь\nПн 30 нояб.  🌧️   6°C   12°C  22 км/ч    90%\nВт 01 дек.   🌧️   5°C   10°C  20 км/ч    70%\n",
    "Berlin: дождь примерно через 30 минут",
    "Слабый дождь, до 2,4 мм/ч, примерно 1 час (до 14:45).",
  ]
  static let ar: [String] = [
    "\u{2068}🌧️\u{2069} مطر \u{2068}12°C\u{2069} \u{2068}80%\u{2069} مطر بعد \u{2068}30\u{2069} دقيقة\n",
    "{\"text\":\"\u{2068}<span font_family='Noto Color Emoji,emoji'>🌧️</span>\u{2069} مطر \u{2068}12°C\u{2069} \u{2068}80%\u{2069} مطر بعد \u{2068}30\u{2069} دقيقة\",\"tooltip\":\"<tt>\u{200F}\u{2068}Berlin\u{2069}، قبل \u{2068}0\u{2069} ث\\n\u{200F}مطر خفيف من نحو \u{2068}13:45\u{2069} حتى \u{2068}14:45\u{2069}، وأشدّه نحو \u{2068}14:00\u{2069} (2.4 مم/س)،\\n\u{200F}ثم مجددًا من نحو \u{2068}15:00\u{2069}.\\n\u{200F}\u{2068}13:15 ▁▁▄▄▄▃▁▂▁ 15:30\u{2069} (نموذج، \u{2068}15\u{2069} دقيقة)\\n\u{200F}بعد \u{2068}15:15\u{2069}: المطر مرجّح من \u{2068}16:00\u{2069} (\u{2068}90%\u{2069})، ويتوقف المطر\\n\u{200F}بحلول \u{2068}19:00\u{2069}.\\n\u{200F}الآن: مطر، \u{2068}12°C\u{2069}، المحسوسة \u{2068}9°C\u{2069}، الرياح 15 كم/س\\n\u{200F}خلال \u{2068}3\u{2069} س: احتمال المطر حتى \u{2068}80%\u{2069}\\n\\n\u{200F}\u{2068}الوقت\u{2069}  \u{2068}\u{2069}    \u{2068}الحرارة\u{2069}   \u{2068}الرياح\u{2069}  \u{2068}المطر\u{2069}\\n\u{200F}\u{2068}13:00\u{2069}  \u{2068}<span font_family='Noto Color Emoji,emoji'>☁️</span>\u{2069}     \u{2068}12°C\u{2069}  \u{2068}12 كم/س\u{2069}    \u{2068}10%\u{2069}\\n\u{200F}\u{2068}14:00\u{2069}  \u{2068}<span font_family='Noto Color Emoji,emoji'>🌧️</span>\u{2069}     \u{2068}12°C\u{2069}  \u{2068}14 كم/س\u{2069}    \u{2068}30%\u{2069}\\n\\n\u{200F}\u{2068}اليوم\u{2069}              \u{2068}\u{2069}    \u{2068}الصغرى\u{2069}  \u{2068}العظمى\u{2069}   \u{2068}الرياح\u{2069}  \u{2068}المطر\u{2069}\\n\u{200F}\u{2068}الاثنين \u{2068}30\u{2069} نوفمبر\u{2069}   \u{2068}<span font_family='Noto Color Emoji,emoji'>🌧️</span>\u{2069}     \u{2068}6°C\u{2069}    \u{2068}12°C\u{2069}  \u{2068}22 كم/س\u{2069}    \u{2068}90%\u{2069}\\n\u{200F}\u{2068}الثلاثاء \u{2068}01\u{2069} ديسمبر\u{2069}  \u{2068}<span font_family='Noto Color Emoji,emoji'>🌧️</span>\u{2069}     \u{2068}5°C\u{2069}    \u{2068}10°C\u{2069}  \u{2068}20 كم/س\u{2069}    \u{2068}70%\u{2069}</tt>\",\"alt\":\"rain\",\"class\":[\"rain\",\"rain-likely\",\"rain-soon\"],\"percentage\":80}\n",
    "🌧️ Rain 12°C 80% rain in 30 min\n🌧️ in 30m\n#4FA3FF\n",
    "{\"full_text\":\"🌧️ Rain 12°C 80% rain in 30 min\",\"short_text\":\"🌧️ in 30m\",\"color\":\"#4FA3FF\",\"urgent\":false,\"name\":\"rain-bar\",\"instance\":\"Berlin\"}\n",
    "%{F#4FA3FF}%{T2}🌧%{T-} Rain 12°C 80% rain in 30 min%{F-}\n",
    "\u{200F}\u{2068}Berlin\u{2069}، قبل \u{2068}0\u{2069} ث\n\u{200F}مطر خفيف من نحو \u{2068}13:45\u{2069} حتى \u{2068}14:45\u{2069}، وأشدّه نحو \u{2068}14:00\u{2069} (2.4 مم/س)،\n\u{200F}ثم مجددًا من نحو \u{2068}15:00\u{2069}.\n\u{200F}\u{2068}13:15 ▁▁▄▄▄▃▁▂▁ 15:30\u{2069} (نموذج، \u{2068}15\u{2069} دقيقة)\n\u{200F}بعد \u{2068}15:15\u{2069}: المطر مرجّح من \u{2068}16:00\u{2069} (\u{2068}90%\u{2069})، ويتوقف المطر\n\u{200F}بحلول \u{2068}19:00\u{2069}.\n\u{200F}الآن: مطر، \u{2068}12°C\u{2069}، المحسوسة \u{2068}9°C\u{2069}، الرياح 15 كم/س\n\u{200F}خلال \u{2068}3\u{2069} س: احتمال المطر حتى \u{2068}80%\u{2069}\n\n\u{200F}\u{2068}الوقت\u{2069}  \u{2068}\u{2069}    \u{2068}الحرارة\u{2069}   \u{2068}الرياح\u{2069}  \u{2068}المطر\u{2069}\n\u{200F}\u{2068}13:00\u{2069}  \u{2068}☁️\u{2069}     \u{2068}12°C\u{2069}  \u{2068}12 كم/س\u{2069}    \u{2068}10%\u{2069}\n\u{200F}\u{2068}14:00\u{2069}  \u{2068}🌧️\u{2069}     \u{2068}12°C\u{2069}  \u{2068}14 كم/س\u{2069}    \u{2068}30%\u{2069}\n\n\u{200F}\u{2068}اليوم\u{2069}              \u{2068}\u{2069}    \u{2068}الصغرى\u{2069}  \u{2068}العظمى\u{2069}   \u{2068}الرياح\u{2069}  \u{2068}المطر\u{2069}\n\u{200F}\u{2068}الاثنين \u{2068}30\u{2069} نوفمبر\u{2069}   \u{2068}🌧️\u{2069}     \u{2068}6°C\u{2069}    \u{2068}12°C\u{2069}  \u{2068}22 كم/س\u{2069}    \u{2068}90%\u{2069}\n\u{200F}\u{2068}الثلاثاء \u{2068}01\u{2069} ديسمبر\u{2069}  \u{2068}🌧️\u{2069}     \u{2068}5°C\u{2069}    \u{2068}10°C\u{2069}  \u{2068}20 كم/س\u{2069}    \u{2068}70%\u{2069}\n",
    "مطر في \u{2068}Berlin\u{2069} بعد نحو \u{2068}30\u{2069} دقيقة",
    "مطر خفيف، حتى 2.4 مم/س، لمدة ساعة واحدة تقريبًا (حتى \u{2068}14:45\u{2069}).",
  ]
  static let id: [String] = [
    "🌧️ Hujan 12°C 80% hujan 30 menit lagi\n",
    "{\"text\":\"<span font_family='Noto Color Emoji,emoji'>🌧️</span> Hujan 12°C 80% hujan 30 menit lagi\",\"tooltip\":\"<tt>Berlin, 0 dtk lalu\\nHujan ringan sekitar 13:45 sampai 14:45, paling deras\\nsekitar 14:00 (2,4 mm/jam), lalu lagi mulai sekitar 15:00.\\n13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (model, 15 menit)\\nSetelah 15:15: kemungkinan hujan mulai 16:00 (90%), reda\\npaling lambat pukul 19:00.\\nSekarang: Hujan, 12°C, terasa 9°C, angin 15 km/jam\\n3 jam ke depan: peluang hujan hingga 80%\\n\\nJam        Suhu      Angin  Hujan\\n13:00  <span font_family='Noto Color Emoji,emoji'>☁️</span>  12°C  12 km/jam    10%\\n14:00  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  12°C  14 km/jam    30%\\n\\nHari            Min  Maks      Angin  Hujan\\nSen 30 Nov  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  6°C  12°C  22 km/jam    90%\\nSel 01 Des  <span font_family='Noto Color Emoji,emoji'>🌧️</span>  5°C  10°C  20 km/jam    70%</tt>\",\"alt\":\"rain\",\"class\":[\"rain\",\"rain-likely\",\"rain-soon\"],\"percentage\":80}\n",
    "🌧️ Hujan 12°C 80% hujan 30 menit lagi\n🌧️ 30 mnt lagi\n#4FA3FF\n",
    "{\"full_text\":\"🌧️ Hujan 12°C 80% hujan 30 menit lagi\",\"short_text\":\"🌧️ 30 mnt lagi\",\"color\":\"#4FA3FF\",\"urgent\":false,\"name\":\"rain-bar\",\"instance\":\"Berlin\"}\n",
    "%{F#4FA3FF}%{T2}🌧%{T-} Hujan 12°C 80% hujan 30 menit lagi%{F-}\n",
    "Berlin, 0 dtk lalu\nHujan ringan sekitar 13:45 sampai 14:45, paling deras\nsekitar 14:00 (2,4 mm/jam), lalu lagi mulai sekitar 15:00.\n13:15 ▁▁▄▄▄▃▁▂▁ 15:30 (model, 15 menit)\nSetelah 15:15: kemungkinan hujan mulai 16:00 (90%), reda\npaling lambat pukul 19:00.\nSekarang: Hujan, 12°C, terasa 9°C, angin 15 km/jam\n3 jam ke depan: peluang hujan hingga 80%\n\nJam        Suhu      Angin  Hujan\n13:00  ☁️  12°C  12 km/jam    10%\n14:00  🌧️  12°C  14 km/jam    30%\n\nHari            Min  Maks      Angin  Hujan\nSen 30 Nov  🌧️  6°C  12°C  22 km/jam    90%\nSel 01 Des  🌧️  5°C  10°C  20 km/jam    70%\n",
    "Hujan di Berlin sekitar 30 menit lagi",
    "Hujan ringan, hingga 2,4 mm/jam, selama sekitar 1 jam (sampai 14:45).",
  ]
}

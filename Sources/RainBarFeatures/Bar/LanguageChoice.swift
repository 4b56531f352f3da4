import RainBarEngine
import RainBarModel

/// Which language a run speaks, the way desktop programs choose: the config's
/// or the command line's `language=` first, then `LANGUAGE` (a colon-separated
/// list of preferences), `LC_ALL`, `LC_MESSAGES`, `LANG`; the first one with a
/// catalogue wins, a regional variant falling back to its base language
/// (`pt_BR` to `pt`). English when nothing matches, or when English comes first.
/// Read byte by byte: every bar run asks, most of them in English.
public enum LanguageChoice {
  /// nil is English. A bar `format` that does not shape right-to-left text
  /// gets English instead of Arabic.
  /// `fromEnvironment` is the environment's choice when the caller has
  /// already made it (`RainBar.run` does, before the options are read): the
  /// environment is then not read again.
  public static func choose(
    configured: String?, environment: any Environment, format: OutputFormat = .plain,
    fromEnvironment: Language?? = nil
  ) -> Language? {
    let language: Language?
    if let configured, !configured.isEmpty, configured != "auto" {
      language = self.language(configured) ?? nil
    } else if let fromEnvironment {
      language = fromEnvironment
    } else {
      language = choose(configured: nil, environment: environment)
    }
    return shown(language, format: format)
  }

  /// `language` as `format` can show it: English for right-to-left text in
  /// a bar that does not shape it.
  public static func shown(_ language: Language?, format: OutputFormat) -> Language? {
    if let language, language.isRightToLeft, !format.shapesRightToLeft { return nil }
    return language
  }

  package static func choose(configured: String?, environment: any Environment) -> Language? {
    if let configured, !configured.isEmpty, configured != "auto" {
      return language(configured) ?? nil
    }
    // Three lookups in a row, no array of names: every bar run comes here.
    var locale = environment["LC_ALL"]
    if locale?.isEmpty ?? true { locale = environment["LC_MESSAGES"] }
    if locale?.isEmpty ?? true { locale = environment["LANG"] }
    if locale?.isEmpty ?? true { locale = nil }
    // `LANGUAGE` counts unless the locale is C or POSIX (as gettext does).
    if locale != "C", locale != "POSIX", let list = environment["LANGUAGE"], !list.isEmpty {
      var start = list.utf8.startIndex
      while start < list.utf8.endIndex {
        let end = list.utf8[start...].firstIndex(of: UInt8(ascii: ":")) ?? list.utf8.endIndex
        if start < end, let found = language(String(list[start..<end])) { return found }
        start = end < list.utf8.endIndex ? list.utf8.index(after: end) : end
      }
    }
    if let locale { return language(locale) ?? nil }
    return nil
  }

  /// A locale name's language: `Language` when there is a catalogue, `.some(nil)`
  /// for English (and C, POSIX), nil when rain-bar does not speak it.
  /// "pt_BR.UTF-8@euro" is tried as "pt_BR", then "pt"; "pt-BR" as "pt_BR".
  package static func language(_ locale: String) -> Language?? {
    // English, C and POSIX (the bar run's usual "C.UTF-8", "en_US.UTF-8")
    // before any buffer is made.
    if isEnglish(locale) { return .some(nil) }
    var name: [UInt8] = []
    var base = 0
    for byte in locale.utf8 {
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
        if base == 0 { base = name.count }
        name.append(UInt8(ascii: "_"))
      } else {
        name.append(byte)
      }
    }
    if base == 0 { base = name.count }
    let full = String(decoding: name, as: UTF8.self)
    if let exact = Language(code: full) { return .some(exact) }
    if base < name.count, let found = Language(code: String(decoding: name[..<base], as: UTF8.self))
    {
      return .some(found)
    }
    return nil
  }

  /// "C" and "POSIX" (then a "." or "@" or nothing), "en" (also a region:
  /// "_" or "-").
  package static func isEnglish(_ locale: String) -> Bool {
    var bytes = locale.utf8.makeIterator()
    func name(_ expected: StaticString, region: Bool) -> Bool {
      expected.withUTF8Buffer { wanted in
        for byte in wanted where bytes.next() != byte { return false }
        let after = bytes.next()
        return after == nil || after == UInt8(ascii: ".") || after == UInt8(ascii: "@")
          || (region && (after == UInt8(ascii: "_") || after == UInt8(ascii: "-")))
      }
    }
    switch locale.utf8.first {
    case UInt8(ascii: "C"): return name("C", region: false)
    case UInt8(ascii: "P"): return name("POSIX", region: false)
    case UInt8(ascii: "e"): return name("en", region: true)
    default: return false
    }
  }
}

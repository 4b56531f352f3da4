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

  static func choose(configured: String?, environment: any Environment) -> Language? {
    if let configured, !configured.isEmpty, configured != "auto" {
      return language(configured) ?? nil
    }
    var locale: String?
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        locale = value
        break
      }
    }
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
  static func language(_ locale: String) -> Language?? {
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
    if name == Array("C".utf8) || name == Array("POSIX".utf8) { return .some(nil) }
    if base == 2, name[0] == UInt8(ascii: "e"), name[1] == UInt8(ascii: "n") { return .some(nil) }
    let full = String(decoding: name, as: UTF8.self)
    if let exact = Language(code: full) { return .some(exact) }
    if base < name.count, let found = Language(code: String(decoding: name[..<base], as: UTF8.self))
    {
      return .some(found)
    }
    return nil
  }
}

/// Which language a run speaks, the way desktop programs choose: the config's
/// or the command line's `language=` first, then `LANGUAGE` (a colon-separated
/// list of preferences), `LC_ALL`, `LC_MESSAGES`, `LANG`; the first one with a
/// catalogue wins, a regional variant falling back to its base language
/// (`pt_BR` to `pt`). English when nothing matches, or when English comes first.
public enum LanguageChoice {
  /// nil is English. A bar `format` that does not shape right-to-left text
  /// gets English instead of Arabic.
  public static func choose(
    configured: String?, environment: any Environment, format: OutputFormat = .plain
  ) -> Language? {
    let language = choose(configured: configured, environment: environment)
    if let language, language.isRightToLeft, !format.shapesRightToLeft { return nil }
    return language
  }

  static func choose(configured: String?, environment: any Environment) -> Language? {
    if let configured, !configured.isEmpty, configured != "auto" {
      return language(configured) ?? nil
    }
    let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    // `LANGUAGE` counts unless the locale is C or POSIX (as gettext does).
    if locale != "C", locale != "POSIX", let list = environment["LANGUAGE"] {
      for wanted in list.split(separator: ":") where !wanted.isEmpty {
        if let found = language(String(wanted)) { return found }
      }
    }
    if let locale { return language(locale) ?? nil }
    return nil
  }

  /// A locale name's language: `Language` when there is a catalogue, `.some(nil)`
  /// for English, nil when rain-bar does not speak it.
  static func language(_ locale: String) -> Language?? {
    // "pt_BR.UTF-8@euro" -> "pt_BR".
    var name = Substring(locale)
    if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
    let full = String(name.map { $0 == "-" ? "_" : $0 })
    let base = full.split(separator: "_").first.map(String.init) ?? full
    if base == "en" || full == "C" || full == "POSIX" { return .some(nil) }
    if let exact = Language(code: full) { return .some(exact) }
    if let found = Language(code: base) { return .some(found) }
    return nil
  }
}

/// Lookups in the catalogues compiled into the binary (`GeneratedCatalogs`,
/// made from `po/*.po` at build time): a sorted array of message ids and, per
/// language, an array of translations in the same order ("" when a message is
/// not translated; plural forms joined by NUL), found by binary search. Only
/// the run's language's array is ever built, and nothing is hashed.
enum Catalog {
  /// The gettext key: "context\u{4}message", or the message alone.
  static func key(_ message: String, context: String?) -> String {
    guard let context else { return message }
    return context + "\u{4}" + message
  }

  /// The translation of `key` in `language`, or nil when it has none.
  static func lookup(_ key: String, in language: Language) -> String? {
    let ids = GeneratedCatalogs.ids
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < key { low = middle + 1 } else { high = middle }
    }
    guard low < ids.count, ids[low] == key else { return nil }
    let text = GeneratedCatalogs.strings(language.index)[low]
    return text.isEmpty ? nil : text
  }

  /// Form `form` of a plural translation (the forms joined by NUL), or nil
  /// when it is missing.
  static func plural(_ key: String, form: Int, in language: Language) -> String? {
    guard let all = lookup(key, in: language) else { return nil }
    let bytes = all.utf8
    var start = bytes.startIndex
    var index = 0
    while true {
      let end = bytes[start...].firstIndex(of: 0) ?? bytes.endIndex
      if index == form { return start < end ? String(all[start..<end]) : nil }
      guard end < bytes.endIndex else { return nil }
      start = bytes.index(after: end)
      index += 1
    }
  }

  /// The language's plural rule, read once.
  static func pluralRule(_ language: Language) -> PluralRule? {
    GeneratedCatalogs.pluralRule(language.index)
  }
}

/// Lookups in the catalogues compiled into the binary (`GeneratedCatalogs`,
/// made from `po/*.po` at build time): the message ids sorted by bytes and,
/// per language, the translations in the same order ("" when a message is not
/// translated; plural forms joined by NUL), each a `CatalogTable`, found by
/// binary search. Nothing is hashed and no array of strings is built.
package enum Catalog {
  /// The gettext key: "context\u{4}message", or the message alone.
  package static func key(_ message: String, context: String?) -> String {
    guard let context else { return message }
    return context + "\u{4}" + message
  }

  /// The translation of `key` in `language`, or nil when it has none.
  package static func lookup(_ key: String, in language: Language) -> String? {
    guard let index = index(of: key), let table = GeneratedCatalogs.table(language.index) else {
      return nil
    }
    let text = table.entry(index)
    return text.isEmpty ? nil : text
  }

  /// Where `key` is among the ids: one binary search over raw bytes, each
  /// probe comparing the shorter length's bytes, then the lengths.
  package static func index(of key: String) -> Int? {
    var key = key
    let ids = GeneratedCatalogs.ids
    return key.withUTF8 { wanted in
      ids.text.withUTF8Buffer { text in
        ids.ends.withUnsafeBufferPointer { ends in
          func compare(_ index: Int) -> Int {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            let length = Int(ends[index]) - start
            let shorter = min(length, wanted.count)
            var k = 0
            while k < shorter {
              let a = text[start + k]
              let b = wanted[k]
              if a != b { return a < b ? -1 : 1 }
              k += 1
            }
            return length - wanted.count
          }
          var low = 0
          var high = ends.count
          while low < high {
            let middle = (low + high) / 2
            let order = compare(middle)
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
          }
          return nil
        }
      }
    }
  }

  /// Form `form` of a plural translation (the forms joined by NUL), or nil
  /// when it is missing: only that form's bytes become a String.
  package static func plural(_ key: String, form: Int, in language: Language) -> String? {
    guard let index = index(of: key), let table = GeneratedCatalogs.table(language.index) else {
      return nil
    }
    return table.part(index, form)
  }

  /// The language's plural rule, read once.
  package static func pluralRule(_ language: Language) -> PluralRule? {
    GeneratedCatalogs.pluralRule(language.index)
  }
}

/// Entries in one string literal: entry `i` is the bytes from `ends[i - 1]`
/// (0 for the first) to `ends[i]`.
package struct CatalogTable: Sendable {
  package let text: StaticString
  package let ends: [UInt32]

  package var count: Int { ends.count }

  package func range(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
  }

  /// Part `part` of entry `index`, its parts separated by NUL; nil when it
  /// is missing or empty.
  package func part(_ index: Int, _ part: Int) -> String? {
    let range = range(index)
    return text.withUTF8Buffer { bytes in
      var start = range.lowerBound
      var parts = 0
      var at = start
      while at < range.upperBound {
        if bytes[at] == 0 {
          if parts == part { break }
          parts += 1
          start = at + 1
        }
        at += 1
      }
      guard parts == part, start < at else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
    }
  }

  package func entry(_ index: Int) -> String {
    let range = range(index)
    return text.withUTF8Buffer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

}

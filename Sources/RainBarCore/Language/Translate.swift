/// The translate functions every user-visible message goes through. Message
/// ids are literal English text with C-style directives (`%s`, `%d`, `%1$s`
/// to reorder), so `xgettext --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2`
/// finds them (scripts/update-pot). In English (`Language.current == nil`)
/// no catalogue is touched.

/// `message` in the run's language, its `%s` replaced by the arguments in order.
func tr(_ message: String, _ arguments: String...) -> String {
  guard let language = Language.current else {
    return arguments.isEmpty ? message : MessageFormat.fill(message, arguments, isolate: false)
  }
  let text = Catalog.lookup(message, in: language) ?? Substring(message)
  return MessageFormat.fill(text, arguments, isolate: language.isRightToLeft)
}

/// `message` in the sense `context` gives it ("Mon" the day, "May" the month).
func trc(_ context: String, _ message: String) -> String {
  guard let language = Language.current else { return message }
  return Catalog.lookup(Catalog.key(message, context: context), in: language).map(String.init)
    ?? message
}

/// The form of `singular`/`plural` the language uses for `count`, its `%d`
/// replaced by the count and any `%s` by the arguments.
func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
  let all = [String(count)] + arguments
  guard let language = Language.current else {
    return MessageFormat.fill(count == 1 ? singular : plural, all, isolate: false)
  }
  let form = Catalog.pluralRules[language.index]?.form(count) ?? (count == 1 ? 0 : 1)
  let text =
    Catalog.plural(singular, form: form, in: language)
    ?? Substring(count == 1 ? singular : plural)
  return MessageFormat.fill(text, all, isolate: language.isRightToLeft)
}

/// A number written with "." ("2.4") as the run's language writes it
/// ("2,4"): the catalogue's decimal separator. JSON keeps ".".
func localizedNumber(_ text: String) -> String {
  guard Language.current != nil else { return text }
  // TRANSLATORS: the decimal separator: "," in "2,4 mm".
  let separator = trc("decimal separator", ".")
  if separator == "." { return text }
  return String(text.map { $0 == "." ? Character(separator) : $0 })
}

/// `%s`/`%d` (in order), `%N$s` (by position) and `%%` replaced.
enum MessageFormat {
  /// First strong isolate and pop directional isolate: an argument keeps its
  /// own direction inside right-to-left text ("15:40", "-3°C", "80%").
  static let isolateStart = "\u{2068}"
  static let isolateEnd = "\u{2069}"

  static func fill<Text: StringProtocol>(_ format: Text, _ arguments: [String], isolate: Bool)
    -> String
  {
    var out = ""
    var next = 0
    var rest = format[...]
    while let percent = rest.firstIndex(of: "%") {
      out += rest[..<percent]
      var at = rest.index(after: percent)
      guard at < rest.endIndex else {
        rest = rest[percent...]
        break
      }
      if rest[at] == "%" {
        out += "%"
        rest = rest[rest.index(after: at)...]
        continue
      }
      var position: Int?
      var digits = 0
      var scan = at
      while scan < rest.endIndex, let digit = rest[scan].wholeNumberValue, rest[scan].isASCII {
        digits = digits * 10 + digit
        scan = rest.index(after: scan)
      }
      if scan > at, scan < rest.endIndex, rest[scan] == "$" {
        position = digits - 1
        at = rest.index(after: scan)
      }
      guard at < rest.endIndex, rest[at] == "s" || rest[at] == "d" else {
        out += "%"
        rest = rest[rest.index(after: percent)...]
        continue
      }
      let index = position ?? next
      next = index + 1
      if index >= 0, index < arguments.count {
        out += isolate ? isolated(arguments[index]) : arguments[index]
      }
      rest = rest[rest.index(after: at)...]
    }
    out += rest
    return out
  }

  /// `text` kept in its own direction inside right-to-left text, unless it
  /// is right-to-left itself (an already translated phrase) or empty.
  static func isolated(_ text: String) -> String {
    if text.isEmpty || hasRightToLeftLetters(text) { return text }
    return isolateStart + text + isolateEnd
  }

  /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
  static func hasRightToLeftLetters(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      default: return false
      }
    }
  }
}

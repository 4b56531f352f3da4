/// The translate functions every user-visible message goes through. Message
/// ids are literal English text with C-style directives (`%s`, `%d`, `%1$s`
/// to reorder), so `xgettext --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2`
/// finds them (scripts/update-pot). In English (`Language.active == nil`)
/// no catalogue is touched.

/// `message` in the run's language, its `%s` replaced by the arguments in order.
func tr(_ message: String, _ arguments: String...) -> String {
  guard let language = Language.active else {
    return arguments.isEmpty ? message : MessageFormat.fill(message, arguments, isolate: false)
  }
  let text = Catalog.lookup(message, in: language) ?? message
  return MessageFormat.fill(text, arguments, isolate: language.isRightToLeft)
}

/// `message` in the sense `context` gives it ("Mon" the day, "May" the month).
func trc(_ context: String, _ message: String) -> String {
  guard let language = Language.active else { return message }
  return Catalog.lookup(Catalog.key(message, context: context), in: language) ?? message
}

/// The form of `singular`/`plural` the language uses for `count`, its `%d`
/// replaced by the count and any `%s` by the arguments.
func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
  var all = [String(count)]
  if !arguments.isEmpty { all += arguments }
  guard let language = Language.active else {
    return MessageFormat.fill(count == 1 ? singular : plural, all, isolate: false)
  }
  let form = Catalog.pluralRule(language)?.form(count) ?? (count == 1 ? 0 : 1)
  let text =
    Catalog.plural(singular, form: form, in: language) ?? (count == 1 ? singular : plural)
  return MessageFormat.fill(text, all, isolate: language.isRightToLeft)
}

/// A number written with "." ("2.4") as the run's language writes it
/// ("2,4"): the catalogue's decimal separator. JSON keeps ".".
func localizedNumber(_ text: String) -> String {
  guard Language.active != nil else { return text }
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

  /// Byte by byte: English bar runs fill a few ages and countdowns each.
  static func fill(_ format: String, _ arguments: [String], isolate: Bool) -> String {
    let bytes = format.utf8
    guard bytes.contains(UInt8(ascii: "%")) else { return format }
    var out = ""
    out.reserveCapacity(bytes.count + 16)
    var next = 0
    var literal = bytes.startIndex
    var at = literal
    while at < bytes.endIndex {
      guard bytes[at] == UInt8(ascii: "%") else {
        at = bytes.index(after: at)
        continue
      }
      // String(Substring), not +=: appending a Substring is generic, and costly.
      out += String(format[literal..<at])
      var scan = bytes.index(after: at)
      if scan < bytes.endIndex, bytes[scan] == UInt8(ascii: "%") {
        out += "%"
        at = bytes.index(after: scan)
        literal = at
        continue
      }
      var position: Int?
      var digits = 0
      var digitEnd = scan
      while digitEnd < bytes.endIndex, bytes[digitEnd] >= UInt8(ascii: "0"),
        bytes[digitEnd] <= UInt8(ascii: "9")
      {
        digits = digits &* 10 &+ Int(bytes[digitEnd] - UInt8(ascii: "0"))
        digitEnd = bytes.index(after: digitEnd)
      }
      if digitEnd > scan, digitEnd < bytes.endIndex, bytes[digitEnd] == UInt8(ascii: "$") {
        position = digits - 1
        scan = bytes.index(after: digitEnd)
      }
      guard scan < bytes.endIndex,
        bytes[scan] == UInt8(ascii: "s") || bytes[scan] == UInt8(ascii: "d")
      else {
        // Not a directive: the percent sign stays.
        out += "%"
        at = bytes.index(after: at)
        literal = at
        continue
      }
      let index = position ?? next
      next = index + 1
      if index >= 0, index < arguments.count {
        out += isolate ? isolated(arguments[index]) : arguments[index]
      }
      at = bytes.index(after: scan)
      literal = at
    }
    out += String(format[literal..<bytes.endIndex])
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

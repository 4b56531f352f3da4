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

/// `%s`/`%d` (in order), `%N$s` (by position), `%02d` (zero-padded) and
/// `%%` replaced.
enum MessageFormat {
  /// First strong isolate and pop directional isolate: an argument keeps its
  /// own direction inside right-to-left text ("15:40", "-3°C", "80%").
  static let isolateStart = "\u{2068}"
  static let isolateEnd = "\u{2069}"

  /// Byte by byte into one buffer: English bar runs fill a few ages and
  /// countdowns each, and slicing a String by UTF-8 offsets costs more.
  static func fill(_ format: String, _ arguments: [String], isolate: Bool) -> String {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    var format = format
    return format.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 32)
      var next = 0
      var at = 0
      while at < bytes.count {
        let byte = bytes[at]
        guard byte == UInt8(ascii: "%"), at + 1 < bytes.count else {
          out.append(byte)
          at += 1
          continue
        }
        if bytes[at + 1] == UInt8(ascii: "%") {
          out.append(byte)
          at += 2
          continue
        }
        var scan = at + 1
        var position: Int?
        var digits = 0
        var end = scan
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
          digits = digits &* 10 &+ Int(bytes[end] - UInt8(ascii: "0"))
          end += 1
        }
        if end > scan, end < bytes.count, bytes[end] == UInt8(ascii: "$") {
          position = digits - 1
          scan = end + 1
        }
        // "%02d": a number padded with zeros to a width (a catalogue's choice:
        // "05" in one language, "5" in another).
        var width = 0
        if scan + 2 < bytes.count, bytes[scan] == UInt8(ascii: "0"),
          bytes[scan + 1] >= UInt8(ascii: "1"), bytes[scan + 1] <= UInt8(ascii: "9"),
          bytes[scan + 2] == UInt8(ascii: "d")
        {
          width = Int(bytes[scan + 1] - UInt8(ascii: "0"))
          scan += 2
        }
        guard scan < bytes.count,
          bytes[scan] == UInt8(ascii: "s") || bytes[scan] == UInt8(ascii: "d")
        else {
          // Not a directive: the percent sign stays.
          out.append(byte)
          at += 1
          continue
        }
        let index = position ?? next
        next = index + 1
        if index >= 0, index < arguments.count {
          var argument = arguments[index]
          if width > argument.utf8.count {
            argument = String(repeating: "0", count: width - argument.utf8.count) + argument
          }
          out.append(contentsOf: (isolate ? isolated(argument) : argument).utf8)
        }
        at = scan + 1
      }
      return String(decoding: out, as: UTF8.self)
    }
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

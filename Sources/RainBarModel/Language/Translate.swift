/// The translate functions every user-visible message goes through. Message
/// ids are literal English text with C-style directives (`%s`, `%d`, `%1$s`
/// to reorder), so `xgettext --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2`
/// finds them (scripts/update-pot). In English (`Language.active == nil`)
/// no catalogue is touched.

/// `message` in the run's language, its `%s` replaced by the arguments in order.
package func tr(_ message: String, _ arguments: String...) -> String {
  guard let language = Language.active else {
    return arguments.isEmpty ? message : MessageFormat.fill(message, arguments, isolate: false)
  }
  let text = Catalog.lookup(message, in: language) ?? message
  return MessageFormat.fill(text, arguments, isolate: language.isRightToLeft)
}

/// `message` in the sense `context` gives it ("Mon" the day, "May" the month,
/// "%s %s" joining hours and minutes), its `%s` replaced by the arguments.
package func trc(_ context: String, _ message: String, _ arguments: String...) -> String {
  guard let language = Language.active else {
    return arguments.isEmpty ? message : MessageFormat.fill(message, arguments, isolate: false)
  }
  let text = Catalog.lookup(Catalog.key(message, context: context), in: language) ?? message
  return arguments.isEmpty
    ? text : MessageFormat.fill(text, arguments, isolate: language.isRightToLeft)
}

/// `message` in `language`'s catalogue, whichever language the run speaks
/// (a language's own settings, read once when it is chosen).
package func trc(_ context: String, _ message: String, in language: Language) -> String {
  Catalog.lookup(Catalog.key(message, context: context), in: language) ?? message
}

/// The form of `singular`/`plural` the language uses for `count`, its `%d`
/// replaced by the count and any `%s` by the arguments.
package func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...)
  -> String
{
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
package func localizedNumber(_ text: String) -> String {
  guard Language.active != nil else { return text }
  // TRANSLATORS: the decimal separator: "," in "2,4 mm".
  let separator = trc("decimal separator", ".")
  if separator == "." || !text.utf8.contains(UInt8(ascii: ".")) { return text }
  // Byte by byte: appending Substrings takes the generic path, whose
  // conformance lookups cost a translated run about 0.17 M instructions.
  var text = text
  var decimal = separator
  return text.withUTF8 { bytes in
    decimal.withUTF8 { replacement in
      var dots = 0
      for byte in bytes where byte == UInt8(ascii: ".") { dots += 1 }
      return String(unsafeUninitializedCapacity: bytes.count + dots * replacement.count) { out in
        var count = 0
        for byte in bytes {
          if byte == UInt8(ascii: ".") {
            for other in replacement {
              out[count] = other
              count += 1
            }
          } else {
            out[count] = byte
            count += 1
          }
        }
        return count
      }
    }
  }
}

/// `%s`/`%d` (in order), `%N$s` (by position), `%02d` (zero-padded) and
/// `%%` replaced.
package enum MessageFormat {
  /// First strong isolate and pop directional isolate: an argument keeps its
  /// own direction inside right-to-left text ("15:40", "-3°C", "80%").
  package static let isolateStart = "\u{2068}"
  package static let isolateEnd = "\u{2069}"

  /// Byte by byte into the new string's own storage: English bar runs fill
  /// a few ages and countdowns each, and slicing a String by UTF-8 offsets
  /// (or an intermediate byte array) costs more.
  package static func fill(_ format: String, _ arguments: [String], isolate: Bool) -> String {
    var contiguous = format
    return contiguous.withUTF8 { bytes in
      // Room for the format and, per "%", the longest argument with its isolates.
      var percents = 0
      for byte in bytes where byte == UInt8(ascii: "%") { percents += 1 }
      if percents == 0 { return format }
      var longest = 0
      for argument in arguments { longest = max(longest, argument.utf8.count) }
      longest = max(longest, 9)  // a "%0Nd" pads to at most 9 digits
      if isolate { longest += 6 }
      return String(unsafeUninitializedCapacity: bytes.count + percents * longest) { out in
        var count = 0
        func append(_ argument: String) {
          var argument = argument
          argument.withUTF8 { source in
            guard let base = source.baseAddress, let target = out.baseAddress else { return }
            (target + count).initialize(from: base, count: source.count)
            count += source.count
          }
        }
        /// U+2068 or U+2069 (first strong isolate, pop directional isolate).
        func isolateMark(_ last: UInt8) {
          out[count] = 0xE2
          out[count + 1] = 0x81
          out[count + 2] = last
          count += 3
        }
        var next = 0
        var at = 0
        while at < bytes.count {
          let byte = bytes[at]
          guard byte == UInt8(ascii: "%"), at + 1 < bytes.count else {
            out[count] = byte
            count += 1
            at += 1
            continue
          }
          if bytes[at + 1] == UInt8(ascii: "%") {
            out[count] = byte
            count += 1
            at += 2
            continue
          }
          var scan = at + 1
          var position: Int?
          var digits = 0
          var end = scan
          while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9")
          {
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
            out[count] = byte
            count += 1
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
            if isolate && !argument.isEmpty && !hasRightToLeftLetters(argument) {
              isolateMark(0xA8)
              append(argument)
              isolateMark(0xA9)
            } else {
              append(argument)
            }
          }
          at = scan + 1
        }
        return count
      }
    }
  }

  /// `text` kept in its own direction inside right-to-left text, unless it
  /// is right-to-left itself (an already translated phrase) or empty.
  package static func isolated(_ text: String) -> String {
    if text.isEmpty || hasRightToLeftLetters(text) { return text }
    return isolateStart + text + isolateEnd
  }

  /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
  package static func hasRightToLeftLetters(_ text: String) -> Bool {
    // Every such letter is two or three bytes from 0xD6 on.
    guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
    return text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      default: return false
      }
    }
  }
}

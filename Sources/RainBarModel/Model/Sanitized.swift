/// Text from outside (a server's error reason, a place's name and country
/// from geocoding, a library's or a D-Bus peer's message) made safe for one
/// line of a terminal, a bar or the config file: the one way such text
/// reaches any of them.
///
/// Control, format, private-use and unassigned characters (escape sequences,
/// bidirectional overrides; not the zero-width joiners) become a space, runs of spaces one, and the ends
/// are trimmed; at most `limit` characters (Unicode scalars) are kept, and
/// "…" marks a cut.
public enum Sanitized {
  /// Line breaks become spaces too (a name, a path).
  public static func line(_ text: String, limit: Int) -> String {
    clean(text, limit: limit, firstLine: false)
  }

  /// Only the first line with any text is kept, "…" marking that more
  /// followed: a server's or a library's message (a traceback is not a reason).
  public static func firstLine(_ text: String, limit: Int) -> String {
    clean(text, limit: limit, firstLine: true)
  }

  private static func clean(_ text: String, limit: Int, firstLine: Bool) -> String {
    if isClean(text, limit: limit) { return text }
    var out = String.UnicodeScalarView()
    var count = 0
    var pendingSpace = false
    var cut = false
    var lineEnded = false
    for scalar in text.unicodeScalars {
      if firstLine, isLineBreak(scalar) {
        // Blank first lines are passed over; the first line with text ends here.
        lineEnded = count > 0
        continue
      }
      if isSpace(scalar) {
        pendingSpace = count > 0
        continue
      }
      if lineEnded {
        // Another line with text follows.
        cut = true
        break
      }
      if count + (pendingSpace ? 1 : 0) >= limit {
        cut = true
        break
      }
      if pendingSpace {
        out.append(" ")
        count += 1
        pendingSpace = false
      }
      out.append(scalar)
      count += 1
    }
    if cut {
      // More followed (a further line, or text past the limit).
      out.append("…")
    }
    return String(out)
  }

  /// Whether the text is printable ASCII within the limit, with single
  /// spaces between words only: what cleaning would give back unchanged
  /// (most texts, and without Unicode's tables).
  private static func isClean(_ text: String, limit: Int) -> Bool {
    var count = 0
    var previous: UInt8 = UInt8(ascii: " ")
    for byte in text.utf8 {
      guard byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20 else { return false }
      previous = byte
      count += 1
    }
    return previous != 0x20 && count <= limit
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// White space (line breaks included) and every character that must not
  /// reach a terminal or a bar.
  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    // Zero-width joiner and non-joiner are format characters that build
    // emoji (👨‍👩‍👧) and words (Persian, Indic scripts), not escapes.
    if scalar.value == 0x200D || scalar.value == 0x200C { return false }
    if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .control, .format, .lineSeparator, .paragraphSeparator, .privateUse,
      .unassigned, .surrogate:
      return true
    default:
      return false
    }
  }
}

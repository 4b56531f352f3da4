import RainBarEngine
import RainBarModel

/// Rows of text cells as aligned columns (the forecast table, the locations list).
package enum TextColumns {
  /// Pads columns to a common display width (see `width`). `rightAligned`
  /// lists column indices (a list, not a Set: hashing the indices cost the
  /// tooltip a run-time conformance lookup).
  /// In a right-to-left language (Arabic) each cell is isolated and each line
  /// starts with a right-to-left mark: the table is mirrored as a whole, the
  /// numbers in it read left to right, and no line is trimmed, so the columns
  /// stay aligned whichever side the bar aligns the lines to.
  package static func align(_ rows: [[String]], rightAligned: [Int]) -> [String] {
    let mirrored = Language.active?.isRightToLeft ?? false
    var widths: [Int] = []
    var lengths: [[Int]] = []
    lengths.reserveCapacity(rows.count)
    for row in rows {
      var rowLengths: [Int] = []
      rowLengths.reserveCapacity(row.count)
      for (i, cell) in row.enumerated() {
        let length = width(cell)
        rowLengths.append(length)
        if i < widths.count {
          widths[i] = max(widths[i], length)
        } else {
          widths.append(length)
        }
      }
      lengths.append(rowLengths)
    }
    var lines: [String] = []
    lines.reserveCapacity(rows.count)
    for (r, row) in rows.enumerated() {
      // One buffer per line, the mark and isolates written straight into it.
      var line = mirrored ? rightToLeftMark : ""
      var size = 0
      for (i, cell) in row.enumerated() { size += cell.utf8.count + widths[i] + 8 }
      line.reserveCapacity(size)
      for (i, cell) in row.enumerated() {
        if i > 0 { line += "  " }
        let pad = widths[i] - lengths[r][i]
        let right = rightAligned.contains(i)
        if right { appendSpaces(pad, to: &line) }
        if mirrored { line += MessageFormat.isolateStart }
        line += cell
        if mirrored { line += MessageFormat.isolateEnd }
        if !right { appendSpaces(pad, to: &line) }
      }
      if mirrored {
        lines.append(line)
        continue
      }
      // A space byte at the end is always a whole character of its own.
      while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  /// Terminal columns, as terminals draw emoji today: a character shown as an
  /// emoji (emoji presentation by default, or asked for with U+FE0F) or an East
  /// Asian wide character takes two, a combining sequence one. glibc's wcwidth
  /// gives `☁️` one column and `⛅` two; terminals and Pango draw both as two.
  package static func width(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    // Translated cells (Cyrillic, Arabic, "°"): when every scalar is a
    // character of its own one column wide, or takes no room, the scalars are
    // counted without breaking the text into characters (which costs an
    // Arabic tooltip about 30 K instructions). Anything else is counted by character.
    var n = 0
    var previous: UInt32 = 0
    // Whether the scalar before is a letter a mark can join.
    var joinable = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      // Arabic's vowel marks and shadda join the letter before them (a lam
      // keeps its ligature with the alef after): no room of their own.
      if isArabicMark(value) {
        guard joinable else { return characterWidth(text) }
        continue
      }
      if isInvisible(value) && value != 0x200D {
        previous = 0  // a joiner, mark or isolate between them breaks the ligature
        joinable = false
        continue
      }
      guard isNarrowAlone(value) else { return characterWidth(text) }
      if !isLamAlef(previous, value) { n += 1 }
      previous = value
      joinable = true
    }
    return n
  }

  /// Arabic's one mandatory ligature: lam followed by an alef is drawn as one
  /// glyph (لا, لأ, لإ, لآ), one column in a monospace font, as Pango draws it.
  package static func isLamAlef(_ first: UInt32, _ second: UInt32) -> Bool {
    first == 0x644 && (second == 0x627 || second == 0x623 || second == 0x625 || second == 0x622)
  }

  /// Arabic's combining marks: the harakat, shadda, sukun and the dagger alef.
  package static func isArabicMark(_ value: UInt32) -> Bool {
    (0x64B...0x65F).contains(value) || value == 0x670
  }

  /// Direction marks and isolates, zero-width spaces and joiners take no room.
  package static func isInvisible(_ value: UInt32) -> Bool {
    (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
      || (0x2060...0x2069).contains(value) || value == 0xFEFF
  }

  /// Scalars that are a character on their own beside each other (no
  /// combining marks, no emoji, nothing wide): printable ASCII, Latin-1 and
  /// Latin Extended, Cyrillic letters, Arabic letters, digits and
  /// punctuation, general punctuation, box drawing and block elements.
  /// (A zero-width joiner could join two pictographs such as "©" into one
  /// character: it sends the text to `characterWidth`.)
  package static func isNarrowAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E, 0xA0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x60C, 0x61B, 0x61F,
      0x620...0x64A, 0x660...0x66F, 0x671...0x6D5, 0x2010...0x2027, 0x2030...0x205E,
      0x2500...0x259F:
      return true
    default:
      return false
    }
  }

  /// `width` by characters (grapheme clusters).
  package static func characterWidth(_ text: String) -> Int {
    var n = 0
    // The base letter of the character before (a lam keeps its vowel marks).
    var previous: UInt32 = 0
    for character in text {
      var base: UInt32?
      var wide = false
      var broken = false
      for scalar in character.unicodeScalars {
        let value = scalar.value
        if isInvisible(value) {
          broken = true
          continue
        }
        if base == nil { base = value }
        // No character below U+231A (⌚) has emoji presentation by default.
        if value == 0xFE0F || isEastAsianWide(value)
          || (value >= 0x231A && scalar.properties.isEmojiPresentation)
        {
          wide = true
        }
      }
      guard let base else {
        previous = 0
        continue
      }
      if !isLamAlef(previous, base) { n += wide ? 2 : 1 }
      previous = broken ? 0 : base
    }
    return n
  }

  package static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  package static let rightToLeftMark = "\u{200F}"

  private static func appendSpaces(_ count: Int, to line: inout String) {
    for _ in 0..<max(0, count) { line += " " }
  }
}

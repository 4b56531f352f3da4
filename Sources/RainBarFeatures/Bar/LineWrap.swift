import RainBarEngine
import RainBarModel

/// A sentence of rain-bar's own broken into lines of at most `width` display
/// columns (`TextColumns.width`), at spaces only: a tooltip line GTK would
/// wrap itself breaks anywhere ("(2.4 mm/" and "h)"). A number stays with the
/// word after it, its unit ("2.4 mm/h", "80 %", "20 min"), and with a short
/// word before it ("by 19:00"); a word wider than the width keeps a line of its own.
package enum LineWrap {
  /// The widest tooltip line.
  package static let tooltipWidth = 60

  package static func lines(_ text: String, width: Int = tooltipWidth) -> [String] {
    guard TextColumns.width(text) > width else { return [text] }
    // The pieces a line may break between: words, a number joined to its unit.
    // A bidi isolate (right-to-left text's "\u{2068}14 km/h\u{2069}") stays on one line too.
    // A number stays with a short word before it too ("by 19:00", "(HTTP 503)").
    var pieces: [Substring] = []
    var open = 0
    var previous: Substring = ""
    for word in Self.words(text) {
      let joined =
        open > 0 || (pieces.last.map(Self.endsInNumber) == true && !word.isEmpty)
        || (Self.startsWithNumber(word) && !previous.isEmpty
          && TextColumns.width(String(previous)) <= 5)
      previous = word
      for scalar in word.unicodeScalars {
        if (0x2066...0x2068).contains(scalar.value) { open += 1 }
        if scalar.value == 0x2069 && open > 0 { open -= 1 }
      }
      if joined, let last = pieces.last {
        pieces[pieces.count - 1] = text[last.startIndex..<word.endIndex]
      } else {
        pieces.append(word)
      }
    }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for piece in pieces {
      let pieceWidth = TextColumns.width(String(piece))
      if line.isEmpty {
        line = String(piece)
        lineWidth = pieceWidth
      } else if lineWidth + 1 + pieceWidth <= width {
        // A String each: appending a Substring goes character by character.
        line += " "
        line += String(piece)
        lineWidth += 1 + pieceWidth
      } else {
        lines.append(line)
        line = String(piece)
        lineWidth = pieceWidth
      }
    }
    lines.append(line)
    return lines
  }

  /// The text split at each space (the empty words between two spaces too),
  /// found in its bytes: a split by Character breaks graphemes all along.
  package static func words(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var index = text.utf8.startIndex
    while index < text.utf8.endIndex {
      if text.utf8[index] == UInt8(ascii: " ") {
        words.append(text[start..<index])
        start = text.utf8.index(after: index)
      }
      index = text.utf8.index(after: index)
    }
    words.append(text[start...])
    return words
  }

  /// Whether the last character, isolates aside, is a digit ("2.4", "\u{2068}30\u{2069}").
  package static func endsInNumber(_ word: Substring) -> Bool {
    let last = word.unicodeScalars.last { !(0x2066...0x2069).contains($0.value) }
    return last.map(isDigit) == true
  }

  /// Whether the first character, isolates aside, is a digit ("19:00", "\u{2068}30\u{2069}").
  package static func startsWithNumber(_ word: Substring) -> Bool {
    let first = word.unicodeScalars.first { !(0x2066...0x2069).contains($0.value) }
    return first.map(isDigit) == true
  }

  /// A digit of any script ("٣" too); ASCII without Unicode's tables.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
  }
}

/// Rows of text cells as aligned columns (the forecast table, the locations list).
enum TextColumns {
  /// Pads columns to a common display width (see `width`).
  static func align(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    let lengths = rows.map { $0.map { width($0) } }
    for row in lengths {
      for (i, length) in row.enumerated() { widths[i] = max(widths[i], length) }
    }
    return rows.indices.map { r in
      let row = rows[r]
      var cells: [String] = []
      for (i, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[i] - lengths[r][i])
        cells.append(rightAligned.contains(i) ? pad + cell : cell + pad)
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Terminal columns, as terminals draw emoji today: a character shown as an
  /// emoji (emoji presentation by default, or asked for with U+FE0F) or an East
  /// Asian wide character takes two, a combining sequence one. glibc's wcwidth
  /// gives `☁️` one column and `⛅` two; terminals and Pango draw both as two.
  static func width(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    var n = 0
    for character in text {
      let scalars = character.unicodeScalars
      let wide = scalars.contains { scalar in
        scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation
          || isEastAsianWide(scalar.value)
      }
      n += wide ? 2 : 1
    }
    return n
  }

  static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

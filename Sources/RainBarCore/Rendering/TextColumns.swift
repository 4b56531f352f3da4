/// Rows of text cells as aligned columns (the forecast table, the locations list).
enum TextColumns {
  /// Pads columns to a common width, counted in Unicode scalars (cheap, and
  /// exact for these cells: digits, letters, '°', '%', '–', and icons of one width).
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
      var line = cells.concatenated(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Scalars, not counting variation selectors (an emoji with U+FE0F is one icon).
  static func width(_ text: String) -> Int {
    var n = 0
    for scalar in text.unicodeScalars where scalar.value != 0xFE0F { n += 1 }
    return n
  }
}

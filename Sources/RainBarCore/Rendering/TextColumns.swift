/// Rows of text cells as aligned columns (the forecast table, the locations list).
enum TextColumns {
  /// Pads columns to a common width, counted in Unicode scalars (cheap, and
  /// exact for these cells: digits, letters, '°', '%', '–', and icons of one
  /// width). `rightAligned` lists column indices (a list, not a Set: hashing
  /// the indices cost the tooltip a run-time conformance lookup).
  static func align(_ rows: [[String]], rightAligned: [Int]) -> [String] {
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
      var line = ""
      for (i, cell) in row.enumerated() {
        if i > 0 { line += "  " }
        let pad = widths[i] - lengths[r][i]
        if rightAligned.contains(i) {
          appendSpaces(pad, to: &line)
          line += cell
        } else {
          line += cell
          appendSpaces(pad, to: &line)
        }
      }
      // A space byte at the end is always a whole character of its own.
      while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  /// Scalars, not counting variation selectors (an emoji with U+FE0F is one icon).
  static func width(_ text: String) -> Int {
    var n = 0
    for scalar in text.unicodeScalars where scalar.value != 0xFE0F { n += 1 }
    return n
  }

  private static func appendSpaces(_ count: Int, to line: inout String) {
    for _ in 0..<max(0, count) { line += " " }
  }
}

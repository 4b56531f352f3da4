extension Sanitized {
  /// Network text of several lines (a warning's description): each line
  /// cleaned as `line` cleans one, line breaks kept (`\r\n` and `\r` become
  /// `\n`, blank lines at most one in a row), the ends trimmed, and the whole
  /// cut at `limit` characters with an ellipsis.
  public static func text(_ text: String, limit: Int) -> String {
    var out = ""
    var count = 0
    var blank = false
    let normalised = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    for raw in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = Self.line(String(raw), limit: limit)
      while line.last == " " { line.removeLast() }
      while line.first == " " { line.removeFirst() }
      if line.isEmpty {
        blank = !out.isEmpty
        continue
      }
      if !out.isEmpty {
        out += blank ? "\n\n" : "\n"
        count += blank ? 2 : 1
      }
      blank = false
      for scalar in line.unicodeScalars {
        if count >= limit { return out + "…" }
        out.unicodeScalars.append(scalar)
        count += 1
      }
    }
    return out
  }
}

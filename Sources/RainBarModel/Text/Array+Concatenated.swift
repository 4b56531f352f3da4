extension Array where Element == String {
  /// The strings with `separator` between them, as `joined(separator:)`. The
  /// standard library's `joined` is generic and unspecialized here: its first
  /// call costs a run about 0.17 M instructions of run-time type lookup (the
  /// array's Collection conformance), more than drawing the whole bar.
  package func concatenated(separator: String = "") -> String {
    var out = ""
    for (index, text) in enumerated() {
      if index > 0 { out += separator }
      out += text
    }
    return out
  }
}

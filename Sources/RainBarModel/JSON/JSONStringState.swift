/// Whether a byte stream read one byte at a time is inside a JSON string,
/// so that a scan for structure (`{`, `:`, a line's end) skips what strings
/// hold, escaped quotes included.
package struct JSONStringState: Sendable {
  package private(set) var inString = false
  private var escaped = false

  package init() {}

  /// True when `byte` belongs to a string (its quotes included): the caller
  /// looks no further at it.
  package mutating func skips(_ byte: UInt8) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return true
    }
    if byte == UInt8(ascii: "\"") {
      inString = true
      return true
    }
    return false
  }
}

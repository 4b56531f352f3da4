import RainBarModel

/// One line of a key file as GKeyFile splits the text: at every "\n", with
/// one "\r" before it dropped (a file with Windows line endings reads as its
/// lines). The line's own bytes and its ending are kept, so that a line an
/// edit does not touch is written back byte for byte, valid UTF-8 or not.
package struct KeyFileLine: Equatable {
  package enum Ending: Equatable {
    /// The last line of a file that does not end with a newline.
    case none
    case lf
    case crlf

    package var bytes: [UInt8] {
      switch self {
      case .none: return []
      case .lf: return [0x0A]
      case .crlf: return [0x0D, 0x0A]
      }
    }
  }

  /// Without the ending.
  package var bytes: [UInt8]
  package var ending: Ending

  package init(_ text: String, ending: Ending) {
    bytes = Array(text.utf8)
    self.ending = ending
  }

  package init(bytes: [UInt8], ending: Ending) {
    self.bytes = bytes
    self.ending = ending
  }

  /// The line as text (bytes that are not UTF-8 read as U+FFFD).
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The lines of a file; none for an empty one.
  package static func lines(_ bytes: [UInt8]) -> [KeyFileLine] {
    var lines: [KeyFileLine] = []
    var start = 0
    while start < bytes.count {
      guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
        lines.append(KeyFileLine(bytes: Array(bytes[start...]), ending: .none))
        break
      }
      let crlf = newline > start && bytes[newline - 1] == 0x0D
      lines.append(
        KeyFileLine(
          bytes: Array(bytes[start..<(crlf ? newline - 1 : newline)]), ending: crlf ? .crlf : .lf))
      start = newline + 1
    }
    return lines
  }

  /// The ending of the file's first line that has one: what a line the editor
  /// writes ends with.
  package static func style(of lines: [KeyFileLine]) -> Ending {
    lines.first { $0.ending != .none }?.ending ?? .lf
  }

  /// The file's bytes: every line with its ending.
  package static func bytes(_ lines: [KeyFileLine]) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in lines { bytes += line.bytes + line.ending.bytes }
    return bytes
  }

  /// Gives a line that has no ending one (a line is written after it): one
  /// that ends with "\r" gets "\r\n", as GKeyFile drops only the "\r" before
  /// the "\n", so that it keeps reading the same.
  package mutating func terminate(_ style: Ending) {
    guard ending == .none else { return }
    ending = bytes.last == 0x0D ? .crlf : style
  }
}

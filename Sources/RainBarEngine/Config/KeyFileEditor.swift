import RainBarModel

/// Applies config changes to the text of a key file line by line, so that
/// everything else a person wrote (comments, blank lines, order, keys rain-bar
/// does not know, line endings, bytes that are not UTF-8) stays exactly as it
/// was: a change touches only its lines.
///
/// Lines are GKeyFile's (`KeyFileLine`: Windows line endings too), and so is
/// which line counts: a group written twice is one group, each key's last line
/// in it the one read. A change is made on that line (a new key goes to the
/// group's last copy); a removal takes every copy of the key or the group, so
/// that none read before is left to be read after.
///
/// Comment lines directly above a group header belong to that group: they go
/// when the group is removed and stay with the next group otherwise.
public enum KeyFileEditor {
  public static func apply(_ changes: [ConfigChange], to text: String) -> String {
    String(decoding: apply(changes, to: Array(text.utf8)), as: UTF8.self)
  }

  public static func apply(_ changes: [ConfigChange], to bytes: [UInt8]) -> [UInt8] {
    var lines = KeyFileLine.lines(bytes)
    let style = KeyFileLine.style(of: lines)
    for change in changes {
      switch change {
      case .set(let group, let key, let value):
        set(group, key, escape(value), in: &lines, style)
      case .removeKey(let group, let key):
        for index in keyLines(key, in: group, lines).reversed() { lines.remove(at: index) }
      case .removeGroup(let group):
        while removeFirstCopy(of: group, from: &lines) {}
      }
    }
    return KeyFileLine.bytes(lines)
  }

  private static func set(
    _ group: String, _ key: String, _ value: String, in lines: inout [KeyFileLine],
    _ style: KeyFileLine.Ending
  ) {
    let line = KeyFileLine("\(key)=\(value)", ending: style)
    guard let last = bodies(of: group, in: lines).last else {
      if let end = lines.last, !isBlank(end) { insert(KeyFileLine("", ending: style)) }
      insert(KeyFileLine("[\(group)]", ending: style))
      insert(line)
      return
    }
    if let index = keyLines(key, in: group, lines).last {
      lines[index].bytes = line.bytes
      return
    }
    // After the last copy's last key, before any blank lines or the next group's comments.
    let lastEntry = last.last { !isBlank(lines[$0]) && !isComment(lines[$0]) }
    insert(line, at: (lastEntry ?? last.lowerBound - 1) + 1)

    func insert(_ line: KeyFileLine, at index: Int? = nil) {
      let index = index ?? lines.count
      if index > 0 { lines[index - 1].terminate(style) }
      lines.insert(line, at: index)
    }
  }

  /// Removes the group's first copy; false when there is none.
  private static func removeFirstCopy(of group: String, from lines: inout [KeyFileLine]) -> Bool {
    guard let range = bodies(of: group, in: lines).first else { return false }
    let header = range.lowerBound - 1
    var start = header
    while start > 0, isComment(lines[start - 1]) { start -= 1 }
    // The next group's own comments (directly above its header) stay.
    var end = range.upperBound
    if end < lines.count {
      while end > header + 1, isComment(lines[end - 1]) { end -= 1 }
    }
    lines.removeSubrange(start..<end)
    // No blank line doubled, none left at the start or the end.
    if start < lines.count, start > 0, isBlank(lines[start]), isBlank(lines[start - 1]) {
      lines.remove(at: start)
    }
    while let last = lines.last, isBlank(last) { lines.removeLast() }
    while let first = lines.first, isBlank(first) { lines.removeFirst() }
    return true
  }

  /// The lines after each of the group's headers, up to the next header.
  private static func bodies(of group: String, in lines: [KeyFileLine]) -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    var open: Int?
    for (index, line) in lines.enumerated() {
      guard let name = Self.group(of: line) else { continue }
      if let start = open { bodies.append(start..<index) }
      open = name == group ? index + 1 : nil
    }
    if let start = open { bodies.append(start..<lines.count) }
    return bodies
  }

  /// Every line of the group (all its copies) that sets the key, in file order.
  private static func keyLines(_ key: String, in group: String, _ lines: [KeyFileLine]) -> [Int] {
    bodies(of: group, in: lines).flatMap { $0.filter { Self.key(of: lines[$0]) == key } }
  }

  package static func group(of line: KeyFileLine) -> String? {
    let trimmed = line.text.trimmingSpaces
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 else { return nil }
    return String(trimmed.dropFirst().dropLast())
  }

  package static func key(of line: KeyFileLine) -> String? {
    let text = line.text
    guard !isComment(line), let equals = text.firstIndex(of: "=") else { return nil }
    return String(text[..<equals]).trimmingSpaces
  }

  package static func isComment(_ line: KeyFileLine) -> Bool {
    line.text.trimmingSpaces.hasPrefix("#")
  }

  package static func isBlank(_ line: KeyFileLine) -> Bool { line.text.trimmingSpaces.isEmpty }

  /// GKeyFile's escapes for a string value, by Unicode scalar ("\r\n" is one
  /// Character, and both of its scalars need an escape).
  package static func escape(_ value: String) -> String {
    var out = ""
    for (index, scalar) in value.unicodeScalars.enumerated() {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case " " where index == 0: out += "\\s"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension String {
  package var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}

/// Applies config changes to the text of a key file line by line, so that
/// everything else a person wrote (comments, blank lines, order, keys rain-bar
/// does not know) stays exactly as it was: a change touches only its lines.
///
/// Comment lines directly above a group header belong to that group: they go
/// when the group is removed and stay with the next group otherwise.
public enum KeyFileEditor {
  public static func apply(_ changes: [ConfigChange], to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    for change in changes {
      switch change {
      case .set(let group, let key, let value):
        set(group, key, escape(value), in: &lines)
      case .removeKey(let group, let key):
        if let range = body(of: group, in: lines),
          let index = range.last(where: { Self.key(of: lines[$0]) == key })
        {
          lines.remove(at: index)
        }
      case .removeGroup(let group):
        removeGroup(group, from: &lines)
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  private static func set(_ group: String, _ key: String, _ value: String, in lines: inout [String])
  {
    let line = "\(key)=\(value)"
    guard let range = body(of: group, in: lines) else {
      if let last = lines.last, !last.trimmingSpaces.isEmpty { lines.append("") }
      lines += ["[\(group)]", line]
      return
    }
    if let index = range.last(where: { Self.key(of: lines[$0]) == key }) {
      lines[index] = line
      return
    }
    // After the group's last key, before any blank lines or the next group's comments.
    let lastEntry = range.last { !lines[$0].trimmingSpaces.isEmpty && !isComment(lines[$0]) }
    lines.insert(line, at: (lastEntry ?? range.lowerBound - 1) + 1)
  }

  private static func removeGroup(_ group: String, from lines: inout [String]) {
    guard let header = lines.firstIndex(where: { Self.group(of: $0) == group }),
      let range = body(of: group, in: lines)
    else { return }
    var start = header
    while start > 0, isComment(lines[start - 1]) { start -= 1 }
    // The next group's own comments (directly above its header) stay.
    var end = range.upperBound
    if end < lines.count {
      while end > header + 1, isComment(lines[end - 1]) { end -= 1 }
    }
    lines.removeSubrange(start..<end)
    // No blank line doubled, none left at the start or the end.
    if start < lines.count, start > 0, lines[start].trimmingSpaces.isEmpty,
      lines[start - 1].trimmingSpaces.isEmpty
    {
      lines.remove(at: start)
    }
    while let last = lines.last, last.trimmingSpaces.isEmpty { lines.removeLast() }
    while let first = lines.first, first.trimmingSpaces.isEmpty { lines.removeFirst() }
  }

  /// The lines after a group's header, up to the next header.
  private static func body(of group: String, in lines: [String]) -> Range<Int>? {
    guard let header = lines.firstIndex(where: { Self.group(of: $0) == group }) else {
      return nil
    }
    let next = lines[(header + 1)...].firstIndex { Self.group(of: $0) != nil } ?? lines.count
    return (header + 1)..<next
  }

  static func group(of line: String) -> String? {
    let trimmed = line.trimmingSpaces
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 else { return nil }
    return String(trimmed.dropFirst().dropLast())
  }

  static func key(of line: String) -> String? {
    guard !isComment(line), let equals = line.firstIndex(of: "=") else { return nil }
    return String(line[..<equals]).trimmingSpaces
  }

  static func isComment(_ line: String) -> Bool { line.trimmingSpaces.hasPrefix("#") }

  /// GKeyFile's escapes for a string value.
  static func escape(_ value: String) -> String {
    var out = ""
    for (index, character) in value.enumerated() {
      switch character {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case " " where index == 0: out += "\\s"
      default: out.append(character)
      }
    }
    return out
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}

import RainBarModel

/// Reads the plain key files rain-bar writes, and most people do, exactly as
/// GLib's GKeyFile reads them, without loading GLib: groups, `key=value`
/// lines (spaces around `=` allowed), comments and blank lines.
///
/// Anything else gives nil and is left to GKeyFile, whose behaviour (and
/// error messages) is the reference: escapes (`\s`), translations
/// (`key[de]`), carriage returns and other control characters, invalid UTF-8,
/// keys outside `[A-Za-z0-9_.-]`, an `Encoding` key, a key before the first
/// group, a group or a key given twice (GKeyFile merges them), and every
/// line GKeyFile would refuse. A differential test holds it to GKeyFile.
///
/// A bar run reads the whole file (a mistake anywhere in it is reported), so
/// the cost per saved location is kept to a few thousand instructions.
public enum KeyFileParser {
  public static func document(_ bytes: [UInt8]) -> KeyFileDocument? {
    bytes.withUnsafeBufferPointer(document)
  }

  private static func document(_ bytes: UnsafeBufferPointer<UInt8>) -> KeyFileDocument? {
    // Groups and entries as byte ranges: no string, array or allocation per
    // group or value.
    var groups: [KeyFileText.Group] = []
    groups.reserveCapacity(bytes.count / 64 + 1)
    var entries: [KeyFileText.Entry] = []
    entries.reserveCapacity(bytes.count / 16 + 1)
    var seen = GroupNames(expected: bytes.count / 64)
    // The known keys the group has (a bit each), to find one given twice
    // without comparing it with every other key.
    var known: UInt8 = 0
    var ascii = true
    var lineStart = 0
    while lineStart <= bytes.count {
      // One pass over the line: its end, its first '=', and no byte GKeyFile
      // treats specially (control characters but tab, DEL, backslash).
      var lineEnd = lineStart
      var equals = -1
      while lineEnd < bytes.count {
        let byte = bytes[lineEnd]
        if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") {
          if byte == UInt8(ascii: "=") && equals < 0 { equals = lineEnd }
        } else if byte == UInt8(ascii: "\n") {
          break
        } else if byte >= 0x80 {
          ascii = false
        } else if byte != UInt8(ascii: "\t") {
          return nil
        }
        lineEnd += 1
      }
      // GKeyFile skips white space at the start of every line.
      var start = lineStart
      lineStart = lineEnd + 1
      while start < lineEnd && isSpace(bytes[start]) { start += 1 }
      guard start < lineEnd, bytes[start] != UInt8(ascii: "#") else { continue }
      if bytes[start] == UInt8(ascii: "[") {
        guard let name = groupName(bytes, start + 1, lineEnd), seen.insert(bytes, name) else {
          return nil
        }
        groups.append(
          KeyFileText.Group(
            nameStart: name.lowerBound, nameEnd: name.upperBound, first: entries.count, count: 0))
        known = 0
        continue
      }
      guard equals > start, let group = groups.last else { return nil }
      var keyEnd = equals
      while isSpace(bytes[keyEnd - 1]) { keyEnd -= 1 }
      let key = start..<keyEnd
      if let bit = knownKey(bytes, key) {
        guard known & bit == 0 else { return nil }
        known |= bit
      } else {
        guard isKey(bytes, key), !equal(bytes, key, "Encoding") else { return nil }
        for index in group.first..<entries.count {
          let other = entries[index]
          if equal(bytes, other.keyStart..<other.keyEnd, key) { return nil }
        }
      }
      var valueStart = equals + 1
      while valueStart < lineEnd && isSpace(bytes[valueStart]) { valueStart += 1 }
      entries.append(
        KeyFileText.Entry(
          keyStart: key.lowerBound, keyEnd: key.upperBound, valueStart: valueStart,
          valueEnd: lineEnd))
      groups[groups.count - 1].count += 1
    }
    // Valid UTF-8 throughout (checked once, at the end, when not all ASCII).
    guard ascii || String(validating: bytes, as: UTF8.self) != nil else { return nil }
    return KeyFileDocument(text: KeyFileText(bytes: Array(bytes), entries: entries, groups: groups))
  }

  /// `[name]` with only spaces or tabs after it, as GKeyFile's group lines;
  /// nil for anything it would read differently or refuse.
  private static func groupName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Range<Int>?
  {
    var close = start
    while close < end && bytes[close] != UInt8(ascii: "]") {
      // GKeyFile refuses '[' and control characters (a tab) in a group name.
      guard bytes[close] != UInt8(ascii: "["), bytes[close] >= 0x20 else { return nil }
      close += 1
    }
    guard close < end, close > start else { return nil }
    for index in close + 1..<end where !isSpace(bytes[index]) { return nil }
    return start..<close
  }

  private static func isKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    for index in range {
      let byte = bytes[index] | 0x20  // ASCII letters to lower case
      if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { continue }
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."):
        continue
      default:
        return false
      }
    }
    return true
  }

  /// The keys of a location group, recognised first (cheaper than `isKey`
  /// and the comparison with the group's other keys): a bit each. Compared
  /// as their first eight bytes, read as one integer (an '=' always follows
  /// a key, so a 7-byte key has an eighth byte to read).
  private static func knownKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> UInt8?
  {
    let count = range.count
    guard count >= 7 && count <= 9, range.lowerBound + 8 <= bytes.count,
      let base = bytes.baseAddress
    else { return nil }
    let head = UInt64(
      littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
    switch count {
    case 8 where head == 0x6564_7574_6974_616C: return 1  // "latitude"
    // "longitud" and an "e"
    case 9 where head == 0x6475_7469_676E_6F6C && bytes[range.lowerBound + 8] == 0x65: return 2
    case 7 where head & 0x00FF_FFFF_FFFF_FFFF == 0x0079_7274_6E75_6F63: return 4  // "country"
    case 8 where head == 0x656E_6F7A_656D_6974: return 8  // "timezone"
    default: return nil
    }
  }

  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString
  ) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let other = word.utf8Start
    for offset in 0..<range.count where bytes[range.lowerBound + offset] != other[offset] {
      return false
    }
    return true
  }

  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>
  ) -> Bool {
    guard a.count == b.count else { return false }
    for offset in 0..<a.count where bytes[a.lowerBound + offset] != bytes[b.lowerBound + offset] {
      return false
    }
    return true
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The group names seen, by hash in an open-addressing table: a name seen
  /// twice (or two with one hash, which only costs the slow way) declines.
  private struct GroupNames {
    private var slots: [UInt64]
    private var count = 0

    init(expected: Int) {
      var capacity = 16
      while capacity < expected * 2 { capacity *= 2 }
      slots = [UInt64](repeating: 0, count: capacity)
    }

    /// False when the name's hash is already there.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
      if count * 2 >= slots.count { grow() }
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a; never 0 in a slot
      for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
      hash = max(hash, 1)
      guard place(hash) else { return false }
      count += 1
      return true
    }

    private mutating func place(_ hash: UInt64) -> Bool {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        if slots[slot] == hash { return false }
        slot = (slot + 1) & mask
      }
      slots[slot] = hash
      return true
    }

    private mutating func grow() {
      let old = slots
      slots = [UInt64](repeating: 0, count: old.count * 2)
      for hash in old where hash != 0 { _ = place(hash) }
    }
  }
}

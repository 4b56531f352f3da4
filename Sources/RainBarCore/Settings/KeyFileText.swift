/// A key file's text as `KeyFileParser` read it, shared by its groups: their
/// keys and values stay byte ranges until asked for, so that a file of a
/// thousand saved locations costs no string (nor array) per value it has.
final class KeyFileText: Sendable {
  /// Where one `key=value` line's key and value are.
  struct Entry: Sendable {
    var keyStart: Int
    var keyEnd: Int
    var valueStart: Int
    var valueEnd: Int
  }

  let bytes: [UInt8]
  /// Every group's entries, in file order.
  let entries: [Entry]

  init(bytes: [UInt8], entries: [Entry]) {
    self.bytes = bytes
    self.entries = entries
  }

  func key(_ index: Int) -> String { text(entries[index].keyStart, entries[index].keyEnd) }

  func value(_ index: Int) -> String { text(entries[index].valueStart, entries[index].valueEnd) }

  /// The value of the last of `count` entries from `first` whose key is `key`.
  func value(_ key: String, first: Int, count: Int) -> String? {
    var key = key
    return key.withUTF8 { index(of: $0, first: first, count: count) }.map(value)
  }

  /// The same, for a key known when compiling: no string made for the key.
  func index(of key: StaticString, first: Int, count: Int) -> Int? {
    index(
      of: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), first: first,
      count: count)
  }

  /// The entry's value as `Double(value)` reads it, plain decimals straight
  /// from the bytes.
  func double(_ index: Int) -> Double? {
    let entry = entries[index]
    let fast = bytes.withUnsafeBufferPointer {
      JSONNumber.double($0, in: entry.valueStart..<entry.valueEnd)
    }
    return fast ?? Double(value(index))
  }

  private func index(of key: UnsafeBufferPointer<UInt8>, first: Int, count: Int) -> Int? {
    bytes.withUnsafeBufferPointer { bytes in
      var index = first + count - 1
      while index >= first {
        let entry = entries[index]
        if entry.keyEnd - entry.keyStart == key.count {
          var offset = 0
          while offset < key.count && bytes[entry.keyStart + offset] == key[offset] { offset += 1 }
          if offset == key.count { return index }
        }
        index -= 1
      }
      return nil
    }
  }

  private func text(_ start: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }
}

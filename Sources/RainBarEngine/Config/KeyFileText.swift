import RainBarModel

/// A key file's text as `KeyFileParser` read it, shared by its groups: group
/// names, keys and values stay byte ranges until asked for, so that a file
/// of a thousand saved locations costs no string (nor array) per value.
package final class KeyFileText: Sendable {
  /// Where one `key=value` line's key and value are.
  package struct Entry: Sendable {
    package var keyStart: Int
    package var keyEnd: Int
    package var valueStart: Int
    package var valueEnd: Int
  }

  /// Where a group's name is, and its entries (`count` from `first`).
  package struct Group: Sendable {
    package var nameStart: Int
    package var nameEnd: Int
    package var first: Int
    package var count: Int
  }

  package let bytes: [UInt8]
  /// Every group's entries, in file order.
  package let entries: [Entry]
  package let groups: [Group]

  package init(bytes: [UInt8], entries: [Entry], groups: [Group]) {
    self.bytes = bytes
    self.entries = entries
    self.groups = groups
  }

  package func name(_ group: Int) -> String { text(groups[group].nameStart, groups[group].nameEnd) }

  package func key(_ index: Int) -> String { text(entries[index].keyStart, entries[index].keyEnd) }

  package func value(_ index: Int) -> String {
    text(entries[index].valueStart, entries[index].valueEnd)
  }

  package func withName<T>(_ group: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    let group = groups[group]
    return bytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[group.nameStart..<group.nameEnd]))
    }
  }

  /// The entry of the group whose key is `key` (KeyFileParser refuses a key
  /// given twice, so the first is the last).
  package func index(of key: String, in group: Int) -> Int? {
    var key = key
    return key.withUTF8 { index(of: $0, in: group) }
  }

  /// The same, for a key known when compiling: no string made for the key.
  package func index(of key: StaticString, in group: Int) -> Int? {
    index(
      of: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), in: group)
  }

  /// The entry's value as a plain decimal (`ValueReader.decimal`), straight
  /// from the bytes.
  /// The line (from 1) an entry is on.
  package func line(_ index: Int) -> Int {
    var line = 1
    for byte in bytes[..<entries[index].keyStart] where byte == UInt8(ascii: "\n") { line += 1 }
    return line
  }

  package func double(_ index: Int) -> Double? {
    let entry = entries[index]
    return bytes.withUnsafeBufferPointer {
      ValueReader.decimal($0, in: entry.valueStart..<entry.valueEnd)
    }
  }

  private func index(of key: UnsafeBufferPointer<UInt8>, in group: Int) -> Int? {
    let span = groups[group]
    return bytes.withUnsafeBufferPointer { bytes in
      entries.withUnsafeBufferPointer { entries in
        index(of: key, from: span.first, count: span.count, bytes, entries)
      }
    }
  }

  private func index(
    of key: UnsafeBufferPointer<UInt8>, from first: Int, count: Int,
    _ bytes: UnsafeBufferPointer<UInt8>, _ entries: UnsafeBufferPointer<Entry>
  ) -> Int? {
    for index in first..<first + count {
      let entry = entries[index]
      if entry.keyEnd - entry.keyStart == key.count {
        var offset = 0
        while offset < key.count && bytes[entry.keyStart + offset] == key[offset] { offset += 1 }
        if offset == key.count { return index }
      }
    }
    return nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }
}

import RainBarModel

/// Which files of a cache directory are rain-bar's own: the names it gives a
/// record (`<id>_<latitude>_<longitude>.json`, the entry of a provider or a
/// warning service for a place), its lock (`….lock`) and its temporary files
/// (`….json.<hex>.tmp`); a record's and a temporary file's bytes must also
/// begin as every record rain-bar writes (`{"version":N,`), and a lock's be
/// empty. The cache directory may be a link to a folder of the user's that
/// holds other files: `cache clear` and `cache prune` touch only these.
package enum CacheFiles {
  package enum Kind: Equatable {
    case record
    case lock
    case temporary
  }

  /// What the name is, when it is one rain-bar gives.
  package static func kind(of name: String) -> Kind? {
    var stem = Substring(name)
    let kind: Kind
    if stem.hasSuffix(".lock") {
      stem = stem.dropLast(".lock".count)
      kind = .lock
    } else if stem.hasSuffix(".tmp") {
      // `NAME.HEX.tmp`, the names the file system gives its temporary files.
      stem = stem.dropLast(".tmp".count)
      guard let dot = stem.lastIndex(of: "."), stem.index(after: dot) < stem.endIndex,
        stem[stem.index(after: dot)...].allSatisfy(\.isHexDigit)
      else { return nil }
      stem = stem[..<dot]
      guard stem.hasSuffix(".json") else { return nil }
      stem = stem.dropLast(".json".count)
      kind = .temporary
    } else if stem.hasSuffix(".json") {
      stem = stem.dropLast(".json".count)
      kind = .record
    } else {
      return nil
    }
    // `<id>_<latitude>_<longitude>`: an id of lower-case letters, digits and
    // dashes; the coordinates as `Location.key` writes them.
    let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty,
      parts[0].utf8.allSatisfy({ isLowerOrDigit($0) || $0 == UInt8(ascii: "-") }),
      isCoordinate(parts[1]), isCoordinate(parts[2])
    else { return nil }
    return kind
  }

  /// The place (`Location.key`) an entry's name is of, when it is a name
  /// rain-bar gives an entry.
  package static func place(ofEntry name: String) -> String? {
    guard kind(of: name) == .record else { return nil }
    let parts = name.dropLast(".json".count).split(separator: "_")
    return parts.count == 3 ? parts[1] + "_" + parts[2] : nil
  }

  /// Whether a file of that kind holds what rain-bar writes there.
  package static func holdsOwnBytes(_ kind: Kind, _ bytes: [UInt8]) -> Bool {
    switch kind {
    case .lock: return bytes.isEmpty
    case .record: return startsAsRecord(bytes[...])
    // A write that was cut off: any beginning of a record.
    case .temporary:
      return startsAsRecord(bytes[...])
        || Array(recordStart.utf8).starts(with: bytes)
    }
  }

  /// The first member of every record (`EnvelopedRecord`).
  package static let recordStart = "{\"version\":"

  /// `{"version":`, digits, then `,`.
  private static func startsAsRecord(_ bytes: ArraySlice<UInt8>) -> Bool {
    let start = Array(recordStart.utf8)
    guard bytes.starts(with: start) else { return false }
    let rest = bytes.dropFirst(start.count)
    let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return !digits.isEmpty && rest.dropFirst(digits.count).first == UInt8(ascii: ",")
  }

  private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// `-12.3456`, `0`: an optional minus, digits, and digits after a point.
  private static func isCoordinate(_ text: Substring) -> Bool {
    var rest = text.utf8[...]
    if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
    let parts = rest.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
  }
}

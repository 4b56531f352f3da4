/// ISO 8601 date-times as the warning services write them
/// (`2024-07-18T12:47:00-07:00`, `…+00:00`, `…Z`, with or without fractions).
public enum ISOTime {
  /// Unix seconds, or nil when the text is not such a time (a time without an
  /// offset is refused: its meaning depends on a place).
  public static func parse(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20 else { return nil }
    var index = 19
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
    }
    guard index < bytes.count else { return nil }
    var offset = 0
    switch bytes[index] {
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      guard index + 1 == bytes.count else { return nil }
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      let rest = bytes[(index + 1)...]
      guard rest.count == 5, rest[rest.startIndex + 2] == UInt8(ascii: ":") else { return nil }
      let digits = rest.filter { $0 != UInt8(ascii: ":") }
      guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
      let values = digits.map { Int($0) - 48 }
      let hours = values[0] * 10 + values[1]
      let minutes = values[2] * 10 + values[3]
      guard hours <= 23, minutes <= 59 else { return nil }
      offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
    default:
      return nil
    }
    return CivilTime.parse(String(decoding: bytes[0..<19], as: UTF8.self), offset: offset)
  }
}

/// A series stored as one comma-separated string ("11.6,,10.9": empty is
/// missing). JSONDecoder pays several thousand instructions per array element
/// and far less per string, and the bar's cache hit decodes a few hundred values.
enum Column {
  static func encode(_ values: [Double?]) -> String {
    values.map { $0.map { $0.isFinite ? "\($0)" : "" } ?? "" }.joined(separator: ",")
  }

  static func encode(_ values: [Int64?]) -> String {
    values.map { $0.map(String.init) ?? "" }.joined(separator: ",")
  }

  static func encode(_ values: [Condition?]) -> String {
    values.map { $0?.rawValue ?? "" }.joined(separator: ",")
  }

  static func doubles(_ text: String) -> [Double?] {
    fields(text).map { $0.isEmpty ? nil : decimal($0) ?? Double(Substring($0)) }
  }

  /// "-12.5" and the like without strtod; nil for anything else (exponents),
  /// which the caller then parses the slow way.
  static func decimal(_ bytes: Substring.UTF8View) -> Double? {
    var integer: Int64 = 0
    var fraction: Int64 = 0
    var scale: Double = 1
    var negative = false
    var afterPoint = false
    var digits = 0
    for byte in bytes {
      switch byte {
      case 0x2D where digits == 0 && !negative && !afterPoint: negative = true
      case 0x2E where !afterPoint: afterPoint = true
      case 0x30...0x39:
        digits += 1
        guard digits <= 15 else { return nil }
        if afterPoint {
          fraction = fraction * 10 + Int64(byte - 0x30)
          scale *= 10
        } else {
          integer = integer * 10 + Int64(byte - 0x30)
        }
      default: return nil
      }
    }
    guard digits > 0 else { return nil }
    let value = Double(integer) + Double(fraction) / scale
    return negative ? -value : value
  }

  static func integers(_ text: String) -> [Int64?] {
    fields(text).map { $0.isEmpty ? nil : Int64(Substring($0)) }
  }

  static func conditions(_ text: String) -> [Condition?] {
    fields(text).map { $0.isEmpty ? nil : Condition(rawValue: String(Substring($0))) }
  }

  /// Splits on the UTF-8 bytes: far cheaper than splitting by Character.
  private static func fields(_ text: String) -> [Substring.UTF8View] {
    text.isEmpty
      ? [] : text.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
  }
}

extension KeyedDecodingContainer {
  func doubles(_ key: Key) throws -> [Double?] {
    Column.doubles(try decode(String.self, forKey: key))
  }
  func integers(_ key: Key) throws -> [Int64?] {
    Column.integers(try decode(String.self, forKey: key))
  }
  func conditions(_ key: Key) throws -> [Condition?] {
    Column.conditions(try decode(String.self, forKey: key))
  }
}

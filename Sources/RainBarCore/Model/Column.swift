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
    fields(text).map { $0.isEmpty ? nil : Double(Substring($0)) }
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

import RainBarModel

/// A series stored as one comma-separated string ("11.6,,10.9": empty is
/// missing), read straight from the entry's bytes: no String per value.
@usableFromInline package enum Column {
  @usableFromInline package static func encode(_ values: [Double?]) -> String {
    var out = ""
    out.reserveCapacity(values.count * 5)
    for (index, value) in values.enumerated() {
      if index > 0 { out += "," }
      if let value, value.isFinite { out += Self.text(value) }
    }
    return out
  }

  @usableFromInline package static func encode(_ values: [Int64?]) -> String {
    var out = ""
    out.reserveCapacity(values.count * 11)
    for (index, value) in values.enumerated() {
      if index > 0 { out += "," }
      if let value { out += String(value) }
    }
    return out
  }

  @usableFromInline package static func encode(_ values: [Condition?]) -> String {
    var out = ""
    out.reserveCapacity(values.count * 6)
    for (index, value) in values.enumerated() {
      if index > 0 { out += "," }
      if let value { out += value.rawValue }
    }
    return out
  }

  /// The shortest text that reads back as exactly `value`. Values with one
  /// decimal (what the services send) are written by integer arithmetic;
  /// others by the standard library's shortest round-trip description.
  package static func text(_ value: Double) -> String {
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    let tenths = (value * 10).rounded()
    if abs(tenths) < 1e15, tenths / 10 == value {
      let whole = Int64(tenths)
      let digit = abs(whole % 10)
      let integer = whole / 10
      let sign = whole < 0 && integer == 0 ? "-" : ""
      return digit == 0 ? "\(sign)\(integer)" : "\(sign)\(integer).\(digit)"
    }
    return "\(value)"
  }

  /// Doubles; an empty field, text that is not a number, or a number out of
  /// range is missing (the writer writes infinities and NaN as missing).
  @usableFromInline package static func doubles(_ text: UnsafeBufferPointer<UInt8>) -> [Double?] {
    var values: [Double?] = []
    values.reserveCapacity(text.count / 4 + 1)
    forEachField(text) { range in
      values.append(range.isEmpty ? nil : JSONNumber.double(text, in: range))
    }
    return values
  }

  /// Whole numbers; a field that is not one is missing.
  @usableFromInline package static func integers(_ text: UnsafeBufferPointer<UInt8>) -> [Int64?] {
    var values: [Int64?] = []
    values.reserveCapacity(text.count / 11 + 1)
    forEachField(text) { range in
      values.append(range.isEmpty ? nil : JSONNumber.int64(text, in: range))
    }
    return values
  }

  /// Conditions by their raw values; an unknown name is missing. Runs of the
  /// same condition (the usual case) are matched once.
  @usableFromInline package static func conditions(_ text: UnsafeBufferPointer<UInt8>)
    -> [Condition?]
  {
    var values: [Condition?] = []
    values.reserveCapacity(text.count / 5 + 1)
    var previous: (range: Range<Int>, value: Condition?)?
    forEachField(text) { range in
      if range.isEmpty {
        values.append(nil)
        return
      }
      if let previous, text[previous.range].elementsEqual(text[range]) {
        values.append(previous.value)
        return
      }
      let value = Condition(rawValue: String(decoding: text[range], as: UTF8.self))
      previous = (range, value)
      values.append(value)
    }
    return values
  }

  /// The fields between commas; no field at all for empty text.
  private static func forEachField(
    _ text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    guard !text.isEmpty else { return }
    var start = 0
    for index in 0..<text.count where text[index] == UInt8(ascii: ",") {
      body(start..<index)
      start = index + 1
    }
    body(start..<text.count)
  }
}

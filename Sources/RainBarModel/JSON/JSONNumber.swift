/// Numbers from their text, without strtod or Codable for the common case.
///
/// A decimal with at most 19 significant digits and at most 22 decimal places
/// is one exactly representable integer divided (or multiplied) by an exactly
/// representable power of ten: a single IEEE operation, so correctly rounded
/// (Clinger's fast path), the same double that strtod gives. Anything else
/// (17 digits of a Unix time with a fraction, exponents past 22) goes to the
/// standard library's parser, which is correctly rounded too.
package enum JSONNumber {
  /// The JSON number (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`) the
  /// bytes hold, exactly; nil for other text and for numbers out of the
  /// double range.
  package static func double(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double? {
    if let value = decimal(bytes, in: range) { return value }
    guard isNumber(bytes, in: range) else { return nil }
    var mantissa: UInt64 = 0
    var digits = 0
    var scale = 0
    var index = range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var afterPoint = false
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        afterPoint = true
      } else if byte >= 0x30 && byte <= 0x39 {
        if mantissa != 0 || byte != 0x30 { digits += 1 }
        guard digits <= 19 else { return slow(bytes, in: range) }
        mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
        if afterPoint { scale += 1 }
      } else {
        return slow(bytes, in: range)  // an exponent
      }
      index += 1
    }
    guard mantissa < 1 << 53, scale <= 22 else { return slow(bytes, in: range) }
    var power = 1.0
    for _ in 0..<scale { power *= 10 }
    let value = Double(mantissa) / power
    return negative ? -value : value
  }

  /// The common case in one pass: `-?(0|[1-9][0-9]*)(.[0-9]+)?` with at most
  /// 15 digits (so below 2^53) and 15 decimals; nil for anything else,
  /// which `double` then reads the general way.
  private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>)
    -> Double?
  {
    var index = range.lowerBound
    let end = range.upperBound
    guard index < end else { return nil }
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < end else { return nil }
    let first = index
    var mantissa: UInt64 = 0
    while index < end, bytes[index] &- 0x30 < 10 {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
      index += 1
    }
    let integerDigits = index - first
    guard integerDigits > 0, integerDigits == 1 || bytes[first] != 0x30 else { return nil }
    var scale = 0
    if index < end {
      guard bytes[index] == UInt8(ascii: "."), index + 1 < end else { return nil }
      index += 1
      let fraction = index
      while index < end, bytes[index] &- 0x30 < 10 {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
        index += 1
      }
      scale = index - fraction
      guard index == end, scale > 0 else { return nil }
    }
    guard integerDigits + scale <= 15 else { return nil }
    var power = 1.0
    for _ in 0..<scale { power *= 10 }
    let value = Double(mantissa) / power
    return negative ? -value : value
  }

  /// A JSON number that is a whole number in Int64's range ("3", "-20",
  /// also "3.0" and "1e3", as JSONDecoder reads them); nil otherwise.
  package static func int64(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int64? {
    // The common case in one pass: up to 18 digits, no leading zero.
    if range.count <= 18, !range.isEmpty, bytes[range.lowerBound] != 0x30 || range.count == 1 {
      var value: Int64 = 0
      var plain = true
      for index in range {
        let digit = bytes[index] &- 0x30
        guard digit < 10 else {
          plain = false
          break
        }
        value = value &* 10 &+ Int64(digit)
      }
      if plain { return value }
    }
    guard isNumber(bytes, in: range) else { return nil }
    var index = range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var magnitude: UInt64 = 0
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte >= 0x30 && byte <= 0x39 else {
        // A fraction or an exponent: whole only if the exact value is.
        return double(bytes, in: range).flatMap { Int64(exactly: $0) }
      }
      let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflow1, !overflow2 else { return nil }
      magnitude = sum
      index += 1
    }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  /// Whether the bytes are exactly one number of JSON's grammar.
  package static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    var index = range.lowerBound
    let end = range.upperBound
    func digit(_ at: Int) -> Bool { at < end && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
    if index < end && bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digit(index) else { return false }
    if bytes[index] == 0x30 {
      index += 1
    } else {
      while digit(index) { index += 1 }
    }
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digit(index) else { return false }
      while digit(index) { index += 1 }
    }
    if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard digit(index) else { return false }
      while digit(index) { index += 1 }
    }
    return index == end
  }

  /// The standard library's correctly rounded parser, for what the fast path
  /// cannot do exactly; infinities (1e400) are refused.
  private static func slow(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double? {
    guard let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite
    else { return nil }
    return value
  }
}

/// Reads a JSON document from bytes in one pass, token by token, for the
/// documents rain-bar reads on its busy paths (its cache entries, Open-Meteo's
/// answers). No Codable: JSONDecoder spends most of its time finding type
/// metadata and conformances at run time, several times what the bar needs.
///
/// Every step consumes input or fails, nesting is limited to `depthLimit`, and
/// strings must be valid UTF-8: any input ends, quickly, in a value or a
/// `Failure`, never a crash.
@usableFromInline package struct JSONScanner {
  /// The document is not JSON, or not of the expected shape.
  @usableFromInline package struct Failure: Error, Equatable {
    @usableFromInline package init() {}
  }

  /// JSONDecoder's own limit.
  package static let depthLimit = 512

  package let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var index: Int
  private var depth = 0
  /// Arrays longer than this fail, and `overlong` says why.
  private var arrayLimit = Int.max
  private var overlong = false

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    index = 0
  }

  /// Runs `body` on the whole of `bytes`, which must hold one value and
  /// nothing after it but white space.
  @usableFromInline package static func read<T>(
    _ bytes: [UInt8], _ body: (inout JSONScanner) throws(Failure) -> T
  ) -> T? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      do {
        let value = try body(&scanner)
        scanner.skipSpace()
        return scanner.index == buffer.count ? value : nil
      } catch {
        return nil
      }
    }
  }

  /// Whether an array anywhere in the document has more than `limit`
  /// elements: found while skipping it, at the first such array, so a
  /// hostile answer is refused before anything is made of it.
  package static func hasArray(longerThan limit: Int, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      scanner.arrayLimit = limit
      do {
        try scanner.skipValue()
      } catch {
        return scanner.overlong
      }
      return false
    }
  }

  // MARK: Structure

  /// The key of an object member: a range of the document (keys with escapes
  /// are refused; neither rain-bar nor the services it reads write them).
  @usableFromInline package struct Key {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let range: Range<Int>

    @usableFromInline package static func == (key: Key, name: StaticString) -> Bool {
      guard key.range.count == name.utf8CodeUnitCount else { return false }
      let other = name.utf8Start
      var offset = 0
      for index in key.range {
        if key.bytes[index] != other[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Reads an object, calling `member` for each key with the scanner at its
  /// value, which `member` must read (or `skipValue()`).
  @usableFromInline package mutating func object(
    _ member: (inout JSONScanner, Key) throws(Failure) -> Void
  )
    throws(Failure)
  {
    try expect(UInt8(ascii: "{"))
    try enter()
    if consume(UInt8(ascii: "}")) {
      depth -= 1
      return
    }
    repeat {
      let key = try keyRange()
      try expect(UInt8(ascii: ":"))
      let before = index
      try member(&self, Key(bytes: bytes, range: key))
      guard index > before else { throw Failure() }
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"))
    depth -= 1
  }

  /// Reads an array, calling `element` with the scanner at each element.
  @usableFromInline package mutating func array(
    _ element: (inout JSONScanner) throws(Failure) -> Void
  )
    throws(Failure)
  {
    try expect(UInt8(ascii: "["))
    try enter()
    if consume(UInt8(ascii: "]")) {
      depth -= 1
      return
    }
    var count = 0
    repeat {
      count += 1
      if count > arrayLimit {
        overlong = true
        throw Failure()
      }
      let before = index
      try element(&self)
      guard index > before else { throw Failure() }
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"))
    depth -= 1
  }

  /// One value of any kind as its JSON bytes, passed over as `skipValue` does.
  @usableFromInline package mutating func rawValue() throws(Failure) -> [UInt8] {
    skipSpace()
    let start = index
    try skipValue()
    return Array(bytes[start..<index])
  }

  /// Skips one value of any kind, as JSONDecoder passes over the values it
  /// is not asked for: the structure must hold, what is inside strings,
  /// numbers and keys is not looked at.
  @usableFromInline package mutating func skipValue() throws(Failure) {
    switch peek() {
    case UInt8(ascii: "{"):
      try expect(UInt8(ascii: "{"))
      try enter()
      if consume(UInt8(ascii: "}")) {
        depth -= 1
        return
      }
      repeat {
        _ = try stringRange(lenient: true)
        try expect(UInt8(ascii: ":"))
        try skipValue()
      } while consume(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
      depth -= 1
    case UInt8(ascii: "["): try array { scanner throws(Failure) in try scanner.skipValue() }
    case UInt8(ascii: "\""): _ = try stringRange(lenient: true)
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n"): guard null() else { throw Failure() }
    default:
      // A number starts with '-' or a digit; the rest is not looked at.
      guard atNumber() else { throw Failure() }
      _ = try numberRange()
    }
  }

  // MARK: Values

  /// True, and consumed, when the next value is `null`.
  @usableFromInline package mutating func null() -> Bool { literal("null") }

  @usableFromInline package mutating func bool() throws(Failure) -> Bool {
    if literal("true") { return true }
    if literal("false") { return false }
    throw Failure()
  }

  /// A number's text as JSONDecoder first takes it: from '-' or a digit, the
  /// characters numbers are made of, not yet checked against the grammar
  /// (JSONNumber checks it when it reads the value).
  package mutating func numberText() throws(Failure) -> Range<Int> {
    guard atNumber() else { throw Failure() }
    return try numberRange()
  }

  /// A number as a finite double.
  @usableFromInline package mutating func double() throws(Failure) -> Double {
    let range = try numberRange()
    guard let value = JSONNumber.double(bytes, in: range) else { throw Failure() }
    return value
  }

  /// A number that is a whole number in Int64's range.
  @usableFromInline package mutating func int64() throws(Failure) -> Int64 {
    let range = try numberRange()
    guard let value = JSONNumber.int64(bytes, in: range) else { throw Failure() }
    return value
  }

  @usableFromInline package mutating func int() throws(Failure) -> Int {
    Int(try int64())
  }

  /// True when the next value is a string (not consumed).
  package mutating func atString() -> Bool { peek() == UInt8(ascii: "\"") }

  /// True when the next value is a number (not consumed).
  @usableFromInline package mutating func atNumber() -> Bool {
    guard let byte = peek() else { return false }
    return byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
  }

  /// A string, unescaped; it must be valid UTF-8.
  @usableFromInline package mutating func string() throws(Failure) -> String {
    let token = try stringRange()
    if !token.escaped {
      if token.ascii { return String(decoding: bytes[token.range], as: UTF8.self) }
      guard let text = String(validating: bytes[token.range], as: UTF8.self) else {
        throw Failure()
      }
      return text
    }
    let unescaped = try Self.unescape(bytes, token.range)
    guard let text = String(validating: unescaped, as: UTF8.self) else { throw Failure() }
    return text
  }

  /// A string's bytes, unescaped, handed to `body` without making a String
  /// (for the cache's comma-separated columns).
  @usableFromInline package mutating func withStringBytes<T>(
    _ body: (UnsafeBufferPointer<UInt8>) -> T
  )
    throws(Failure)
    -> T
  {
    let token = try stringRange()
    if !token.escaped {
      return body(UnsafeBufferPointer(rebasing: bytes[token.range]))
    }
    let unescaped = try Self.unescape(bytes, token.range)
    return unescaped.withUnsafeBufferPointer(body)
  }

  // MARK: Tokens

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.depthLimit else { throw Failure() }
  }

  package mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func peek() -> UInt8? {
    skipSpace()
    return index < bytes.count ? bytes[index] : nil
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard consume(byte) else { throw Failure() }
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    guard peek() != nil, bytes.count - index >= word.utf8CodeUnitCount else { return false }
    let start = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount where bytes[index + offset] != start[offset] {
      return false
    }
    index += word.utf8CodeUnitCount
    return true
  }

  private mutating func keyRange() throws(Failure) -> Range<Int> {
    let token = try stringRange()
    guard !token.escaped else { throw Failure() }
    if !token.ascii && String(validating: bytes[token.range], as: UTF8.self) == nil {
      throw Failure()
    }
    return token.range
  }

  /// The bytes between a string's quotes; whether it has escapes, and whether
  /// it is all ASCII. Control characters must be escaped, as JSON says.
  /// `lenient`: control characters are let through (to skip a value as
  /// JSONDecoder does, without looking inside).
  private mutating func stringRange(lenient: Bool = false) throws(Failure) -> (
    range: Range<Int>, escaped: Bool, ascii: Bool
  ) {
    try expect(UInt8(ascii: "\""))
    let start = index
    var escaped = false
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return (start..<index - 1, escaped, ascii)
      case UInt8(ascii: "\\"):
        escaped = true
        index += 2
      case 0..<0x20:
        guard lenient else { throw Failure() }
        index += 1
      default:
        if byte >= 0x80 { ascii = false }
        index += 1
      }
    }
    throw Failure()
  }

  private mutating func numberRange() throws(Failure) -> Range<Int> {
    skipSpace()
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
        UInt8(ascii: "e"), UInt8(ascii: "E"):
        index += 1
      default:
        guard index > start else { throw Failure() }
        return start..<index
      }
    }
    guard index > start else { throw Failure() }
    return start..<index
  }

  /// A string's escapes resolved (`\n`, `\u00e9`, surrogate pairs); a lone
  /// surrogate or an unknown escape fails.
  private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(Failure) -> [UInt8]
  {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var index = range.lowerBound
    func hex4(_ at: Int) throws(Failure) -> UInt32 {
      guard at + 4 <= range.upperBound else { throw Failure() }
      var value: UInt32 = 0
      for byte in bytes[at..<at + 4] {
        let digit: UInt8
        switch byte {
        case 0x30...0x39: digit = byte - 0x30
        case 0x41...0x46: digit = byte - 0x41 + 10
        case 0x61...0x66: digit = byte - 0x61 + 10
        default: throw Failure()
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        index += 1
        continue
      }
      guard index + 1 < range.upperBound else { throw Failure() }
      let kind = bytes[index + 1]
      index += 2
      switch kind {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(kind)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4(index)
        index += 4
        if (0xD800..<0xDC00).contains(scalar) {
          guard index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw Failure() }
          let low = try hex4(index + 2)
          guard (0xDC00..<0xE000).contains(low) else { throw Failure() }
          scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
          index += 6
        }
        guard (0..<0xD800).contains(scalar) || (0xE000...0x10FFFF).contains(scalar) else {
          throw Failure()
        }
        appendUTF8(scalar, to: &out)
      default:
        throw Failure()
      }
    }
    return out
  }

  private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      out.append(UInt8(scalar))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | scalar >> 6))
      out.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | scalar >> 12))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    default:
      out.append(UInt8(0xF0 | scalar >> 18))
      out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(0x80 | scalar & 0x3F))
    }
  }
}

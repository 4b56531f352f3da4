/// The ways an option's text is read, each with the rule a bad value is told.
package enum ValueReader {
  /// One of the cases' names. The list is made only for a bad value: a
  /// bar run would pay for each enum's array metadata.
  package static func choice<Value: RawRepresentable & CaseIterable & Sendable>(_: Value.Type)
    -> @Sendable (String) -> OptionReading where Value.RawValue == String
  {
    { text in
      if let value = Value(rawValue: text) { return .value(value) }
      return .invalid(oneOf(text, among: Value.allCases.map { $0.rawValue }))
    }
  }

  /// The rule for a word that is none of `names`, with the nearest one.
  package static func oneOf(_ text: String, among names: [String]) -> InvalidValue {
    InvalidValue(
      ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
        + EditDistance.suggestion(text, among: names))
  }

  /// One of `names` (made when a text is read), read as its text.
  package static func word(among names: @escaping @Sendable () -> [String])
    -> @Sendable (String) -> OptionReading
  {
    { text in
      let names = names()
      return names.contains(text) ? .value(text) : .invalid(oneOf(text, among: names))
    }
  }

  package static func number(_ rule: String, where accepted: @escaping @Sendable (Double) -> Bool)
    -> @Sendable (String) -> OptionReading
  {
    { text in
      guard let value = decimal(text), accepted(value) else {
        return .invalid(InvalidValue(": \(rule)."))
      }
      return .value(value)
    }
  }

  package static func integer(_ range: ClosedRange<Int>, _ rule: String)
    -> @Sendable (String) -> OptionReading
  {
    { text in
      guard isDecimal(text, fraction: false), let value = Int(text), range.contains(value) else {
        return .invalid(InvalidValue(": \(rule)."))
      }
      return .value(value)
    }
  }

  /// The name of one of `cases`, or nil when not given (`temperature-unit=`):
  /// read as `String?`.
  package static func optionalChoice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ type: Value.Type
  ) -> @Sendable (String) -> OptionReading where Value.RawValue == String {
    let read = choice(type)
    return { text in
      if Value(rawValue: text) != nil { return .value(Optional(text)) }
      return read(text)
    }
  }

  /// A comma-separated list of names of `cases`, each at most once
  /// (`tooltip=summary,hours`), read as its text (`String?`, whose option
  /// type a bar run already has): `names(in:)` splits it. Empty counts as
  /// not given (the default).
  package static func list<Value: RawRepresentable & Sendable>(_ cases: [Value])
    -> @Sendable (String) -> OptionReading where Value.RawValue == String
  {
    return { text in
      let known = cases.map { $0.rawValue }
      var seen: [String] = []
      for name in names(in: text) {
        if !known.contains(name) {
          let shown = Sanitized.line(name, limit: 24)
          return .invalid(
            InvalidValue(
              ": '\(shown)' is not one of "
                + known.map { "'\($0)'" }.joined(separator: ", ") + "; give a comma-separated list."
                + EditDistance.suggestion(name, among: known)))
        }
        if seen.contains(name) {
          return .invalid(InvalidValue(": '\(name)' is listed twice."))
        }
        seen.append(name)
      }
      return .value(seen.isEmpty ? String?.none : Optional(text))
    }
  }

  /// The names of a comma-separated list, without the spaces around them
  /// and without empty ones ("a, b," is a and b).
  package static func names(in text: String) -> [String] {
    var names: [String] = []
    var name = ""
    for character in text {
      if character == "," {
        if !name.isEmpty { names.append(name) }
        name = ""
      } else if character != " " {
        name.append(character)
      }
    }
    if !name.isEmpty { names.append(name) }
    return names
  }

  /// Any text; nil stands for "not given".
  package static func text(_ text: String) -> OptionReading { .value(Optional(text)) }

  /// An endpoint: `http://` or `https://`, a host, a port from 1 to 65535 if
  /// one is given, no `#fragment` (the query rain-bar adds would land in
  /// it), no space or control character. Empty counts as not given (the
  /// default). `example` is the service's own URL, shown in the rule.
  package static func url(example: String) -> @Sendable (String) -> OptionReading {
    { text in
      if text.isEmpty { return .value(String?.none) }
      guard let problem = urlProblem(text) else { return .value(Optional(text)) }
      return .invalid(
        InvalidValue(": \(problem); give an http:// or https:// URL such as \(example)."))
    }
  }

  /// Why a text is no endpoint rain-bar can ask, or nil. By bytes: a bar
  /// run reads its endpoint every time, and Character searches cost it tens
  /// of thousands of instructions.
  package static func urlProblem(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    let slash = UInt8(ascii: "/")
    let colon = UInt8(ascii: ":")
    // (Plain loops over Ints: an enumerated() or an optional Range here made
    // the runtime instantiate generic metadata on every bar run.)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte <= 0x20 || byte == 0x7F
        || (byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] <= 0x9F)
      {
        return "it holds a space or a control character"
      }
      index += 1
    }
    // The scheme in any case.
    func starts(_ word: StaticString) -> Bool {
      guard bytes.count >= word.utf8CodeUnitCount else { return false }
      for offset in 0..<word.utf8CodeUnitCount {
        let byte = bytes[offset]
        let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        if lower != word.utf8Start[offset] { return false }
      }
      return true
    }
    let scheme = starts("https://") ? 8 : starts("http://") ? 7 : 0
    guard scheme > 0 else { return "it is not an http:// or https:// URL" }
    if bytes.contains(UInt8(ascii: "#")) {
      return "it has a #fragment, which would swallow the query rain-bar adds"
    }
    var end = scheme
    while end < bytes.count && bytes[end] != slash && bytes[end] != UInt8(ascii: "?") { end += 1 }
    // The authority: after any user@, the host, then any :port.
    var start = scheme
    for at in scheme..<end where bytes[at] == UInt8(ascii: "@") { start = at + 1 }
    var hostStart = start
    var hostEnd = end
    var portStart = -1
    if start < end && bytes[start] == UInt8(ascii: "[") {
      // An IPv6 address: [::1]:8080.
      var close = start
      while close < end && bytes[close] != UInt8(ascii: "]") { close += 1 }
      guard close < end else { return "its IPv6 address has no ']'" }
      hostStart = start + 1
      hostEnd = close
      if close + 1 < end {
        guard bytes[close + 1] == colon else { return "it has text after its IPv6 address" }
        portStart = close + 2
      }
    } else {
      for last in start..<end where bytes[last] == colon {
        hostEnd = last
        portStart = last + 1
      }
    }
    guard hostEnd > hostStart else { return "it has no host" }
    if portStart >= 0 {
      var number = 0
      var digit = portStart
      while digit < end && number <= 65535 {
        guard bytes[digit] >= 0x30 && bytes[digit] <= 0x39 else {
          number = 0
          break
        }
        number = number * 10 + Int(bytes[digit] - 0x30)
        digit += 1
      }
      guard number >= 1 && number <= 65535 else {
        let text = String(decoding: bytes[portStart..<end], as: UTF8.self)
        return "its port '\(Sanitized.line(text, limit: 12))' is not a number from 1 to 65535"
      }
    }
    return nil
  }

  /// A number that may be absent (`--lat`): read as `Double?`.
  package static func optionalNumber(
    _ rule: String, where accepted: @escaping @Sendable (Double) -> Bool
  )
    -> @Sendable (String) -> OptionReading
  {
    let read = number(rule, where: accepted)
    return { text in
      if case .value(let value as Double) = read(text) { return .value(Optional(value)) }
      return read(text)
    }
  }

  /// A number as people write one in a config file or on a command line:
  /// `-?[0-9]+(.[0-9]+)?`, and finite. Nil for the rest of what `Double(_:)`
  /// would also read: hexadecimal (`0x10` would be 16), exponents, `inf`,
  /// `nan`, a leading `+` or `.`. Every number rain-bar reads from a person
  /// (options, config keys, saved coordinates) goes through this.
  package static func decimal(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { decimal($0, in: 0..<$0.count) }
  }

  /// The same, for a range of bytes (a saved location's coordinates, read
  /// without making a string).
  package static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Double?
  {
    guard isDecimal(bytes, in: range, fraction: true) else { return nil }
    guard
      let value = JSONNumber.double(bytes, in: range)
        ?? Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)),
      value.isFinite
    else { return nil }
    return value
  }

  package static func isDecimal(_ text: String, fraction: Bool) -> Bool {
    var text = text
    return text.withUTF8 { isDecimal($0, in: 0..<$0.count, fraction: fraction) }
  }

  /// `-?[0-9]+`, then `(.[0-9]+)?` when `fraction`.
  package static func isDecimal(
    _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, fraction: Bool
  )
    -> Bool
  {
    var index = range.lowerBound
    if index < range.upperBound && bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Bool {
      let start = index
      while index < range.upperBound && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
      return index > start
    }
    guard digits() else { return false }
    if fraction && index < range.upperBound && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() else { return false }
    }
    return index == range.upperBound
  }

  /// A length of time (`45m`, `1h30m`) from `range` minutes: read as `TimeSpan`.
  /// `optional`: read as `TimeSpan?`.
  package static func timeSpan(_ range: ClosedRange<Int>, _ rule: String, optional: Bool = false)
    -> @Sendable (String) -> OptionReading
  {
    { text in
      guard let span = TimeSpan(text), range.contains(span.minutes) else {
        return .invalid(InvalidValue(": \(rule)."))
      }
      return optional ? .value(Optional(span)) : .value(span)
    }
  }
}

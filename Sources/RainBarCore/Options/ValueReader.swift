/// The ways an option's text is read, each with the rule a bad value is told.
enum ValueReader {
  static func choice<Value: RawRepresentable & Sendable>(_ cases: [Value])
    -> @Sendable (String) -> OptionReading where Value.RawValue == String
  {
    let names = cases.map { $0.rawValue }
    return { text in
      if let value = Value(rawValue: text) { return .value(value) }
      return .invalid(
        InvalidValue(
          ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
            + EditDistance.suggestion(text, among: names)))
    }
  }

  static func number(_ rule: String, where accepted: @escaping @Sendable (Double) -> Bool)
    -> @Sendable (String) -> OptionReading
  {
    { text in
      guard let value = Double(text), value.isFinite, accepted(value) else {
        return .invalid(InvalidValue(": \(rule)."))
      }
      return .value(value)
    }
  }

  static func integer(_ range: ClosedRange<Int>, _ rule: String)
    -> @Sendable (String) -> OptionReading
  {
    { text in
      guard let value = Int(text), range.contains(value) else {
        return .invalid(InvalidValue(": \(rule)."))
      }
      return .value(value)
    }
  }

  /// The name of one of `cases`, or nil when not given (`temperature-unit=`):
  /// read as `String?`.
  static func optionalChoice<Value: RawRepresentable & Sendable>(_ cases: [Value])
    -> @Sendable (String) -> OptionReading where Value.RawValue == String
  {
    let read = choice(cases)
    return { text in
      if Value(rawValue: text) != nil { return .value(Optional(text)) }
      return read(text)
    }
  }

  /// Any text; nil stands for "not given".
  static func text(_ text: String) -> OptionReading { .value(Optional(text)) }

  /// A number that may be absent (`--lat`): read as `Double?`.
  static func optionalNumber(_ rule: String, where accepted: @escaping @Sendable (Double) -> Bool)
    -> @Sendable (String) -> OptionReading
  {
    let read = number(rule, where: accepted)
    return { text in
      if case .value(let value as Double) = read(text) { return .value(Optional(value)) }
      return read(text)
    }
  }
}

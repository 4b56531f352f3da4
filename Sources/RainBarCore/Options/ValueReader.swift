/// The ways an option's text is read, each with the rule a bad value is told.
enum ValueReader {
  static func choice<Value: RawRepresentable & Sendable>(_ cases: [Value])
    -> @Sendable (String) -> Result<Value, InvalidValue> where Value.RawValue == String
  {
    let names = cases.map { $0.rawValue }
    return { text in
      if let value = Value(rawValue: text) { return .success(value) }
      return .failure(
        InvalidValue(
          ". Please provide one of " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
            + EditDistance.suggestion(text, among: names)))
    }
  }

  static func number(_ rule: String, where accepted: @escaping @Sendable (Double) -> Bool)
    -> @Sendable (String) -> Result<Double, InvalidValue>
  {
    { text in
      guard let value = Double(text), value.isFinite, accepted(value) else {
        return .failure(InvalidValue(": \(rule)."))
      }
      return .success(value)
    }
  }

  static func integer(_ range: ClosedRange<Int>, _ rule: String)
    -> @Sendable (String) -> Result<Int, InvalidValue>
  {
    { text in
      guard let value = Int(text), range.contains(value) else {
        return .failure(InvalidValue(": \(rule)."))
      }
      return .success(value)
    }
  }

  /// Any text; nil stands for "not given".
  static func text(_ text: String) -> Result<String?, InvalidValue> { .success(text) }
}

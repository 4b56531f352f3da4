import RainBarModel

/// The codecs cache records are made of (`RecordFields`): `.string`,
/// `.double`, `.int`, `.int64`, `.bool`, `.raw(T.self)`, the `Column` strings
/// (`.doubles`, `.integers`, `.conditions`, `.times`), `.object(T.self)`,
/// `.array(codec)`, `.nonEmpty(codec)`, `.exactly("text")`.
package enum FieldCodecs {
  package struct Text: FieldCodec {
    package func json(_ value: String) -> String? { JSONText.string(value) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> String {
      try s.string()
    }
  }

  /// A finite number, written as Swift describes it ("1.5", "30.0").
  package struct Number: FieldCodec {
    package func json(_ value: Double) -> String? { value.isFinite ? "\(value)" : nil }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Double {
      try s.double()
    }
  }

  package struct Integer: FieldCodec {
    package func json(_ value: Int) -> String? { String(value) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Int { try s.int() }
  }

  package struct Integer64: FieldCodec {
    package func json(_ value: Int64) -> String? { String(value) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Int64 {
      try s.int64()
    }
  }

  package struct Truth: FieldCodec {
    package func json(_ value: Bool) -> String? { value ? "true" : "false" }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Bool { try s.bool() }
  }

  /// A string enumeration by its raw value; an unknown one is unreadable.
  package struct Raw<Value: RawRepresentable>: FieldCodec where Value.RawValue == String {
    package func json(_ value: Value) -> String? { JSONText.string(value.rawValue) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Value {
      guard let value = Value(rawValue: try s.string()) else { throw JSONScanner.Failure() }
      return value
    }
  }

  /// Doubles as one `Column` string ("11.6,,10.9").
  package struct Doubles: FieldCodec {
    package func json(_ value: [Double?]) -> String? { JSONText.string(Column.encode(value)) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Double?] {
      try s.withStringBytes(Column.doubles)
    }
  }

  package struct Integers: FieldCodec {
    package func json(_ value: [Int64?]) -> String? { JSONText.string(Column.encode(value)) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Int64?] {
      try s.withStringBytes(Column.integers)
    }
  }

  package struct Conditions: FieldCodec {
    package func json(_ value: [Condition?]) -> String? { JSONText.string(Column.encode(value)) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Condition?] {
      try s.withStringBytes(Column.conditions)
    }
  }

  /// A series' times as a `Column`: every one must be there.
  package struct Times: FieldCodec {
    package func json(_ value: [Int64]) -> String? {
      JSONText.string(Column.encode(value.map { $0 }))
    }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Int64] {
      let column = try s.withStringBytes(Column.integers)
      var times: [Int64] = []
      times.reserveCapacity(column.count)
      for time in column {
        guard let time else { throw JSONScanner.Failure() }
        times.append(time)
      }
      return times
    }
  }

  /// An object of `Value`'s own fields.
  package struct Object<Value: RecordFields>: FieldCodec {
    package func json(_ value: Value) -> String? { FieldWriter.json(value) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Value {
      try FieldReader.read(&s)
    }
  }

  /// A JSON array of `Element`s; one that cannot be written makes the array unwritable.
  package struct List<Element: FieldCodec>: FieldCodec {
    package var element: Element
    package func json(_ value: [Element.Value]) -> String? {
      var elements: [String] = []
      elements.reserveCapacity(value.count)
      for item in value {
        guard let json = element.json(item) else { return nil }
        elements.append(json)
      }
      return JSONText.array(elements)
    }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Element.Value] {
      var values: [Element.Value] = []
      try s.array { s throws(JSONScanner.Failure) in values.append(try element.read(&s)) }
      return values
    }
  }

  /// Left out when empty.
  package struct NonEmpty<Wrapped: FieldCodec>: FieldCodec where Wrapped.Value: Collection {
    package var wrapped: Wrapped
    package func json(_ value: Wrapped.Value) -> String? {
      value.isEmpty ? nil : wrapped.json(value)
    }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Wrapped.Value {
      try wrapped.read(&s)
    }
  }

  /// A string that must be `expected` (a record's fixed source): whatever
  /// the value, `expected` is written.
  package struct Exactly: FieldCodec {
    package var expected: String
    package func json(_ value: String) -> String? { JSONText.string(expected) }
    package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> String {
      let text = try s.string()
      guard text == expected else { throw JSONScanner.Failure() }
      return text
    }
  }
}

extension FieldCodec where Self == FieldCodecs.Text {
  package static var string: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Number {
  package static var double: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integer {
  package static var int: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integer64 {
  package static var int64: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Truth {
  package static var bool: Self { Self() }
}

extension FieldCodec {
  package static func raw<Value>(_: Value.Type) -> Self where Self == FieldCodecs.Raw<Value> {
    Self()
  }

  package static func object<Value>(_: Value.Type) -> Self
  where Self == FieldCodecs.Object<Value> {
    Self()
  }

  package static func array<Element>(_ element: Element) -> Self
  where Self == FieldCodecs.List<Element> {
    Self(element: element)
  }

  package static func nonEmpty<Wrapped>(_ wrapped: Wrapped) -> Self
  where Self == FieldCodecs.NonEmpty<Wrapped> {
    Self(wrapped: wrapped)
  }

  package static func exactly(_ expected: String) -> Self where Self == FieldCodecs.Exactly {
    Self(expected: expected)
  }
}

extension FieldCodec where Self == FieldCodecs.Doubles {
  package static var doubles: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integers {
  package static var integers: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Conditions {
  package static var conditions: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Times {
  package static var times: Self { Self() }
}

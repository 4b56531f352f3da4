import RainBarModel

/// The codecs cache records are made of (`RecordFields`): `.string`,
/// `.double`, `.int`, `.int64`, `.bool`, `.raw(T.self)`, the `Column` strings
/// (`.doubles`, `.integers`, `.conditions`, `.times`), `.object(T.self)`,
/// `.array(codec)`, `.nonEmpty(codec)`, `.exactly("text")`.
@usableFromInline package enum FieldCodecs {
  @usableFromInline package struct Text: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: String) -> String? { JSONText.string(value) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> String {
      try s.string()
    }
  }

  /// A finite number, written as Swift describes it ("1.5", "30.0").
  @usableFromInline package struct Number: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: Double) -> String? { value.isFinite ? "\(value)" : nil }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Double {
      try s.double()
    }
  }

  @usableFromInline package struct Integer: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: Int) -> String? { String(value) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Int {
      try s.int()
    }
  }

  @usableFromInline package struct Integer64: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: Int64) -> String? { String(value) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Int64 {
      try s.int64()
    }
  }

  @usableFromInline package struct Truth: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: Bool) -> String? { value ? "true" : "false" }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Bool {
      try s.bool()
    }
  }

  /// A string enumeration by its raw value; an unknown one is unreadable.
  /// A value kept as its JSON bytes, read and written as they are (none: not written).
  @usableFromInline package struct JSONBytes: FieldCodec {
    @inlinable package init() {}
    @inlinable package func json(_ value: [UInt8]) -> String? {
      value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [UInt8] {
      try s.rawValue()
    }
  }

  @usableFromInline package struct Raw<Value: RawRepresentable>: FieldCodec
  where Value.RawValue == String {
    @inlinable init() {}
    @inlinable package func json(_ value: Value) -> String? { JSONText.string(value.rawValue) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Value {
      guard let value = Value(rawValue: try s.string()) else { throw JSONScanner.Failure() }
      return value
    }
  }

  /// Doubles as one `Column` string ("11.6,,10.9").
  @usableFromInline package struct Doubles: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: [Double?]) -> String? {
      JSONText.string(Column.encode(value))
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Double?] {
      try s.withStringBytes(Column.doubles)
    }
  }

  @usableFromInline package struct Integers: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: [Int64?]) -> String? {
      JSONText.string(Column.encode(value))
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Int64?] {
      try s.withStringBytes(Column.integers)
    }
  }

  @usableFromInline package struct Conditions: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: [Condition?]) -> String? {
      JSONText.string(Column.encode(value))
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Condition?]
    {
      try s.withStringBytes(Column.conditions)
    }
  }

  /// A series' times as a `Column`: every one must be there.
  @usableFromInline package struct Times: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: [Int64]) -> String? {
      JSONText.string(Column.encode(value.map { $0 }))
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Int64] {
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
  @usableFromInline package struct Object<Value: RecordFields>: FieldCodec {
    @inlinable init() {}
    @inlinable package func json(_ value: Value) -> String? { FieldWriter.json(value) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Value {
      try FieldReader.read(&s)
    }
  }

  /// A JSON array of `Element`s; one that cannot be written makes the array unwritable.
  @usableFromInline package struct List<Element: FieldCodec>: FieldCodec {
    @usableFromInline var element: Element
    @inlinable init(element: Element) { self.element = element }
    @inlinable package func json(_ value: [Element.Value]) -> String? {
      var elements: [String] = []
      elements.reserveCapacity(value.count)
      for item in value {
        guard let json = element.json(item) else { return nil }
        elements.append(json)
      }
      return JSONText.array(elements)
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [Element
      .Value]
    {
      var values: [Element.Value] = []
      try s.array { s throws(JSONScanner.Failure) in values.append(try element.read(&s)) }
      return values
    }
  }

  /// Left out when empty.
  @usableFromInline package struct NonEmpty<Wrapped: FieldCodec>: FieldCodec
  where Wrapped.Value: Collection {
    @usableFromInline var wrapped: Wrapped
    @inlinable init(wrapped: Wrapped) { self.wrapped = wrapped }
    @inlinable package func json(_ value: Wrapped.Value) -> String? {
      value.isEmpty ? nil : wrapped.json(value)
    }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure)
      -> Wrapped.Value
    {
      try wrapped.read(&s)
    }
  }

  /// A string that must be `expected` (a record's fixed source): whatever
  /// the value, `expected` is written.
  @usableFromInline package struct Exactly: FieldCodec {
    @usableFromInline var expected: String
    @inlinable init(expected: String) { self.expected = expected }
    @inlinable package func json(_ value: String) -> String? { JSONText.string(expected) }
    @inlinable package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> String {
      let text = try s.string()
      guard text == expected else { throw JSONScanner.Failure() }
      return text
    }
  }
}

extension FieldCodec where Self == FieldCodecs.Text {
  @inlinable package static var string: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Number {
  @inlinable package static var double: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integer {
  @inlinable package static var int: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integer64 {
  @inlinable package static var int64: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Truth {
  @inlinable package static var bool: Self { Self() }
}

extension FieldCodec {
  @inlinable package static func raw<Value>(_: Value.Type) -> Self
  where Self == FieldCodecs.Raw<Value> {
    Self()
  }

  @inlinable package static func object<Value>(_: Value.Type) -> Self
  where Self == FieldCodecs.Object<Value> {
    Self()
  }

  @inlinable package static func array<Element>(_ element: Element) -> Self
  where Self == FieldCodecs.List<Element> {
    Self(element: element)
  }

  @inlinable package static func nonEmpty<Wrapped>(_ wrapped: Wrapped) -> Self
  where Self == FieldCodecs.NonEmpty<Wrapped> {
    Self(wrapped: wrapped)
  }

  @inlinable package static func exactly(_ expected: String) -> Self
  where Self == FieldCodecs.Exactly {
    Self(expected: expected)
  }
}

extension FieldCodec where Self == FieldCodecs.Doubles {
  @inlinable package static var doubles: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Integers {
  @inlinable package static var integers: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Conditions {
  @inlinable package static var conditions: Self { Self() }
}

extension FieldCodec where Self == FieldCodecs.Times {
  @inlinable package static var times: Self { Self() }
}

import RainBarModel

/// A value kept in a cache file as one JSON object whose members are declared
/// once, in `fields`: each member's name, how it is read and written (a
/// `FieldCodec`), and whether it must be there. The same list writes the
/// object (`FieldWriter`: members in that order) and reads it (`FieldReader`:
/// any order, unknown members skipped, the last of a repeated one kept).
///
/// Everything is generic over the coder and the codecs, so that the
/// optimiser specialises a kind's reading into straight code over
/// `JSONScanner` (the bar's cache hit reads a forecast on every run): no
/// closure or existential per member. For that the reader and writer are
/// `@inlinable` (`-cross-module-optimization` does not carry `package`
/// declarations across targets; unspecialised, the forecast's read cost the
/// bar 2.8 M instructions of run-time metadata), so a conformance's
/// `unread`, `fields` (or `payload`) and `checked` are
/// `@usableFromInline package`.
@usableFromInline package protocol RecordFields {
  /// What reading starts from: every member that may be missing as it then
  /// reads (nil, empty, a default).
  static var unread: Self { get }
  /// Every member, in the order it is written.
  static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Self)
    throws(JSONScanner.Failure)
  /// The value as read, completed and checked (series fitted, ranges judged);
  /// a failure makes the whole file unusable.
  func checked() throws(JSONScanner.Failure) -> Self
}

extension RecordFields {
  @inlinable package func checked() throws(JSONScanner.Failure) -> Self { self }
}

/// How one kind of value is written as a member's JSON and read back.
@usableFromInline package protocol FieldCodec {
  associatedtype Value
  /// The value's JSON; nil when it is not written: a member that must be
  /// there then makes the record unwritable, any other is left out.
  func json(_ value: Value) -> String?
  /// The value at the scanner.
  func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Value
  /// Reads the value at the scanner into `value`, which holds what was there
  /// before (the unread value, or what another member put there): by default
  /// it is replaced.
  func read(_ s: inout JSONScanner, into value: inout Value) throws(JSONScanner.Failure)
}

/// Writes or reads the members `RecordFields.fields` declares.
@usableFromInline package protocol FieldCoder {
  /// A member that must be there (missing or null: the file is unusable).
  mutating func required<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure)
  /// A member that may be missing, or null: nil; nil is left out.
  mutating func optional<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value?, _ codec: Codec
  ) throws(JSONScanner.Failure)
  /// A member that may be missing (the value then stays as it is unread);
  /// left out when the codec writes nothing for it.
  mutating func field<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure)
}

/// Writes an object's members in the order they are declared: `{"a":1,"b":"x"}`,
/// as `JSONText.object` does.
@usableFromInline package struct FieldWriter: FieldCoder {
  @usableFromInline var text = "{"

  @inlinable init() {}

  @inlinable package static func json<Value: RecordFields>(_ value: Value) -> String? {
    var writer = FieldWriter()
    var copy = value
    do {
      try Value.fields(&writer, &copy)
    } catch {
      return nil
    }
    writer.text += "}"
    return writer.text
  }

  @inlinable mutating func member(_ name: StaticString, _ json: String) {
    if text.utf8.count > 1 { text += "," }
    text += "\""
    text += name.description
    text += "\":"
    text += json
  }

  @inlinable package mutating func required<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    guard let json = codec.json(value) else { throw JSONScanner.Failure() }
    member(name, json)
  }

  @inlinable package mutating func optional<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value?, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    if let value, let json = codec.json(value) { member(name, json) }
  }

  @inlinable package mutating func field<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    if let json = codec.json(value) { member(name, json) }
  }
}

/// Reads one member: the declaration named as the member's key reads its
/// value; the others are passed over. With no key, it only notes which
/// declarations are required.
@usableFromInline package struct FieldReader: FieldCoder {
  @usableFromInline var scanner: JSONScanner
  @usableFromInline let key: JSONScanner.Key?
  /// The declaration's number in `fields`.
  @usableFromInline var index = 0
  /// The number of the declaration that read the member.
  @usableFromInline var matched: Int?
  /// Bit `n`: declaration `n` is required (noted without a key).
  @usableFromInline var required: UInt64 = 0

  @inlinable init(_ scanner: JSONScanner, _ key: JSONScanner.Key?) {
    self.scanner = scanner
    self.key = key
  }

  /// Reads an object of `Value`'s members into `Value.unread`, then checks it.
  @inlinable package static func read<Value: RecordFields>(_ s: inout JSONScanner)
    throws(JSONScanner.Failure)
    -> Value
  {
    var value = Value.unread
    var seen: UInt64 = 0
    try s.object { s, key throws(JSONScanner.Failure) in
      var reader = FieldReader(s, key)
      try Value.fields(&reader, &value)
      s = reader.scanner
      if let matched = reader.matched {
        seen |= 1 << UInt64(matched)
      } else {
        try s.skipValue()
      }
    }
    var requirements = FieldReader(s, nil)
    try Value.fields(&requirements, &value)
    guard requirements.required & ~seen == 0 else { throw JSONScanner.Failure() }
    return try value.checked()
  }

  /// Whether this declaration is the member's; counts it.
  @inlinable mutating func named(_ name: StaticString) -> Bool {
    defer { index += 1 }
    guard matched == nil, let key, key == name else { return false }
    precondition(index < 64, "at most 64 members")
    matched = index
    return true
  }

  @inlinable package mutating func required<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    if key == nil { required |= 1 << UInt64(index) }
    if named(name) { try codec.read(&scanner, into: &value) }
  }

  @inlinable package mutating func optional<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value?, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    guard named(name) else { return }
    value = scanner.null() ? nil : try codec.read(&scanner)
  }

  @inlinable package mutating func field<Codec: FieldCodec>(
    _ name: StaticString, _ value: inout Codec.Value, _ codec: Codec
  ) throws(JSONScanner.Failure) {
    if named(name) { try codec.read(&scanner, into: &value) }
  }
}

extension FieldCodec {
  @inlinable package func read(_ s: inout JSONScanner, into value: inout Value) throws(JSONScanner
    .Failure)
  {
    value = try read(&s)
  }
}

import RainBarModel

/// A record kept in a cache file (a forecast, a place's warnings, radar
/// minutes, air quality): its payload's members (`RecordFields`) inside the
/// envelope every entry shares, written once here:
///
///     {"version":1, <payload>, "fetchedAt":…, "freshUntil":…, "lastModified":…,
///      "etag":…, "backoffUntil":…, "backoff":{"kind":…,"seconds":…,"reason":…}}
///
/// A file that is not JSON, of another version, missing a required member or
/// not believed (`checked`) reads as nil: the entry is renewed, never a crash.
/// The envelope is declared once, in `fields` below; each kind declares its
/// own members in `payload`.
@usableFromInline package protocol EnvelopedRecord: RenewableRecord, RecordFields {
  /// The version written first; a file of another version is unusable.
  static var currentVersion: Int { get }
  var version: Int { get set }
  /// The record's own members, declared once (`RecordFields.fields`: the
  /// envelope puts the version before them and the header after).
  static func payload<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Self)
    throws(JSONScanner.Failure)
}

extension EnvelopedRecord {
  /// The version, the record's own members, then the header (`CacheRecord`).
  /// (A generic wrapper type would cost the bar's cache hit a run-time
  /// conformance lookup, about 150,000 instructions, to make its metadata.)
  @inlinable package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout Self
  ) throws(JSONScanner.Failure) {
    try coder.required("version", &value.version, .int)
    try payload(&coder, &value)
    try coder.optional("fetchedAt", &value.fetchedAt, .double)
    try coder.required("freshUntil", &value.freshUntil, .double)
    try coder.optional("lastModified", &value.lastModified, .string)
    try coder.optional("etag", &value.etag, .string)
    try coder.optional("backoffUntil", &value.backoffUntil, .double)
    try coder.field("backoff", &value.backoffNote, BackoffNoteCodec())
  }

  /// The record, or nil when the bytes are not one of this version.
  @inlinable package static func read(_ bytes: [UInt8]) -> Self? {
    JSONScanner.read(bytes) { s throws(JSONScanner.Failure) in
      let record: Self = try FieldReader.read(&s)
      guard record.version == currentVersion else { throw JSONScanner.Failure() }
      return record
    }
  }

  /// The record's bytes; nil when a time that must be there is not a number
  /// JSON can hold. A back-off that is not finite is left out, with its note.
  @inlinable package var bytes: [UInt8]? {
    guard fetchedAt?.isFinite ?? true else { return nil }
    var record = self
    if !(backoffUntil?.isFinite ?? false) { record.backoffNote = nil }
    return FieldWriter.json(record).map { Array($0.utf8) }
  }
}

/// A back-off's note; one of a kind this version does not know, or with a
/// pause out of range, is read as none (the back-off then holds as a 429's did).
@usableFromInline struct BackoffNoteCodec: FieldCodec {
  @inlinable init() {}

  @inlinable func json(_ value: BackoffNote?) -> String? {
    guard let note = value, note.seconds.isFinite else { return nil }
    return FieldWriter.json(Fields(kind: note.kind, seconds: note.seconds, reason: note.reason))
  }

  @inlinable func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> BackoffNote? {
    if s.null() { return nil }
    let read: Fields = try FieldReader.read(&s)
    guard let kind = read.kind, let seconds = read.seconds, seconds.isFinite, seconds >= 0,
      seconds <= 86_400, let reason = read.reason
    else { return nil }
    return BackoffNote(
      kind: kind, seconds: seconds, reason: Sanitized.firstLine(reason, limit: 400))
  }

  @usableFromInline struct Fields: RecordFields {
    @usableFromInline var kind: BackoffNote.Kind?
    @usableFromInline var seconds: Double?
    @usableFromInline var reason: String?

    @inlinable init(kind: BackoffNote.Kind? = nil, seconds: Double? = nil, reason: String? = nil) {
      self.kind = kind
      self.seconds = seconds
      self.reason = reason
    }

    @inlinable static var unread: Self { Self() }

    @inlinable static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Self)
      throws(JSONScanner.Failure)
    {
      try coder.field("kind", &value.kind, KnownKind())
      try coder.optional("seconds", &value.seconds, .double)
      try coder.optional("reason", &value.reason, .string)
    }
  }

  /// An unknown kind reads as nil.
  @usableFromInline struct KnownKind: FieldCodec {
    @inlinable init() {}
    @inlinable func json(_ value: BackoffNote.Kind?) -> String? {
      value.map { JSONText.string($0.rawValue) }
    }
    @inlinable func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> BackoffNote.Kind? {
      BackoffNote.Kind(rawValue: try s.string())
    }
  }
}

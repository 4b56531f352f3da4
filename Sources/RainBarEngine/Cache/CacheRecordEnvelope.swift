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
package protocol EnvelopedRecord: RenewableRecord, RecordFields {
  /// The version written first; a file of another version is unusable.
  static var currentVersion: Int { get }
  var version: Int { get set }
}

extension EnvelopedRecord {
  /// The record, or nil when the bytes are not one of this version.
  package static func read(_ bytes: [UInt8]) -> Self? {
    JSONScanner.read(bytes) { s throws(JSONScanner.Failure) in
      let envelope: CacheRecordEnvelope<Self> = try FieldReader.read(&s)
      return envelope.record
    }
  }

  /// The record's bytes; nil when a time that must be there is not a number
  /// JSON can hold. A back-off that is not finite is left out, with its note.
  package var bytes: [UInt8]? {
    guard fetchedAt?.isFinite ?? true else { return nil }
    var record = self
    if !(backoffUntil?.isFinite ?? false) { record.backoffNote = nil }
    return FieldWriter.json(CacheRecordEnvelope(record: record)).map { Array($0.utf8) }
  }
}

/// The version, the record's own members, then the header (`CacheRecord`).
package struct CacheRecordEnvelope<Record: EnvelopedRecord>: RecordFields {
  package var record: Record

  package static var unread: Self { Self(record: Record.unread) }

  package static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Self)
    throws(JSONScanner.Failure)
  {
    try coder.required("version", &value.record.version, .int)
    try Record.fields(&coder, &value.record)
    try coder.optional("fetchedAt", &value.record.fetchedAt, .double)
    try coder.required("freshUntil", &value.record.freshUntil, .double)
    try coder.optional("lastModified", &value.record.lastModified, .string)
    try coder.optional("etag", &value.record.etag, .string)
    try coder.optional("backoffUntil", &value.record.backoffUntil, .double)
    try coder.field("backoff", &value.record.backoffNote, BackoffNoteCodec())
  }

  package func checked() throws(JSONScanner.Failure) -> Self {
    guard record.version == Record.currentVersion else { throw JSONScanner.Failure() }
    return Self(record: try record.checked())
  }
}

/// A back-off's note; one of a kind this version does not know, or with a
/// pause out of range, is read as none (the back-off then holds as a 429's did).
private struct BackoffNoteCodec: FieldCodec {
  func json(_ value: BackoffNote?) -> String? {
    guard let note = value, note.seconds.isFinite else { return nil }
    return FieldWriter.json(Fields(kind: note.kind, seconds: note.seconds, reason: note.reason))
  }

  func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> BackoffNote? {
    if s.null() { return nil }
    let read: Fields = try FieldReader.read(&s)
    guard let kind = read.kind, let seconds = read.seconds, seconds.isFinite, seconds >= 0,
      seconds <= 86_400, let reason = read.reason
    else { return nil }
    return BackoffNote(
      kind: kind, seconds: seconds, reason: Sanitized.firstLine(reason, limit: 400))
  }

  struct Fields: RecordFields {
    var kind: BackoffNote.Kind?
    var seconds: Double?
    var reason: String?

    static var unread: Self { Self() }

    static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Self)
      throws(JSONScanner.Failure)
    {
      try coder.field("kind", &value.kind, KnownKind())
      try coder.optional("seconds", &value.seconds, .double)
      try coder.optional("reason", &value.reason, .string)
    }
  }

  /// An unknown kind reads as nil.
  struct KnownKind: FieldCodec {
    func json(_ value: BackoffNote.Kind?) -> String? { value.map { JSONText.string($0.rawValue) } }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> BackoffNote.Kind? {
      BackoffNote.Kind(rawValue: try s.string())
    }
  }
}

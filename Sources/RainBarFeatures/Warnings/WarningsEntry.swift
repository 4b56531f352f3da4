import RainBarEngine
import RainBarModel

/// One place's warnings from one warning service, as cached on disk
/// (its members: `fields` below, in the envelope every entry has), with the same freshness,
/// validators and back-off as a forecast's entry (`CacheRecord`).
public struct WarningsEntry: Equatable, Sendable, CacheRecord {
  public static let currentVersion = 1

  public var version: Int
  /// The warning service's id (`nws`).
  public var source: String
  /// `Location.key` of the place.
  public var place: String
  /// The last good answer's warnings; nil when only a back-off is recorded.
  public var warnings: [Warning]?
  public var header: RenewalHeader

  public init(
    source: String, place: String, warnings: [Warning]?, fetchedAt: Double?,
    freshUntil: Double, lastModified: String? = nil, etag: String? = nil,
    backoffUntil: Double? = nil, backoffNote: BackoffNote? = nil
  ) {
    version = Self.currentVersion
    self.source = source
    self.place = place
    self.warnings = warnings
    header = RenewalHeader(
      fetchedAt: fetchedAt, freshUntil: freshUntil, lastModified: lastModified, etag: etag,
      backoffUntil: backoffUntil, backoffNote: backoffNote)
  }

  public var hasData: Bool { warnings != nil }
}

extension WarningsEntry: EnvelopedRecord {
  @usableFromInline package static var unread: WarningsEntry {
    WarningsEntry(source: "", place: "", warnings: nil, fetchedAt: nil, freshUntil: 0)
  }

  @usableFromInline package static func payload<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout WarningsEntry
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("source", &value.source, .string)
    try coder.required("place", &value.place, .string)
    try coder.optional("warnings", &value.warnings, .array(.object(Warning.self)))
  }
}

extension Warning: RecordFields {
  @usableFromInline package static var unread: Warning {
    Warning(id: "", level: .unknown, event: "", issuer: "")
  }

  @usableFromInline package static func fields<Coder: FieldCoder>(
    _ coder: inout Coder, _ value: inout Warning
  )
    throws(JSONScanner.Failure)
  {
    try coder.required("id", &value.id, .string)
    try coder.field("level", &value.level, LevelWord())
    try coder.required("event", &value.event, .string)
    try coder.required("issuer", &value.issuer, .string)
    try coder.field("type", &value.messageType, MessageTypeWord())
    try coder.optional("headline", &value.headline, .string)
    try coder.optional("description", &value.description, .string)
    try coder.optional("instruction", &value.instruction, .string)
    try coder.optional("onset", &value.onset, .int64)
    try coder.optional("ends", &value.ends, .int64)
    try coder.optional("expires", &value.expires, .int64)
    try coder.field("references", &value.references, .nonEmpty(.array(.string)))
    try coder.field("translations", &value.translationsRecord, FieldCodecs.JSONBytes())
  }

  /// A level by its word; an unknown word reads as `unknown` (`Level(word:)`).
  private struct LevelWord: FieldCodec {
    func json(_ value: Level) -> String? { JSONText.string(value.name) }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Level {
      Level(word: try s.string())
    }
  }

  /// A message type by its word; an unknown word reads as an alert.
  private struct MessageTypeWord: FieldCodec {
    func json(_ value: MessageType) -> String? { JSONText.string(value.rawValue) }
    func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> MessageType {
      MessageType(word: try s.string())
    }
  }
}

extension Warning {
  /// The translations as the record keeps them: the JSON read from the cache
  /// as it is (decoded only by `speaking`), else the decoder's, written out.
  @usableFromInline var translationsRecord: [UInt8] {
    get {
      guard translationsJSON.isEmpty, !translations.isEmpty else { return translationsJSON }
      let objects = translations.map { text in
        var pairs = [
          ("language", JSONText.string(text.language)), ("event", JSONText.string(text.event)),
        ]
        for (key, value) in [
          ("headline", text.headline), ("description", text.description),
          ("instruction", text.instruction),
        ] {
          if let value { pairs.append((key, JSONText.string(value))) }
        }
        return JSONText.object(pairs)
      }
      return Array(("[" + objects.joined(separator: ",") + "]").utf8)
    }
    set {
      translationsJSON = newValue
      translations = []
    }
  }
}

import RainBarModel

/// The members every cache file ends with, whatever it holds (`CacheRecord`):
/// when it was fetched, until when it is fresh, the validators and the
/// back-off. `CacheEntryReader`/`CacheEntryWriter` and `WarningsEntryCoding`
/// read and write them here, so both kinds of file spell them alike.
package struct CacheRecordHeader {
  package typealias Failure = JSONScanner.Failure

  package var fetchedAt: Double?
  package var freshUntil: Double?
  package var lastModified: String?
  package var etag: String?
  package var backoffUntil: Double?
  package var backoffNote: BackoffNote?

  package init() {}

  package init(_ record: some CacheRecord) {
    fetchedAt = record.fetchedAt
    freshUntil = record.freshUntil
    lastModified = record.lastModified
    etag = record.etag
    backoffUntil = record.backoffUntil
    backoffNote = record.backoffNote
  }

  /// Reads the member `key` when it is one of the header's; false (nothing
  /// read) when it is not.
  package mutating func read(_ key: JSONScanner.Key, _ s: inout JSONScanner) throws(Failure) -> Bool
  {
    if key == "fetchedAt" {
      fetchedAt = s.null() ? nil : try s.double()
    } else if key == "freshUntil" {
      freshUntil = try s.double()
    } else if key == "lastModified" {
      lastModified = s.null() ? nil : try s.string()
    } else if key == "etag" {
      etag = s.null() ? nil : try s.string()
    } else if key == "backoffUntil" {
      backoffUntil = s.null() ? nil : try s.double()
    } else if key == "backoff" {
      backoffNote = s.null() ? nil : try Self.note(&s)
    } else {
      return false
    }
    return true
  }

  /// The header's members, in the order they are written; nil when a time
  /// that must be there is not a number JSON can hold. A back-off that is
  /// not finite is left out.
  package var members: [(String, String)]? {
    var members: [(String, String)] = []
    if let fetchedAt {
      guard fetchedAt.isFinite else { return nil }
      members.append(("fetchedAt", "\(fetchedAt)"))
    }
    guard let freshUntil, freshUntil.isFinite else { return nil }
    members.append(("freshUntil", "\(freshUntil)"))
    if let lastModified { members.append(("lastModified", JSONText.string(lastModified))) }
    if let etag { members.append(("etag", JSONText.string(etag))) }
    if let backoffUntil, backoffUntil.isFinite {
      members.append(("backoffUntil", "\(backoffUntil)"))
      if let note = backoffNote, note.seconds.isFinite {
        members.append(
          (
            "backoff",
            JSONText.object([
              ("kind", JSONText.string(note.kind.rawValue)),
              ("seconds", "\(note.seconds)"),
              ("reason", JSONText.string(note.reason)),
            ])
          ))
      }
    }
    return members
  }

  /// A note of a kind this version does not know is read as none (the
  /// back-off then holds as a 429's did).
  private static func note(_ s: inout JSONScanner) throws(Failure) -> BackoffNote? {
    var kind: BackoffNote.Kind?
    var seconds: Double?
    var reason: String?
    try s.object { s, key throws(Failure) in
      if key == "kind" {
        kind = BackoffNote.Kind(rawValue: try s.string())
      } else if key == "seconds" {
        seconds = try s.double()
      } else if key == "reason" {
        reason = try s.string()
      } else {
        try s.skipValue()
      }
    }
    guard let kind, let seconds, seconds.isFinite, seconds >= 0, seconds <= 86_400, let reason
    else { return nil }
    let told = Sanitized.firstLine(reason, limit: 400)
    return BackoffNote(kind: kind, seconds: seconds, reason: told)
  }
}

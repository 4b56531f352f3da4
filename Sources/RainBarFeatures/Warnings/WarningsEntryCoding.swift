import RainBarEngine
import RainBarModel

/// A warnings entry as JSON, written and read by hand like `CacheEntryWriter`
/// and `CacheEntryReader` (the bar reads it on every run). Anything that is
/// not an entry of this version reads as nil.
package enum WarningsEntryCoding {
  package typealias Failure = JSONScanner.Failure

  package static func bytes(_ entry: WarningsEntry) -> [UInt8]? {
    var members = [
      ("version", String(entry.version)),
      ("source", JSONText.string(entry.source)),
      ("place", JSONText.string(entry.place)),
    ]
    if let warnings = entry.warnings {
      members.append(("warnings", JSONText.array(warnings.map(object))))
    }
    guard let header = CacheRecordHeader(entry).members else { return nil }
    return Array(JSONText.object(members + header).utf8)
  }

  private static func object(_ warning: Warning) -> String {
    var members = [
      ("id", JSONText.string(warning.id)),
      ("level", JSONText.string(warning.level.name)),
      ("event", JSONText.string(warning.event)),
      ("issuer", JSONText.string(warning.issuer)),
      ("type", JSONText.string(warning.messageType.rawValue)),
    ]
    for (name, text) in [
      ("headline", warning.headline), ("description", warning.description),
      ("instruction", warning.instruction),
    ] {
      if let text { members.append((name, JSONText.string(text))) }
    }
    for (name, time) in [
      ("onset", warning.onset), ("ends", warning.ends), ("expires", warning.expires),
    ] {
      if let time { members.append((name, String(time))) }
    }
    if !warning.references.isEmpty {
      members.append(("references", JSONText.array(warning.references.map(JSONText.string))))
    }
    return JSONText.object(members)
  }

  package static func entry(from bytes: [UInt8]) -> WarningsEntry? {
    JSONScanner.read(bytes) { s throws(Failure) in
      var version: Int?
      var source: String?
      var place: String?
      var warnings: [Warning]?
      var header = CacheRecordHeader()
      try s.object { s, key throws(Failure) in
        if key == "version" {
          version = try s.int()
        } else if key == "source" {
          source = try s.string()
        } else if key == "place" {
          place = try s.string()
        } else if key == "warnings" {
          var list: [Warning] = []
          try s.array { s throws(Failure) in list.append(try warning(&s)) }
          warnings = list
        } else if try !header.read(key, &s) {
          try s.skipValue()
        }
      }
      guard version == WarningsEntry.currentVersion, let source, let place,
        let freshUntil = header.freshUntil
      else { throw Failure() }
      return WarningsEntry(
        source: source, place: place, warnings: warnings, fetchedAt: header.fetchedAt,
        freshUntil: freshUntil, lastModified: header.lastModified, etag: header.etag,
        backoffUntil: header.backoffUntil, backoffNote: header.backoffNote)
    }
  }

  private static func warning(_ s: inout JSONScanner) throws(Failure) -> Warning {
    var id: String?
    var level = Warning.Level.unknown
    var event: String?
    var issuer: String?
    var type = Warning.MessageType.alert
    var headline: String?
    var description: String?
    var instruction: String?
    var onset: Int64?
    var ends: Int64?
    var expires: Int64?
    var references: [String] = []
    try s.object { s, key throws(Failure) in
      if key == "id" {
        id = try s.string()
      } else if key == "level" {
        level = Warning.Level(word: try s.string())
      } else if key == "event" {
        event = try s.string()
      } else if key == "issuer" {
        issuer = try s.string()
      } else if key == "type" {
        type = Warning.MessageType(word: try s.string())
      } else if key == "headline" {
        headline = try s.string()
      } else if key == "description" {
        description = try s.string()
      } else if key == "instruction" {
        instruction = try s.string()
      } else if key == "onset" {
        onset = try s.int64()
      } else if key == "ends" {
        ends = try s.int64()
      } else if key == "expires" {
        expires = try s.int64()
      } else if key == "references" {
        try s.array { s throws(Failure) in references.append(try s.string()) }
      } else {
        try s.skipValue()
      }
    }
    guard let id, let event, let issuer else { throw Failure() }
    return Warning(
      id: id, level: level, event: event, headline: headline, description: description,
      instruction: instruction, onset: onset, ends: ends, expires: expires, issuer: issuer,
      messageType: type, references: references)
  }
}

import RainBarEngine
import RainBarModel

/// A radar entry as JSON, written and read by hand like `WarningsEntryCoding`;
/// its minutes are written as a forecast entry's are (`CacheEntryWriter`).
/// Anything that is not an entry of this version reads as nil.
package enum RadarEntryCoding {
  package typealias Failure = JSONScanner.Failure

  package static func bytes(_ entry: RadarEntry) -> [UInt8]? {
    var members = [
      ("version", String(entry.version)),
      ("source", JSONText.string(BrightSkyRadar.id)),
      ("place", JSONText.string(entry.place)),
    ]
    if let minutely = entry.minutely {
      members.append(("minutely", CacheEntryWriter.object(minutely: minutely)))
    }
    guard let header = CacheRecordHeader(entry).members else { return nil }
    return Array(JSONText.object(members + header).utf8)
  }

  package static func entry(from bytes: [UInt8]) -> RadarEntry? {
    JSONScanner.read(bytes) { s throws(Failure) in
      var version: Int?
      var source: String?
      var place: String?
      var minutely: MinutelyPrecipitation?
      var header = CacheRecordHeader()
      try s.object { s, key throws(Failure) in
        if key == "version" {
          version = try s.int()
        } else if key == "source" {
          source = try s.string()
        } else if key == "place" {
          place = try s.string()
        } else if key == "minutely" {
          minutely = try CacheEntryReader.minutely(&s)
        } else if try !header.read(key, &s) {
          try s.skipValue()
        }
      }
      guard version == RadarEntry.currentVersion, source == BrightSkyRadar.id, let place,
        let freshUntil = header.freshUntil
      else { throw Failure() }
      return RadarEntry(
        place: place, minutely: minutely, fetchedAt: header.fetchedAt, freshUntil: freshUntil,
        lastModified: header.lastModified, etag: header.etag, backoffUntil: header.backoffUntil,
        backoffNote: header.backoffNote)
    }
  }
}

import RainBarEngine
import RainBarModel

/// Open-Meteo's air-quality answer (`timeformat=unixtime`) read without
/// Codable, and the cache entry (`AirQualityEntry`), which keeps the
/// answer's `current` and `hourly` objects in the same shape: one reader for
/// both. Anything that is not of that shape reads as nil.
package enum AirQualityReader {
  package typealias Failure = JSONScanner.Failure

  /// The answer's values; only those asked for are kept (the entry stays
  /// small: the bar reads it on every run).
  package static func answer(_ bytes: [UInt8], needs: AirNeeds) -> AirQuality? {
    let read = JSONScanner.read(bytes) { s throws(Failure) in
      var air = AirQuality(needs: needs)
      try s.object { s, key throws(Failure) in
        if try !self.read(key, &s, into: &air) { try s.skipValue() }
      }
      return air
    }
    guard var air = read else { return nil }
    for variable in AirVariable.allCases {
      if !needs.current.contains(variable) { air[variable] = nil }
      if !needs.hourly.contains(variable) { air.hourly[variable.rawValue] = [] }
    }
    if needs.hourly.isEmpty { air.hourlyTime = [] }
    return air
  }

  package static func entry(from bytes: [UInt8]) -> AirQualityEntry? {
    JSONScanner.read(bytes) { s throws(Failure) in
      var version: Int?
      var place: String?
      var needs = AirNeeds()
      var air: AirQuality?
      var header = CacheRecordHeader()
      try s.object { s, key throws(Failure) in
        if key == "version" {
          version = try s.int()
        } else if key == "place" {
          place = try s.string()
        } else if key == "asked" {
          needs.current = AirVariable.parse(try s.string())
        } else if key == "askedHourly" {
          needs.hourly = AirVariable.parse(try s.string())
        } else if key == "current" || key == "hourly" {
          var read = air ?? AirQuality(needs: needs)
          _ = try self.read(key, &s, into: &read)
          air = read
        } else if try !header.read(key, &s) {
          try s.skipValue()
        }
      }
      guard version == AirQualityEntry.currentVersion, let place,
        let freshUntil = header.freshUntil
      else { throw Failure() }
      air?.needs = needs
      var entry = AirQualityEntry(
        place: place, air: air, fetchedAt: header.fetchedAt, freshUntil: freshUntil)
      entry.lastModified = header.lastModified
      entry.etag = header.etag
      entry.backoffUntil = header.backoffUntil
      entry.backoffNote = header.backoffNote
      return entry
    }
  }

  package static func bytes(_ entry: AirQualityEntry) -> [UInt8]? {
    var members = [
      ("version", String(entry.version)), ("place", JSONText.string(entry.place)),
    ]
    if let air = entry.air {
      members.append(("asked", JSONText.string(AirVariable.list(air.needs.current))))
      members.append(("askedHourly", JSONText.string(AirVariable.list(air.needs.hourly))))
      var current: [(String, String)] = air.time.map { [("time", String($0))] } ?? []
      var hourly = [("time", JSONText.array(air.hourlyTime.map { String($0) }))]
      for variable in AirVariable.allCases {
        let name = variable.name.description
        if let value = air[variable] { current.append((name, number(value))) }
        if !air.hourly[variable.rawValue].isEmpty {
          hourly.append((name, JSONText.array(air.hourly[variable.rawValue].map(number))))
        }
      }
      members.append(("current", JSONText.object(current)))
      if !air.hourlyTime.isEmpty { members.append(("hourly", JSONText.object(hourly))) }
    }
    guard let header = CacheRecordHeader(entry).members else { return nil }
    return Array(JSONText.object(members + header).utf8)
  }

  private static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// Reads `current` or `hourly` into `air`; false (nothing read) for any other member.
  private static func read(
    _ key: JSONScanner.Key, _ s: inout JSONScanner, into air: inout AirQuality
  )
    throws(Failure) -> Bool
  {
    if key == "current" {
      try s.object { s, key throws(Failure) in
        if key == "time" {
          air.time = try s.int64()
        } else if let variable = AirVariable.allCases.first(where: { key == $0.name }) {
          air[variable] = try nullableDouble(&s)
        } else {
          try s.skipValue()
        }
      }
    } else if key == "hourly" {
      try s.object { s, key throws(Failure) in
        if key == "time" {
          var times: [Int64] = []
          try s.array { s throws(Failure) in times.append(try s.int64()) }
          air.hourlyTime = times
        } else if let variable = AirVariable.allCases.first(where: { key == $0.name }) {
          var values: [Double?] = []
          try s.array { s throws(Failure) in values.append(try nullableDouble(&s)) }
          air.hourly[variable.rawValue] = values
        } else {
          try s.skipValue()
        }
      }
    } else {
      return false
    }
    return true
  }

  private static func nullableDouble(_ s: inout JSONScanner) throws(Failure) -> Double? {
    if s.null() { return nil }
    guard s.atNumber() else { throw Failure() }
    return try s.double()
  }
}

import RainBarEngine
import RainBarModel

/// Open-Meteo's air-quality answer (`timeformat=unixtime`) read without
/// Codable. The cache entry (`AirQualityEntry`) keeps the answer's `current`
/// and `hourly` objects in the same shape: one codec (`AirPart`) for both.
/// Anything that is not of that shape reads as nil.
package enum AirQualityReader {
  /// The answer's values; only those asked for are kept (the entry stays
  /// small: the bar reads it on every run).
  package static func answer(_ bytes: [UInt8], needs: AirNeeds) -> AirQuality? {
    let read = JSONScanner.read(bytes) { s throws(JSONScanner.Failure) in
      let answer: Answer = try FieldReader.read(&s)
      return answer.air
    }
    guard let read else { return nil }
    var air = read ?? AirQuality(needs: needs)
    air.needs = needs
    for variable in AirVariable.allCases {
      if !needs.current.contains(variable) { air[variable] = nil }
      if !needs.hourly.contains(variable) { air.hourly[variable.rawValue] = [] }
    }
    if needs.hourly.isEmpty { air.hourlyTime = [] }
    return air
  }

  private struct Answer: RecordFields {
    var air: AirQuality?

    static var unread: Answer { Answer() }

    static func fields<Coder: FieldCoder>(_ coder: inout Coder, _ value: inout Answer)
      throws(JSONScanner.Failure)
    {
      try coder.field("current", &value.air, AirPart.current)
      try coder.field("hourly", &value.air, AirPart.hourly)
    }
  }
}

/// A part of a place's air quality as a member of the answer or the entry:
/// the variables asked (`asked`, `askedHourly`), the values now (`current`:
/// its time and a member per variable) and the hours (`hourly`: `time` and an
/// array per variable asked hourly). Nothing is written without air quality;
/// a part read makes one.
package enum AirPart: FieldCodec {
  case asked
  case askedHourly
  case current
  case hourly

  package func json(_ value: AirQuality?) -> String? {
    guard let air = value else { return nil }
    switch self {
    case .asked: return JSONText.string(AirVariable.list(air.needs.current))
    case .askedHourly: return JSONText.string(AirVariable.list(air.needs.hourly))
    case .current:
      var members: [(String, String)] = air.time.map { [("time", String($0))] } ?? []
      for variable in AirVariable.allCases {
        if let value = air[variable] { members.append((variable.name.description, number(value))) }
      }
      return JSONText.object(members)
    case .hourly:
      guard !air.hourlyTime.isEmpty else { return nil }
      var members = [("time", JSONText.array(air.hourlyTime.map { String($0) }))]
      for variable in AirVariable.allCases where !air.hourly[variable.rawValue].isEmpty {
        members.append(
          (variable.name.description, JSONText.array(air.hourly[variable.rawValue].map(number))))
      }
      return JSONText.object(members)
    }
  }

  package func read(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> AirQuality? {
    var air: AirQuality?
    try read(&s, into: &air)
    return air
  }

  package func read(_ s: inout JSONScanner, into value: inout AirQuality?)
    throws(JSONScanner.Failure)
  {
    var air = value ?? AirQuality(needs: AirNeeds())
    switch self {
    case .asked: air.needs.current = AirVariable.parse(try s.string())
    case .askedHourly: air.needs.hourly = AirVariable.parse(try s.string())
    case .current:
      try s.object { s, key throws(JSONScanner.Failure) in
        if key == "time" {
          air.time = try s.int64()
        } else if let variable = AirVariable.allCases.first(where: { key == $0.name }) {
          air[variable] = try Self.nullableDouble(&s)
        } else {
          try s.skipValue()
        }
      }
    case .hourly:
      try s.object { s, key throws(JSONScanner.Failure) in
        if key == "time" {
          var times: [Int64] = []
          try s.array { s throws(JSONScanner.Failure) in times.append(try s.int64()) }
          air.hourlyTime = times
        } else if let variable = AirVariable.allCases.first(where: { key == $0.name }) {
          var values: [Double?] = []
          try s.array { s throws(JSONScanner.Failure) in values.append(try Self.nullableDouble(&s))
          }
          air.hourly[variable.rawValue] = values
        } else {
          try s.skipValue()
        }
      }
    }
    value = air
  }

  private func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  private static func nullableDouble(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Double?
  {
    if s.null() { return nil }
    guard s.atNumber() else { throw JSONScanner.Failure() }
    return try s.double()
  }
}

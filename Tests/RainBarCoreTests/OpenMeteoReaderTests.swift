import Foundation
import Testing

@testable import RainBarCore

/// Open-Meteo's answer read by the Codable wire structs rain-bar used before
/// `OpenMeteoReader` (kept here, unchanged, as the reference), and by the
/// reader: the same forecast, or both malformed, on every fixture and on
/// thousands of damaged ones.
@Suite struct OpenMeteoReaderTests {
  static func reference(_ body: [UInt8]) -> Forecast? {
    (try? JSONDecoder().decode(Wire.self, from: Data(body)))?.forecast()
  }

  static let fixtures =
    Fixture.names(in: "open-meteo", prefix: "openmeteo-forecast-")
    + Fixture.names(in: "open-meteo", prefix: "openmeteo-constructed-")
    + Fixture.names(in: "open-meteo", prefix: "openmeteo-daily-")
    + Fixture.names(in: "open-meteo", prefix: "openmeteo-minutely15-")
    + Fixture.names(in: "open-meteo", prefix: "openmeteo-error-")

  @Test(arguments: fixtures)
  func sameAsTheCodableWireStructs(name: String) throws {
    let body = try Fixture.bytes("open-meteo/" + name)
    let reference = Self.reference(body)
    #expect(OpenMeteoReader.forecast(body) == reference)
    if name.contains("forecast") { #expect(reference != nil) }
  }

  /// Values of other types and nulls where numbers, strings and times are
  /// expected, blocks of the wrong kind, cut and flipped bytes.
  @Test func sameOnDamagedAnswers() throws {
    let seeds = try Self.fixtures.filter { !$0.contains("error") }.map {
      try Fixture.bytes("open-meteo/" + $0)
    }
    let replacements = [
      "null", "\"x\"", "true", "{}", "[]", "1.5", "-0", "1e400", "\"2024-01-01T10:00\"",
      "99999999999999999999", "[null]", "{\"a\":[1]}", "\"\\u00e9\"",
    ]
    var random = SeededRandom(seed: 5)
    var same = 0
    var read = 0
    for index in 0..<3_000 {
      var bytes = seeds[index % seeds.count]
      let values = bytes.indices.filter {
        bytes[$0] == UInt8(ascii: ":") || bytes[$0] == UInt8(ascii: ",")
          || bytes[$0] == UInt8(ascii: "[")
      }
      // What was done, for the message of a case that differs.
      var log: [String] = []
      func around(_ at: Int) -> String {
        String(decoding: bytes[max(0, at - 20)..<min(bytes.count, at + 20)], as: UTF8.self)
      }
      for _ in 0..<Int(random.next() % 3) + 1 {
        switch random.next() % 4 {
        case 0, 1:
          // Replace the value after a ':' ',' or '[' up to the next delimiter.
          guard let at = values.randomElement(using: &random), at + 1 < bytes.count else { break }
          var end = at + 1
          while end < bytes.count, !",]}".utf8.contains(bytes[end]) { end += 1 }
          let with = replacements[Int(random.next() % UInt64(replacements.count))]
          log.append("\(around(at)) -> \(with)")
          bytes.replaceSubrange(at + 1..<end, with: Array(with.utf8))
        case 2:
          log.append("cut")
          bytes.removeLast(Int(random.next() % UInt64(bytes.count / 4 + 1)))
        default:
          let at = Int(random.next() % UInt64(bytes.count))
          bytes[at] = UInt8(truncatingIfNeeded: random.next())
          log.append("flip \(around(at))")
        }
      }
      let reference = Self.reference(bytes)
      let mine = OpenMeteoReader.forecast(bytes)
      if reference != nil { read += 1 }
      if mine == reference {
        same += 1
      } else {
        Issue.record("case \(index): reader \(mine != nil), Codable \(reference != nil), \(log)")
      }
    }
    #expect(same == 3_000)
    #expect(read > 500)
  }
}

private struct Wire: Decodable {
  let latitude: Lossy<Double>?
  let longitude: Lossy<Double>?
  let utc_offset_seconds: Lossy<Int>?
  let timezone: Lossy<String>?
  let current: WireCurrent?
  let current_weather: WireLegacyCurrent?
  let hourly: WireHourly?
  let daily: WireDaily?

  func forecast() -> Forecast {
    let offset = utc_offset_seconds?.value ?? 0
    return Forecast(
      latitude: latitude?.value ?? 0, longitude: longitude?.value ?? 0,
      utcOffsetSeconds: offset, timezone: timezone?.value,
      current: current?.conditions(offset: offset)
        ?? current_weather?.conditions(offset: offset),
      hourly: hourly?.series(offset: offset) ?? .empty,
      daily: daily?.series(offset: offset) ?? .empty)
  }
}

private struct WireCurrent: Decodable {
  let time: Lossy<WireTime>?
  let temperature_2m: Lossy<Double>?
  let apparent_temperature: Lossy<Double>?
  let precipitation: Lossy<Double>?
  let weather_code: Lossy<Int>?
  let wind_speed_10m: Lossy<Double>?
  let is_day: Lossy<Int>?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.value?.unix(offset: offset) else { return nil }
    return CurrentConditions(
      time: time, temperature: temperature_2m?.value,
      apparentTemperature: apparent_temperature?.value, windSpeed: wind_speed_10m?.value,
      precipitation: precipitation?.value,
      condition: weather_code?.value.flatMap(WMOCode.condition),
      isDay: is_day?.value.map { $0 != 0 })
  }
}

/// The `current_weather` block of older requests.
private struct WireLegacyCurrent: Decodable {
  let time: Lossy<WireTime>?
  let temperature: Lossy<Double>?
  let windspeed: Lossy<Double>?
  let weathercode: Lossy<Int>?
  let is_day: Lossy<Int>?

  func conditions(offset: Int) -> CurrentConditions? {
    guard let time = time?.value?.unix(offset: offset) else { return nil }
    return CurrentConditions(
      time: time, temperature: temperature?.value, windSpeed: windspeed?.value,
      condition: weathercode?.value.flatMap(WMOCode.condition), isDay: is_day?.value.map { $0 != 0 }
    )
  }
}

private struct WireHourly: Decodable {
  let time: [Lossy<WireTime>]?
  let temperature_2m: [Lossy<Double>]?
  let apparent_temperature: [Lossy<Double>]?
  let precipitation_probability: [Lossy<Double>]?
  let precipitation: [Lossy<Double>]?
  let weather_code: [Lossy<Int>]?
  let weathercode: [Lossy<Int>]?
  let wind_speed_10m: [Lossy<Double>]?
  let windspeed_10m: [Lossy<Double>]?

  func series(offset: Int) -> HourlySeries {
    // Entries whose time is missing or unreadable are dropped with their values.
    let times = (time ?? []).map { $0.value?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [Lossy<T>]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0].value : nil }
    }
    return HourlySeries(
      time: keep.compactMap { times[$0] },
      temperature: pick(temperature_2m),
      apparentTemperature: pick(apparent_temperature),
      precipitationProbability: pick(precipitation_probability),
      precipitation: pick(precipitation),
      windSpeed: pick(wind_speed_10m ?? windspeed_10m),
      condition: pick(weather_code ?? weathercode).map { $0.flatMap(WMOCode.condition) })
  }
}

private struct WireDaily: Decodable {
  let time: [Lossy<WireTime>]?
  let weather_code: [Lossy<Int>]?
  let weathercode: [Lossy<Int>]?
  let temperature_2m_max: [Lossy<Double>]?
  let temperature_2m_min: [Lossy<Double>]?
  let precipitation_sum: [Lossy<Double>]?
  let precipitation_probability_max: [Lossy<Double>]?
  let wind_speed_10m_max: [Lossy<Double>]?
  let windspeed_10m_max: [Lossy<Double>]?
  let sunrise: [Lossy<WireTime>]?
  let sunset: [Lossy<WireTime>]?

  func series(offset: Int) -> DailySeries {
    let times = (time ?? []).map { $0.value?.unix(offset: offset) }
    let keep = times.indices.filter { times[$0] != nil }
    func pick<T>(_ values: [Lossy<T>]?) -> [T?] {
      guard let values else { return [] }
      return keep.map { $0 < values.count ? values[$0].value : nil }
    }
    return DailySeries(
      time: keep.compactMap { times[$0] },
      temperatureMax: pick(temperature_2m_max),
      temperatureMin: pick(temperature_2m_min),
      precipitationSum: pick(precipitation_sum),
      precipitationProbabilityMax: pick(precipitation_probability_max),
      windSpeedMax: pick(wind_speed_10m_max ?? windspeed_10m_max),
      condition: pick(weather_code ?? weathercode).map { $0.flatMap(WMOCode.condition) },
      sunrise: pick(sunrise).map { $0?.unix(offset: offset) },
      sunset: pick(sunset).map { $0?.unix(offset: offset) })
  }
}

/// A time as Unix seconds, or as an ISO local time at the response's offset.
private enum WireTime: Decodable {
  case unix(Int64)
  case local(String)

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Int64.self) {
      self = .unix(seconds)
    } else {
      self = .local(try container.decode(String.self))
    }
  }

  func unix(offset: Int) -> Int64? {
    switch self {
    case .unix(let seconds): return seconds
    case .local(let text): return CivilTime.parse(text, offset: offset)
    }
  }
}

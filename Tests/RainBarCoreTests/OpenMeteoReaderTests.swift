import Foundation
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Open-Meteo's answer read by the Codable wire structs rain-bar used before
/// `OpenMeteoReader` (kept here, unchanged, as the reference), and by the
/// reader: the same forecast, or both malformed, on every fixture and on
/// thousands of damaged ones.
@Suite struct OpenMeteoReaderTests {
  static func reference(_ body: [UInt8]) -> Forecast? {
    (try? JSONDecoder().decode(OpenMeteoCodableWire.self, from: Data(body)))?.forecast()
  }

  /// The reader's forecast without its minute data, which the reference
  /// predates (`MinutelyDecoderTests` hold that part).
  static func read(_ body: [UInt8]) -> Forecast? {
    var forecast = OpenMeteoReader.forecast(body)
    forecast?.minutely = nil
    return forecast
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
    #expect(Self.read(body) == reference)
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
      let mine = Self.read(bytes)
      if reference != nil { read += 1 }
      if mine == reference {
        same += 1
      } else {
        Issue.record("case \(index): reader \(mine != nil), Codable \(reference != nil), \(log)")
      }
    }
    #expect(same == 3_000)
    // A value of another type fails the whole answer, so most damage is fatal; not all.
    #expect(read > 300)
  }
}

import FoundationEssentials
import RainBarEngine
import RainBarModel

/// The Dark Sky format's `minutely` block (Pirate Weather's, and Dark Sky's
/// own in old answers): 61 points a minute apart from the current minute,
/// `precipIntensity` (mm/h with `units=si`, in/h with `us`),
/// `precipProbability` 0-1 and `precipType`.
///
/// How precise the minutes are depends on what they were made from, which the
/// answer's `flags.sources` tells: Pirate Weather interpolates HRRR's
/// 15-minute output (`hrrrsubh`) to minutes, so figures are rounded to 15
/// minutes; Dark Sky's own radar nowcast (`darksky`) to 5. Anything else is
/// hourly model data spread over minutes: `hourlyOnly`, nothing minute-level.
package enum DarkSkyMinutely {
  package struct Block: Decodable {
    package let data: [Lossy<Point>]?
  }

  package struct Point: Decodable {
    package let time: Value?
    package let precipIntensity: Value?
    package let precipProbability: Value?
    package let precipType: Lossy<String>?
  }

  /// A number; nil when missing, of another type, not finite, or Dark Sky's -999.
  package struct Value: Decodable {
    package let value: Double?

    package init(from decoder: Decoder) throws {
      let raw = try? decoder.singleValueContainer().decode(Double.self)
      value = raw.flatMap { $0 <= -999 || !$0.isFinite ? nil : $0 }
    }
  }

  /// The precision the answer's sources give its minutes; nil: hourly only.
  package static func resolution(sources: [String]) -> Int? {
    if sources.contains("hrrrsubh") { return 900 }
    if sources.contains("darksky") { return 300 }
    return nil
  }

  /// The points as minute-level data, in mm/h and percent; points without a
  /// usable time end the series. nil when there is no point at all.
  package static func series(_ block: Block, inchesPerHour: Bool, sources: [String])
    -> MinutelyPrecipitation?
  {
    var points: [(time: Int64, point: Point)] = []
    for entry in block.data ?? [] {
      guard let point = entry.value, let time = point.time?.value, abs(time) < 1e12,
        points.count < MinutelyPrecipitation.maximumSteps
      else { break }
      points.append((Int64(time), point))
    }
    guard !points.isEmpty else { return nil }
    guard let resolution = resolution(sources: sources) else {
      return MinutelyPrecipitation(unavailable: .hourlyOnly)
    }
    return MinutelyPrecipitation.gridded(
      times: points.map(\.time), resolution: resolution,
      intensity: points.map { entry in
        entry.point.precipIntensity?.value.map { inchesPerHour ? $0 * 25.4 : $0 }
      },
      probability: points.map { entry in
        entry.point.precipProbability?.value.map { min(max($0, 0), 1) * 100 }
      },
      kind: points.map { MinutelyPrecipitation.kind(named: $0.point.precipType?.value) })
  }
}

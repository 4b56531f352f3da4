import RainBarEngine
import RainBarModel

/// A Bright Sky `/radar` answer in `plain` format, read in one pass
/// (`JSONScanner`): each frame's time and grid of integers, and where the
/// place lies in the grid. Anything of another shape fails as a whole.
package struct BrightSkyRadarAnswer {
  package typealias Failure = JSONScanner.Failure

  package struct Frame {
    package var time: Int64
    /// The scan it comes from (its `source`, `RADARCOMP::RV::<scan time>`):
    /// the frame's own time for the scan, earlier for its extrapolation.
    package var scan: Int64?
    /// Rows of values; nil where a value is not a number.
    package var rows: [[Double?]]
  }

  /// The most frames read (a day of 5-minute frames), and the most pixels a
  /// row or a grid may have: the small area rain-bar asks for is 3 × 3.
  package static let maximumFrames = 288
  package static let maximumSide = 64

  package var frames: [Frame] = []
  package var x: Double?
  package var y: Double?

  package static func read(_ bytes: [UInt8]) -> BrightSkyRadarAnswer? {
    JSONScanner.read(bytes) { s throws(Failure) in
      var answer = BrightSkyRadarAnswer()
      var sawRadar = false
      try s.object { s, key throws(Failure) in
        if key == "radar" {
          sawRadar = true
          try s.array { s throws(Failure) in
            guard answer.frames.count < maximumFrames else { throw Failure() }
            answer.frames.append(try frame(&s))
          }
        } else if key == "latlon_position" {
          try s.object { s, key throws(Failure) in
            if key == "x" {
              answer.x = try s.double()
            } else if key == "y" {
              answer.y = try s.double()
            } else {
              try s.skipValue()
            }
          }
        } else {
          try s.skipValue()
        }
      }
      guard sawRadar else { throw Failure() }
      return answer
    }
  }

  private static func frame(_ s: inout JSONScanner) throws(Failure) -> Frame {
    var time: Int64?
    var scan: Int64?
    var rows: [[Double?]]?
    try s.object { s, key throws(Failure) in
      if key == "timestamp" {
        time = ISOTime.parse(try s.string())
      } else if key == "source" {
        // Lossy: a source that names no time leaves the scan unknown.
        if s.atString() {
          scan = Self.scanTime(try s.string())
        } else {
          try s.skipValue()
        }
      } else if key == "precipitation_5" {
        var grid: [[Double?]] = []
        try s.array { s throws(Failure) in
          guard grid.count < maximumSide else { throw Failure() }
          var row: [Double?] = []
          try s.array { s throws(Failure) in
            guard row.count < maximumSide else { throw Failure() }
            if s.atNumber() {
              row.append(try s.double())
            } else {
              try s.skipValue()
              row.append(nil)
            }
          }
          grid.append(row)
        }
        rows = grid
      } else {
        try s.skipValue()
      }
    }
    guard let time, let rows else { throw Failure() }
    return Frame(time: time, scan: scan, rows: rows)
  }

  /// The time after a source's last `::` (`RADARCOMP::RV::2025-09-23T08:55:00+00:00`).
  package static func scanTime(_ source: String) -> Int64? {
    let bytes = Array(source.utf8)
    var i = bytes.count - 2
    while i >= 0 {
      if bytes[i] == UInt8(ascii: ":") && bytes[i + 1] == UInt8(ascii: ":") {
        return ISOTime.parse(String(decoding: bytes[(i + 2)...], as: UTF8.self))
      }
      i -= 1
    }
    return nil
  }

  /// The place's pixel in every frame, in mm/h, on a 5-minute grid from
  /// the first frame to the last (a step without a frame is unknown); nil
  /// when the place is outside a frame's grid, there is no position, or a
  /// frame is off the 5-minute grid. No frames: none (`noCoverage`).
  package func minutely() -> MinutelyPrecipitation? {
    guard let first = frames.map(\.time).min() else {
      return MinutelyPrecipitation(unavailable: .noCoverage)
    }
    guard let x, let y, x.isFinite, y.isFinite, x > -1, y > -1, x < 1000, y < 1000 else {
      return nil
    }
    let column = Int(x.rounded())
    let row = Int(y.rounded())
    guard column >= 0, row >= 0 else { return nil }
    let step = Int64(BrightSkyRadar.frame)
    var rates: [Double?] = []
    for frame in frames {
      let offset = frame.time - first
      guard offset % step == 0, offset / step < MinutelyPrecipitation.maximumSteps else {
        return nil
      }
      guard row < frame.rows.count, column < frame.rows[row].count else { return nil }
      let index = Int(offset / step)
      if index >= rates.count { rates += [Double?](repeating: nil, count: index + 1 - rates.count) }
      rates[index] = frame.rows[row][column].map { $0 * 12 / 100 }
    }
    guard
      var series = MinutelyPrecipitation(
        start: first, interval: BrightSkyRadar.frame, resolution: BrightSkyRadar.frame,
        intensity: rates)
    else { return nil }
    series.source = .radar
    series.observedAt = frames.compactMap(\.scan).max()
    return series
  }
}

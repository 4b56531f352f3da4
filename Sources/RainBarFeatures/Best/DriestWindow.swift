import RainBarEngine
import RainBarModel

/// The window of a given length with the lowest chance of rain within a
/// look-ahead (`best`): minute-level data where it covers, the hourly chances
/// beyond. Among equal windows the earliest wins. Pure.
///
/// - A minute step's chance is the source's own where it gives one, else 100
///   when its rate reaches the rain floor and 0 when it does not; the minutes
///   count from the step that contains now to the first unknown step.
/// - An hour's chance is its entry's (`HourlyConvention`); an hour with no
///   chance leaves a gap no window may span.
/// - A window's chance is the highest chance of any step or hour it overlaps.
/// - Windows start now (the next whole minute) and on every five minutes of
///   the clock after, and end within the look-ahead.
public struct DriestWindow: Equatable, Sendable {
  /// Which data the window was judged by.
  public enum Source: String, Sendable {
    case minutely
    case hourly
    case both = "minutely+hourly"
  }

  /// Unix seconds.
  public var start: Int64
  public var end: Int64
  /// Percent, 0-100.
  public var chance: Double
  public var source: Source

  /// Seconds between the starts tried.
  package static let step: Int64 = 300

  /// nil when no window of `length` seconds fits in the known data within
  /// `within` seconds of `now`.
  public static func find(
    in forecast: Forecast, now: Double, length: Int64, within: Int64, floor: Double
  ) -> DriestWindow? {
    guard now.isFinite, length > 0, length <= within else { return nil }
    let profile = Profile(forecast: forecast, floor: floor)
    let first = (Int64(now.rounded(.up)) + 59) / 60 * 60
    let last = Int64(now.rounded(.down)) + within - length
    var best: DriestWindow?
    var start = first
    while start <= last {
      if let judged = profile.judge(from: start, to: start + length),
        best.map({ judged.chance < $0.chance }) ?? true
      {
        best = judged
      }
      start = (start / step + 1) * step
    }
    return best
  }

  /// The window from `start` to `end` judged; nil when the data has a gap in it.
  public static func judge(
    in forecast: Forecast, from start: Int64, to end: Int64, floor: Double
  ) -> DriestWindow? {
    Profile(forecast: forecast, floor: floor).judge(from: start, to: end)
  }

  /// The chances over time: minute steps where they are known, hours elsewhere.
  package struct Profile {
    package var forecast: Forecast
    package var floor: Double
    /// When the known minute steps begin and end (empty: none at minute level).
    package var covered: Range<Int64> = 0..<0

    /// A stretch of one chance: a minute step or an hour (the part of it used).
    package struct Segment {
      package var start: Int64
      package var end: Int64
      package var chance: Double
      /// mm/h, when known.
      package var rate: Double?
      package var fromMinutes: Bool
    }

    package init(forecast: Forecast, floor: Double) {
      self.forecast = forecast
      self.floor = floor
      if let m = forecast.minutely, m.isMinuteLevel {
        var known = 0
        while known < m.count, m.intensity[known] != nil { known += 1 }
        covered = m.start..<m.stepStart(known)
      }
    }

    /// The segments from `start` to `end`, in order; nil at a gap.
    package func segments(from start: Int64, to end: Int64) -> [Segment]? {
      var segments: [Segment] = []
      var t = start
      while t < end {
        if let m = forecast.minutely, covered.contains(t) {
          let index = Int((t - m.start) / Int64(m.interval))
          let rate = m.intensity[index] ?? 0
          let next = m.stepStart(index + 1)
          segments.append(
            Segment(
              start: t, end: min(next, end),
              chance: m.probability[index] ?? (rate >= floor ? 100 : 0), rate: rate,
              fromMinutes: true))
          t = next
        } else {
          let hourly = forecast.hourly
          guard let index = HourlyConvention.current(in: hourly, at: t),
            let probability = hourly.precipitationProbability[index]
          else { return nil }
          var next = hourly.time[index]
          if covered.lowerBound > t { next = min(next, covered.lowerBound) }
          segments.append(
            Segment(
              start: t, end: min(next, end), chance: probability,
              rate: hourly.precipitation[index], fromMinutes: false))
          t = next
        }
      }
      return segments
    }

    package func judge(from start: Int64, to end: Int64) -> DriestWindow? {
      guard let segments = segments(from: start, to: end) else { return nil }
      var chance = 0.0
      for segment in segments { chance = max(chance, segment.chance) }
      let minutes = segments.contains { $0.fromMinutes }
      let hours = segments.contains { !$0.fromMinutes }
      let source: Source = minutes ? (hours ? .both : .minutely) : .hourly
      return DriestWindow(start: start, end: end, chance: chance, source: source)
    }
  }
}

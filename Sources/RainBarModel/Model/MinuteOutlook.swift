/// What minute-level data says at one moment about the next 2 hours: dry,
/// rain starting, or rain now; when it starts, stops, starts again and is
/// heaviest. Pure: the same data and time give the same outlook.
///
/// - A step is wet when its intensity reaches the floor (`rain-floor`, mm/h:
///   drizzle under it is not rain) and, where the source gives a chance per
///   step (Pirate Weather), that chance reaches the threshold.
/// - The data is read from the step that contains now (or that begins within
///   one step, when the series starts just after now) to the first unknown
///   step, the series' end or the window's end: that is the `horizon`.
/// - Figures given to people are rounded to the source's `resolution` (5 or
///   15 minutes) by `minutes(until:)` and `rounded(_:)`, never finer.
public struct MinuteOutlook: Equatable, Sendable {
  public enum State: String, Sendable {
    case dry
    case starting
    case raining
  }

  /// Two hours: the window minute-level data answers for.
  public static let window: Int64 = 7200

  public var state: State
  /// The whole second the outlook is for.
  public var now: Int64
  /// When the rain begins (`starting`); nil otherwise.
  public var onset: Int64?
  /// When the first rain stops; nil while it is still falling at `horizon`, or dry.
  public var end: Int64?
  /// When rain starts again after `end`, before `horizon`.
  public var restart: Int64?
  /// How far the data reaches: the window's end at most.
  public var horizon: Int64
  /// The heaviest step of the first rain (its start) and its rate, mm/h.
  public var peak: Peak?
  /// The rate now (`raining`) or when the rain begins (`starting`), mm/h.
  public var intensity: Double?
  /// Rain, snow or sleet: the first rain's.
  public var kind: Condition
  /// Seconds: the precision of the source.
  public var resolution: Int
  /// One cell per `resolution` step from the step that contains now to the
  /// window's or the data's end: the highest wet rate in it (0 when dry), nil unknown.
  public var cells: [Double?]
  /// When the first cell begins.
  public var cellsStart: Int64

  /// A step's start and rate (mm/h).
  public struct Peak: Equatable, Sendable {
    public var time: Int64
    public var intensity: Double
  }

  /// nil when there is nothing to say at minute level: no data, a source
  /// without minute-level precision here, or no known value for now.
  public init?(
    minutely: MinutelyPrecipitation?, now: Double, floor: Double, threshold: Double
  ) {
    guard let m = minutely, m.isMinuteLevel, now.isFinite else { return nil }
    let t = Int64(now.rounded(.down))
    let interval = Int64(m.interval)
    var first = Int(Self.floorDivide(t - m.start, interval))
    if first < 0 {
      // A series that begins within one step after now (MET's first step).
      guard m.start - t < interval else { return nil }
      first = 0
    }
    let windowEnd = t + Self.window
    func wet(_ i: Int) -> Bool? {
      guard let value = m.intensity[i] else { return nil }
      return value >= floor && (m.probability[i] ?? 100) >= threshold
    }
    // The known steps from the current one.
    var last = first
    while last < m.count, m.stepStart(last) < windowEnd, wet(last) != nil { last += 1 }
    guard last > first else { return nil }
    let known = first..<last
    self.now = t
    horizon = min(m.stepStart(last), windowEnd)
    resolution = m.resolution

    let firstWet = known.first { wet($0) == true }
    let firstDry = firstWet.flatMap { start in known.first { $0 > start && wet($0) == false } }
    let again = firstDry.flatMap { stop in known.first { $0 > stop && wet($0) == true } }
    if let firstWet {
      state = firstWet == first && m.stepStart(first) <= t ? .raining : .starting
      onset = state == .starting ? m.stepStart(firstWet) : nil
      end = firstDry.map(m.stepStart)
      restart = again.map(m.stepStart)
      intensity = m.intensity[firstWet]
      kind = m.kind[firstWet] ?? .rain
      var heaviest = firstWet
      for i in firstWet..<(firstDry ?? last)
      where (m.intensity[i] ?? 0) > (m.intensity[heaviest] ?? 0) {
        heaviest = i
      }
      peak = Peak(time: m.stepStart(heaviest), intensity: m.intensity[heaviest] ?? 0)
    } else {
      // Dry for less than one step of the source's precision says nothing.
      guard horizon - t >= Int64(m.resolution) else { return nil }
      state = .dry
      onset = nil
      end = nil
      restart = nil
      intensity = nil
      kind = .rain
      peak = nil
    }

    // The strip: cells of the source's precision, aligned on the clock.
    let size = Int64(m.resolution)
    cellsStart = Self.floorDivide(t, size) * size
    var cells: [Double?] = []
    var cell = cellsStart
    while cell < windowEnd, cell < m.end {
      var value: Double?
      let from = max(0, Int(Self.floorDivide(cell - m.start, interval)))
      let to = min(m.count, Int(Self.floorDivide(cell + size - 1 - m.start, interval)) + 1)
      for i in from..<max(from, to) {
        guard let isWet = wet(i), let rate = m.intensity[i] else { continue }
        value = max(value ?? 0, isWet ? rate : 0)
      }
      cells.append(value)
      cell += size
    }
    self.cells = cells
  }

  /// Minutes from now until `time` as people are told it (`shown`):
  /// rounded to the source's precision while it is a step or more away, then
  /// whole minutes, at least 1. The bar's countdown so ends on the clock time
  /// the tooltip gives: one minute before "from about 03:00" it is "in 1m",
  /// not a whole step.
  public func minutes(until time: Int64) -> Int {
    let step = Int64(resolution)
    let left = shown(time) - now
    if left >= step { return Int(Self.floorDivide(left + step / 2, step) * step / 60) }
    return Int(max(1, (left + 59) / 60))
  }

  /// A time ahead as people are told it: rounded to the source's precision,
  /// but never before the next minute (rain at 15:05 in 15-minute steps is
  /// "about 15:00", yet at 15:01 it has not begun: "about 15:02").
  public func shown(_ time: Int64) -> Int64 {
    max(rounded(time), (Self.floorDivide(now, 60) + 1) * 60)
  }

  /// When the rain begins, as told (`shown`); nil unless `starting`.
  public var shownOnset: Int64? { onset.map(shown) }

  /// A time rounded to the source's precision (for "until 15:40").
  public func rounded(_ time: Int64) -> Int64 {
    let step = Int64(resolution)
    return Self.floorDivide(time + step / 2, step) * step
  }

  /// The data's reach from now, rounded down to the source's precision, in minutes.
  public var reachMinutes: Int {
    let step = Int64(resolution)
    return Int(Self.floorDivide(horizon - now, step) * step / 60)
  }

  /// Whether the data reaches the window's end.
  public var coversWindow: Bool { horizon >= now + Self.window }

  package static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}

/// Rain rate words by the American Meteorological Society's Glossary of
/// Meteorology ("Rain"): light up to 2.5 mm/h (0.10 in/h), moderate up to
/// 7.6 mm/h (0.30 in/h), heavy above. The same water-equivalent bounds are
/// used for snow and sleet.
public enum RainIntensity: String, Sendable {
  case light
  case moderate
  case heavy

  public init(_ millimetresPerHour: Double) {
    if millimetresPerHour <= 2.5 {
      self = .light
    } else if millimetresPerHour <= 7.6 {
      self = .moderate
    } else {
      self = .heavy
    }
  }
}

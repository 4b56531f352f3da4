/// A provider's short-range precipitation: one value per step on a regular
/// grid (Open-Meteo's 15-minute steps, MET Norway's 5-minute radar nowcast,
/// Pirate Weather's minutes), in mm/h, with how precise the source really is.
///
/// Step `i` covers `[start + i * interval, start + (i + 1) * interval)`;
/// providers whose value covers the step *before* its time (Open-Meteo's
/// "preceding 15 minutes") move `start` back when decoding. `resolution` is
/// the precision of the information (Pirate Weather's minutes interpolate
/// 15-minute model steps: interval 60, resolution 900); figures shown are
/// never finer than it.
///
/// Built only through `init(...)`, which keeps what the rest of rain-bar may
/// rely on whatever the network sent: a sane interval and resolution, at most
/// `maximumSteps` values, finite rates from 0 to `maximumRate`, chances 0-100.
public struct MinutelyPrecipitation: Equatable, Sendable {
  /// Why a source that was asked gave nothing to use at minute level.
  public enum Status: String, Equatable, Sendable, CaseIterable {
    case ok
    /// Outside the radar's range, or blocked by terrain (MET Norway).
    case noCoverage = "no coverage"
    /// The radar is down for now (MET Norway).
    case radarDown = "temporarily unavailable"
    /// Only hourly data interpolated to minutes exists here (Open-Meteo
    /// outside Central Europe and North America; Pirate Weather without
    /// HRRR's 15-minute output): nothing finer than the hourly outlook.
    case hourlyOnly = "hourly only"
    /// The minute-level request failed; the forecast itself was fine.
    case failed

    /// Why there is nothing at minute level, in words; nil when there is.
    public var explanation: String? {
      switch self {
      case .ok: return nil
      case .noCoverage: return "outside radar coverage"
      case .radarDown: return "the radar is temporarily unavailable"
      case .hourlyOnly: return "only hourly data here"
      case .failed: return "the minute-level request failed"
      }
    }
  }

  /// The most values kept (3 hours of 1-minute steps).
  public static let maximumSteps = 180
  /// Rates above this (mm/h) are not rain but a broken number: missing.
  /// The heaviest one-minute falls measured are under 2000 mm/h.
  public static let maximumRate = 2000.0
  /// Intervals and resolutions a source may have: one minute to one hour.
  public static let steps: ClosedRange<Int> = 60...3600

  /// What the values are made of: radar (MET Norway's nowcast, DWD's
  /// composite) or a model's short steps.
  public enum Source: String, Equatable, Sendable {
    case model
    case radar
  }

  public private(set) var status: Status
  /// Radar or model; named beside the minutes ("radar, 5 min").
  public var source: Source = .model
  /// A radar's: Unix seconds of the latest scan its frames come from (the
  /// frames ahead are its extrapolation); nil where the source does not say.
  public var observedAt: Int64?
  /// Seconds since the latest scan of a radar whose minutes were too old to
  /// be shown in place of these (not kept: decided when shown).
  public var radarPassedOver: Int64?
  /// Unix seconds: when the first step begins.
  public private(set) var start: Int64
  /// Seconds between values.
  public private(set) var interval: Int
  /// Seconds: the precision the source really has (at least `interval`).
  public private(set) var resolution: Int
  /// mm/h per step; nil where unknown.
  public private(set) var intensity: [Double?]
  /// Chance (0-100) per step, where the source gives one; else nil.
  public private(set) var probability: [Double?]
  /// Rain, snow or sleet per step, where the source says.
  public private(set) var kind: [Condition?]

  /// Values are checked: an interval or resolution outside one minute to one
  /// hour gives nil; rates that are not finite, negative or over
  /// `maximumRate` are missing, chances are clamped to 0-100 (not finite:
  /// missing); at most `maximumSteps` values are kept. Shorter `probability`
  /// and `kind` arrays are padded with nil.
  public init?(
    start: Int64, interval: Int, resolution: Int, intensity: [Double?],
    probability: [Double?] = [], kind: [Condition?] = []
  ) {
    guard Self.steps.contains(interval), Self.steps.contains(resolution),
      start > -(1 << 40), start < 1 << 40
    else { return nil }
    let n = min(intensity.count, Self.maximumSteps)
    status = .ok
    self.start = start
    self.interval = interval
    self.resolution = max(resolution, interval)
    self.intensity = (0..<n).map { i in
      intensity[i].flatMap { $0.isFinite && $0 >= 0 && $0 <= Self.maximumRate ? $0 : nil }
    }
    self.probability = (0..<n).map { i in
      guard i < probability.count, let value = probability[i], value.isFinite else { return nil }
      return min(max(value, 0), 100)
    }
    self.kind = (0..<n).map { i in i < kind.count ? kind[i] : nil }
  }

  /// A source that was asked and gave nothing to use, and why.
  public init(unavailable status: Status) {
    self.status = status == .ok ? .failed : status
    start = 0
    interval = 60
    resolution = 60
    intensity = []
    probability = []
    kind = []
  }

  public var count: Int { intensity.count }

  /// When step `index` begins.
  public func stepStart(_ index: Int) -> Int64 { start + Int64(index) * Int64(interval) }

  /// When the last step ends.
  public var end: Int64 { stepStart(count) }

  /// Whether the data can answer at minute level: available, and no coarser
  /// than 15 minutes.
  public var isMinuteLevel: Bool { status == .ok && count > 0 && resolution <= 900 }
}

extension MinutelyPrecipitation {
  /// Values given at points in time, each step beginning at its point (MET
  /// Norway's and Dark Sky's), put on the grid of the first two points: the
  /// series stops at the first point off that grid (a gap or a repeat), and
  /// at `maximumSteps`. nil with fewer than one point, or an interval outside
  /// one minute to one hour.
  package static func gridded(
    times: [Int64], resolution: Int, intensity: [Double?], probability: [Double?] = [],
    kind: [Condition?] = []
  ) -> MinutelyPrecipitation? {
    guard let first = times.first else { return nil }
    let interval = times.count > 1 ? times[1] - first : Int64(resolution)
    guard interval >= 60, interval <= 3600 else { return nil }
    var n = 1
    while n < times.count, n < maximumSteps, times[n] == first + Int64(n) * interval { n += 1 }
    func cut<T>(_ values: [T?]) -> [T?] { Array(values.prefix(n)) }
    return MinutelyPrecipitation(
      start: first, interval: Int(interval), resolution: resolution,
      intensity: cut(intensity), probability: cut(probability), kind: cut(kind))
  }

  /// The kind of precipitation from a Dark Sky `precipType` or the like.
  package static func kind(named name: String?) -> Condition? {
    switch name {
    case "rain": return .rain
    case "snow": return .snow
    case "sleet", "hail", "ice", "mixed": return .sleet
    default: return nil
    }
  }
}

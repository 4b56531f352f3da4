import RainBarEngine
import RainBarModel

/// When a rain alert fires. The defaults are the options' (60 % within 3 hours,
/// re-armed 20 points lower, critical at 90 % within the next hour).
public struct AlertSettings: Equatable, Sendable {
  public var threshold = Options.threshold.defaultValue
  public var withinHours = Options.within.defaultValue
  public var hysteresis = Options.hysteresis.defaultValue
  public var criticalThreshold = Options.critical.defaultValue
  public var quietHours = Options.quietHours.defaultValue
  /// Minute-level data alerts of rain starting within this many minutes.
  public var leadMinutes = Options.alertLead.defaultValue
  /// Minutes without rain after which new rain is a new episode.
  public var dryGapMinutes = Options.alertDryGap.defaultValue
  /// mm/h from which minute-level data counts as rain.
  public var rainFloor = Options.rainFloor.defaultValue

  public init() {}

  public init(
    threshold: Double, withinHours: Int, hysteresis: Double, criticalThreshold: Double,
    quietHours: QuietHours?, leadMinutes: Int = Options.alertLead.defaultValue,
    dryGapMinutes: Int = Options.alertDryGap.defaultValue,
    rainFloor: Double = Options.rainFloor.defaultValue
  ) {
    self.threshold = threshold
    self.withinHours = withinHours
    self.hysteresis = hysteresis
    self.criticalThreshold = criticalThreshold
    self.quietHours = quietHours
    self.leadMinutes = leadMinutes
    self.dryGapMinutes = dryGapMinutes
    self.rainFloor = rainFloor
  }
}

/// Local times of day without notifications, e.g. 22:00-07:00 (may wrap midnight).
public struct QuietHours: Equatable, Sendable {
  /// Minutes after local midnight.
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// "22:00-07:00": exactly two times `H:MM` or `HH:MM` (ASCII digits) and one
  /// '-'; nil for anything else (a sign, a second '-', a trailing one).
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]),
      start != end
    else { return nil }
    self.init(start: start, end: end)
  }

  package static func minutes(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
      let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
    else { return nil }
    return h * 60 + m
  }

  /// Whether the place's clock reads a quiet time at `t` (a time skipped by a
  /// daylight-saving change is never read; one read twice is quiet both times).
  public func contains(_ t: Int64, in zone: TimeZoneRules) -> Bool {
    let fields = zone.fields(t)
    let now = fields.hour * 60 + fields.minute
    return start < end ? (now >= start && now < end) : (now >= start || now < end)
  }
}

extension AlertSettings {
  /// The minute-level rain ahead of `now` as the rain alert reads it (its
  /// floor and threshold); nil when the forecast has no minute-level data.
  public func minuteOutlook(_ forecast: Forecast, now: Double) -> MinuteOutlook? {
    MinuteOutlook(minutely: forecast.minutely, now: now, floor: rainFloor, threshold: threshold)
  }
}

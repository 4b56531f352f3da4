/// When a rain alert fires. The defaults are the options' (60 % within 3 hours,
/// re-armed 20 points lower, critical at 90 % within the next hour).
public struct AlertSettings: Equatable, Sendable {
  public var threshold = Options.threshold.defaultValue
  public var withinHours = Options.within.defaultValue
  public var hysteresis = Options.hysteresis.defaultValue
  public var criticalThreshold = Options.critical.defaultValue
  public var quietHours = Options.quietHours.defaultValue

  public init() {}

  public init(
    threshold: Double, withinHours: Int, hysteresis: Double, criticalThreshold: Double,
    quietHours: QuietHours?
  ) {
    self.threshold = threshold
    self.withinHours = withinHours
    self.hysteresis = hysteresis
    self.criticalThreshold = criticalThreshold
    self.quietHours = quietHours
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

  static func minutes(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
      let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
    else { return nil }
    return h * 60 + m
  }

  public func contains(_ t: Int64, offset: Int) -> Bool {
    let fields = CivilTime.fields(t, offset: offset)
    let now = fields.hour * 60 + fields.minute
    return start < end ? (now >= start && now < end) : (now >= start || now < end)
  }
}

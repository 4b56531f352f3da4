import RainBarEngine
import RainBarModel

/// The rule every threshold family (UV, gusts, heat, frost) shares, pure:
/// one notification per episode, with hysteresis. Over the hours that
/// overlap the next `within` hours, the highest value (the lowest, for
/// `below`) is compared with the threshold, in the place's units. While
/// armed, reaching it starts an episode: one notification, then disarmed.
/// It re-arms only when the extreme ahead is `hysteresis` clear of the
/// threshold (under threshold − hysteresis, or over threshold + hysteresis),
/// so a forecast that flaps around the threshold sends nothing more.
public struct ThresholdRule: Sendable {
  public enum Direction: Sendable {
    /// Reaching the threshold from below (UV, gusts, heat).
    case above
    /// Falling to it (frost).
    case below
  }

  public var threshold: Double
  public var hysteresis: Double
  public var direction: Direction
  public var withinHours: Int

  public init(threshold: Double, hysteresis: Double, direction: Direction, withinHours: Int) {
    self.threshold = threshold
    self.hysteresis = hysteresis
    self.direction = direction
    self.withinHours = withinHours
  }

  /// The episode's start: the first hour ahead that reaches the threshold
  /// (its start, or now when it has begun), and the extreme and its hour.
  public struct Crossing: Equatable, Sendable {
    public var start: Int64
    public var startsNow: Bool
    public var peak: Double
    public var peakAt: Int64
  }

  public struct Outcome: Equatable, Sendable {
    /// nil: nothing to send.
    public var crossing: Crossing?
    /// The state to keep (re-armed or not); a crossing disarms it once sent.
    public var state: ThresholdState
    public var reason: String
  }

  /// `values`: the hours' values in the place's units (empty: none
  /// forecast); `text` writes one with its unit, for the reasons.
  public func decide(
    _ values: [Double?], hourly: HourlySeries, now: Int64, state: ThresholdState,
    text: (Double) -> String
  ) -> Outcome {
    let window = HourlyConvention.ahead(in: hourly, from: now, hours: withinHours).filter {
      $0 < values.count && values[$0] != nil
    }
    let above = direction == .above
    func value(_ i: Int) -> Double { values[i] ?? 0 }
    guard
      let extreme = above
        ? window.max(by: { value($0) < value($1) }) : window.min(by: { value($0) < value($1) })
    else {
      return Outcome(crossing: nil, state: state, reason: tr("none forecast"))
    }
    let peak = value(extreme)
    var state = state
    let clear = above ? peak < threshold - hysteresis : peak > threshold + hysteresis
    if !state.armed && clear { state = ThresholdState() }
    let within = String(withinHours)
    guard
      let first = window.first(where: { above ? value($0) >= threshold : value($0) <= threshold })
    else {
      let reason =
        above
        ? tr("up to %s within %s h, under %s", text(peak), within, text(threshold))
        : tr("down to %s within %s h, above %s", text(peak), within, text(threshold))
      return Outcome(crossing: nil, state: state, reason: reason)
    }
    guard state.armed else {
      return Outcome(crossing: nil, state: state, reason: tr("already notified for this episode"))
    }
    let start = hourly.hourStart(first)
    let crossing = Crossing(
      start: max(start, now), startsNow: start <= now, peak: peak,
      peakAt: max(hourly.hourStart(extreme), now))
    return Outcome(
      crossing: crossing, state: state,
      reason: above ? tr("reaches %s", text(threshold)) : tr("falls to %s", text(threshold)))
  }
}

/// What a threshold family keeps between runs (in `AlertState.thresholds`).
public struct ThresholdState: Codable, Equatable, Sendable {
  public var armed = true
  public var notificationID: UInt32?

  public init() {}
}

extension AlertState {
  /// A threshold family's state by its name (armed when none is kept).
  public subscript(threshold name: String) -> ThresholdState {
    get { thresholds?[name] ?? ThresholdState() }
    set {
      var all = thresholds ?? [:]
      all[name] = newValue == ThresholdState() ? nil : newValue
      thresholds = all.isEmpty ? nil : all
    }
  }
}

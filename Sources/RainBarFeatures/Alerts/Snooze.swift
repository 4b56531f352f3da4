import RainBarEngine
import RainBarModel

/// Every alert family's notifications silenced until a time (`snooze`);
/// official warnings never are. Pure: what a request means and whether it is in force.
public struct Snooze: Equatable, Sendable {
  /// Unix seconds: when notifications may be sent again.
  public var until: Int64

  public init(until: Int64) { self.until = until }

  /// What `snooze` was asked: a length, the rest of the day, or off.
  public enum Request: Equatable, Sendable {
    case span(TimeSpan)
    case today
    case off

    /// `45m`, `1h30m`, `today`, `off`; nil for anything else.
    public init?(_ text: String) {
      switch text {
      case "today": self = .today
      case "off": self = .off
      default:
        guard let span = TimeSpan(text), span.minutes > 0 else { return nil }
        self = .span(span)
      }
    }
  }

  /// The snooze a request starts at `now` (nil: `off`); `today` ends when
  /// the next day begins on the place's clock.
  public static func make(_ request: Request, now: Int64, zone: TimeZoneRules) -> Snooze? {
    switch request {
    case .off: return nil
    case .span(let span): return Snooze(until: now + span.seconds)
    case .today: return Snooze(until: nextMidnight(after: now, zone: zone))
    }
  }

  /// The first moment of the next local day on the place's clock: its
  /// midnight, or 01:00 where the clocks spring forward over midnight.
  package static func nextMidnight(after now: Int64, zone: TimeZoneRules) -> Int64 {
    zone.start(ofDay: zone.day(now) + 1)
  }

  public func isActive(at now: Int64) -> Bool { now < until }
}

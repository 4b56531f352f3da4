import RainBarEngine
import RainBarModel

/// One kind of alert (rain, air quality, warnings, trips, a threshold): its
/// typed settings, a pure policy over what it reads, the time and its kept
/// state, and that state (its part of the place's `AlertState`, which it
/// alone reads and changes). `AlertFamilies.all` lists them; the alert check
/// (`alert`, `--notify`, `watch --notify`) walks the list and applies what
/// every family shares in one place (`AlertGate`: snooze, quiet hours; only
/// what went out is recorded).
///
/// Not generic over its state: the check runs on every bar with `--notify`,
/// where generic metadata and key paths made at run time cost more than the
/// check itself.
public protocol AlertFamily: Sendable {
  /// The family as a run's options set it; nil: off. (Not `Self?`: that
  /// costs every check a generic Optional's metadata per family.)
  static func make(_ context: AlertContext) -> (any AlertFamily)?
  /// Its name in `--dry-run` and `doctor` (`rain`, `uv`, ...).
  static var name: String { get }
  /// What it reads of the forecast beyond the base (asked only while it is on).
  var needs: ForecastNeeds { get }
  /// Whether `snooze` holds its notifications back (never the official warnings').
  var snoozable: Bool { get }
  /// Whether it is checked at a place the run checks only for its trips and events.
  var followsTrips: Bool { get }
  /// What to send, replace or close, and the state kept (`state` with its
  /// own part changed).
  func decide(_ input: AlertInput, state: AlertState) -> AlertDecision
  /// The next time after `now` its decision can change by the clock alone,
  /// but for the top of an hour (watch checks then anyway); nil: none.
  func nextCheck(after now: Int64, zone: TimeZoneRules) -> Int64?
}

extension AlertFamily {
  public func nextCheck(after now: Int64, zone: TimeZoneRules) -> Int64? { nil }
  public var needs: ForecastNeeds { ForecastNeeds() }
  public var snoozable: Bool { true }
  public var followsTrips: Bool { false }
}

/// What the families read: the place, its forecast on its clock, the time,
/// and what else the run loaded for it.
public struct AlertInput: Sendable {
  public var place: String
  public var forecast: Forecast
  public var zone: TimeZoneRules
  /// Unix seconds.
  public var now: Double
  /// The place's official warnings (nil: no service applies).
  public var warnings: WarningsResult?
  /// Its air quality (nil: none loaded).
  public var air: AirQualityResult?
  public var trips: [Trip]
  /// Its calendar events' occurrences (`CalendarEvent.occurrence`).
  public var events: [TripOccurrence]
  /// The gate's verdict on quiet hours (`AlertGate`), so that a family need
  /// not build what the gate will hold back.
  public var quiet = false

  public init(
    place: String, forecast: Forecast, zone: TimeZoneRules, now: Double,
    warnings: WarningsResult? = nil, air: AirQualityResult? = nil, trips: [Trip] = [],
    events: [TripOccurrence] = []
  ) {
    self.place = place
    self.forecast = forecast
    self.zone = zone
    self.now = now
    self.warnings = warnings
    self.air = air
    self.trips = trips
    self.events = events
  }

  public var seconds: Int64 { Int64(now.rounded(.down)) }
}

/// A family's decision: the notifications to send (or replace: their
/// `replacesID`) and close, and its state when none of them goes out; each
/// send records itself on that state once it went out.
public struct AlertDecision: Sendable {
  public var sends: [AlertSend]
  public var closes: [UInt32]
  /// The kept state when nothing is sent (nothing due, held, or failed).
  public var state: AlertState
  /// Why nothing is sent, for `--dry-run`.
  public var reason: String

  public init(
    sends: [AlertSend] = [], closes: [UInt32] = [], state: AlertState, reason: String = ""
  ) {
    self.sends = sends
    self.closes = closes
    self.state = state
    self.reason = reason
  }
}

/// One notification a family sends, and what it remembers once it went out
/// (its id, to replace or close it later).
public struct AlertSend: Sendable {
  public var notification: RainNotification
  /// Sent in quiet hours too (an extreme warning, a trip at the time the user chose).
  public var ignoresQuietHours: Bool
  /// The buttons `watch --notify` offers are put on it (never on a warning).
  public var offersActions: Bool
  public var record: @Sendable (inout AlertState, UInt32) -> Void

  public init(
    _ notification: RainNotification, ignoresQuietHours: Bool = false, offersActions: Bool = true,
    record: @escaping @Sendable (inout AlertState, UInt32) -> Void = { _, _ in }
  ) {
    self.notification = notification
    self.ignoresQuietHours = ignoresQuietHours
    self.offersActions = offersActions
    self.record = record
  }
}

import RainBarEngine
import RainBarModel

/// What the alert remembers about one location between runs.
public struct AlertState: Codable, Equatable, Sendable {
  /// Ready to notify the next time rain is likely.
  public var armed: Bool = true
  /// End of the last likely-rain hour of the current episode (Unix seconds).
  public var episodeEnd: Int64?
  /// The notification to replace with an update in this episode.
  public var notificationID: UInt32?
  public var critical: Bool = false
  /// The minute-level onset the episode's lead-time notification announced.
  public var leadOnset: Int64?
  /// The latest end of rain minute-level data showed in this episode: a new
  /// onset at least `alert-dry-gap` after it starts a new episode.
  public var rainEnd: Int64?
  /// The episode's one minute-level update (a moved onset, or the hourly
  /// notification made precise) was sent.
  public var updated: Bool?
  /// The official warnings notified and still open (nil: none yet).
  public var warnings: [WarningNotice]?
  /// The air-quality and pollen alerts' (nil: none set).
  public var air: AirAlertState?
  /// The trip occurrences notified that have not ended (nil: none yet).
  public var trips: [TripNotice]?
  /// The threshold families' (UV, gusts, heat, frost) by name; nil: all armed.
  public var thresholds: [String: ThresholdState]?
  /// The summaries sent: per time ("07:30"), the local day last sent for.
  public var summaries: [String: Int]?
  /// The rain's end announced in this episode (`alert-end=on`; nil: none).
  public var ending: RainEndAlert.Episode?
  /// The last dry window announced (`dry-window=`; nil: none yet).
  public var dryWindow: DryWindowAlert.Window?

  public init() {}
}

import RainBarEngine
import RainBarModel

/// One trip occurrence notified: which (`TripOccurrence.key`), until when it
/// matters, the chance told, and the notification to replace.
public struct TripNotice: Codable, Equatable, Sendable {
  public var key: String
  public var end: Int64
  public var chance: Double
  public var notificationID: UInt32
}

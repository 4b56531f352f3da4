import RainBarEngine
import RainBarModel

/// `location=here`'s memory, the file `position` in the cache directory: the
/// position in use (kept while new fixes stay within a few kilometres), its
/// accuracy, when GeoClue last gave it (`checked`), and after a failure the
/// back-off every run holds to, with GeoClue's reason. Lines of `key=value`,
/// read without a dictionary on every `location=here` bar run; a file from
/// before back-offs (`problem` alone) reads as one of 10 minutes.
package struct PositionRecord: RenewableRecord, Equatable {
  /// The position the forecast is for; nil when none was ever had.
  package var position: Position?
  /// Its `fetchedAt` is when GeoClue last gave a position (clock seconds).
  package var header: RenewalHeader

  package init(position: Position?, fetchedAt: Double? = nil) {
    self.position = position
    header = RenewalHeader(fetchedAt: fetchedAt, freshUntil: fetchedAt ?? 0)
  }

  package var hasData: Bool { position != nil }

  /// The record, or nil when the bytes are not one (asked again).
  package static func read(_ bytes: [UInt8]) -> PositionRecord? {
    var values = Values()
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) {
        values.set(
          String(decoding: bytes[start..<equals], as: UTF8.self),
          String(decoding: bytes[(equals + 1)..<end], as: UTF8.self))
      }
      start = end + 1
    }
    return values.record
  }

  package static func bytes(_ record: PositionRecord) -> [UInt8] {
    var text = ""
    if let position = record.position {
      text += "latitude=\(Decimal4.format(position.latitude))\n"
      text += "longitude=\(Decimal4.format(position.longitude))\n"
      if let accuracy = position.accuracy { text += "accuracy=\(Rounded.integer(accuracy))\n" }
    }
    if let fetchedAt = record.fetchedAt { text += "checked=\(Rounded.integer(fetchedAt))\n" }
    if let until = record.backoffUntil, let note = record.backoffNote {
      text += "backoff-until=\(Rounded.integer(until))\n"
      text += "backoff-kind=\(note.kind.rawValue)\n"
      text += "backoff-seconds=\(Rounded.integer(note.seconds))\n"
      text += "problem=\(Sanitized.firstLine(note.reason, limit: 300))\n"
    }
    return Array(text.utf8)
  }

  /// The pause a file from before back-offs is read with: GeoClue was asked
  /// again 10 minutes after a failure.
  package static let oldPause = 600.0

  private struct Values {
    var latitude: Double?
    var longitude: Double?
    var accuracy: Double?
    var checked: Double?
    var backoffUntil: Double?
    var kind: BackoffNote.Kind?
    var seconds: Double?
    var problem: String?

    mutating func set(_ key: String, _ value: String) {
      // Only numbers the file can hold (`Rounded.integer` writes them).
      let number = Double(value).flatMap { $0.isFinite && abs($0) < 1e15 ? $0 : nil }
      switch key {
      case "latitude": latitude = number
      case "longitude": longitude = number
      case "accuracy": accuracy = number
      case "checked": checked = number
      case "backoff-until": backoffUntil = number
      // GeoClue's failures are of these two kinds; a Retry-After never is.
      case "backoff-kind": kind = value == BackoffNote.Kind.failing.rawValue ? .failing : .offline
      case "backoff-seconds": seconds = number
      case "problem": problem = Sanitized.firstLine(value, limit: 300)
      default: break
      }
    }

    var record: PositionRecord? {
      var record = PositionRecord(position: nil, fetchedAt: checked)
      if let latitude, let longitude, (-90...90).contains(latitude),
        (-180...180).contains(longitude), checked != nil
      {
        record.position = Position(latitude: latitude, longitude: longitude, accuracy: accuracy)
      }
      if let problem {
        guard let until = backoffUntil ?? checked.map({ $0 + PositionRecord.oldPause }) else {
          return nil
        }
        record.backoffUntil = until
        record.backoffNote = BackoffNote(
          kind: kind ?? .offline, seconds: seconds ?? PositionRecord.oldPause, reason: problem)
      }
      guard record.fetchedAt != nil || record.backoffUntil != nil else { return nil }
      return record
    }
  }
}

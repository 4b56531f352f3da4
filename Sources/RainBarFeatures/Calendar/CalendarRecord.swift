import RainBarEngine
import RainBarModel

/// What a calendar's files said, kept in the cache directory (the file
/// `calendar-HASH`) so that an unchanged calendar is not parsed again: the
/// stamp of its files and filters, the window its occurrences were expanded
/// for, how many events were read, the problems, and the selected
/// occurrences with only their start, end, summary, location, UID and GEO.
/// Lines of tab-separated fields, read without a dictionary.
public struct CalendarRecord: Equatable, Sendable {
  /// A hash of the files' paths, times, sizes and inodes and the filters.
  public var stamp: String
  /// The occurrences cover [from, to): valid while the next 3 days are within.
  public var from: Int64
  public var to: Int64
  /// Occurrences read from the files (before the filters).
  public var read: Int
  /// One sentence per file that could not be read (its name and why).
  public var problems: [String]
  public var events: [CalendarEvent]

  public init(
    stamp: String, from: Int64, to: Int64, read: Int, problems: [String],
    events: [CalendarEvent]
  ) {
    self.stamp = stamp
    self.from = from
    self.to = to
    self.read = read
    self.problems = problems
    self.events = events
  }

  static let header = "rain-bar calendar 1"

  /// The record, or nil when the bytes are not one.
  public static func read(_ bytes: [UInt8]) -> CalendarRecord? {
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: true)
    guard lines.first == Substring(header), lines.count >= 4 else { return nil }
    var record = CalendarRecord(stamp: "", from: 0, to: 0, read: 0, problems: [], events: [])
    for line in lines.dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      switch fields.first {
      case "stamp" where fields.count == 2: record.stamp = String(fields[1])
      case "window" where fields.count == 3:
        guard let from = Int64(fields[1]), let to = Int64(fields[2]) else { return nil }
        record.from = from
        record.to = to
      case "read" where fields.count == 2:
        guard let read = Int(fields[1]) else { return nil }
        record.read = read
      case "problem" where fields.count == 2:
        record.problems.append(Sanitized.line(String(fields[1]), limit: 300))
      case "event" where fields.count == 9:
        guard let start = Int64(fields[1]), let end = Int64(fields[2]) else { return nil }
        var geo: Position?
        if let latitude = Double(fields[4]), let longitude = Double(fields[5]),
          (-90...90).contains(latitude), (-180...180).contains(longitude)
        {
          geo = Position(latitude: latitude, longitude: longitude, accuracy: nil)
        }
        record.events.append(
          CalendarEvent(
            uid: Sanitized.line(String(fields[6]), limit: 200),
            summary: Sanitized.line(String(fields[7]), limit: 80),
            location: Sanitized.line(String(fields[8]), limit: 120), start: start, end: end,
            floating: fields[3] == "1", geo: geo))
      default: return nil
      }
    }
    return record.stamp.isEmpty ? nil : record
  }

  public static func bytes(_ record: CalendarRecord) -> [UInt8] {
    var text = header + "\n"
    text += "stamp\t\(field(record.stamp))\n"
    text += "window\t\(record.from)\t\(record.to)\n"
    text += "read\t\(record.read)\n"
    for problem in record.problems { text += "problem\t\(field(problem))\n" }
    for event in record.events {
      let latitude = event.geo.map { Decimal4.format($0.latitude) } ?? "-"
      let longitude = event.geo.map { Decimal4.format($0.longitude) } ?? "-"
      text +=
        "event\t\(event.start)\t\(event.end)\t\(event.floating ? 1 : 0)\t\(latitude)\t\(longitude)\t"
        + "\(field(event.uid))\t\(field(event.summary))\t\(field(event.location))\n"
    }
    return Array(text.utf8)
  }

  /// A field on one line with no tab in it.
  static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
  }
}

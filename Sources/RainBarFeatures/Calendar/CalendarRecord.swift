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

  static let header = "rain-bar calendar 1"

  /// The record, or nil when the bytes are not one. By bytes, line by line
  /// and field by field (the bar reads it on every run that shows events):
  /// only the text fields become strings, made one clean line again.
  public static func read(_ bytes: [UInt8]) -> CalendarRecord? {
    let tab = UInt8(ascii: "\t")
    let newline = UInt8(ascii: "\n")
    var record = CalendarRecord(stamp: "", from: 0, to: 0, read: 0, problems: [], events: [])
    var lineCount = 0
    var start = 0
    // Each field's start and end, in pairs ([Int]: an array of ranges would
    // have its metadata made at run time, 0.17 M instructions).
    var bounds: [Int] = []
    bounds.reserveCapacity(18)
    func text(_ range: Range<Int>, limit: Int) -> String {
      range.isEmpty
        ? "" : Sanitized.line(String(decoding: bytes[range], as: UTF8.self), limit: limit)
    }
    func number(_ range: Range<Int>) -> Int64? {
      var index = range.lowerBound
      let negative = index < range.upperBound && bytes[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      guard index < range.upperBound, range.upperBound - index <= 18 else { return nil }
      var value: Int64 = 0
      while index < range.upperBound {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
        index += 1
      }
      return negative ? -value : value
    }
    func named(_ range: Range<Int>, _ word: StaticString) -> Bool {
      range.count == word.utf8CodeUnitCount
        && (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] == word.utf8Start[$0] }
    }
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != newline { end += 1 }
      defer { start = end + 1 }
      guard end > start else { continue }
      lineCount += 1
      if lineCount == 1 {
        guard bytes[start..<end].elementsEqual(header.utf8) else { return nil }
        continue
      }
      bounds.removeAll(keepingCapacity: true)
      var field = start
      for index in start...end where index == end || bytes[index] == tab {
        bounds.append(field)
        bounds.append(index)
        field = index + 1
      }
      let count = bounds.count / 2
      func fields(_ index: Int) -> Range<Int> { bounds[2 * index]..<bounds[2 * index + 1] }
      let kind = fields(0)
      if named(kind, "event") {
        guard count == 9, let start = number(fields(1)), let end = number(fields(2)) else {
          return nil
        }
        var geo: Position?
        if !named(fields(4), "-"),
          let latitude = Double(String(decoding: bytes[fields(4)], as: UTF8.self)),
          let longitude = Double(String(decoding: bytes[fields(5)], as: UTF8.self)),
          (-90...90).contains(latitude), (-180...180).contains(longitude)
        {
          geo = Position(latitude: latitude, longitude: longitude, accuracy: nil)
        }
        record.events.append(
          CalendarEvent(
            uid: text(fields(6), limit: 200), summary: text(fields(7), limit: 80),
            location: text(fields(8), limit: 120), start: start, end: end,
            floating: named(fields(3), "1"), geo: geo))
      } else if named(kind, "stamp"), count == 2 {
        record.stamp = String(decoding: bytes[fields(1)], as: UTF8.self)
      } else if named(kind, "window"), count == 3 {
        guard let from = number(fields(1)), let to = number(fields(2)) else { return nil }
        record.from = from
        record.to = to
      } else if named(kind, "read"), count == 2 {
        guard let read = number(fields(1)) else { return nil }
        record.read = Int(read)
      } else if named(kind, "problem"), count == 2 {
        record.problems.append(text(fields(1), limit: 300))
      } else {
        return nil
      }
    }
    return lineCount >= 4 && !record.stamp.isEmpty ? record : nil
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

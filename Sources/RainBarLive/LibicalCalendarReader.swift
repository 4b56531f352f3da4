import CICalShim
import Glibc
import RainBarFeatures
import RainBarModel

/// Calendar files through libical (CICalShim), which is opened with dlopen
/// the first time a calendar's file is parsed: a run whose calendars are
/// unchanged (their cache entry holds) never maps it.
public struct LibicalCalendarReader: CalendarReader {
  public init() {}

  public func files(at path: String) throws(CalendarProblem) -> [CalendarFile] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw CalendarProblem(FileError(path: path, reason: String(cString: strerror(errno))).message)
    }
    if info.st_mode & S_IFMT == S_IFREG {
      return [CalendarFile(path: path, stamp: Self.stamp(info))]
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .neither(path)
    }
    guard let directory = opendir(path) else {
      throw CalendarProblem(FileError(path: path, reason: String(cString: strerror(errno))).message)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      // A vdir holds one .ics per item; its hidden files are vdirsyncer's.
      if name.hasSuffix(".ics") && !name.hasPrefix(".") { names.append(name) }
    }
    names.sort()
    let base = path.hasSuffix("/") ? path : path + "/"
    return names.map { name in
      let file = base + name
      var info = stat()
      guard stat(file, &info) == 0 else {
        return CalendarFile(path: file, stamp: "", problem: String(cString: strerror(errno)))
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        return CalendarFile(path: file, stamp: "", problem: "not a regular file")
      }
      return CalendarFile(path: file, stamp: Self.stamp(info))
    }
  }

  /// What changes when the file is written: its time to the nanosecond, size and inode.
  static func stamp(_ info: stat) -> String {
    "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size) \(info.st_ino)"
  }

  public func events(in text: [UInt8], from: Int64, to: Int64, limit: Int, seconds: Double)
    throws(CalendarProblem) -> RawEvents
  {
    var result: UnsafeMutablePointer<rb_ical_result>?
    var error = [CChar](repeating: 0, count: 512)
    let status = text.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        guard let base = chars.baseAddress else { return RB_ICAL_NOT_ICALENDAR }
        return rb_ical_events(
          base, chars.count, from, to, max(0, limit),
          Int(max(0, seconds) * 1000), &result, &error, error.count)
      }
    }
    switch status {
    case RB_ICAL_OK: break
    case RB_ICAL_TIMEOUT: throw .tooSlow
    case RB_ICAL_NOT_ICALENDAR: throw .notICalendar
    default: throw CalendarProblem(CText.string(error))
    }
    guard let result else { return RawEvents(events: []) }
    defer { rb_ical_result_free(result) }
    var events: [RawEvent] = []
    events.reserveCapacity(result.pointee.count)
    for index in 0..<result.pointee.count {
      let raw = result.pointee.events[index]
      var event = RawEvent(
        uid: String(cString: raw.uid), summary: String(cString: raw.summary),
        location: String(cString: raw.location),
        categories: String(cString: raw.categories).split(separator: ",").map(String.init),
        start: raw.start, end: raw.end)
      event.floating = raw.floating != 0
      event.allDay = raw.all_day != 0
      event.cancelled = raw.cancelled != 0
      event.transparent = raw.transparent != 0
      if raw.has_geo != 0, (-90...90).contains(raw.latitude), (-180...180).contains(raw.longitude) {
        event.geo = Position(latitude: raw.latitude, longitude: raw.longitude)
      }
      events.append(event)
    }
    return RawEvents(
      events: events, truncated: result.pointee.truncated != 0,
      unreadable: Int(result.pointee.unreadable))
  }
}

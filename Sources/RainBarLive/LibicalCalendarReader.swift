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
      return [CalendarFile(path: path, stamp: Self.stamp(info, name: Array(path.utf8)))]
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .neither(path)
    }
    guard let directory = opendir(path) else {
      throw CalendarProblem(FileError(path: path, reason: String(cString: strerror(errno))).message)
    }
    defer { closedir(directory) }
    // By bytes, in the order the folder gives (a vdir of hundreds of files
    // is listed on every bar run that shows events: `CalendarLoader` sorts
    // them only when it reads them).
    let ics: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "i"), UInt8(ascii: "c"), UInt8(ascii: "s")]
    let base = path.hasSuffix("/") ? path : path + "/"
    var files: [CalendarFile] = []
    while let entry = readdir(directory) {
      let file: CalendarFile? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let name = raw.prefix { $0 != 0 }
        // A vdir holds one .ics per item; its hidden files are vdirsyncer's.
        guard name.count > ics.count, name.first != UInt8(ascii: "."),
          name.suffix(ics.count).elementsEqual(ics)
        else { return nil }
        let path = base + String(decoding: name, as: UTF8.self)
        var info = stat()
        guard stat(path, &info) == 0 else {
          return CalendarFile(path: path, stamp: 0, problem: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
          return CalendarFile(path: path, stamp: 0, problem: "not a regular file")
        }
        return CalendarFile(path: path, stamp: Self.stamp(info, name: name))
      }
      if let file { files.append(file) }
    }
    return files
  }

  /// `files(at:)`'s stamps added up, with no list made: a name, a stat and
  /// a sum per file (`fstatat` in the open folder, no path built).
  public func stamp(at path: String) throws(CalendarProblem) -> UInt64 {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw CalendarProblem(FileError(path: path, reason: String(cString: strerror(errno))).message)
    }
    if info.st_mode & S_IFMT == S_IFREG {
      return Self.stamp(of: [
        CalendarFile(path: path, stamp: Self.stamp(info, name: Array(path.utf8)))
      ])
    }
    guard info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) else {
      return try Self.stamp(of: files(at: path))
    }
    defer { closedir(directory) }
    let ics: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "i"), UInt8(ascii: "c"), UInt8(ascii: "s")]
    let folder = dirfd(directory)
    var count: UInt64 = 0
    var sum: UInt64 = 0
    while let entry = readdir(directory) {
      sum &+= withUnsafeBytes(of: &entry.pointee.d_name) { raw -> UInt64 in
        let name = raw.prefix { $0 != 0 }
        guard name.count > ics.count, name.first != UInt8(ascii: "."),
          name.suffix(ics.count).elementsEqual(ics)
        else { return 0 }
        count += 1
        var info = stat()
        let status = raw.withMemoryRebound(to: CChar.self) { chars in
          chars.baseAddress.map { fstatat(folder, $0, &info, 0) } ?? -1
        }
        guard status == 0, info.st_mode & S_IFMT == S_IFREG else { return 1 }
        return Self.stamp(info, name: name)
      }
    }
    return sum &+ count &* 0x9E37_79B9_7F4A_7C15
  }

  /// What changes when the file is written or renamed: its name, its time
  /// to the nanosecond, size and inode, mixed into one number.
  static func stamp(_ info: stat, name: some Collection<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    for value in [
      UInt64(bitPattern: Int64(info.st_mtim.tv_sec)),
      UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)),
      UInt64(bitPattern: Int64(info.st_size)), UInt64(info.st_ino),
    ] {
      hash = (hash ^ value) &* 0x100_0000_01B3
      hash ^= hash >> 29
    }
    return hash
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

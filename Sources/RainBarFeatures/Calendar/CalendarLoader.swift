import RainBarEngine
import RainBarModel

/// Reads a calendar's events of the next days: from its cache entry while
/// its files are unchanged (by their times, sizes and inodes) and the entry's
/// window still covers the next 3 days, else from the files through the
/// reader (libical), keeping what it found. A file that cannot be read costs
/// its own events only, and is named in `problems`.
public struct CalendarLoader: Sendable {
  public var reader: any CalendarReader
  public var fileSystem: any FileSystem
  public var cacheDirectory: String
  public var home: String?

  public init(
    reader: any CalendarReader, fileSystem: any FileSystem, cacheDirectory: String,
    home: String?
  ) {
    self.reader = reader
    self.fileSystem = fileSystem
    self.cacheDirectory = cacheDirectory
    self.home = home
  }

  /// How far ahead events are wanted (`events`, alerts); an entry covers a day more.
  public static let reach: Int64 = 3 * 86_400
  static let kept: Int64 = 4 * 86_400
  /// A file larger than this is not read (libical's tree of it would be ten times as large).
  public static let fileLimit = 2 * 1024 * 1024
  /// Occurrences one file may have in the window: a file with more (a rule
  /// that repeats every minute) is left out, named.
  public static let occurrenceLimit = 1000
  /// Occurrences kept of one calendar at most (a vdir of thousands of files).
  public static let calendarLimit = 5000

  /// The entry's file: `calendar-` and a hash of the calendar's name.
  public func cachePath(_ calendar: EventCalendar) -> String {
    cacheDirectory + "/" + Self.entryName(calendar)
  }

  static func entryName(_ calendar: EventCalendar) -> String {
    "calendar-" + hash(calendar.name)
  }

  /// The calendar's record: `now` is when the next 3 days start; parsing
  /// stops at the run's `deadline` (a file that takes longer is named, and
  /// kept as such until it changes: it is not parsed on every run).
  public func load(_ calendar: EventCalendar, now: Int64, deadline: Deadline) -> CalendarRecord {
    guard let path = calendar.path(home: home) else {
      return failed(now, tr("%s: no home directory to find it in.", calendar.source))
    }
    // The source and the filters, then the files' stamps (each of its name,
    // time, size and inode) added up: the same in any order, so a vdir of
    // hundreds is neither listed nor sorted on a bar run, only stat-ed.
    var hasher = Self.Hasher()
    hasher.add(path)
    hasher.add(calendar.only.joined(separator: ",") + "\t" + calendar.skip.joined(separator: ","))
    do {
      hasher.add(try reader.stamp(at: path))
    } catch {
      return failed(now, error.reason)
    }
    let stamp = hasher.hex
    let entry = cachePath(calendar)
    if let bytes = try? fileSystem.readRegularFile(entry, limit: 4 * 1024 * 1024),
      let record = CalendarRecord.read(bytes), record.stamp == stamp, record.from <= now,
      now + Self.reach <= record.to
    {
      return record
    }
    let files: [CalendarFile]
    do {
      files = try reader.files(at: path)
    } catch {
      return failed(now, error.reason)
    }
    // A day either side: events under way, and floating times on any clock.
    let from = now - 86_400
    let to = now + Self.kept + 86_400
    var record = CalendarRecord(
      stamp: stamp, from: now, to: now + Self.kept, read: 0, problems: [], events: [])
    var truncated = false
    var unreadable = 0
    for file in files.sorted(by: { $0.path < $1.path }) {
      let name = Self.fileName(file.path)
      if let problem = file.problem {
        record.problems.append(tr("%s: %s", name, problem))
        continue
      }
      guard record.events.count < Self.calendarLimit else {
        truncated = true
        break
      }
      do {
        guard let bytes = try fileSystem.readRegularFile(file.path, limit: Self.fileLimit) else {
          continue
        }
        if let problem = TimeZoneCheck.problem(in: bytes) { throw problem }
        let raw = try reader.events(
          in: bytes, from: from, to: to, limit: Self.occurrenceLimit,
          seconds: deadline.remaining(atLeast: 0.2))
        guard !raw.truncated else {
          record.problems.append(
            tr(
              "%s: more than %s occurrences in the next days: left out.", name,
              String(Self.occurrenceLimit)))
          continue
        }
        record.read += raw.events.count
        unreadable += raw.unreadable
        record.events += raw.events.compactMap { EventSelection.select($0, for: calendar) }
          .prefix(Self.calendarLimit - record.events.count)
      } catch let error as FileError {
        record.problems.append(tr("%s: %s", name, error.reason))
      } catch let error as CalendarProblem {
        record.problems.append(tr("%s: %s", name, error.reason))
      } catch {
        record.problems.append(tr("%s: %s", name, "\(error)"))
      }
    }
    if truncated {
      record.problems.append(
        tr(
          "more than %s events in the next days: the first %s are used.",
          String(Self.calendarLimit), String(Self.calendarLimit)))
    }
    if unreadable > 0 {
      record.problems.append(
        trn(
          "%1$d event has no start that can be read: skipped.",
          "%1$d events have no start that can be read: skipped.", unreadable))
    }
    record.events.sort { ($0.start, $0.summary) < ($1.start, $1.summary) }
    try? fileSystem.makePrivateDirectory(cacheDirectory)
    try? fileSystem.writeAtomically(CalendarRecord.bytes(record), to: entry)
    return record
  }

  func failed(_ now: Int64, _ problem: String) -> CalendarRecord {
    CalendarRecord(stamp: "", from: now, to: now, read: 0, problems: [problem], events: [])
  }

  static func fileName(_ path: String) -> String {
    Sanitized.line(String(path.split(separator: "/").last ?? Substring(path)), limit: 80)
  }

  /// FNV-1a, 64 bits, in hex.
  static func hash(_ text: String) -> String {
    var hasher = Hasher()
    for byte in text.utf8 { hasher.add(byte) }
    return hasher.hex
  }

  /// FNV-1a over what is added, 64 bits.
  struct Hasher {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The text and a 0 after it (so that "a","bc" and "ab","c" differ).
    mutating func add(_ text: String) {
      for byte in text.utf8 { add(byte) }
      add(UInt8(0))
    }

    mutating func add(_ number: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        add(UInt8(truncatingIfNeeded: number >> shift))
      }
    }

    mutating func add(_ byte: UInt8) {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01B3
    }

    /// 16 lower-case hex digits.
    var hex: String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
  }
}

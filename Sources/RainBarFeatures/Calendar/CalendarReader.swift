import RainBarModel

/// What rain-bar needs of calendar files; the live one (libical, opened only
/// when a calendar is read) is in RainBarLive.
public protocol CalendarReader: Sendable {
  /// The `.ics` files of a source (a vdir folder's, in any order, or the
  /// file itself) with what changes when one is written. A file that is not
  /// a regular file (a FIFO, a link to one) is listed with its problem.
  func files(at path: String) throws(CalendarProblem) -> [CalendarFile]
  /// What changes when any of those files is written, added, renamed or
  /// removed, in one number: what a bar run that shows events checks (a
  /// vdir of hundreds of files, with no list of them made).
  func stamp(at path: String) throws(CalendarProblem) -> UInt64
  /// The occurrences of the events of iCalendar text that overlap
  /// [from, to), at most `limit`, read within `seconds`.
  func events(in text: [UInt8], from: Int64, to: Int64, limit: Int, seconds: Double)
    throws(CalendarProblem) -> RawEvents
}

extension CalendarReader {
  /// The files' stamps added up (a file that cannot be read counts one), and their count.
  public func stamp(at path: String) throws(CalendarProblem) -> UInt64 {
    try Self.stamp(of: files(at: path))
  }

  public static func stamp(of files: [CalendarFile]) -> UInt64 {
    var sum = UInt64(files.count) &* 0x9E37_79B9_7F4A_7C15
    for file in files { sum &+= file.stamp &+ (file.problem == nil ? 0 : 1) }
    return sum
  }
}

/// One file of a calendar: its path, and a hash of its modification time,
/// size and inode (0 with `problem` when it cannot be read).
public struct CalendarFile: Equatable, Sendable {
  public var path: String
  public var stamp: UInt64
  public var problem: String?

  public init(path: String, stamp: UInt64, problem: String? = nil) {
    self.path = path
    self.stamp = stamp
    self.problem = problem
  }
}

/// Why a calendar, or one of its files, could not be read: one sentence that
/// never quotes the file's text.
public struct CalendarProblem: Error, Equatable, Sendable {
  public var reason: String

  public init(_ reason: String) { self.reason = reason }

  /// libical found no calendar in the text (an HTML page, a binary file).
  public static var notICalendar: CalendarProblem {
    CalendarProblem(tr("it is not an iCalendar file"))
  }

  /// Expanding it took what was left of the run (a rule that repeats millions of times).
  public static var tooSlow: CalendarProblem {
    CalendarProblem(tr("reading it took longer than the run's timeout."))
  }

  /// A source that is neither (a FIFO, a device).
  public static func neither(_ path: String) -> CalendarProblem {
    CalendarProblem(tr("%s: not a folder nor an .ics file.", path))
  }
}

/// What libical expanded from one text.
public struct RawEvents: Sendable {
  public var events: [RawEvent]
  /// More occurrences than the limit fell in the window.
  public var truncated: Bool
  /// Events skipped for a start libical could not read.
  public var unreadable: Int

  public init(events: [RawEvent], truncated: Bool = false, unreadable: Int = 0) {
    self.events = events
    self.truncated = truncated
    self.unreadable = unreadable
  }
}

/// One occurrence as the file says it.
public struct RawEvent: Equatable, Sendable {
  public var uid: String
  public var summary: String
  public var location: String
  public var categories: [String]
  /// Unix seconds; for a floating time, the wall clock read as if in UTC.
  public var start: Int64
  public var end: Int64
  public var floating = false
  public var allDay = false
  public var cancelled = false
  public var transparent = false
  public var geo: Position?

  public init(
    uid: String, summary: String, location: String = "", categories: [String] = [],
    start: Int64, end: Int64
  ) {
    self.uid = uid
    self.summary = summary
    self.location = location
    self.categories = categories
    self.start = start
    self.end = end
  }
}

/// A place's clock: the UTC offset in force at any instant, from its time
/// zone's rules (a TZif file of the system's zoneinfo, RFC 8536, found by
/// `TimeZoneDatabase`), or one fixed offset when only that is known (a provider
/// that names no zone and no saved one, an entry written before zones were
/// kept, a system without tzdata).
///
/// Every time shown (hour labels, "from 15:00", day names, the JSON's local
/// times) and every local-time decision (which day is today, quiet hours)
/// goes through one of these, so a daylight-saving change inside the forecast
/// moves the clock where the place's clock moves. Integer arithmetic only, like
/// `CivilTime` (Foundation's TimeZone needs ICU: 15 M instructions dynamically
/// linked, and no zones at all in a static build).
public struct TimeZoneRules: Equatable, Sendable {
  /// The IANA name ("Europe/Berlin"); nil for a fixed offset.
  public private(set) var name: String?
  /// Instants where the offset changes, ascending; `offsets[i]` is in force
  /// from `transitions[i]` on.
  private var transitions: [Int64]
  private var offsets: [Int]
  /// In force before the first transition (always, for a fixed offset).
  private var initialOffset: Int
  /// In force after the last transition: the POSIX TZ string of the file's footer.
  private var rule: PosixRule?

  /// One offset, east of UTC, for every instant.
  public static func fixed(_ seconds: Int) -> TimeZoneRules {
    TimeZoneRules(name: nil, transitions: [], offsets: [], initialOffset: seconds, rule: nil)
  }

  private init(
    name: String?, transitions: [Int64], offsets: [Int], initialOffset: Int, rule: PosixRule?
  ) {
    self.name = name
    self.transitions = transitions
    self.offsets = offsets
    self.initialOffset = initialOffset
    self.rule = rule
  }

  /// True when only a fixed offset is known.
  public var isFixed: Bool { name == nil }

  /// Seconds east of UTC at `t`.
  public func offset(at t: Int64) -> Int {
    if let last = transitions.last, t >= last {
      return rule?.offset(at: t) ?? offsets[offsets.count - 1]
    }
    if transitions.isEmpty { return rule?.offset(at: t) ?? initialOffset }
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= t { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? initialOffset : offsets[low - 1]
  }

  /// The local calendar fields of `t`.
  public func fields(_ t: Int64) -> CivilTime.Fields {
    CivilTime.fields(t, offset: offset(at: t))
  }

  /// The local date of `t`, as days since 1970-01-01.
  public func day(_ t: Int64) -> Int {
    Self.days(Int(t) &+ offset(at: t))
  }

  /// The local date of a day that starts near `t`: a daily row's time. Providers
  /// give a day's start as its local midnight at one offset for the whole
  /// answer (Open-Meteo, Pirate Weather: the offset when it was asked), an hour
  /// off after a daylight-saving change, so the nearest midnight counts.
  public func day(startingNear t: Int64) -> Int {
    Self.days(Int(t) &+ offset(at: t) &+ 43_200)
  }

  /// Days since 1970-01-01 of a local time in seconds, rounded down.
  private static func days(_ local: Int) -> Int {
    local >= 0 ? local / 86_400 : (local &- 86_399) / 86_400
  }

  /// The calendar fields of a local date (days since 1970-01-01), at midnight.
  public static func date(ofDay day: Int) -> CivilTime.Fields {
    CivilTime.fields(Int64(day) &* 86_400, offset: 0)
  }
}

// MARK: - Zone names

extension TimeZoneRules {
  /// An IANA zone name safe to look up under the zoneinfo directory: one to
  /// three parts between slashes, each starting with an ASCII letter and made of
  /// letters, digits, `.`, `_`, `+` and `-` (so no `..`, no absolute path, no
  /// hidden file), at most 64 bytes. Names come from the network.
  public static func isValidName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count <= 64 else { return false }
    var parts = 1
    var partStart = true
    for byte in bytes {
      let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
      if byte == 0x2F {  // "/"
        if partStart { return false }
        parts += 1
        partStart = true
        continue
      }
      if partStart {
        guard letter else { return false }
        partStart = false
        continue
      }
      let digit = byte >= 0x30 && byte <= 0x39
      guard letter || digit || byte == 0x2E || byte == 0x5F || byte == 0x2B || byte == 0x2D
      else { return false }
    }
    return !partStart && parts <= 3
  }
}

// MARK: - TZif (RFC 8536)

extension TimeZoneRules {
  /// The largest zone file read (Europe/Berlin is 2.3 KB; the largest in
  /// tzdata about 4 KB).
  public static let maximumFileSize = 64 * 1024

  /// Reads a TZif file (any version): the 64-bit block when there is one, and
  /// the footer's rule for the instants after the last transition. Nil for
  /// anything else, and for files with leap seconds ("right/" zones), whose
  /// times are not Unix times.
  public init?(tzif bytes: [UInt8], name: String) {
    guard bytes.count <= Self.maximumFileSize, let first = TZifHeader(bytes, at: 0) else {
      return nil
    }
    var header = first
    var timeSize = 4
    var start = TZifHeader.size
    if first.version >= 2 {
      // Skip the 32-bit block to the second header and its 64-bit data.
      let second = start + first.dataSize(timeSize: 4)
      guard let header64 = TZifHeader(bytes, at: second) else { return nil }
      header = header64
      timeSize = 8
      start = second + TZifHeader.size
    }
    guard header.leapCount == 0, header.typeCount > 0,
      start + header.dataSize(timeSize: timeSize) <= bytes.count
    else { return nil }

    let count = header.timeCount
    let indices = start + count * timeSize
    let types = indices + count
    var typeOffsets = [Int](repeating: 0, count: header.typeCount)
    for i in 0..<header.typeCount {
      let offset = Int(
        Int32(bitPattern: UInt32(truncatingIfNeeded: bigEndian(bytes, types + i * 6, 4))))
      guard abs(offset) <= PosixRule.maximumOffset else { return nil }
      typeOffsets[i] = offset
    }
    // Filled in place (appending cost the bar run several thousand instructions).
    var valid = true
    let transitions = [Int64](unsafeUninitializedCapacity: count) { buffer, filled in
      bytes.withUnsafeBytes { raw in
        func time(_ at: Int) -> Int64 {
          timeSize == 8
            ? Int64(bigEndian: raw.loadUnaligned(fromByteOffset: at, as: Int64.self))
            : Int64(Int32(bigEndian: raw.loadUnaligned(fromByteOffset: at, as: Int32.self)))
        }
        for i in 0..<count {
          let t = time(start + i * timeSize)
          if i > 0 && t <= buffer[i - 1] { valid = false }
          buffer[i] = t
        }
      }
      filled = count
    }
    let offsets = [Int](unsafeUninitializedCapacity: count) { buffer, filled in
      for i in 0..<count {
        let type = Int(bytes[indices + i])
        if type >= typeOffsets.count { valid = false }
        buffer[i] = type < typeOffsets.count ? typeOffsets[type] : 0
      }
      filled = count
    }
    guard valid else { return nil }

    var rule: PosixRule?
    if header.version >= 2 {
      // The footer: a newline, a POSIX TZ string, a newline.
      let footer = start + header.dataSize(timeSize: 8)
      guard footer < bytes.count, bytes[footer] == 0x0A,
        let end = bytes[(footer + 1)...].firstIndex(of: 0x0A)
      else { return nil }
      if end > footer + 1 {
        guard let parsed = PosixRule(bytes[(footer + 1)..<end]) else { return nil }
        rule = parsed
      }
    }
    self.init(
      name: name, transitions: transitions, offsets: offsets, initialOffset: typeOffsets[0],
      rule: rule)
  }

  /// Rules from a POSIX TZ string alone ("CET-1CEST,M3.5.0,M10.5.0/3"), as a
  /// TZif footer holds them.
  public init?(posix text: String, name: String) {
    guard let rule = PosixRule(Array(text.utf8)[...]) else { return nil }
    self.init(name: name, transitions: [], offsets: [], initialOffset: rule.standard, rule: rule)
  }
}

/// `count` bytes at `at` as a big-endian number (the caller has checked the bounds).
private func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> UInt64 {
  var value: UInt64 = 0
  for i in at..<at + count { value = value << 8 | UInt64(bytes[i]) }
  return value
}

/// The counts at the start of a TZif data block.
private struct TZifHeader {
  static let size = 44
  var version: Int
  var utLocalCount: Int
  var standardWallCount: Int
  var leapCount: Int
  var timeCount: Int
  var typeCount: Int
  var characterCount: Int

  init?(_ bytes: [UInt8], at start: Int) {
    guard start >= 0, start + Self.size <= bytes.count, bytes[start] == 0x54,
      bytes[start + 1] == 0x5A, bytes[start + 2] == 0x69, bytes[start + 3] == 0x66  // "TZif"
    else { return nil }
    let versionByte = bytes[start + 4]
    switch versionByte {
    case 0: version = 1
    case 0x32...0x39: version = Int(versionByte - 0x30)
    default: return nil
    }
    func count(_ index: Int) -> Int { Int(bigEndian(bytes, start + 20 + index * 4, 4)) }
    utLocalCount = count(0)
    standardWallCount = count(1)
    leapCount = count(2)
    timeCount = count(3)
    typeCount = count(4)
    characterCount = count(5)
    // Each count is bounded by the largest file read, so sums cannot overflow.
    let limit = TimeZoneRules.maximumFileSize
    guard utLocalCount <= limit, standardWallCount <= limit, leapCount <= limit,
      timeCount <= limit, typeCount <= 256, characterCount <= limit
    else { return nil }
  }

  /// Bytes of the data block after this header.
  func dataSize(timeSize: Int) -> Int {
    timeCount * timeSize + timeCount + typeCount * 6 + characterCount
      + leapCount * (timeSize + 4) + standardWallCount + utLocalCount
  }
}

// MARK: - POSIX TZ strings

/// A POSIX TZ rule ("CET-1CEST,M3.5.0,M10.5.0/3"), with RFC 8536's extension
/// of transition hours to ±167.
package struct PosixRule: Equatable, Sendable {
  /// No zone is further than this from UTC.
  package static let maximumOffset = 26 * 3600

  /// Seconds east of UTC.
  package var standard: Int
  package var daylight: Daylight?

  package struct Daylight: Equatable, Sendable {
    package var offset: Int
    package var start: Change
    package var end: Change
  }

  /// A day of the year and a local time (seconds, may be negative or past 24 h).
  package struct Change: Equatable, Sendable {
    package enum Day: Equatable, Sendable {
      /// `Jn`: 1...365, February 29 never counted.
      case julian(Int)
      /// `n`: 0...365, February 29 counted.
      case zeroBased(Int)
      /// `Mm.w.d`: weekday d (0 Sunday) of week w (5: the last) of month m.
      case month(Int, week: Int, weekday: Int)
    }

    package var day: Day
    package var time: Int

    /// The local date of this change in `year`, as days since 1970-01-01.
    package func days(in year: Int) -> Int {
      switch day {
      case .julian(let n):
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return CivilTime.days(year: year, month: 1, day: 1) + n - 1 + (leap && n >= 60 ? 1 : 0)
      case .zeroBased(let n):
        return CivilTime.days(year: year, month: 1, day: 1) + n
      case .month(let month, let week, let weekday):
        let first = CivilTime.days(year: year, month: month, day: 1)
        let next =
          month == 12
          ? CivilTime.days(year: year + 1, month: 1, day: 1)
          : CivilTime.days(year: year, month: month + 1, day: 1)
        // 1970-01-01 was a Thursday (4, counting from Sunday).
        let firstWeekday = ((first % 7) + 7 + 4) % 7
        var day = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
        while day >= next { day -= 7 }
        return day
      }
    }
  }

  package func offset(at t: Int64) -> Int {
    guard let daylight else { return standard }
    // Years far outside the calendar's range (data from a hostile server) keep standard time.
    guard t > -60_000_000_000, t < 250_000_000_000 else { return standard }
    let year = CivilTime.fields(t, offset: standard).year
    // The start is read on standard time, the end on daylight time.
    let start = Int64(daylight.start.days(in: year) * 86_400 + daylight.start.time - standard)
    let end = Int64(daylight.end.days(in: year) * 86_400 + daylight.end.time - daylight.offset)
    // A southern zone's daylight time spans the new year: outside end..<start.
    let inDaylight = start < end ? t >= start && t < end : !(t >= end && t < start)
    return inDaylight ? daylight.offset : standard
  }

  package init?(_ text: ArraySlice<UInt8>) {
    var s = text
    guard Self.name(&s), let standardWest = Self.time(&s, hours: 24) else { return nil }
    standard = -standardWest
    if s.isEmpty {
      daylight = nil
      return
    }
    guard Self.name(&s) else { return nil }
    var daylightOffset = standard + 3600
    if let first = s.first, first != 0x2C {
      guard let west = Self.time(&s, hours: 24) else { return nil }
      daylightOffset = -west
    }
    // A daylight name without rules: nothing says when it applies.
    guard s.first == 0x2C else { return nil }
    s.removeFirst()
    guard let start = Self.change(&s), s.first == 0x2C else { return nil }
    s.removeFirst()
    guard let end = Self.change(&s), s.isEmpty else { return nil }
    guard abs(standard) <= Self.maximumOffset, abs(daylightOffset) <= Self.maximumOffset else {
      return nil
    }
    daylight = Daylight(offset: daylightOffset, start: start, end: end)
  }

  /// `<+03>` or three or more letters.
  private static func name(_ s: inout ArraySlice<UInt8>) -> Bool {
    if s.first == 0x3C {  // "<"
      guard let close = s.firstIndex(of: 0x3E) else { return false }
      let length = close - s.startIndex - 1
      s = s[(close + 1)...]
      return length >= 3
    }
    var length = 0
    while let c = s.first, (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A {
      s.removeFirst()
      length += 1
    }
    return length >= 3
  }

  /// `[+-]hh[:mm[:ss]]` in seconds, hours at most `hours`.
  private static func time(_ s: inout ArraySlice<UInt8>, hours: Int) -> Int? {
    var sign = 1
    if s.first == 0x2B || s.first == 0x2D {
      if s.first == 0x2D { sign = -1 }
      s.removeFirst()
    }
    func number(_ digits: Int) -> Int? {
      var n = 0
      var count = 0
      while count < digits, let c = s.first, c >= 0x30, c <= 0x39 {
        n = n * 10 + Int(c - 0x30)
        s.removeFirst()
        count += 1
      }
      return count == 0 ? nil : n
    }
    guard let h = number(3), h <= hours else { return nil }
    var seconds = h * 3600
    for factor in [60, 1] {
      guard s.first == 0x3A else { break }
      s.removeFirst()
      guard let n = number(2), n < 60 else { return nil }
      seconds += n * factor
    }
    return sign * seconds
  }

  /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (02:00 when absent).
  private static func change(_ s: inout ArraySlice<UInt8>) -> Change? {
    func number() -> Int? {
      var n = 0
      var count = 0
      while let c = s.first, c >= 0x30, c <= 0x39, count < 3 {
        n = n * 10 + Int(c - 0x30)
        s.removeFirst()
        count += 1
      }
      return count == 0 ? nil : n
    }
    let day: Change.Day
    switch s.first {
    case 0x4A:  // "J"
      s.removeFirst()
      guard let n = number(), (1...365).contains(n) else { return nil }
      day = .julian(n)
    case 0x4D:  // "M"
      s.removeFirst()
      guard let month = number(), (1...12).contains(month), s.first == 0x2E else { return nil }
      s.removeFirst()
      guard let week = number(), (1...5).contains(week), s.first == 0x2E else { return nil }
      s.removeFirst()
      guard let weekday = number(), (0...6).contains(weekday) else { return nil }
      day = .month(month, week: week, weekday: weekday)
    default:
      guard let n = number(), (0...365).contains(n) else { return nil }
      day = .zeroBased(n)
    }
    var time = 7200
    if s.first == 0x2F {  // "/"
      s.removeFirst()
      guard let t = Self.time(&s, hours: 167) else { return nil }
      time = t
    }
    return Change(day: day, time: time)
  }
}

import RainBarModel

/// Refuses, before libical reads it, iCalendar text whose VTIMEZONE no
/// place has: a UTC offset beyond ±18 hours, or observances that change
/// more often than daily (`FREQ=SECONDLY`, `MINUTELY`, `HOURLY`), whose
/// expansion libical keeps in memory without bound. Pure, by bytes, on the
/// unfolded lines inside `BEGIN:VTIMEZONE` … `END:VTIMEZONE`.
public enum TimeZoneCheck {
  public static func problem(in text: [UInt8]) -> CalendarProblem? {
    var inZone = false
    var line: [UInt8] = []
    var index = 0
    while index <= text.count {
      let byte = index < text.count ? text[index] : UInt8(ascii: "\n")
      index += 1
      if byte == UInt8(ascii: "\r") { continue }
      if byte != UInt8(ascii: "\n") {
        line.append(byte)
        continue
      }
      // A line that goes on (a space or tab first) belongs to this one.
      if index < text.count, text[index] == UInt8(ascii: " ") || text[index] == 9 {
        index += 1
        continue
      }
      // Only BEGIN, END, TZOFFSET… and RRULE lines matter: others are not decoded.
      guard let first = line.first.map({ $0 | 0x20 }),
        first == UInt8(ascii: "b") || first == UInt8(ascii: "e") || first == UInt8(ascii: "t")
          || first == UInt8(ascii: "r")
      else {
        line.removeAll(keepingCapacity: true)
        continue
      }
      let upper = String(decoding: line, as: UTF8.self).uppercased()
      line.removeAll(keepingCapacity: true)
      if upper == "BEGIN:VTIMEZONE" { inZone = true }
      if upper == "END:VTIMEZONE" { inZone = false }
      guard inZone else { continue }
      if upper.hasPrefix("TZOFFSETTO") || upper.hasPrefix("TZOFFSETFROM"),
        let colon = upper.lastIndex(of: ":"),
        !plausible(offset: upper[upper.index(after: colon)...])
      {
        return implausible
      }
      if upper.hasPrefix("RRULE"),
        ["SECONDLY", "MINUTELY", "HOURLY"].contains(where: { upper.contains("FREQ=" + $0) })
      {
        return implausible
      }
    }
    return nil
  }

  static var implausible: CalendarProblem {
    CalendarProblem(
      tr("its time zone has an offset beyond 18 hours or changes more often than daily"))
  }

  /// `+HHMM` or `+HHMMSS` within ±18:00.
  static func plausible(offset: Substring) -> Bool {
    let digits = offset.dropFirst()
    guard offset.first == "+" || offset.first == "-", digits.count == 4 || digits.count == 6,
      digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
      let minutes = Int(digits.dropFirst(2).prefix(2)), minutes < 60
    else { return false }
    return hours * 60 + minutes <= 18 * 60
  }
}

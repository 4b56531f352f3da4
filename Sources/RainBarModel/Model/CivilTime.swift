/// Calendar arithmetic on Unix times with a fixed UTC offset, without
/// Foundation's Calendar (which loads ICU).
public enum CivilTime {
  /// Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's algorithm).
  public static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  public struct Fields: Equatable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    /// 0 is Monday.
    public var weekday: Int
  }

  /// Local times are held within ±2^56 s (two billion years) before the
  /// arithmetic below, so no time and offset can make it trap; plausible
  /// forecasts (`Plausible`) are far inside.
  package static let localLimit = 1 << 56

  /// The local calendar fields of a Unix time at a UTC offset.
  public static func fields(_ time: Int64, offset: Int) -> Fields {
    let (sum, overflow) = Int(time).addingReportingOverflow(offset)
    let local =
      overflow ? (offset > 0 ? localLimit : -localLimit) : min(max(sum, -localLimit), localLimit)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let seconds = local - days * 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    let weekday = ((days % 7) + 7 + 3) % 7  // 1970-01-01 was a Thursday
    return Fields(
      year: year, month: month, day: day, hour: seconds / 3600, minute: seconds % 3600 / 60,
      weekday: weekday)
  }

  /// Parses a local "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM[:SS]" at a UTC offset.
  public static func parse(_ text: String, offset: Int) -> Int64? {
    let bytes = Array(text.utf8)
    func number(_ from: Int, _ length: Int) -> Int? {
      guard from + length <= bytes.count else { return nil }
      var n = 0
      for b in bytes[from..<from + length] {
        guard b >= 48, b <= 57 else { return nil }
        n = n * 10 + Int(b - 48)
      }
      return n
    }
    guard bytes.count >= 10, bytes[4] == 45, bytes[7] == 45,
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var seconds = 0
    if bytes.count > 10 {
      guard bytes.count >= 16, bytes[10] == 84, bytes[13] == 58,
        let hour = number(11, 2), let minute = number(14, 2), hour < 24, minute < 60
      else { return nil }
      seconds = hour * 3600 + minute * 60
      if bytes.count >= 19, bytes[16] == 58, let s = number(17, 2) { seconds += s }
    }
    // An offset no place has (from a hostile answer) overflows: no time.
    let (time, overflow) = (days(year: year, month: month, day: day) * 86_400 + seconds)
      .subtractingReportingOverflow(offset)
    return overflow ? nil : Int64(time)
  }
}

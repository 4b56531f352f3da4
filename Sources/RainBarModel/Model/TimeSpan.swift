/// A length of time as people write one: `45m`, `2h`, `1h30m` (whole minutes).
public struct TimeSpan: Equatable, Sendable {
  public var minutes: Int

  public init(minutes: Int) { self.minutes = minutes }

  /// `<hours>h`, `<minutes>m` or both in that order; nil for anything else
  /// (a bare number, seconds, a sign, spaces).
  /// As it is written on the command line: `45m`, `6h`, `1h30m`.
  public var text: String {
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    if hours == 0 { return "\(rest)m" }
    return rest == 0 ? "\(hours)h" : "\(hours)h\(rest)m"
  }

  public init?(_ text: String) {
    var total = 0
    var number: Int?
    var sawHours = false
    var sawMinutes = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digits = (number ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        guard digits <= 100_000 else { return nil }
        number = digits
      case UInt8(ascii: "h"):
        guard let hours = number, !sawHours, !sawMinutes else { return nil }
        total += hours * 60
        sawHours = true
        number = nil
      case UInt8(ascii: "m"):
        guard let minutes = number, !sawMinutes else { return nil }
        total += minutes
        sawMinutes = true
        number = nil
      default:
        return nil
      }
    }
    guard number == nil, sawHours || sawMinutes else { return nil }
    minutes = total
  }

  public var seconds: Int64 { Int64(minutes) * 60 }
}

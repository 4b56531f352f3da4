/// Number formatting by integer arithmetic: `String(format:)` and
/// `NumberFormatter` load ICU, which the bar's start-up budget cannot afford.
public enum Rounded {
  /// Rounds half away from zero; never prints "-0". A value no forecast
  /// holds (not finite, or beyond 1e15) is "?", never a trap.
  public static func integer(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "?" }
    let n = Int(value.rounded())
    return n == 0 ? "0" : String(n)
  }

  public static func oneDecimal(_ value: Double) -> String {
    fixed(value, scale: 10, digits: 1)
  }

  public static func twoDecimals(_ value: Double) -> String {
    fixed(value, scale: 100, digits: 2)
  }

  package static func fixed(_ value: Double, scale: Int, digits: Int) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "?" }
    let scaled = Int((value * Double(scale)).rounded())
    let whole = abs(scaled) / scale
    var fraction = String(abs(scaled) % scale)
    while fraction.count < digits { fraction = "0" + fraction }
    return (scaled < 0 ? "-" : "") + "\(whole).\(fraction)"
  }
}

/// Coordinates with exactly four decimals, as used in URLs and cache keys.
public enum Decimal4 {
  public static func format(_ value: Double) -> String {
    Rounded.fixed(value, scale: 10_000, digits: 4)
  }

  /// At most 4 decimals, without trailing zeros (MET Norway's cache keys on the text).
  public static func trimmed(_ value: Double) -> String {
    var text = format(value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

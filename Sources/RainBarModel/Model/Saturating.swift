/// Numbers read from outside (a provider's answer, a cache entry) made whole
/// without trapping: Swift's `Int64(_: Double)` and `+` stop the program on a
/// value out of range, and a hostile answer can hold any number. A value out
/// of range becomes the nearest end of the range, which no plausibility check
/// (`Plausible`) lets through, so it is refused where it is judged instead of
/// crashing where it is converted.
extension Int64 {
  /// `value` rounded toward zero, held to Int64's range; NaN is `.min`.
  public init(saturating value: Double) {
    if value.isNaN {
      self = .min
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int64(value)
    }
  }

  /// The sum, held to Int64's range.
  public func adding(saturating other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}

extension Int {
  /// `value` rounded toward zero, held to Int's range; NaN is `.min`.
  public init(saturating value: Double) {
    self = Int(Int64(saturating: value))
  }
}

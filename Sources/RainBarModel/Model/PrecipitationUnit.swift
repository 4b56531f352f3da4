/// `precipitation-unit=`: millimetres (to a tenth) or inches (to a hundredth).
public enum PrecipitationUnit: String, CaseIterable, Sendable {
  case millimetres = "mm"
  case inches = "in"

  public var symbol: String { rawValue }

  /// As shown in text, in the run's language ("мм").
  public var label: String {
    self == .millimetres ? trc("unit", "mm") : trc("unit", "in")
  }

  /// A rate's unit as shown ("мм/ч").
  public var rateLabel: String {
    self == .millimetres ? trc("unit", "mm/h") : trc("unit", "in/h")
  }

  public func value(_ millimetres: Double) -> Double {
    self == .millimetres ? millimetres : millimetres / 25.4
  }

  public func number(_ millimetres: Double) -> String {
    let value = value(millimetres)
    return self == .millimetres ? Rounded.oneDecimal(value) : Rounded.twoDecimals(value)
  }
}

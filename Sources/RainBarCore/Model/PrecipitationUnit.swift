/// `precipitation-unit=`: millimetres (to a tenth) or inches (to a hundredth).
public enum PrecipitationUnit: String, CaseIterable, Sendable {
  case millimetres = "mm"
  case inches = "in"

  public var symbol: String { rawValue }

  public func value(_ millimetres: Double) -> Double {
    self == .millimetres ? millimetres : millimetres / 25.4
  }

  public func number(_ millimetres: Double) -> String {
    let value = value(millimetres)
    return self == .millimetres ? Rounded.oneDecimal(value) : Rounded.twoDecimals(value)
  }
}

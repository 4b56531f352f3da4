/// The moon's phase at a time, one of eight, from the mean synodic month
/// (29.530588853 days) counted from the new moon of 2000-01-06 18:14 UTC: a
/// day or so off at most, which an icon does not show.
public enum MoonPhase: Int, CaseIterable, Sendable {
  case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter,
    waningCrescent

  package static let referenceNewMoon = 947_182_440.0
  package static let synodicMonth = 29.530588853 * 86_400

  public init(at t: Int64) {
    var age = (Double(t) - Self.referenceNewMoon).truncatingRemainder(dividingBy: Self.synodicMonth)
    if age < 0 { age += Self.synodicMonth }
    let eighth = Int((age / Self.synodicMonth * 8).rounded()) % 8
    self = MoonPhase(rawValue: eighth) ?? .new
  }

  public var name: String {
    switch self {
    case .new: return trc("moon", "new moon")
    case .waxingCrescent: return trc("moon", "waxing crescent")
    case .firstQuarter: return trc("moon", "first quarter")
    case .waxingGibbous: return trc("moon", "waxing gibbous")
    case .full: return trc("moon", "full moon")
    case .waningGibbous: return trc("moon", "waning gibbous")
    case .lastQuarter: return trc("moon", "last quarter")
    case .waningCrescent: return trc("moon", "waning crescent")
    }
  }
}

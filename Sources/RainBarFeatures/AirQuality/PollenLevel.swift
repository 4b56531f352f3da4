import RainBarEngine
import RainBarModel

/// How much pollen of a type is in the air, by the scale of the American
/// Academy of Allergy, Asthma & Immunology's National Allergy Bureau (grains
/// per cubic metre): trees (alder, birch, olive) 1-14 low, 15-89 moderate,
/// 90-1499 high, 1500+ very high; grass 1-4, 5-19, 20-199, 200+; weeds
/// (mugwort, ragweed) 1-9, 10-49, 50-499, 500+. Under 1 grain is none.
public enum PollenLevel: Int, Comparable, Sendable {
  case none
  case low
  case moderate
  case high
  case veryHigh

  public init(_ grains: Double, of type: AirVariable) {
    let from: [Double]
    switch type {
    case .grass: from = [1, 5, 20, 200]
    case .mugwort, .ragweed: from = [1, 10, 50, 500]
    default: from = [1, 15, 90, 1500]
    }
    let rounded = grains.rounded()
    self = PollenLevel(rawValue: from.lastIndex { rounded >= $0 }.map { $0 + 1 } ?? 0) ?? .none
  }

  public static func < (a: PollenLevel, b: PollenLevel) -> Bool { a.rawValue < b.rawValue }

  public var word: String {
    switch self {
    case .none: return trc("pollen", "none")
    case .low: return trc("pollen", "low")
    case .moderate: return trc("pollen", "moderate")
    case .high: return trc("pollen", "high")
    case .veryHigh: return trc("pollen", "very high")
    }
  }

  /// A level named in `pollen=` (`birch,grass:high`).
  package static func named(_ word: String) -> PollenLevel? {
    switch word {
    case "low": return .low
    case "moderate": return .moderate
    case "high": return .high
    case "very-high": return .veryHigh
    default: return nil
    }
  }
}

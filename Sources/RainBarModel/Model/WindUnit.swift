/// `wind-unit=`. Knots and miles per hour by their exact definitions
/// (1 kn = 1.852 km/h, 1 mph = 1.609344 km/h); Beaufort by the WMO scale.
public enum WindUnit: String, CaseIterable, Sendable {
  case kilometresPerHour = "kmh"
  case metresPerSecond = "ms"
  case milesPerHour = "mph"
  case knots = "kn"
  case beaufort = "bft"

  public var symbol: String {
    switch self {
    case .kilometresPerHour: return "km/h"
    case .metresPerSecond: return "m/s"
    case .milesPerHour: return "mph"
    case .knots: return "kn"
    case .beaufort: return "Bft"
    }
  }

  /// The symbol as shown in text, in the run's language ("км/ч").
  public var label: String {
    switch self {
    case .kilometresPerHour: return trc("unit", "km/h")
    case .metresPerSecond: return trc("unit", "m/s")
    case .milesPerHour: return trc("unit", "mph")
    case .knots: return trc("unit", "kn")
    case .beaufort: return trc("unit", "Bft")
    }
  }

  public func value(_ kilometresPerHour: Double) -> Double {
    switch self {
    case .kilometresPerHour: return kilometresPerHour
    case .metresPerSecond: return kilometresPerHour / 3.6
    case .milesPerHour: return kilometresPerHour / 1.609344
    case .knots: return kilometresPerHour / 1.852
    case .beaufort: return Self.beaufort(metresPerSecond: kilometresPerHour / 3.6)
    }
  }

  /// The lowest speed of forces 1 to 12 in tenths of m/s (WMO's table, whose
  /// speeds are given to a tenth: force 1 is 0.3-1.5 m/s, force 12 from 32.7).
  package static let beaufortFloors: [Double] = [
    3, 16, 34, 55, 80, 108, 139, 172, 208, 245, 285, 327,
  ]

  /// The force on the WMO scale, the speed first rounded to a tenth of m/s as
  /// the table's speeds are.
  package static func beaufort(metresPerSecond: Double) -> Double {
    guard metresPerSecond.isFinite else { return metresPerSecond }
    let tenths = (metresPerSecond * 10).rounded()
    var force = 0
    for floor in beaufortFloors where tenths >= floor { force += 1 }
    return Double(force)
  }
}

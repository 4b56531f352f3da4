/// The direction the wind blows from as one of eight compass points.
enum CompassPoint {
  static let names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

  static func text(_ degrees: Double) -> String {
    let eighth = Int((degrees / 45).rounded()) % 8
    return names[eighth]
  }
}

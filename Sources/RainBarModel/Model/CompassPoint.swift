/// The direction the wind blows from as one of eight compass points.
package enum CompassPoint {
  package static func text(_ degrees: Double) -> String {
    switch Int((degrees / 45).rounded()) % 8 {
    case 0: return trc("compass", "N")
    case 1: return trc("compass", "NE")
    case 2: return trc("compass", "E")
    case 3: return trc("compass", "SE")
    case 4: return trc("compass", "S")
    case 5: return trc("compass", "SW")
    case 6: return trc("compass", "W")
    default: return trc("compass", "NW")
    }
  }
}

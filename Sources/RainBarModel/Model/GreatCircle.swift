import Glibc

/// Distances on the Earth's surface (a sphere: good to 0.5 %, plenty for
/// "moved more than 3 km").
package enum GreatCircle {
  package static let earthRadius = 6_371_000.0

  /// Metres between two points (haversine).
  package static func metres(
    _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double
  ) -> Double {
    let radians = Double.pi / 180
    let dLatitude = (latitude2 - latitude1) * radians
    let dLongitude = (longitude2 - longitude1) * radians
    let a =
      sin(dLatitude / 2) * sin(dLatitude / 2)
      + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLongitude / 2)
      * sin(dLongitude / 2)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }
}

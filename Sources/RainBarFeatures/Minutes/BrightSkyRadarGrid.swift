import Glibc
import RainBarEngine
import RainBarModel

/// The DWD's radar grid as Bright Sky serves it (`/radar`): 1100 × 1200
/// pixels of 1 km on a polar stereographic projection (`+proj=stere
/// +lat_0=90 +lat_ts=60 +lon_0=10`, WGS 84's ellipsoid, Bright Sky's false
/// easting and northing), corners NW 55.862° N 1.463° E, NE 55.845° N
/// 18.732° E, SE 45.685° N 16.581° E, SW 45.696° N 3.567° E.
///
/// The projection is computed as Bright Sky computes it (its `to_xy`), so a
/// place is asked for only when Bright Sky would answer. A place must lie
/// `margin` pixels inside the edges: the composite has no coverage near
/// them, and Bright Sky answers 0 (dry) where there is none.
public enum BrightSkyRadarGrid {
  public static let width = 1100
  public static let height = 1200
  /// Pixels (km) a place must lie inside the grid's edges.
  public static let margin = 50.0

  private static let a = 6_378_137.0
  private static let b = 6_356_752.314_245_180_2
  private static let falseEasting = 543_196.835_217_764_02
  private static let falseNorthing = 3_622_588.861_931_001_8
  private static let centralMeridian = 10.0
  private static let trueScaleLatitude = 60.0

  /// The place's position on the grid in pixels (x east, y south, from the
  /// top left pixel's centre); nil for a latitude or longitude that is not
  /// one, or south of the equator (the projection is of the north).
  public static func position(latitude: Double, longitude: Double) -> (x: Double, y: Double)? {
    guard latitude.isFinite, longitude.isFinite, latitude > 0, latitude <= 90,
      (-180...180).contains(longitude)
    else { return nil }
    let e = (1 - (b * b) / (a * a)).squareRoot()
    func t(_ phi: Double) -> Double {
      let s = sin(phi)
      return tan(Double.pi / 4 - phi / 2) / pow((1 - e * s) / (1 + e * s), e / 2)
    }
    let phiC = trueScaleLatitude * .pi / 180
    let sC = sin(phiC)
    let mC = cos(phiC) / (1 - e * e * sC * sC).squareRoot()
    let rho = a * mC * t(latitude * .pi / 180) / t(phiC)
    let lambda = (longitude - centralMeridian) * .pi / 180
    let x = rho * sin(lambda) + falseEasting
    let y = -rho * cos(lambda) + falseNorthing
    return (x.rounded() / 1000, -y.rounded() / 1000)
  }

  /// Whether the place lies inside the grid, `margin` pixels from its edges
  /// (0: the grid itself, as Bright Sky's own test).
  public static func covers(latitude: Double, longitude: Double, margin: Double = margin) -> Bool {
    guard let p = position(latitude: latitude, longitude: longitude) else { return false }
    let low = -0.5 + margin
    return p.x >= low && p.x <= Double(width) - 0.5 - margin && p.y >= low
      && p.y <= Double(height) - 0.5 - margin
  }

  public static func covers(_ location: Location) -> Bool {
    covers(latitude: location.latitude, longitude: location.longitude)
  }
}

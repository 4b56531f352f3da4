import RainBarEngine
import RainBarModel

/// Where a warning service applies: by the location's country when it has
/// one (a name or ISO code, as geocoding gave it), else by its coordinates.
public struct Territory: Sendable {
  /// Lower-case country names and codes.
  public var countries: [String]
  public var boxes: [Box]

  /// A latitude and longitude box. (A struct of numbers, not a tuple of
  /// ranges: an array of those costs every run a type lookup by name.)
  public struct Box: Sendable {
    public var south, north, west, east: Double

    public init(_ south: Double, _ north: Double, _ west: Double, _ east: Double) {
      self.south = south
      self.north = north
      self.west = west
      self.east = east
    }
  }

  public func contains(_ location: Location) -> Bool {
    if let country = location.country, !country.isEmpty {
      return countries.contains(country.lowercased())
    }
    return boxes.contains {
      $0.south <= location.latitude && location.latitude <= $0.north
        && $0.west <= location.longitude && location.longitude <= $0.east
    }
  }
}

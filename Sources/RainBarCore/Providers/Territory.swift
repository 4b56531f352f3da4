/// Where a warning service applies: by the location's country when it has
/// one (a name or ISO code, as geocoding gave it), else by its coordinates.
public struct Territory: Sendable {
  /// Lower-case country names and codes.
  public var countries: [String]
  /// Latitude and longitude boxes, south/north and west/east.
  public var boxes: [(latitude: ClosedRange<Double>, longitude: ClosedRange<Double>)]

  public func contains(_ location: Location) -> Bool {
    if let country = location.country, !country.isEmpty {
      return countries.contains(country.lowercased())
    }
    return boxes.contains {
      $0.latitude.contains(location.latitude) && $0.longitude.contains(location.longitude)
    }
  }
}

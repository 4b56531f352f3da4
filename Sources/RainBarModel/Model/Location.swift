/// A place to forecast for. Coordinates are kept to 4 decimals (about 11 m).
public struct Location: Equatable, Sendable {
  public var name: String
  public var country: String?
  public var latitude: Double
  public var longitude: Double
  public var timezone: String?

  public init(
    name: String, country: String? = nil, latitude: Double, longitude: Double,
    timezone: String? = nil
  ) {
    self.name = name
    self.country = country
    self.latitude = Location.round4(latitude)
    self.longitude = Location.round4(longitude)
    self.timezone = timezone
  }

  /// A location known only by its coordinates, named after them.
  public static func at(latitude: Double, longitude: Double) -> Location {
    let name = "\(Decimal4.format(latitude)), \(Decimal4.format(longitude))"
    return Location(name: name, latitude: latitude, longitude: longitude)
  }

  public static func round4(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }

  /// A stable identifier for the cache and alert state, from the coordinates.
  public var key: String {
    "\(Decimal4.format(latitude))_\(Decimal4.format(longitude))"
  }
}

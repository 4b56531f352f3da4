/// The current position; the live version asks GeoClue2 over D-Bus.
public protocol PositionProvider: Sendable {
  func currentPosition(timeout: Double) throws(PositionError) -> Position
}

public struct Position: Equatable, Sendable {
  public var latitude: Double
  public var longitude: Double
  /// Metres, when known.
  public var accuracy: Double?
  /// A place name, when the service gives one.
  public var description: String?

  public init(
    latitude: Double, longitude: Double, accuracy: Double? = nil, description: String? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.accuracy = accuracy
    self.description = description
  }
}

/// One sentence a user can act on.
public struct PositionError: Error, Equatable, Sendable {
  public var message: String
  /// The message may come from the bus (GeoClue's error): one clean line.
  public init(_ message: String) { self.message = Sanitized.firstLine(message, limit: 300) }
}

import CGeoClueShim
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The current position from GeoClue2 on the system bus.
public struct GeoClueLocator: PositionProvider {
  public init() {}

  public func currentPosition(timeout: Double) throws(PositionError) -> Position {
    var result = rb_geoclue_result()
    let status = rb_geoclue_locate("rain-bar", max(100, Int(timeout * 1000)), &result)
    let detail = CText.string(fixed: result.message)
    switch status {
    case RB_GEOCLUE_OK:
      let description = CText.string(fixed: result.description)
      return Position(
        latitude: result.latitude, longitude: result.longitude,
        accuracy: result.accuracy > 0 ? result.accuracy : nil,
        description: description.isEmpty ? nil : description)
    case RB_GEOCLUE_NO_LIBRARY:
      throw PositionError("\(detail).")
    case RB_GEOCLUE_NO_BUS:
      throw PositionError("there is no system D-Bus to reach GeoClue on.")
    case RB_GEOCLUE_NOT_RUNNING:
      throw PositionError(
        "GeoClue is not installed or not running (Debian package geoclue-2.0).")
    case RB_GEOCLUE_DENIED:
      throw PositionError(
        "GeoClue refused: allow rain-bar in /etc/geoclue/geoclue.conf or in your desktop's location settings."
      )
    case RB_GEOCLUE_TIMEOUT:
      // The bus, GeoClue or the position itself: the lookup's one deadline passed.
      throw PositionError("GeoClue found no position within \(Seconds.text(timeout)).")
    default:
      throw PositionError("GeoClue failed: \(Sanitized.firstLine(detail, limit: 160)).")
    }
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// A background renewal's end, typed by its slot (`WatchSlots`): the entry it
/// was for and its value as the renewal had it. The value is not read back
/// from the cache: the file the renewal wrote is the one this value came from.
public struct WatchRenewal: Sendable {
  package enum Value: Sendable {
    /// `location=here`: the record the cache holds now; `renewed`: GeoClue
    /// gave a position (or a fresh one was kept).
    case position(PositionRecord?, renewed: Bool)
    case forecast(ForecastRenewal)
    case warnings(WarningsResult?)
    case air(AirQualityResult?)
    case radar(RadarMinutes?)
    /// The calendars' feeds were renewed (their entries hold what they gave).
    case calendars
  }

  /// The entry it renewed (nil: none applies to the place, or it belongs to none).
  package var key: CacheKey?
  package var value: Value
}

/// The forecast's renewal: what the one-shot run would show, and the entry
/// as the cache holds it after (its times and back-off schedule the next).
package struct ForecastRenewal: Sendable {
  var result: LoadOutcome
  var kept: CacheEntry?
  /// Asked for by a click (a renewal that failed is then told).
  var clicked: Bool
}

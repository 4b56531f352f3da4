import RainBarEngine
import RainBarFeatures
import RainBarModel

extension RainBar {
  /// The place's clock when there is no forecast to give it: its saved
  /// zone, else UTC.
  func zone(of location: Location) -> TimeZoneRules {
    location.timezone.flatMap { timeZones.rules(named: $0) } ?? .fixed(0)
  }

  /// The place's clock when no forecast could be had now: its cached
  /// forecast's zone (an entry too old to show still names it), else its
  /// saved zone, else UTC.
  func zone(of location: Location, provider: String) -> TimeZoneRules {
    if let forecast = forecastCache.read(provider: provider, location: location).entry?.forecast {
      return timeZones.rules(for: forecast, at: location)
    }
    return zone(of: location)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

extension Settings {
  /// The trips of a place: those naming it, and those naming none when it is
  /// the selected one (or the only one saved).
  public func trips(at location: Location) -> [Trip] {
    let selected = selectedLocation ?? (locations.count == 1 ? locations.first?.name : nil)
    return trips.filter { ($0.location ?? selected) == location.name }
  }

  /// A [trip NAME] group, checked: a bad value is an error naming its line.
  static func trip(_ group: KeyFileDocument.Group, path: String) throws(ConfigError) -> Trip {
    let name = String(group.name.dropFirst(tripPrefix.count))
    func fail(_ key: String?, _ problem: String) -> ConfigError {
      group.problem(problem, key: key, path: path)
    }
    guard name.contains(where: { $0 != " " }) else {
      throw fail(nil, tr("the trip has no name: write [trip NAME]."))
    }
    var trip = Trip(
      name: name, days: [], times: [], notifyBefore: Trip.defaultNotifyBefore, threshold: nil,
      location: nil)
    for (key, text) in group.entries {
      // Made only for a message: quoting costs a bar run conformance lookups.
      var quoted: String { ConfigQuote.value(text, secret: false) }
      switch key {
      case "days":
        guard let days = Trip.days(text) else {
          throw fail(
            key,
            tr(
              "days: '%s' is not a list of days: give e.g. Mon-Fri, Sat,Sun or Mon,Wed-Fri (%s).",
              quoted, Trip.dayNamesHelp))
        }
        trip.days = days
      case "times":
        guard let times = Trip.times(text) else {
          throw fail(
            key,
            tr(
              "times: '%s' is not a list of times of day: give e.g. 08:00-08:40 or 08:00-08:40,17:30-18:15.",
              quoted))
        }
        trip.times = times
      default:
        if let problem = trip.read(key, text) { throw fail(key, problem) }
      }
    }
    if trip.days.isEmpty { throw fail(nil, tr("days: missing: give e.g. days=Mon-Fri.")) }
    if trip.times.isEmpty { throw fail(nil, tr("times: missing: give e.g. times=08:00-08:40.")) }
    return trip
  }
}

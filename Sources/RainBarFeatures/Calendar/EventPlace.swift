import RainBarModel

/// Where an event is judged, pure: its GEO position (the saved location it
/// is within 100 m of, by that location's name); else its LOCATION when it
/// names a saved location (the whole text, or its first part before a
/// comma, in any case); else, with `event-places=geocode`, the place the
/// search found for it (`EventGeocoder`, again a saved location within
/// 100 m by its name); else the calendar's location, else the selected one.
public enum EventPlace {
  /// A position this close to a saved location is that location.
  public static let nearby = 100.0

  /// Where an event is, and why it is at the fallback when its location
  /// could not be placed (one sentence, for the tooltip and `doctor`).
  public struct Placed: Equatable, Sendable {
    public var location: Location?
    public var why: String?
  }

  /// nil: no GEO, no saved location matched, and no `fallback`.
  public static func of(_ event: CalendarEvent, saved: [Location], fallback: Location?)
    -> Location?
  {
    place(event, saved: saved, fallback: fallback, geocoded: nil).location
  }

  /// `geocoded`: the answers of the place search by location text (nil:
  /// `event-places=saved`, no text is looked up; a text it lacks is looked
  /// up on a later run).
  public static func place(
    _ event: CalendarEvent, saved: [Location], fallback: Location?,
    geocoded: [String: EventGeocodes.Answer]?
  ) -> Placed {
    if let geo = event.geo {
      return Placed(location: at(geo.latitude, geo.longitude, saved: saved, name: nil))
    }
    // Most events say nowhere: nothing to match.
    guard !event.location.isEmpty else { return Placed(location: fallback) }
    if let match = named(event.location, in: saved) { return Placed(location: match) }
    guard let geocoded else { return Placed(location: fallback) }
    let why: String
    switch geocoded[event.location] {
    case .place(let name, let latitude, let longitude):
      return Placed(location: at(latitude, longitude, saved: saved, name: name))
    case .notFound:
      why = tr("no place has the name of its location")
    case .several:
      why = tr("several places have the name of its location")
    case .failed(let reason):
      why = tr("its location could not be looked up (%s)", reason)
    case nil:
      why = tr("its location is looked up on a later run")
    }
    guard let fallback else { return Placed(location: nil) }
    // TRANSLATORS: an event's summary, why its place is not known, the location it is judged at.
    return Placed(
      location: fallback, why: tr("%s: %s; judged at %s.", event.summary, why, fallback.name))
  }

  /// The saved location whose name `text` is (all of it, or its first part
  /// before a comma, in any case, spaces around left out).
  public static func named(_ text: String, in saved: [Location]) -> Location? {
    guard !text.isEmpty else { return nil }
    let text = text.lowercased()
    let first = text.split(separator: ",").first.map { String($0) } ?? text
    for name in [text, first] {
      let wanted = trimmed(name)
      if let match = saved.first(where: { trimmed($0.name.lowercased()) == wanted }) {
        return match
      }
    }
    return nil
  }

  /// The saved location within 100 m (the nearest), else the position by
  /// `name` (nil: its coordinates).
  static func at(_ latitude: Double, _ longitude: Double, saved: [Location], name: String?)
    -> Location
  {
    let near = saved.map {
      (location: $0, metres: GreatCircle.metres(latitude, longitude, $0.latitude, $0.longitude))
    }.filter { $0.metres <= nearby }.min { $0.metres < $1.metres }
    if let near { return near.location }
    let position = Location.at(latitude: latitude, longitude: longitude)
    guard let name else { return position }
    return Location(name: name, latitude: position.latitude, longitude: position.longitude)
  }

  static func trimmed(_ text: String) -> String {
    var scalars = Substring(text)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}

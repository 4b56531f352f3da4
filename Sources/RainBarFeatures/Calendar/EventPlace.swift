import RainBarModel

/// Where an event is judged, pure: its GEO position; else its LOCATION when
/// it names a saved location (the whole text, or its first part before a
/// comma, in any case); else the calendar's location, else the selected
/// one. Event text is never geocoded: it stays on the machine.
public enum EventPlace {
  /// nil: no GEO, no saved location matched, and no `fallback`.
  public static func of(_ event: CalendarEvent, saved: [Location], fallback: Location?)
    -> Location?
  {
    if let geo = event.geo { return Location.at(latitude: geo.latitude, longitude: geo.longitude) }
    let text = event.location.lowercased()
    if !text.isEmpty {
      let first = text.split(separator: ",").first.map { String($0) } ?? text
      for name in [text, first] {
        let wanted = trimmed(name)
        if let match = saved.first(where: { trimmed($0.name.lowercased()) == wanted }) {
          return match
        }
      }
    }
    return fallback
  }

  static func trimmed(_ text: String) -> String {
    var scalars = Substring(text)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

extension Settings {
  /// Where a calendar's events that do not say where are judged: its
  /// `location=`, else the selected location (or the only one saved).
  public func place(of calendar: EventCalendar) -> Location? {
    if let name = calendar.location { return location(named: name) }
    let selected = selectedLocation ?? (locations.count == 1 ? locations.first?.name : nil)
    return selected.flatMap { location(named: $0) }
  }

  /// What is wrong with the calendars that reading the config cannot tell:
  /// a location that is not saved (`doctor`, `events`).
  func calendarProblems() -> [String] { calendars.compactMap(calendarProblem) }

  func calendarProblem(_ calendar: EventCalendar) -> String? {
    guard let name = calendar.location, location(named: name) == nil else { return nil }
    return tr(
      "calendar %s: the location '%s' is not saved.", calendar.name,
      Sanitized.line(name, limit: 40))
  }
}

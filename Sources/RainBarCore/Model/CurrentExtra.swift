/// A current value that only some templates show, so providers that must be
/// asked for it (Open-Meteo's `current=` variables) ask only when one does:
/// the request and the cache entry of a run that shows none stay as they were.
public enum CurrentExtra: Int, CaseIterable, Sendable {
  case humidity
  case dewPoint
  case windDirection
  case windGusts
  case pressure
  case uvIndex

  /// The extras `template` and the tooltip's `sections` show, in
  /// declaration order: the `now` section shows them all.
  public static func needed(by template: Template, tooltip sections: [TooltipSection] = [])
    -> [CurrentExtra]
  {
    if sections.contains(.now) { return allCases }
    return allCases.filter { extra in template.placeholders.contains { $0.currentExtra == extra } }
  }
}

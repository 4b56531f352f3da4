import RainBarEngine
import RainBarModel

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

  /// Its name in a cache entry's `asked`, as in the entry's current conditions.
  package var key: String {
    switch self {
    case .humidity: return "humidity"
    case .dewPoint: return "dewPoint"
    case .windDirection: return "windDirection"
    case .windGusts: return "windGusts"
    case .pressure: return "pressure"
    case .uvIndex: return "uvIndex"
    }
  }

  /// `humidity,uvIndex` for a cache entry; names it does not know are left out.
  package static func list(_ extras: [CurrentExtra]) -> String {
    extras.map(\.key).joined(separator: ",")
  }

  package static func parse(_ list: String) -> [CurrentExtra] {
    list.split(separator: ",").compactMap { name in allCases.first { $0.key == name } }
  }
}

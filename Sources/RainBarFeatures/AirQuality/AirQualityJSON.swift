import RainBarEngine
import RainBarModel

/// The `air_quality` member of the JSON for scripts (`--format json`,
/// `forecast --json`, when the run shows air quality): the scale, the index
/// now with its band, the highest of the next 24 hours, each pollen type
/// known with its grains and level (names in English, for scripts), and why
/// the values are not current if they are not.
package enum AirQualityJSON {
  package static func object(_ result: AirQualityResult, scale: AirQualityScale, now: Double)
    -> String
  {
    func number(_ value: Double?) -> String { value.map(Rounded.oneDecimal) ?? "null" }
    let t = Int64(now.rounded(.down))
    let air = result.air
    let index = air?[scale.variable]
    let highest = air?.highest(scale.variable, from: t).map {
      JSONText.object([("index", number($0.value)), ("time", String(max(t, $0.at)))])
    }
    var pollen: [String] = []
    for type in AirVariable.pollen {
      guard let grains = air?[type] else { continue }
      pollen.append(
        JSONText.object([
          ("type", JSONText.string(type.id)), ("grains", number(grains)),
          ("level", JSONText.string(PollenLevel(grains, of: type).id)),
        ]))
    }
    return JSONText.object([
      ("scale", JSONText.string(scale.rawValue)),
      ("index", number(index)),
      ("band", index.map { JSONText.string(scale.id(band: scale.band($0))) } ?? "null"),
      ("highest_24h", highest ?? "null"),
      ("pollen", JSONText.array(pollen)),
      ("fetched_at", result.fetchedAt.map { String(Int64($0.rounded(.down))) } ?? "null"),
      ("unavailable", result.unavailable.map(JSONText.string) ?? "null"),
    ])
  }
}

extension AirQualityScale {
  /// The band's name for scripts: `very_poor`, `unhealthy_for_sensitive_groups`.
  package func id(band: Int) -> String {
    let names =
      self == .european
      ? ["good", "fair", "moderate", "poor", "very_poor", "extremely_poor"]
      : [
        "good", "moderate", "unhealthy_for_sensitive_groups", "unhealthy", "very_unhealthy",
        "hazardous",
      ]
    return names[min(max(band, 0), names.count - 1)]
  }
}

extension AirVariable {
  /// A pollen type's name for scripts (`birch`); the API's for an index.
  package var id: String {
    let name = self.name.description
    return name.hasSuffix("_pollen") ? String(name.dropLast(7)) : name
  }
}

extension PollenLevel {
  /// The level's name for scripts: `very_high`.
  package var id: String {
    switch self {
    case .none: return "none"
    case .low: return "low"
    case .moderate: return "moderate"
    case .high: return "high"
    case .veryHigh: return "very_high"
    }
  }
}

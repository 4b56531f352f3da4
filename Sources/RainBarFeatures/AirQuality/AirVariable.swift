import RainBarEngine
import RainBarModel

/// A value of Open-Meteo's air-quality API rain-bar may ask for: an index or
/// a pollen type (`AirNeeds` says which a run asks for).
public enum AirVariable: Int, CaseIterable, Sendable {
  case europeanAQI
  case usAQI
  case alder
  case birch
  case grass
  case mugwort
  case olive
  case ragweed

  /// Its name in the API and in the cache entry.
  package var name: StaticString {
    switch self {
    case .europeanAQI: return "european_aqi"
    case .usAQI: return "us_aqi"
    case .alder: return "alder_pollen"
    case .birch: return "birch_pollen"
    case .grass: return "grass_pollen"
    case .mugwort: return "mugwort_pollen"
    case .olive: return "olive_pollen"
    case .ragweed: return "ragweed_pollen"
    }
  }

  package static let pollen: [AirVariable] = [.alder, .birch, .grass, .mugwort, .olive, .ragweed]

  /// The pollen type in words ("birch"); nil for an index.
  package var pollenName: String? {
    switch self {
    case .europeanAQI, .usAQI: return nil
    case .alder: return trc("pollen", "alder")
    case .birch: return trc("pollen", "birch")
    case .grass: return trc("pollen", "grass")
    case .mugwort: return trc("pollen", "mugwort")
    case .olive: return trc("pollen", "olive")
    case .ragweed: return trc("pollen", "ragweed")
    }
  }

  /// `european_aqi,birch_pollen`: as the request and the cache entry list them.
  package static func list(_ variables: [AirVariable]) -> String {
    variables.map(\.name.description).concatenated(separator: ",")
  }

  package static func parse(_ list: String) -> [AirVariable] {
    list.split(separator: ",").compactMap { name in
      allCases.first { $0.name.description == name }
    }
  }
}

import RainBarEngine
import RainBarModel

/// The air-quality index `{aqi}` shows (`aqi-scale=`), with its published bands.
///
/// - European: Open-Meteo's `european_aqi`, the overall European Air Quality
///   Index (the worst pollutant's) on the EEA's bands as revised in 2024
///   (hourly PM2.5 and PM10 in place of 24-hour means; Open-Meteo since
///   2026-08-14): 0-20 good, 20-40 fair, 40-60 moderate, 60-80 poor, 80-100
///   very poor, over 100 extremely poor.
/// - US: the EPA's AQI categories, with PM2.5 on the breakpoints of the EPA's
///   2024 rule (good up to 9.0 µg/m³, was 12.0): 0-50 good, 51-100 moderate,
///   101-150 unhealthy for sensitive groups, 151-200 unhealthy, 201-300 very
///   unhealthy, 301 and more hazardous.
///
/// For the same air both now give higher numbers than before 2024.
public enum AirQualityScale: String, CaseIterable, Sendable {
  case european
  case us

  /// The API's variable for the index.
  package var variable: AirVariable { self == .european ? .europeanAQI : .usAQI }

  /// The band of `index` (rounded, as shown), 0 (good) to 5 (the worst).
  public func band(_ index: Double) -> Int {
    let value = index.rounded()
    let upper: [Double] = self == .european ? [20, 40, 60, 80, 100] : [50, 100, 150, 200, 300]
    return upper.firstIndex { value <= $0 } ?? 5
  }

  /// The band from which an alert is critical: very poor (European), very
  /// unhealthy (US).
  public static let criticalBand = 4

  /// The band's official word.
  public func word(band: Int) -> String {
    switch (self, band) {
    case (.european, 0): return trc("EAQI", "good")
    case (.european, 1): return trc("EAQI", "fair")
    case (.european, 2): return trc("EAQI", "moderate")
    case (.european, 3): return trc("EAQI", "poor")
    case (.european, 4): return trc("EAQI", "very poor")
    case (.european, _): return trc("EAQI", "extremely poor")
    case (.us, 0): return trc("US AQI", "good")
    case (.us, 1): return trc("US AQI", "moderate")
    case (.us, 2): return trc("US AQI", "unhealthy for sensitive groups")
    case (.us, 3): return trc("US AQI", "unhealthy")
    case (.us, 4): return trc("US AQI", "very unhealthy")
    case (.us, _): return trc("US AQI", "hazardous")
    }
  }

  /// Whose bands, published when: the tooltip's legend (a name, not translated).
  public var bands: String {
    switch self {
    case .european: return "EEA 2024"
    case .us: return "EPA 2024"
    }
  }

  /// `{aqi}`'s value: "35 fair".
  public func text(_ index: Double) -> String {
    tr("%s %s", Rounded.integer(index), word(band: band(index)))
  }
}

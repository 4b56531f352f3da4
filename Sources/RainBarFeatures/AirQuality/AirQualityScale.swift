import RainBarEngine
import RainBarModel

/// The air-quality index `{aqi}` shows (`aqi-scale=`), with its published bands.
///
/// - European: Open-Meteo's `european_aqi`, the overall European Air Quality
///   Index (the EEA's bands, the worst pollutant's): 0-20 good, 20-40 fair,
///   40-60 moderate, 60-80 poor, 80-100 very poor, over 100 extremely poor.
/// - US: the EPA's AQI categories: 0-50 good, 51-100 moderate, 101-150
///   unhealthy for sensitive groups, 151-200 unhealthy, 201-300 very
///   unhealthy, 301 and more hazardous.
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

  /// `{aqi}`'s value: "35 fair".
  public func text(_ index: Double) -> String {
    tr("%s %s", Rounded.integer(index), word(band: band(index)))
  }
}

import RainBarEngine
import RainBarModel

/// A place's air quality from Open-Meteo's air-quality API: the values now
/// and, when asked, hourly ones, each by `AirVariable` (nil: null in the
/// answer, as pollen is outside Europe, or not asked).
public struct AirQuality: Equatable, Sendable {
  /// The variables asked for now, and hourly.
  public var needs: AirNeeds
  /// The time of the current values (Unix seconds).
  public var time: Int64?
  /// By `AirVariable.rawValue`.
  public var current: [Double?]
  /// The hours' start times (Unix seconds).
  public var hourlyTime: [Int64]
  /// By `AirVariable.rawValue`, each as long as `hourlyTime` (empty when not asked).
  public var hourly: [[Double?]]

  public init(needs: AirNeeds) {
    self.needs = needs
    current = Array(repeating: nil, count: AirVariable.allCases.count)
    hourlyTime = []
    hourly = Array(repeating: [], count: AirVariable.allCases.count)
  }

  public subscript(variable: AirVariable) -> Double? {
    get { current[variable.rawValue] }
    set { current[variable.rawValue] = newValue }
  }

  /// The pollen type with the highest level now (then the most grains), with
  /// its level; nil when none is in the air or none is known.
  public var highestPollen: (type: AirVariable, level: PollenLevel)? {
    var best: (type: AirVariable, level: PollenLevel, grains: Double)?
    for type in AirVariable.pollen {
      guard let grains = self[type] else { continue }
      let level = PollenLevel(grains, of: type)
      guard level > .none else { continue }
      if best.map({ level > $0.level || level == $0.level && grains > $0.grains }) ?? true {
        best = (type, level, grains)
      }
    }
    return best.map { ($0.type, $0.level) }
  }

  /// The highest hourly value of `variable` from `t` on, within 24 hours, and
  /// the hour it starts; nil without hourly values.
  public func highest(_ variable: AirVariable, from t: Int64) -> (value: Double, at: Int64)? {
    let values = hourly[variable.rawValue]
    var best: (value: Double, at: Int64)?
    for (i, start) in hourlyTime.enumerated() where i < values.count {
      guard start + 3600 > t, start < t + 86_400, let value = values[i] else { continue }
      if best.map({ value > $0.value }) ?? true { best = (value, start) }
    }
    return best
  }

  /// The ranges a value must keep to be believed: indices 0-2000 (the
  /// European index passes 100 in smoke, the US one 500), pollen 0-100 000
  /// grains/m³; at most 200 hours.
  public var problem: String? {
    if hourlyTime.count > 200 { return "more than 200 hours of air quality" }
    for variable in AirVariable.allCases {
      let range: ClosedRange<Double> = variable.pollenName == nil ? 0...2000 : 0...100_000
      let values = [current[variable.rawValue]] + hourly[variable.rawValue]
      for value in values {
        if let value, !value.isFinite || !range.contains(value) {
          return "\(variable.name) of \(value) is out of range"
        }
      }
      if !hourly[variable.rawValue].isEmpty, hourly[variable.rawValue].count != hourlyTime.count {
        return
          "\(variable.name) has \(hourly[variable.rawValue].count) values for \(hourlyTime.count) hours"
      }
    }
    return nil
  }
}

import RainBarEngine
import RainBarModel

/// The days' values Open-Meteo makes from its own hours, made here from the
/// hours it sent, so that they need not be asked (each variable asked counts,
/// `OpenMeteoProvider.weight`): the lowest and highest temperature, the
/// highest chance of rain and the condition (the highest weather code) of
/// each whole day of hours. Open-Meteo's day is the 24 entries from local
/// midnight at the answer's one offset; on every fixture that has both (New
/// York, Melbourne, New Jersey's 14 days, Longyearbyen, McMurdo) these are
/// its `temperature_2m_max`, `temperature_2m_min`,
/// `precipitation_probability_max` and `weather_code` exactly. Its
/// `precipitation_sum` is not the hours' sum on every day (New Jersey's), and
/// no fixture has `wind_speed_10m_max` beside the hours: those are asked.
package struct OpenMeteoDays {
  package var time: [Int64] = []
  package var temperatureMax: [Double?] = []
  package var temperatureMin: [Double?] = []
  package var probabilityMax: [Double?] = []
  package var code: [Int?] = []

  /// The hours as sent (the values at each entry's time, not yet moved to
  /// the hour's start); no day when they do not start at local midnight.
  package init(
    times: [OpenMeteoReader.Time?]?, offset: Int, temperature: [Double?]?,
    probability: [Double?]?, code: [Int?]?
  ) {
    let times = (times ?? []).map { $0?.unix(offset: offset) }
    guard let first = times.first ?? nil, Plausible.instant.contains(Double(first)),
      (-86400...86400).contains(offset), (first + Int64(offset)) % 86400 == 0
    else { return }
    var day = 0
    while (day + 1) * 24 <= times.count {
      let start = first + Int64(day) * 86400
      let hours = day * 24..<(day + 1) * 24
      guard hours.allSatisfy({ times[$0] == start + Int64($0 - day * 24) * 3600 }) else { break }
      time.append(start)
      temperatureMax.append(Self.whole(temperature, hours).flatMap { $0.max() })
      temperatureMin.append(Self.whole(temperature, hours).flatMap { $0.min() })
      probabilityMax.append(Self.whole(probability, hours).flatMap { $0.max() })
      self.code.append(Self.whole(code, hours).flatMap { $0.max() })
      day += 1
    }
  }

  /// The day's values when every one of them is known.
  private static func whole<T>(_ values: [T?]?, _ hours: Range<Int>) -> [T]? {
    guard let values, hours.upperBound <= values.count else { return nil }
    var known: [T] = []
    for hour in hours {
      guard let value = values[hour] else { return nil }
      known.append(value)
    }
    return known
  }

  /// `values` (a day's series as sent, nil when it was not) where it was
  /// sent, else the one made from the hours, at each of `times`.
  package func fill<T>(_ values: [T?]?, at times: [Int64?], from made: [T?]) -> [T?]? {
    if let values { return values }
    guard !time.isEmpty else { return nil }
    return times.map { t in t.flatMap { time.firstIndex(of: $0) }.flatMap { made[$0] } }
  }
}

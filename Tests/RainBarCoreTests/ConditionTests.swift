import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct ConditionTests {
  /// Pinned case by case, not by the order the cases are declared in: moving a
  /// case in `Condition` must not change which condition stands for a day.
  @Test func severityIsExplicit() {
    let expected: [Condition: Int] = [
      .thunderstorm: 12, .sleet: 11, .snow: 10, .freezingRain: 9, .heavyRain: 8, .rain: 7,
      .showers: 6, .drizzle: 5, .fog: 4, .cloudy: 3, .partlyCloudy: 2, .mainlyClear: 1, .clear: 0,
    ]
    for condition in Condition.allCases {
      #expect(condition.severity == expected[condition], "\(condition)")
    }
  }

  @Test func worseWeatherIsMoreSevere() {
    let pairs: [(milder: Condition, worse: Condition)] = [
      (.clear, .cloudy), (.fog, .drizzle), (.drizzle, .heavyRain), (.rain, .snow),
      (.snow, .sleet), (.heavyRain, .thunderstorm),
    ]
    for pair in pairs {
      #expect(pair.milder.severity < pair.worse.severity, "\(pair.milder) < \(pair.worse)")
    }
  }

  /// Every WMO code Open-Meteo documents, by its WMO name.
  @Test func wmoCodesByTheirNames() {
    let names: [Int: String] = [
      0: "Clear", 1: "Mainly clear", 2: "Partly cloudy", 3: "Overcast", 45: "Fog", 48: "Fog",
      51: "Drizzle", 53: "Drizzle", 55: "Drizzle", 56: "Freezing rain", 57: "Freezing rain",
      61: "Rain", 63: "Rain", 65: "Heavy rain", 66: "Freezing rain", 67: "Freezing rain",
      71: "Snow", 73: "Snow", 75: "Snow", 77: "Snow", 80: "Rain showers", 81: "Rain showers",
      82: "Heavy rain", 85: "Snow", 86: "Snow", 95: "Thunderstorm", 96: "Thunderstorm",
      99: "Thunderstorm",
    ]
    for (code, name) in names {
      #expect(WMOCode.condition(code)?.description == name, "\(code)")
    }
  }

  /// Overcast never shares an icon with a partly clear sky, by day or night.
  @Test func overcastHasItsOwnIcon() {
    for icons in IconSet.allCases {
      for isDay in [true, false] {
        let overcast = icons.icon(for: .cloudy, isDay: isDay)
        for other in [Condition.clear, .mainlyClear, .partlyCloudy] {
          #expect(icons.icon(for: other, isDay: isDay) != overcast, "\(icons) \(other) \(isDay)")
        }
      }
    }
  }

  @Test func severitiesAreDistinct() {
    #expect(Set(Condition.allCases.map(\.severity)).count == Condition.allCases.count)
  }
}

import Testing

@testable import RainBarCore

@Suite struct ConditionTests {
  /// Pinned case by case, not by the order the cases are declared in: moving a
  /// case in `Condition` must not change which condition stands for a day.
  @Test func severityIsExplicit() {
    let expected: [Condition: Int] = [
      .thunderstorm: 9, .sleet: 8, .snow: 7, .heavyRain: 6, .rain: 5, .drizzle: 4, .fog: 3,
      .cloudy: 2, .partlyCloudy: 1, .clear: 0,
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

  @Test func severitiesAreDistinct() {
    #expect(Set(Condition.allCases.map(\.severity)).count == Condition.allCases.count)
  }
}

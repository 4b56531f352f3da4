import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct AgeNextChangeTests {
  /// The next age whose text differs, checked against the text itself.
  @Test(arguments: [
    (0.0, 60.0), (59, 60), (60, 90), (89, 90), (90, 150), (3500, 3510), (3510, 3570), (3570, 5400),
    (84_599, 84_600), (84_600, 129_600), (129_600, 216_000),
  ])
  func nextChange(age: Double, next: Double) {
    #expect(Age.nextChange(after: age) == next)
    if age >= 60 {
      #expect(Age.text(next) != Age.text(age))
      #expect(Age.text(next - 1) == Age.text(age))
    }
  }

  /// Every boundary of the first two days, found by stepping second by second.
  @Test func nextChangeMatchesTheTextEverywhere() {
    var age = 60.0
    while age < 2 * 86_400 {
      let next = Age.nextChange(after: age)
      #expect(Age.text(next - 1) == Age.text(age), "age \(age)")
      #expect(Age.text(next) != Age.text(age), "age \(age)")
      age = next
    }
  }
}

/// `watch` wakes when a minute-level figure can change: where its rounding
/// to the source's steps turns over, then each minute of the last step.
@Suite struct MinuteNextChangeTests {
  @Test func theDefaultTextTicksWhereItsRoundingTurnsOver() throws {
    // 12:20 UTC, rain at 12:45 in 15-minute steps: "in 30m" (25 minutes,
    // rounded) turns "in 15m" at 12:22:31, when less than 22.5 minutes are left.
    let content = try RenderingFixture.minuteContent(now: RenderingFixture.now + 5 * 60)
    let turn = RenderingFixture.now + 7 * 60 + 31
    #expect(content.nextChange(template: .standard, format: .plain) == turn)
    let rainIn = try Template("{rain_in}")
    #expect(content.nextChange(template: rainIn, format: .plain) == turn)
    let plain = try Template("{temp}")
    #expect(content.nextChange(template: plain, format: .plain) != turn)
  }

  @Test func theLastStepTicksEachMinute() throws {
    // 12:31:20 UTC: "in 14m"; "in 13m" from 12:32.
    let content = try RenderingFixture.minuteContent(now: RenderingFixture.now + 16 * 60 + 20)
    #expect(
      content.nextChange(template: .standard, format: .plain) == RenderingFixture.now + 17 * 60)
  }
}

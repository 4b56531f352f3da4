import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct CivilTimeTests {
  @Test func parsesLocalTimesAtAnOffset() {
    #expect(CivilTime.parse("1970-01-01", offset: 0) == 0)
    #expect(CivilTime.parse("2026-02-06T16:30", offset: -18_000) == 1_770_413_400)
    #expect(CivilTime.parse("2024-02-29T23:59:59", offset: 3600) == 1_709_247_599)
    #expect(CivilTime.parse("1969-12-31T23:00", offset: 0) == -3600)
  }

  @Test func rejectsGarbage() {
    for text in ["", "2026", "2026-13-01", "2026-01-01T25:00", "2026-01-01X10:00", "abcd-ef-gh"] {
      #expect(CivilTime.parse(text, offset: 0) == nil, "\(text)")
    }
  }

  @Test func fieldsRoundTrip() {
    let fields = CivilTime.fields(1_770_413_400, offset: -18_000)
    #expect(
      fields
        == CivilTime.Fields(year: 2026, month: 2, day: 6, hour: 16, minute: 30, weekday: 4))
    #expect(CivilTime.fields(-1, offset: 0).year == 1969)
    #expect(CivilTime.fields(-1, offset: 0).weekday == 2)
  }
}

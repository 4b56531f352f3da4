import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct RoundedTests {
  @Test func integers() {
    #expect(Rounded.integer(11.5) == "12")
    #expect(Rounded.integer(-0.4) == "0")
    #expect(Rounded.integer(-1.5) == "-2")
    #expect(Rounded.integer(.nan) == "?")
  }

  @Test func decimals() {
    #expect(Rounded.oneDecimal(1.25) == "1.3")
    #expect(Rounded.oneDecimal(-0.04) == "0.0")
    #expect(Rounded.oneDecimal(-2.35) == "-2.4")
    #expect(Rounded.twoDecimals(0.047) == "0.05")
    #expect(Decimal4.format(-74.425_01) == "-74.4250")
  }

  @Test func units() {
    #expect(Units.metric.temperature(11.6) == "12°C")
    #expect(Units.imperial.temperature(11.6) == "53°F")
    #expect(Units.imperial.wind(16.09344) == "10 mph")
    #expect(Units.imperial.precipitation(25.4) == "1.00 in")
  }
}

@Suite struct AgeTests {
  @Test func nearestUnit() {
    #expect(Age.text(0) == "0s")
    #expect(Age.text(59.4) == "59s")
    #expect(Age.text(1499.98) == "25m")
    #expect(Age.text(3570) == "1h")
    #expect(Age.text(5399) == "1h")
    #expect(Age.text(5400) == "2h")
    #expect(Age.text(86_400 * 2) == "2d")
    #expect(Age.text(-5) == "0s")
    #expect(Age.text(.nan) == "0s")
  }
}

import Testing

@testable import RainBarCore

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

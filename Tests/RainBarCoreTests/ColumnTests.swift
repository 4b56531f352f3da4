import Testing

@testable import RainBarCore

@Suite struct ColumnTests {
  @Test func roundTrip() {
    let values: [Double?] = [11.6, nil, -0.3, 0, 1_796_040_000, 1e-05, 123.456789, nil]
    let text = Column.encode(values)
    #expect(Column.doubles(text) == values)
    #expect(Column.integers(Column.encode([1, nil, -3] as [Int64?])) == [1, nil, -3])
    #expect(
      Column.conditions(Column.encode([.rain, nil, .heavyRain])) == [.rain, nil, .heavyRain])
    #expect(Column.doubles("") == [])
  }

  @Test func fastDecimalParser() {
    #expect(Column.decimal("-12.5".utf8[...]) == -12.5)
    #expect(Column.decimal("7".utf8[...]) == 7)
    #expect(Column.decimal("1e5".utf8[...]) == nil)
    #expect(Column.decimal("-".utf8[...]) == nil)
    #expect(Column.decimal("1.2.3".utf8[...]) == nil)
    #expect(Column.doubles("x,1") == [nil, 1])
  }
}

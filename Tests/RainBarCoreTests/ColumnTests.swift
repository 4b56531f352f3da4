import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct ColumnTests {
  func read<T>(_ text: String, _ column: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    Array(text.utf8).withUnsafeBufferPointer(column)
  }

  @Test func roundTrip() {
    let values: [Double?] = [
      11.6, nil, -0.3, 0, -0.0, 1_796_040_000, 1e-05, 123.456789, 0.1 + 0.2, -12.5, 1e300, nil,
    ]
    let back = read(Column.encode(values), Column.doubles)
    #expect(back.map { $0?.bitPattern } == values.map { $0?.bitPattern })
    #expect(read(Column.encode([1, nil, -3] as [Int64?]), Column.integers) == [1, nil, -3])
    #expect(
      read(Column.encode([.rain, nil, .rain, .heavyRain] as [Condition?]), Column.conditions)
        == [.rain, nil, .rain, .heavyRain])
    #expect(read("", Column.doubles) == [])
  }

  @Test func writesTheServicesOneDecimalValuesPlainly() {
    #expect(
      Column.encode([11.6, -0.3, 0, -0.0, 12, 1e-05, -12.5]) == "11.6,-0.3,0,-0,12,1e-05,-12.5")
    #expect(Column.encode([.infinity, .nan, 1]) == ",,1")
  }

  @Test func anythingButANumberIsMissing() {
    #expect(
      read("x,1,nan,inf,1e400,--1,1.,.5, 1", Column.doubles) == [
        nil, 1, nil, nil, nil, nil, nil, nil, nil,
      ])
    #expect(
      read("1.5,x,9223372036854775808,-9223372036854775808", Column.integers) == [
        nil, nil, nil, .min,
      ])
    #expect(read("rain,drizzle,snowy,", Column.conditions) == [.rain, .drizzle, nil, nil])
  }

  /// Any finite double, written and read back, is the same double.
  @Test func everyDoubleComesBackExactly() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20_000 {
      let value: Double
      switch random.next() % 3 {
      case 0: value = Double(bitPattern: random.next())
      case 1: value = Double(Int64(bitPattern: random.next()) % 2_000_000) / 10
      default: value = Double(Int64(bitPattern: random.next()) % 100_000_000) / 1000
      }
      guard value.isFinite else { continue }
      let back = read(Column.encode([value]), Column.doubles)
      #expect(back.first??.bitPattern == value.bitPattern, "\(value)")
    }
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct JSONNumberTests {
  func double(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { JSONNumber.double($0, in: 0..<$0.count) }
  }

  func int64(_ text: String) -> Int64? {
    Array(text.utf8).withUnsafeBufferPointer { JSONNumber.int64($0, in: 0..<$0.count) }
  }

  @Test func readsJSONNumbersOnly() {
    #expect(double("-12.5") == -12.5)
    #expect(double("7") == 7)
    #expect(double("1e5") == 100_000)
    #expect(double("1E+2") == 100)
    #expect(double("-0")?.sign == .minus)
    for text in [
      "", "-", "1.2.3", "01", "1.", ".5", "+1", "1e", "nan", "inf", "0x10", " 1", "1e400",
    ] {
      #expect(double(text) == nil, "\(text)")
    }
  }

  @Test func wholeNumbers() {
    #expect(int64("1796040000") == 1_796_040_000)
    #expect(int64("-9223372036854775808") == .min)
    #expect(int64("9223372036854775807") == .max)
    #expect(int64("9223372036854775808") == nil)
    #expect(int64("99999999999999999999999") == nil)
    #expect(int64("3.0") == 3)
    #expect(int64("1e3") == 1000)
    #expect(int64("3.5") == nil)
    #expect(int64("1e30") == nil)
  }

  /// The fast path gives the very double the standard library's (strtod-like)
  /// parser gives, for decimals of every length and scale it takes.
  @Test func fastPathIsCorrectlyRounded() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<50_000 {
      let digits = Int(random.next() % 19) + 1
      var text = ""
      for _ in 0..<digits { text.append(Character(String(random.next() % 10))) }
      let scale = Int(random.next() % UInt64(min(digits, 22) + 1))
      if scale > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -scale)) }
      if text.hasPrefix(".") { text = "0" + text }
      while text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0.") { text.removeFirst() }
      if random.next() % 2 == 0 { text = "-" + text }
      #expect(double(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }
}

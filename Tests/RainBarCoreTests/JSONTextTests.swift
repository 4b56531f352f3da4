import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct JSONTextTests {
  /// The escaping as JSON defines it, one scalar at a time (what JSONText did
  /// before it worked on bytes): the byte version must give the same text.
  static func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  @Test func escapesAsJSONSays() {
    #expect(
      JSONText.string("a\"b\\c\nd\u{1}\u{1f}\u{2028}\u{2029}é🌧️")
        == #""a\"b\\c\nd\u0001\u001f\u2028\u2029é🌧️""#)
    #expect(JSONText.string("plain") == "\"plain\"")
  }

  @Test func sameAsEscapingScalarByScalar() {
    let scalars: [Unicode.Scalar] = [
      "a", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1b}", "\u{7f}", "é", "–", "°",
      "\u{2027}", "\u{2028}", "\u{2029}", "\u{202a}", "\u{e280}", "☁", "\u{fe0f}", "🌧",
    ]
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int(random.next() % 24) {
        text.unicodeScalars.append(scalars[Int(random.next() % UInt64(scalars.count))])
      }
      #expect(JSONText.string(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }
}

/// Hand-written JSON for the bar formats: fixed key order, one line, and no
/// JSONEncoder on the bar's hot path.
public enum JSONText {
  public static func string(_ text: String) -> String {
    // Most strings need no escape at all; U+2028/9 start with 0xE2 in UTF-8.
    let plain = !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
    if plain { return "\"" + text + "\"" }
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

  /// `{"a":1,"b":"x"}` from pairs whose values are already JSON.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.concatenated(separator: ",") + "}"
  }

  public static func array(_ values: [String]) -> String {
    "[" + values.concatenated(separator: ",") + "]"
  }
}

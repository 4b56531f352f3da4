/// Hand-written JSON for the bar formats: fixed key order, one line, and no
/// JSONEncoder on the bar's hot path.
public enum JSONText {
  public static func string(_ text: String) -> String {
    // Most strings need no escape at all; U+2028/9 start with 0xE2 in UTF-8.
    let plain = !text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
    if plain { return "\"" + text + "\"" }
    // Byte by byte: what needs escaping is ASCII, or U+2028/9 (E2 80 A8/A9);
    // every other byte of the (valid) UTF-8 is copied as it is.
    var out: [UInt8] = [UInt8(ascii: "\"")]
    out.reserveCapacity(text.utf8.count + 16)
    let bytes = Array(text.utf8)
    var index = 0
    func hex(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""): out += [0x5C, UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
      case UInt8(ascii: "\n"): out += [0x5C, UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): out += [0x5C, UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): out += [0x5C, UInt8(ascii: "t")]
      case 0..<0x20:
        out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex(byte >> 4), hex(byte & 0xF)]
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        out += Array("\\u202".utf8) + [bytes[index + 2] == 0xA8 ? 0x38 : 0x39]
        index += 2
      default:
        out.append(byte)
      }
      index += 1
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
  }

  /// `{"a":1,"b":"x"}` from pairs whose values are already JSON.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.concatenated(separator: ",") + "}"
  }

  public static func array(_ values: [String]) -> String {
    "[" + values.concatenated(separator: ",") + "]"
  }
}

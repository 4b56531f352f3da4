/// Hand-written JSON for the bar formats: fixed key order, one line, and no
/// JSONEncoder on the bar's hot path.
public enum JSONText {
  public static func string(_ text: String) -> String {
    // Byte by byte over the contiguous UTF-8 (the tooltip runs to kilobytes):
    // what needs escaping is ASCII, or U+2028/9 (E2 80 A8/A9); every other
    // byte of the (valid) UTF-8 is copied as it is. One pass counts, one writes.
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      // Bytes that may need an escape: each adds at most five.
      var special = 0
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 {
        special += 1
      }
      if special == 0 { return "\"" + text + "\"" }
      let size = bytes.count + 2 + special * 5
      return String(unsafeUninitializedCapacity: size) { out in
        var count = 0
        func put(_ byte: UInt8) {
          out[count] = byte
          count += 1
        }
        func hex(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }
        put(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          switch byte {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            put(0x5C)
            put(byte)
          case UInt8(ascii: "\n"):
            put(0x5C)
            put(UInt8(ascii: "n"))
          case UInt8(ascii: "\r"):
            put(0x5C)
            put(UInt8(ascii: "r"))
          case UInt8(ascii: "\t"):
            put(0x5C)
            put(UInt8(ascii: "t"))
          case 0..<0x20:
            for other in [0x5C, UInt8(ascii: "u"), 0x30, 0x30] as [UInt8] { put(other) }
            put(hex(byte >> 4))
            put(hex(byte & 0xF))
          case 0xE2
          where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            for other in "\\u202".utf8 { put(other) }
            put(bytes[index + 2] == 0xA8 ? 0x38 : 0x39)
            index += 2
          default:
            put(byte)
          }
          index += 1
        }
        put(UInt8(ascii: "\""))
        return count
      }
    }
  }

  /// `{"a":1,"b":"x"}` from pairs whose values are already JSON.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.concatenated(separator: ",") + "}"
  }

  public static func array(_ values: [String]) -> String {
    "[" + values.concatenated(separator: ",") + "]"
  }
}

/// i3blocks' clicks as `watch` reads them from stdin: i3blocks 1.5 writes one
/// JSON object a line (or the button alone, "3", for a text block); 1.4
/// passes on i3bar's stream as it came ("[", then objects, later ones after a
/// comma, with no newline after the last). A click ends with its object's
/// closing brace, or with a line outside any object.
struct ClickStream {
  private var pending: [UInt8] = []
  private var depth = 0
  private var inString = false
  private var escaped = false

  /// The buttons of the clicks `bytes` completes.
  mutating func feed(_ bytes: [UInt8]) -> [Int] {
    var buttons: [Int] = []
    for byte in bytes {
      pending.append(byte)
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"):
        if depth == 0 { pending = [byte] }
        depth += 1
      case UInt8(ascii: "}") where depth > 0:
        depth -= 1
        if depth == 0 {
          if let button = Self.button(inObject: pending) { buttons.append(button) }
          pending = []
        }
      case UInt8(ascii: "\n") where depth == 0:
        let line = pending.dropLast().filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") }
        if !line.isEmpty, line.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
          Int(String(decoding: line, as: UTF8.self)).map { buttons.append($0) }
        }
        pending = []
      default:
        break
      }
    }
    return buttons
  }

  /// The `"button"` member of one flat click object.
  static func button(inObject bytes: [UInt8]) -> Int? {
    let key = Array(#""button""#.utf8)
    guard bytes.count > key.count,
      let start = (0...(bytes.count - key.count)).first(where: {
        bytes[$0..<($0 + key.count)].elementsEqual(key)
      })
    else { return nil }
    var rest = bytes[(start + key.count)...].drop { $0 == UInt8(ascii: " ") }
    guard rest.first == UInt8(ascii: ":") else { return nil }
    rest = rest.dropFirst().drop { $0 == UInt8(ascii: " ") }
    let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return Int(String(decoding: digits, as: UTF8.self))
  }
}

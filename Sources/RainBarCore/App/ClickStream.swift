import RainBarEngine
import RainBarFeatures
import RainBarModel

/// i3blocks' clicks as `watch` reads them from stdin: i3blocks 1.5 writes one
/// JSON object a line (or the button alone, "3", for a text block); 1.4
/// passes on i3bar's stream as it came ("[", then objects, later ones after a
/// comma, with no newline after the last). A click ends with its object's
/// closing brace, or with a line outside any object. Under 1.4 the block
/// reads i3blocks' own stdin, so clicks on other blocks come too: an object
/// whose name or instance is not this block's is left alone.
struct ClickStream {
  /// The block's name and instance (BLOCK_NAME, BLOCK_INSTANCE; "" for none).
  let name: String
  let instance: String
  private var pending: [UInt8] = []
  private var depth = 0
  private var strings = JSONStringState()

  init(name: String = "rain-bar", instance: String = "") {
    self.name = name
    self.instance = instance
  }

  /// The buttons of the clicks `bytes` completes.
  mutating func feed(_ bytes: [UInt8]) -> [Int] {
    var buttons: [Int] = []
    for byte in bytes {
      pending.append(byte)
      if strings.skips(byte) { continue }
      switch byte {
      case UInt8(ascii: "{"):
        if depth == 0 { pending = [byte] }
        depth += 1
      case UInt8(ascii: "}") where depth > 0:
        depth -= 1
        if depth == 0 {
          if let button = Self.button(inObject: pending), isMine(pending) { buttons.append(button) }
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

  /// Whether a click object is for this block: its name (when it has one)
  /// and its instance (none: "") are this block's.
  private func isMine(_ object: [UInt8]) -> Bool {
    guard let clicked = Self.string("name", inObject: object) else { return true }
    return clicked == name && (Self.string("instance", inObject: object) ?? "") == instance
  }

  /// The `"button"` member of one flat click object.
  static func button(inObject bytes: [UInt8]) -> Int? {
    guard let value = member("button", inObject: bytes) else { return nil }
    let digits = value.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// A string member of one flat click object, as written (names and instances have no escapes to undo).
  static func string(_ key: String, inObject bytes: [UInt8]) -> String? {
    guard let value = member(key, inObject: bytes), value.first == UInt8(ascii: "\"") else {
      return nil
    }
    let text = value.dropFirst().prefix { $0 != UInt8(ascii: "\"") }
    return String(decoding: text, as: UTF8.self)
  }

  /// What follows `"key":` in one flat click object.
  private static func member(_ name: String, inObject bytes: [UInt8]) -> ArraySlice<UInt8>? {
    let key = Array(("\"" + name + "\"").utf8)
    guard bytes.count > key.count,
      let start = (0...(bytes.count - key.count)).first(where: {
        bytes[$0..<($0 + key.count)].elementsEqual(key)
      })
    else { return nil }
    var rest = bytes[(start + key.count)...].drop { $0 == UInt8(ascii: " ") }
    guard rest.first == UInt8(ascii: ":") else { return nil }
    rest = rest.dropFirst().drop { $0 == UInt8(ascii: " ") }
    return rest
  }
}

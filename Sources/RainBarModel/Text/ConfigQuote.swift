/// What an error may show of the config file (a value, a key, a group name,
/// a line): cleaned of control characters and capped (`Sanitized`), and never
/// the value of a secret key (`isSecret`: the API keys). Every message that quotes the
/// file goes through here: rain-bar's own and GLib's.
public enum ConfigQuote {
  /// Characters quoted at most: enough to recognise a value, a key or a line.
  public static let limit = 60
  /// What stands for a secret key's value.
  public static let hidden = "(not shown)"

  /// Whether a key is a secret one: a name ending in `-key` (`pirate-weather-key`;
  /// every API key is declared so, `APIKeySpec`, and a test holds the
  /// declarations to it), in any ASCII case (GKeyFile keeps
  /// `Pirate-Weather-Key` apart, but its value is the key all the same), with or
  /// without a translation (`[de]`).
  public static func isSecret(key: String) -> Bool {
    var name = Substring(key)
    if name.hasSuffix("]"), let open = name.lastIndex(of: "[") { name = name[..<open] }
    let bytes = Array(name.utf8)
    return bytes.count > suffix.count && bytes.suffix(suffix.count).map(lowered) == suffix
  }

  /// What a secret key's name ends with.
  private static let suffix = Array("-key".utf8)

  /// A key's value: `hidden` for a secret key, else as `text` (a value may
  /// have swallowed the next line, a secret key's, when a line break is lost).
  public static func value(_ text: String, secret: Bool) -> String {
    secret ? hidden : Self.text(text)
  }

  /// A key, a group name, a line, or any other text of the file: cleaned and
  /// capped, and cut after a secret key's name (in any case) when more
  /// follows it (`pirate-weather-key SECRET`: a line that is not `key=value`).
  public static func text(_ text: String) -> String {
    if let cut = secretCut(text) {
      return Self.line(String(text[..<cut]), limit: limit) + " " + hidden
    }
    return Self.line(text, limit: limit)
  }

  /// A message of GLib's about the file. Its “…” pieces are the file's text
  /// (a line, a key, a value), and so is what follows "name: " when it quotes
  /// nothing (`Invalid key name: …`): each goes through `text`; the piece
  /// after a secret key's name (`key “pirate-weather-key” with value “…”`),
  /// and every piece but the key's name when the message is about a secret
  /// key's value (`secretValue`), is `hidden`. GLib's own words stay.
  public static func glib(_ message: String, secretValue: Bool = false) -> String {
    var out = ""
    var rest = Substring(message)
    var quoted = false
    var hideNext = false
    while let open = rest.firstRange(of: "“") {
      out += Self.line(String(rest[..<open.lowerBound]), limit: 200)
      let inside = rest[open.upperBound...]
      let close = inside.firstRange(of: "”")
      let piece = String(inside[..<(close?.lowerBound ?? inside.endIndex)])
      let isSecretName = isSecret(key: piece)
      if isSecretName {
        out += "“" + piece + "”"
      } else if hideNext || secretValue {
        out += "“" + hidden + "”"
      } else {
        out += "“" + text(piece) + "”"
      }
      hideNext = isSecretName
      quoted = true
      guard let close else {
        rest = ""
        break
      }
      rest = inside[close.upperBound...]
    }
    if !quoted, let colon = rest.firstRange(of: ": ") {
      // "Invalid key name: pirate-weather-key SECRET"
      let tail = String(rest[colon.upperBound...])
      out += Self.line(String(rest[..<colon.upperBound]), limit: 200)
      out += secretValue ? hidden : text(tail)
    } else {
      out += Self.line(String(rest), limit: 200)
    }
    return out
  }

  /// Where to cut a text that holds a secret key's name followed by more (the
  /// end of the name), or nil. ASCII case is ignored; a name followed by a
  /// key's character (`pirate-weather-key-file`) is another key. Only names
  /// that end within the part `limit` keeps are looked for: what follows
  /// one further on is cut off anyway (a scalar is at most 4 bytes).
  package static func secretCut(_ text: String) -> String.Index? {
    let utf8 = text.utf8
    let searched = utf8.index(utf8.startIndex, offsetBy: 4 * limit, limitedBy: utf8.endIndex)
    var start = utf8.startIndex
    while start != searched,
      let end = utf8.index(start, offsetBy: suffix.count, limitedBy: utf8.endIndex)
    {
      if start != utf8.startIndex, isKeyByte(utf8[utf8.index(before: start)]),
        zip(utf8[start..<end], suffix).allSatisfy({ lowered($0) == $1 })
      {
        guard end != utf8.endIndex else { break }
        if !isKeyByte(utf8[end]) { return end }
      }
      start = utf8.index(after: start)
    }
    return nil
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// `[A-Za-z0-9_.-]`: what a key is made of.
  private static func isKeyByte(_ byte: UInt8) -> Bool {
    switch lowered(byte) {
    case 0x61...0x7A, 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// `Sanitized.line`, keeping the spaces at its ends: they are the file's
  /// text (`[location   ]`) or the words around a quote (`line “…” which`).
  package static func line(_ text: String, limit: Int) -> String {
    let lead = text.prefix { $0 == " " }
    let middle = Sanitized.line(text, limit: limit)
    if middle.isEmpty { return String(lead) }
    let trail = text.reversed().prefix { $0 == " " }
    return lead + middle + String(trail)
  }
}

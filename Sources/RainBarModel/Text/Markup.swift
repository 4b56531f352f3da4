/// Escaping for text that is not ours (place names, strings from the network).
public enum Markup {
  /// Pango markup (waybar, i3bar with markup=pango): `&`, `<`, `>`. Values only
  /// ever stand in element text, never in attributes, so quotes need nothing.
  public static func pango(_ text: String) -> String {
    // Work on bytes: these three are ASCII, and most text has none of them.
    // The check runs over the contiguous UTF-8 (the tooltip runs to kilobytes).
    var contiguous = text
    let found = contiguous.withUTF8 { bytes in
      bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }
    }
    guard found else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case 0x26: out += Array("&amp;".utf8)
      case 0x3C: out += Array("&lt;".utf8)
      case 0x3E: out += Array("&gt;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Polybar has no escape for `%{`, which starts a format tag or an action:
  /// break every one so that it shows as text.
  public static func polybar(_ text: String) -> String {
    text.replacing("%{", with: "% {")
  }

  public static func none(_ text: String) -> String { text }

  /// tmux's status line reads `#[style]`, `#{format}` and `#(command)` in a
  /// `#()` command's output: every `#` is doubled (`##` draws one `#`).
  public static func tmux(_ text: String) -> String {
    escapingBytes(text) { $0 == 0x23 ? "##" : nil }
  }

  /// conky's `execpi`/`texecpi` parse the output as conky text: `$` starts
  /// a variable (`$$` draws one `$`) and `#` a comment (`\#` draws one `#`).
  public static func conky(_ text: String) -> String {
    escapingBytes(text) { $0 == 0x24 ? "$$" : $0 == 0x23 ? "\\#" : nil }
  }

  /// xmobar has no escape for `<`, which starts its tags (`<fc=…>`,
  /// `<action=…>`): text holding `<` or `>` goes in a `<raw=N:text/>` tag,
  /// whose N characters (Unicode scalars, Haskell's Char) it never parses.
  public static func xmobar(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E }) else { return text }
    return "<raw=\(text.unicodeScalars.count):" + text + "/>"
  }

  /// `text` with each byte `replacement` names replaced (all are ASCII);
  /// text with none of them is returned as it is.
  private static func escapingBytes(_ text: String, _ replacement: (UInt8) -> String?) -> String {
    guard text.utf8.contains(where: { replacement($0) != nil }) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      if let replaced = replacement(byte) { out += Array(replaced.utf8) } else { out.append(byte) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The colour emoji font named around emoji in Pango markup (Debian's
  /// fonts-noto-color-emoji). Pango otherwise takes ⚠️ or 🌧️ from the first
  /// font that has the character, often the text font (DejaVu: small, one
  /// colour); without this font installed, Pango falls back as before.
  public static let emojiFont = "Noto Color Emoji,emoji"

  /// Pango markup (already escaped) with each run of emoji set in
  /// `emojiFont`: `<span font_family='Noto Color Emoji,emoji'>🌧️</span>`. An emoji is
  /// a character shown as one by default (🌙, ⏳) or asked for with U+FE0F
  /// (⚠️, ☁️), with what joins or modifies it. The span only ever encloses
  /// those characters, so escaped text stays escaped.
  public static func emojiSpans(_ markup: String) -> String {
    // Every emoji, and everything that joins one, is at U+200D or above: a
    // UTF-8 lead byte of 0xE2 or more. Other text is copied as bytes.
    guard markup.utf8.contains(where: { $0 >= 0xE2 }) else { return markup }
    let bytes = Array(markup.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 96)
    var inRun = false
    var i = 0
    while i < bytes.count {
      if bytes[i] < 0xE2 {
        // Text that cannot be or join an emoji, copied in one piece.
        var plainEnd = i + 1
        while plainEnd < bytes.count && bytes[plainEnd] < 0xE2 { plainEnd += 1 }
        if inRun {
          out += Self.close
          inRun = false
        }
        out += bytes[i..<plainEnd]
        i = plainEnd
        continue
      }
      let length = Self.sequenceLength(bytes[i])
      let end = min(i + length, bytes.count)
      let value = Self.scalarValue(bytes[i..<end])
      let joins =
        value == 0xFE0F || value == 0x200D || (0x1F3FB...0x1F3FF).contains(value)
        || value == 0x20E3
      var starts = false
      if value >= 0x2300, let scalar = Unicode.Scalar(value) {
        // U+FE0F (EF B8 8F) after it asks for the emoji form.
        let selected = bytes[end...].starts(with: [0xEF, 0xB8, 0x8F])
        starts =
          scalar.properties.isEmojiPresentation || (selected && scalar.properties.isEmoji)
      }
      if inRun && !(joins || starts) {
        out += Self.close
        inRun = false
      }
      if starts && !inRun {
        out += Self.open
        inRun = true
      }
      out += bytes[i..<end]
      i = end
    }
    if inRun { out += Self.close }
    return String(decoding: out, as: UTF8.self)
  }

  private static let open = Array("<span font_family='\(emojiFont)'>".utf8)
  private static let close = Array("</span>".utf8)

  /// The bytes of the UTF-8 sequence this lead byte begins.
  private static func sequenceLength(_ lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
  }

  /// The code point of one whole UTF-8 sequence of 3 or 4 bytes.
  private static func scalarValue(_ sequence: ArraySlice<UInt8>) -> UInt32 {
    var value = UInt32(sequence.first ?? 0) & (sequence.count == 4 ? 0x07 : 0x0F)
    for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    return value
  }

  /// One line, as every bar text is (i3blocks reads one field per line,
  /// polybar and a plain bar one line): a line break becomes a space.
  public static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(
      decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}

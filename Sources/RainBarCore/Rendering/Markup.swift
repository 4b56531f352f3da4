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
    // Every emoji is at U+2300 or above: a UTF-8 lead byte of 0xE2 or more.
    guard markup.utf8.contains(where: { $0 >= 0xE2 }) else { return markup }
    let open = "<span font_family='\(emojiFont)'>"
    var out = String.UnicodeScalarView()
    var inRun = false
    let scalars = Array(markup.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      let v = scalar.value
      let joins = v == 0xFE0F || v == 0x200D || (0x1F3FB...0x1F3FF).contains(v) || v == 0x20E3
      let starts =
        v >= 0x2300
        && (scalar.properties.isEmojiPresentation
          || (i + 1 < scalars.count && scalars[i + 1].value == 0xFE0F
            && scalar.properties.isEmoji))
      if inRun && (joins || starts) {
        out.append(scalar)
        continue
      }
      if inRun {
        out.append(contentsOf: "</span>".unicodeScalars)
        inRun = false
      }
      if starts {
        out.append(contentsOf: open.unicodeScalars)
        inRun = true
      }
      out.append(scalar)
    }
    if inRun { out.append(contentsOf: "</span>".unicodeScalars) }
    return String(out)
  }

  /// One line, as every bar text is (i3blocks reads one field per line,
  /// polybar and a plain bar one line): a line break becomes a space.
  public static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(
      decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}

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

  /// One line, as every bar text is (i3blocks reads one field per line,
  /// polybar and a plain bar one line): a line break becomes a space.
  public static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(
      decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}

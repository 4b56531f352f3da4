/// Escaping for text that is not ours (place names, strings from the network).
public enum Markup {
  /// Pango markup (waybar, i3bar with markup=pango): `&`, `<`, `>`. Values only
  /// ever stand in element text, never in attributes, so quotes need nothing.
  public static func pango(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }

  /// Polybar has no escape for `%{`, which starts a format tag or an action:
  /// break every one so that it shows as text.
  public static func polybar(_ text: String) -> String {
    text.replacing("%{", with: "% {")
  }

  public static func none(_ text: String) -> String { text }
}

/// Text from the network made safe for one line of a terminal or a bar.
public enum Sanitized {
  public static func line(_ text: String, limit: Int) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if out.unicodeScalars.count >= limit {
        out += "…"
        break
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
        .surrogate:
        out += " "
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

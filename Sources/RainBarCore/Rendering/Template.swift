/// A bar text template such as `{icon} {temp} {pop}`: literal text (the user's
/// own, never escaped) and placeholders (filled with escaped values).
public struct Template: Equatable, Sendable {
  public static let defaultText = "{icon} {temp} {pop} {warning}"
  /// The default when two or more places are saved: the bar says which one it shows.
  public static let defaultWithLocationText = "{location} {icon} {temp} {pop} {warning}"
  /// How help words the defaults' one difference from their text.
  public static let defaultNote =
    "minute-level rain within 2 hours shows in place of {pop}: 'in 20m', 'until 15:40'"
  /// `defaultText`, parsed, with the chance of rain giving way to minute-level
  /// rain ("🌧️ 12°C in 20m"); a template of one's own is used as written.
  public static let standard = Template(parts: [
    .placeholder(.icon), .literal(" "), .placeholder(.temp), .literal(" "), .minuteOr(.pop),
    .literal(" "), .placeholder(.warning),
  ])

  /// `defaultWithLocationText`, parsed.
  public static let standardWithLocation = Template(
    parts: [.placeholder(.location), .literal(" ")] + standard.parts)

  enum Part: Equatable, Sendable {
    case literal(String)
    case placeholder(Placeholder)
    /// The defaults' last part: `PlaceholderValues.minuteText` when there is
    /// one, else the placeholder.
    case minuteOr(Placeholder)
  }

  let parts: [Part]

  init(parts: [Part]) {
    self.parts = parts
  }

  /// The placeholders it shows.
  public var placeholders: [Placeholder] {
    parts.compactMap {
      switch $0 {
      case .placeholder(let placeholder), .minuteOr(let placeholder): return placeholder
      default: return nil
      }
    }
  }

  /// Fails with a sentence naming an unknown or unclosed placeholder.
  public init(_ text: String) throws(TemplateError) {
    var parts: [Part] = []
    var literal = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      // String(...): appending a Substring is the generic append(contentsOf:),
      // whose first call costs a run-time conformance lookup.
      literal += String(rest[..<open])
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else {
        throw TemplateError("The template has a '{' without its '}'.")
      }
      let name = String(rest[afterOpen..<close])
      guard let placeholder = Placeholder(rawValue: name) else {
        let known = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
        throw TemplateError("Unknown placeholder '{\(name)}' in the template (known: \(known)).")
      }
      if !literal.isEmpty { parts.append(.literal(literal)) }
      literal = ""
      parts.append(.placeholder(placeholder))
      rest = rest[rest.index(after: close)...]
    }
    literal += String(rest)
    if !literal.isEmpty { parts.append(.literal(literal)) }
    self.parts = parts
  }

  /// Fills the placeholders; a value that is unknown leaves no double spaces behind.
  /// `glyph` wraps the escaped icon (polybar draws it in its emoji font).
  public func render(
    _ values: PlaceholderValues, escape: (String) -> String, glyph: (String) -> String = { $0 }
  ) -> String {
    var out = ""
    for part in parts {
      switch part {
      case .literal(let text): out += text
      case .placeholder(.icon):
        let icon = escape(values[.icon] ?? "")
        out += icon.isEmpty ? "" : glyph(icon)
      case .placeholder(.warning):
        // "⚠️ Thunderstorm": the icon drawn as the condition icon is.
        guard let value = values[.warning] else { continue }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        out += glyph(escape(String(parts[0])))
        if parts.count > 1 { out += " " + escape(String(parts[1])) }
      case .placeholder(let name): out += escape(values[name] ?? "")
      case .minuteOr(let name): out += escape(values.minuteText ?? values[name] ?? "")
      }
    }
    return Self.collapseSpaces(out)
  }

  static func collapseSpaces(_ text: String) -> String {
    var out = ""
    var lastWasSpace = true
    for character in text {
      if character == " " {
        if !lastWasSpace { out.append(" ") }
        lastWasSpace = true
      } else {
        out.append(character)
        lastWasSpace = false
      }
    }
    if out.last == " " { out.removeLast() }
    return out
  }
}

public struct TemplateError: Error, Equatable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

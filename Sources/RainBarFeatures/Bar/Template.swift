import RainBarEngine
import RainBarModel

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

  /// `{warning}` alone: a failure's text when a warning is in force.
  package static let warningOnly = Template(parts: [.placeholder(.warning)])

  /// `defaultWithLocationText`, parsed.
  public static let standardWithLocation = Template(
    parts: [.placeholder(.location), .literal(" ")] + standard.parts)

  package enum Part: Equatable, Sendable {
    case literal(String)
    case placeholder(Placeholder)
    /// The defaults' last part: `PlaceholderValues.minuteText` when there is
    /// one, else the placeholder.
    case minuteOr(Placeholder)
  }

  package let parts: [Part]

  package init(parts: [Part]) {
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

  /// Whether it is a default one, whose chance of rain gives way to minute-level rain.
  public var showsMinutes: Bool {
    parts.contains {
      if case .minuteOr = $0 { return true }
      return false
    }
  }

  /// Fails with a sentence naming an unknown or unclosed placeholder, or a
  /// control character. polybar's own tags (`%{F#f00}`, `%{A1:cmd:}`) are
  /// the template's text, passed through as they are.
  public init(_ text: String) throws(TemplateError) {
    // A bar line is one line: a line break would start the next i3blocks field.
    if let control = text.unicodeScalars.first(where: Self.isControl) {
      let code = String(control.value, radix: 16, uppercase: true)
      throw TemplateError(
        "The template has a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)\(control == "\n" ? ", a line break" : "")); a bar shows one line of text."
      )
    }
    var parts: [Part] = []
    var literal = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      // String(...): appending a Substring is the generic append(contentsOf:),
      // whose first call costs a run-time conformance lookup.
      if open > rest.startIndex && rest[rest.index(before: open)] == "%" {
        // A polybar tag: up to the '}' that closes it (an action's command may hold braces).
        guard let close = Self.closingBrace(rest, after: open) else {
          throw TemplateError("The template has a '%{' without its '}'.")
        }
        literal += String(rest[...close])
        rest = rest[rest.index(after: close)...]
        continue
      }
      literal += String(rest[..<open])
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else {
        throw TemplateError("The template has a '{' without its '}'.")
      }
      let name = String(rest[afterOpen..<close])
      guard let placeholder = Placeholder(rawValue: name) else {
        let known = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
        throw TemplateError(
          "Unknown placeholder '{\(Sanitized.line(name, limit: 40))}' in the template (known: \(known))."
        )
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
  /// The text is one line: the template has no line break (`init`), and a
  /// value's becomes a space (i3blocks would take the rest for its next field).
  public func render(
    _ values: PlaceholderValues, escape: (String) -> String, glyph: (String) -> String = { $0 }
  ) -> String {
    var out = ""
    for part in parts {
      switch part {
      case .literal(let text): out += text
      case .placeholder(.icon):
        let icon = escape(Markup.oneLine(values[.icon] ?? ""))
        out += icon.isEmpty ? "" : glyph(icon)
      case .placeholder(.warning):
        // "⚠️ Thunderstorm": the icon drawn as the condition icon is.
        // (Cut at the first space by hand: split's [Substring] cost a bar
        // run a generic metadata instantiation.)
        guard let value = values[.warning] else { continue }
        guard let space = value.firstIndex(of: " ") else {
          out += glyph(escape(Markup.oneLine(value)))
          continue
        }
        out += glyph(escape(Markup.oneLine(String(value[..<space]))))
        out += " " + escape(Markup.oneLine(String(value[value.index(after: space)...])))
      case .placeholder(let name): out += escape(Markup.oneLine(values[name] ?? ""))
      case .minuteOr(let name):
        out += escape(Markup.oneLine(values.minuteText ?? values[name] ?? ""))
      }
    }
    return Self.collapseSpaces(out)
  }

  /// C0 and C1 control characters (line breaks, tabs, escapes) and the
  /// Unicode line and paragraph separators.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// The '}' that balances the '{' at `open`, braces inside counted.
  static func closingBrace(_ text: Substring, after open: Substring.Index) -> Substring.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  package static func collapseSpaces(_ text: String) -> String {
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

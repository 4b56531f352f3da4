import RainBarEngine
import RainBarModel

/// How much of each text of a warning is kept, and how it is cleaned
/// (`Sanitized`): every decoder passes the services' texts through here.
/// Optional texts that are missing or blank are nil.
package enum WarningText {
  package static func identifier(_ text: String) -> String { Sanitized.line(text, limit: 200) }
  package static func event(_ text: String) -> String { Sanitized.line(text, limit: 80) }
  package static func issuer(_ text: String) -> String { Sanitized.line(text, limit: 80) }

  package static func headline(_ text: String?) -> String? {
    present(text).map { Sanitized.line($0, limit: 300) }
  }

  package static func description(_ text: String?) -> String? {
    present(text).map { Sanitized.text($0, limit: 4000) }
  }

  private static func present(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }
}

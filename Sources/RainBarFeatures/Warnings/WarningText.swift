/// How much of each text of a warning is kept, and how it is cleaned
/// (`Sanitized`): every decoder passes the services' texts through here.
/// Optional texts that are missing or blank are nil.
enum WarningText {
  static func identifier(_ text: String) -> String { Sanitized.line(text, limit: 200) }
  static func event(_ text: String) -> String { Sanitized.line(text, limit: 80) }
  static func issuer(_ text: String) -> String { Sanitized.line(text, limit: 80) }

  static func headline(_ text: String?) -> String? {
    present(text).map { Sanitized.line($0, limit: 300) }
  }

  static func description(_ text: String?) -> String? {
    present(text).map { Sanitized.text($0, limit: 4000) }
  }

  private static func present(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }
}

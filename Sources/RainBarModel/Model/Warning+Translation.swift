extension Warning {
  /// A warning's texts in one more language the service sent.
  public struct Translation: Equatable, Sendable {
    /// Its language tag as the service gave it (`de`, `nl-BE`).
    public var language: String
    public var event: String
    public var headline: String?
    public var description: String?
    public var instruction: String?

    public init(
      language: String, event: String, headline: String?, description: String?,
      instruction: String?
    ) {
      self.language = language
      self.event = event
      self.headline = headline
      self.description = description
      self.instruction = instruction
    }
  }

  /// At most this many translations are kept of a warning.
  public static let mostTranslations = 8

  /// The warning in the language `code` (`de`, `pt_BR`: its first two
  /// letters count) when the service sent it in that one; else as it is.
  public func speaking(_ code: String?) -> Warning {
    guard let code, !translations.isEmpty else { return self }
    let wanted = String(code.prefix(2)).lowercased()
    guard let text = translations.first(where: { $0.language.lowercased().hasPrefix(wanted) })
    else { return self }
    var shown = self
    shown.event = text.event
    shown.headline = text.headline
    shown.description = text.description
    shown.instruction = text.instruction
    return shown
  }

  /// A service's event as shown in a line: each word of four or more
  /// letters written all in capitals (DWD's `UNWETTER von SCHWEREM GEWITTER`)
  /// with its first letter only (`Unwetter von Schwerem Gewitter`); shorter
  /// ones (`UV`, `NWS`) and the rest as they are.
  public static func calm(_ event: String) -> String {
    // Most events have no two capitals in a row: kept without a look at
    // each character's Unicode properties (a bar run's cost).
    var capitals = 0
    var twoInARow = false
    for byte in event.utf8 {
      capitals = (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80 ? capitals + 1 : 0
      if capitals >= 2 {
        twoInARow = true
        break
      }
    }
    guard twoInARow else { return event }
    var shown = ""
    var word = ""
    func flush() {
      if word.count >= 4, !word.contains(where: \.isLowercase) {
        shown += word.prefix(1) + word.dropFirst().lowercased()
      } else {
        shown += word
      }
      word = ""
    }
    for character in event {
      if character.isLetter {
        word.append(character)
      } else {
        flush()
        shown.append(character)
      }
    }
    flush()
    return shown
  }
}

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

  /// The translations as the cache keeps them: a JSON array of objects
  /// with `language`, `event` and the optional `headline`, `description`,
  /// `instruction`; none when it cannot be read.
  public static func translations(from json: [UInt8]) -> [Translation] {
    guard !json.isEmpty else { return [] }
    return JSONScanner.read(json) { s throws(JSONScanner.Failure) in
      var list: [Translation] = []
      try s.array { s throws(JSONScanner.Failure) in
        var text = Translation(
          language: "", event: "", headline: nil, description: nil, instruction: nil)
        try s.object { s, key throws(JSONScanner.Failure) in
          if key == "language" {
            text.language = try s.string()
          } else if key == "event" {
            text.event = try s.string()
          } else if key == "headline" {
            text.headline = try s.string()
          } else if key == "description" {
            text.description = try s.string()
          } else if key == "instruction" {
            text.instruction = try s.string()
          } else {
            try s.skipValue()
          }
        }
        list.append(text)
      }
      return list
    } ?? []
  }

  /// At most this many translations are kept of a warning.
  public static let mostTranslations = 8

  /// The warning in the language `code` (`de`, `pt_BR`: its first two
  /// letters count) when the service sent it in that one; else as it is.
  public func speaking(_ code: String?) -> Warning {
    guard let code, !translations.isEmpty || !translationsJSON.isEmpty else { return self }
    let wanted = String(code.prefix(2)).lowercased()
    let known = translations.isEmpty ? Self.translations(from: translationsJSON) : translations
    guard let text = known.first(where: { $0.language.lowercased().hasPrefix(wanted) })
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

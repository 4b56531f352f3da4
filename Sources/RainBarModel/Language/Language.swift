import Synchronization

/// A language rain-bar speaks besides English: its catalogue compiled into the
/// binary (`po/<code>.po`, see `GeneratedCatalogs`). English is no `Language`
/// at all: `tr` then returns the message itself without touching a catalogue.
public struct Language: Sendable, Equatable {
  /// The catalogue's code: "ru", "pt", "zh_CN".
  public let code: String
  /// Its place in `GeneratedCatalogs.codes`.
  package let index: Int

  /// The language of the current run (bound by `speaking`); nil is English.
  @TaskLocal package static var current: Language?

  /// Whether any run of this process has chosen a language. Until one has,
  /// `active` is English without reading the task-local, whose first read
  /// costs the English bar run its metadata. Set once, never cleared; an
  /// atomic, as `watch`'s background threads bind their run's language too.
  private static let bound = Atomic<Bool>(false)

  /// The run's language; nil is English.
  public static var active: Language? { bound.load(ordering: .relaxed) ? current : nil }

  /// Runs `body` speaking `language` (nil: English), in this task and the
  /// tasks it starts.
  public static func speaking<Result>(_ language: Language?, _ body: () throws -> Result) rethrows
    -> Result
  {
    let isBound = bound.load(ordering: .relaxed)
    if language == nil && !isBound { return try body() }
    // Already speaking it (the options chose what the environment did).
    if isBound && language == current { return try body() }
    bound.store(true, ordering: .relaxed)
    return try $current.withValue(language, operation: body)
  }

  /// Written right to left (Arabic): bars that do not shape it fall back to English.
  public let isRightToLeft: Bool
  /// What the catalogue writes before and after a percentage's number ("", " %"),
  /// looked up once: a tooltip shows a dozen percentages.
  package private(set) var percentPrefix: String
  package private(set) var percentSuffix: String

  /// The compiled catalogue named `code` exactly, if there is one.
  public init?(code: String) {
    guard let index = GeneratedCatalogs.codes.firstIndex(of: code) else { return nil }
    self.code = code
    self.index = index
    isRightToLeft =
      code == "ar" || code == "fa" || code == "he" || code == "ur" || code.hasPrefix("ar_")
    percentPrefix = ""
    percentSuffix = "%"
    // TRANSLATORS: a percentage, "85%"; write the space your language puts
    // before the sign, if any (a no-break one: U+00A0, or U+202F in French).
    let filled = MessageFormat.fill(trc("percentage", "%s%%", in: self), ["\u{1}"], isolate: false)
    if let number = filled.firstIndex(of: "\u{1}") {
      percentPrefix = String(filled[..<number])
      percentSuffix = String(filled[filled.index(after: number)...])
    }
  }

  /// Every compiled language, by code.
  public static var all: [String] { GeneratedCatalogs.codes }
}

/// A language rain-bar speaks besides English: its catalogue compiled into the
/// binary (`po/<code>.po`, see `GeneratedCatalogs`). English is no `Language`
/// at all: `tr` then returns the message itself without touching a catalogue.
public struct Language: Sendable, Equatable {
  /// The catalogue's code: "ru", "pt", "zh_CN".
  public let code: String
  /// Its place in `GeneratedCatalogs.codes`.
  let index: Int

  /// The language of the current run (bound by `RainBar.run`, or by a test);
  /// nil is English.
  @TaskLocal public static var current: Language?

  /// The compiled catalogue named `code` exactly, if there is one.
  public init?(code: String) {
    guard let index = GeneratedCatalogs.codes.firstIndex(of: code) else { return nil }
    self.code = code
    self.index = index
  }

  /// Written right to left (Arabic): bars that do not shape it fall back to English.
  public var isRightToLeft: Bool {
    code == "ar" || code == "fa" || code == "he" || code == "ur" || code.hasPrefix("ar_")
  }

  /// Every compiled language, by code.
  public static var all: [String] { GeneratedCatalogs.codes }
}

public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var optional: Bool
  /// Words offered by shell completion.
  public var choices: [String]
  /// After these words of the argument before it, completion offers the saved
  /// locations' names (`locations use <TAB>`).
  public var savedLocationsAfter: [String]
  /// When not empty, the argument may only follow these words of the one
  /// before it (`locations use NAME`; `locations next NAME` is a usage error).
  public var onlyAfter: [String]

  public init(
    _ name: String, optional: Bool = true, choices: [String] = [],
    savedLocationsAfter: [String] = [], onlyAfter: [String] = [], help: String
  ) {
    self.name = name
    self.help = help
    self.optional = optional
    self.choices = choices
    self.savedLocationsAfter = savedLocationsAfter
    self.onlyAfter = onlyAfter
  }
}

public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]
  public var discussion: String?

  public init(
    name: String, abstract: String, arguments: [ArgumentSpec] = [], options: [OptionSpec],
    discussion: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
  }

  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

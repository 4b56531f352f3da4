import RainBarModel

public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var optional: Bool
  /// Words offered by shell completion.
  public var choices: [String]
  /// Completion offers the saved locations' names (`locations use <TAB>`).
  public var completesSavedLocations: Bool

  public init(
    _ name: String, optional: Bool = true, choices: [String] = [],
    completesSavedLocations: Bool = false, help: String
  ) {
    self.name = name
    self.help = help
    self.optional = optional
    self.choices = choices
    self.completesSavedLocations = completesSavedLocations
  }
}

/// What a command with actions does when its command line names none.
public enum WithoutAction: Sendable, Equatable {
  /// It runs with its own arguments and options (`warnings`, `units`).
  case own
  /// It runs this action (`locations` is `locations list`).
  case action(String)
  /// It needs one (`cache`).
  case required
}

public struct CommandSpec: Sendable {
  /// The command's words: `show`, or `locations use` for an action.
  public var name: String
  public var abstract: String
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]
  public var discussion: String?
  /// The actions its next word picks (`locations add`), each with its own
  /// arguments and options; empty for a command without.
  public var actions: [CommandSpec]
  public var withoutAction: WithoutAction

  public init(
    name: String, abstract: String, arguments: [ArgumentSpec] = [], options: [OptionSpec],
    discussion: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
    actions = []
    withoutAction = .own
  }

  /// A command whose next word is one of `actions`; `placeholder` names that
  /// word in its usage (`<action>`, `<units>`). With `.own` it takes
  /// `options` when no action is named.
  public init(
    name: String, abstract: String, placeholder: String = "action", actions: [CommandSpec],
    withoutAction: WithoutAction, options: [OptionSpec] = [], discussion: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.options = options
    self.discussion = discussion
    self.actions = actions
    self.withoutAction = withoutAction
    let words = actions.map(\.word)
    arguments = [
      ArgumentSpec(
        placeholder, optional: withoutAction != .required, choices: words,
        help: Self.list(words.map { "'\($0)'" }, or: true) + ".")
    ]
  }

  /// The last word of its name: the one that picks an action.
  public var word: String { name.split(separator: " ").last.map(String.init) ?? name }

  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  public func action(named word: String) -> CommandSpec? {
    actions.first { $0.word == word }
  }

  /// The action that runs when none is named, if it is one of `actions`.
  public var defaultAction: CommandSpec? {
    if case .action(let word) = withoutAction { return action(named: word) }
    return nil
  }

  /// It and its actions, each once.
  public var withActions: [CommandSpec] { [self] + actions }

  /// "a, b or c" (`or`) or "a, b and c".
  package static func list(_ items: [String], or: Bool) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }
}

import RainBarModel

/// Sorts the words of a command line by the command specs, in the manner of
/// swift-argument-parser: `--help`, `help COMMAND`, `--version`, long options
/// with `--name value` or `--name=value`, and usage errors with suggestions.
public struct ArgumentParser: Sendable {
  public var names: [String]
  public var defaultCommand: String
  /// A command's spec by name, made when asked for.
  package let spec: @Sendable (String) -> CommandSpec?

  public init(
    names: [String], defaultCommand: String, spec: @escaping @Sendable (String) -> CommandSpec?
  ) {
    self.names = names
    self.defaultCommand = defaultCommand
    self.spec = spec
  }

  /// Every command's spec, in order (for help, the man page and completions).
  public var commands: [CommandSpec] { names.compactMap(spec) }

  /// A command or an action by its words (`show`, `locations use`).
  public func command(named name: String) -> CommandSpec? {
    let words = name.split(separator: " ", maxSplits: 1).map(String.init)
    guard let first = words.first, names.contains(first), let command = spec(first) else {
      return nil
    }
    guard words.count == 2 else { return command }
    return command.actions.first { $0.name == name }
  }

  public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    var rest = words[...]
    if let first = rest.first {
      switch first {
      case "--version":
        try nothingAfter(rest, "'--version'", command: nil)
        return ParsedArguments(command: defaultCommand, request: .version)
      case "-h", "--help": return ParsedArguments(command: "", request: .help)
      case "help":
        rest = rest.dropFirst()
        guard let topic = rest.first else { return ParsedArguments(command: "", request: .help) }
        guard let topicSpec = command(named: topic), !topic.contains(" ") else {
          throw UsageError(
            "Unknown command '\(topic)'." + suggestion(topic, among: names),
            command: nil)
        }
        // `help locations use`: an action's help.
        if rest.count > 1, let action = topicSpec.action(named: rest[rest.startIndex + 1]) {
          rest = rest.dropFirst()
          try nothingAfter(rest, "'help \(action.name)'", command: nil)
          return ParsedArguments(command: action.name, request: .help)
        }
        try nothingAfter(rest, "'help \(topic)'", command: nil)
        return ParsedArguments(command: topic, request: .help)
      default: break
      }
    }
    var spec = command(named: defaultCommand)
    var commandGiven = false
    if let first = rest.first, !first.hasPrefix("-") {
      if let named = command(named: first) {
        spec = named
        rest = rest.dropFirst()
        commandGiven = true
      } else if command(named: defaultCommand)?.arguments.isEmpty ?? true {
        throw UsageError(
          "Unknown command '\(first)'." + suggestion(first, among: names),
          command: nil)
      }
    }
    guard var spec else { throw UsageError("No command given.", command: nil) }
    if !spec.actions.isEmpty {
      let group = spec
      (spec, rest) = try action(of: group, rest)
      if spec.name == group.name {
        // Its own form takes no action word.
        spec.arguments = []
        spec.actions = []
        if rest.first == "-h" || rest.first == "--help" {
          return ParsedArguments(command: group.name, request: .help)
        }
      }
      return try parse(rest, for: spec, group: group, commandGiven: commandGiven)
    }
    return try parse(rest, for: spec, group: nil, commandGiven: commandGiven)
  }

  /// The action the next word names, or what the command does without one;
  /// and the words after it.
  private func action(of group: CommandSpec, _ words: ArraySlice<String>) throws(UsageError) -> (
    CommandSpec, ArraySlice<String>
  ) {
    if let word = words.first, !Self.looksLikeOption(word), word != "--" {
      if let action = group.action(named: word) { return (action, words.dropFirst()) }
      // Worded as a bad option value is: one mistake, one sentence.
      let placeholder = group.arguments.first?.name ?? "action"
      throw UsageError(
        "The value '\(ConfigQuote.value(word, secret: false))' is invalid for '<\(placeholder)>'"
          + ValueReader.oneOf(word, among: group.actions.map(\.word)).rule,
        command: group.name)
    }
    // `locations --help`: the command's help, with its actions.
    if words.first == "-h" || words.first == "--help" { return (group, words) }
    switch group.withoutAction {
    case .own: return (group, words)
    case .action: return (group.defaultAction ?? group, words)
    case .required:
      let placeholder = group.arguments.first?.name ?? "action"
      throw UsageError("Missing expected argument '<\(placeholder)>'.", command: group.name)
    }
  }

  private func parse(
    _ words: ArraySlice<String>, for spec: CommandSpec, group: CommandSpec?, commandGiven: Bool
  ) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments(command: spec.name)
    var rest = words
    var onlyArguments = false
    while let word = rest.popFirst() {
      if onlyArguments || !word.hasPrefix("-") || word == "-" || Self.isNumber(word) {
        result.arguments.append(word)
        continue
      }
      if word == "--" {
        onlyArguments = true
        continue
      }
      if word == "-h" || word == "--help" {
        result.request = .help
        return result
      }
      if word == "--version" {
        guard words.count == 1 else {
          throw UsageError("'--version' takes no other option or argument.", command: spec.name)
        }
        result.request = .version
        return result
      }
      guard word.hasPrefix("--") else {
        throw UsageError(
          "Unknown option '\(word)'."
            + suggestion(word, among: spec.options.map { "--" + $0.name }),
          command: spec.name)
      }
      var name = String(word.dropFirst(2))
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = spec.option(named: name) else {
        throw notItsOption(name, spec, group: group)
      }
      guard !option.isFlag else {
        if inline != nil {
          throw UsageError("The flag '--\(name)' takes no value.", command: spec.name)
        }
        if result.flags.contains(name) { throw givenTwice(option, spec) }
        result.flags.append(name)
        continue
      }
      guard let value = inline ?? rest.popFirst(), inline != nil || !Self.looksLikeOption(value)
      else {
        throw UsageError("Missing value for '\(option.synopsis)'.", command: spec.name)
      }
      if case .invalid(let invalid) = option.read(value) {
        throw UsageError(option.commandLineProblem(value, invalid), command: spec.name)
      }
      if result.values[name] != nil { throw givenTwice(option, spec) }
      result.values[name] = value
    }
    let allowed = spec.arguments.count
    if result.arguments.count > allowed, !commandGiven,
      command(named: result.arguments[allowed]) != nil
    {
      throw commandComesFirst(result.arguments[allowed], words)
    }
    if result.arguments.count > allowed {
      let extra = Sanitized.line(result.arguments[allowed], limit: 60)
      // `locations next NAME`: an action that takes no argument says so.
      if allowed == 0, group != nil {
        throw UsageError(
          "Unexpected argument '\(extra)': '\(spec.name)' takes no argument.", command: spec.name)
      }
      throw UsageError("Unexpected argument '\(extra)'.", command: spec.name)
    }
    if let missing = spec.arguments.dropFirst(result.arguments.count).first(where: { !$0.optional })
    {
      throw UsageError("Missing expected argument '<\(missing.name)>'.", command: spec.name)
    }
    return result
  }

  /// A usage error when anything follows the first word of `words`.
  private func nothingAfter(_ words: ArraySlice<String>, _ what: String, command: String?)
    throws(UsageError)
  {
    guard words.count > 1 else { return }
    let extra = words[words.index(after: words.startIndex)]
    throw UsageError(
      "Unexpected argument '\(Sanitized.line(extra, limit: 60))': \(what) takes nothing after it.",
      command: command)
  }

  /// `rain-bar --location X warnings`: the command after an option.
  private func commandComesFirst(_ name: String, _ words: ArraySlice<String>) -> UsageError {
    var rest = Array(words)
    if let index = rest.lastIndex(of: name) { rest.remove(at: index) }
    let example = (["rain-bar", name] + rest.map { Sanitized.line($0, limit: 60) })
      .joined(separator: " ")
    return UsageError(
      "'\(name)' is a command: give it first, as in '\(example)'.", command: name)
  }

  /// An option this command or action does not take: when another action
  /// of its command takes it, the message names that one (`cache clear
  /// --name x`); when some other command does, that this one does not;
  /// else that it is unknown, with the nearest of its own.
  private func notItsOption(_ name: String, _ spec: CommandSpec, group: CommandSpec?)
    -> UsageError
  {
    let word = "--" + name
    let near = suggestion(word, among: spec.options.map { "--" + $0.name })
    if let group {
      var takers = group.actions.filter { $0.name != spec.name && $0.option(named: name) != nil }
      if group.withoutAction == .own, group.name != spec.name, group.option(named: name) != nil {
        takers.insert(group, at: 0)
      }
      if !takers.isEmpty {
        let names = CommandSpec.list(takers.map { "'\($0.name)'" }, or: false)
        return UsageError(
          "'\(word)' is an option of \(names), not of '\(spec.name)'.", command: spec.name)
      }
    }
    let known = commands.contains { command in
      command.withActions.contains { $0.option(named: name) != nil }
    }
    if known {
      return UsageError("'\(word)' is not an option of '\(spec.name)'." + near, command: spec.name)
    }
    return UsageError("Unknown option '\(word)'." + near, command: spec.name)
  }

  private func givenTwice(_ option: OptionSpec, _ spec: CommandSpec) -> UsageError {
    UsageError("'--\(option.name)' is given twice; give it once.", command: spec.name)
  }

  /// A negative number (`--lat -33.9`) is a value, not an option.
  package static func isNumber(_ word: String) -> Bool {
    ValueReader.isDecimal(word, fraction: true)
  }

  package static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNumber(word)
  }

  package func suggestion(_ word: String, among candidates: [String]) -> String {
    EditDistance.suggestion(word, among: candidates)
  }
}

/// Sorts the words of a command line by the command specs, in the manner of
/// swift-argument-parser: `--help`, `help COMMAND`, `--version`, long options
/// with `--name value` or `--name=value`, and usage errors with suggestions.
public struct ArgumentParser: Sendable {
  public var names: [String]
  public var defaultCommand: String
  /// A command's spec by name, made when asked for.
  let spec: @Sendable (String) -> CommandSpec?

  public init(
    names: [String], defaultCommand: String, spec: @escaping @Sendable (String) -> CommandSpec?
  ) {
    self.names = names
    self.defaultCommand = defaultCommand
    self.spec = spec
  }

  /// Every command's spec, in order (for help, the man page and completions).
  public var commands: [CommandSpec] { names.compactMap(spec) }

  public func command(named name: String) -> CommandSpec? {
    names.contains(name) ? spec(name) : nil
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
        guard command(named: topic) != nil else {
          throw UsageError(
            "Unknown command '\(topic)'." + suggestion(topic, among: names),
            command: nil)
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
    guard let spec else { throw UsageError("No command given.", command: nil) }
    return try parse(rest, for: spec, commandGiven: commandGiven)
  }

  private func parse(
    _ words: ArraySlice<String>, for spec: CommandSpec, commandGiven: Bool
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
        throw UsageError(
          "Unknown option '--\(name)'."
            + suggestion("--" + name, among: spec.options.map { "--" + $0.name }),
          command: spec.name)
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
      throw UsageError(
        "Unexpected argument '\(Sanitized.line(result.arguments[allowed], limit: 60))'.",
        command: spec.name)
    }
    // An argument that only some words of the one before it take (`locations
    // use NAME`, not `locations next NAME`).
    for (index, argument) in spec.arguments.enumerated()
    where index > 0 && index < result.arguments.count && !argument.onlyAfter.isEmpty
      && !argument.onlyAfter.contains(result.arguments[index - 1])
    {
      throw UsageError(
        "Unexpected argument '\(Sanitized.line(result.arguments[index], limit: 60))': '\(spec.name) \(result.arguments[index - 1])' takes no <\(argument.name)>.",
        command: spec.name)
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

  private func givenTwice(_ option: OptionSpec, _ spec: CommandSpec) -> UsageError {
    UsageError("'--\(option.name)' is given twice; give it once.", command: spec.name)
  }

  /// A negative number (`--lat -33.9`) is a value, not an option.
  static func isNumber(_ word: String) -> Bool {
    ValueReader.isDecimal(word, fraction: true)
  }

  static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNumber(word)
  }

  func suggestion(_ word: String, among candidates: [String]) -> String {
    EditDistance.suggestion(word, among: candidates)
  }
}

/// Sorts the words of a command line by the command specs, in the manner of
/// swift-argument-parser: `--help`, `help COMMAND`, `--version`, long options
/// with `--name value` or `--name=value`, and usage errors with suggestions.
public struct ArgumentParser: Sendable {
  public var commands: [CommandSpec]
  public var defaultCommand: String

  public init(commands: [CommandSpec], defaultCommand: String) {
    self.commands = commands
    self.defaultCommand = defaultCommand
  }

  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    var rest = words[...]
    if let first = rest.first {
      switch first {
      case "--version": return ParsedArguments(command: defaultCommand, request: .version)
      case "-h", "--help": return ParsedArguments(command: "", request: .help)
      case "help":
        rest = rest.dropFirst()
        guard let topic = rest.first else { return ParsedArguments(command: "", request: .help) }
        guard command(named: topic) != nil else {
          throw UsageError(
            "Unknown command '\(topic)'." + suggestion(topic, among: commands.map(\.name)),
            command: nil)
        }
        return ParsedArguments(command: topic, request: .help)
      default: break
      }
    }
    var spec = command(named: defaultCommand)
    if let first = rest.first, !first.hasPrefix("-") {
      if let named = command(named: first) {
        spec = named
        rest = rest.dropFirst()
      } else if command(named: defaultCommand)?.arguments.isEmpty ?? true {
        throw UsageError(
          "Unknown command '\(first)'." + suggestion(first, among: commands.map(\.name)),
          command: nil)
      }
    }
    guard let spec else { throw UsageError("No command given.", command: nil) }
    return try parse(rest, for: spec)
  }

  private func parse(_ words: ArraySlice<String>, for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
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
        if !result.flags.contains(name) { result.flags.append(name) }
        continue
      }
      guard let value = inline ?? rest.popFirst(), inline != nil || !Self.looksLikeOption(value)
      else {
        throw UsageError("Missing value for '\(option.synopsis)'.", command: spec.name)
      }
      switch option.read(value) {
      case .value: break
      case .invalid(let invalid):
        throw UsageError(option.commandLineProblem(value, invalid), command: spec.name)
      }
      result.values[name] = value
    }
    let allowed = spec.arguments.count
    if result.arguments.count > allowed {
      throw UsageError(
        "Unexpected argument '\(result.arguments[allowed])'.", command: spec.name)
    }
    if let missing = spec.arguments.dropFirst(result.arguments.count).first(where: { !$0.optional })
    {
      throw UsageError("Missing expected argument '<\(missing.name)>'.", command: spec.name)
    }
    return result
  }

  static func isNumber(_ word: String) -> Bool {
    word.count > 1 && Double(word) != nil
  }

  static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNumber(word)
  }

  func suggestion(_ word: String, among candidates: [String]) -> String {
    EditDistance.suggestion(word, among: candidates)
  }
}

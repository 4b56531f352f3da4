/// One option or config key, declared once: its names, where it may be given,
/// how its text is read and what a bad value is told. Help, the man page, the
/// completions, the parser and the config reader all use this declaration.
public struct OptionSpec: Sendable {
  /// The command-line name (`--name`); also the key a resolved value is kept under.
  public var name: String
  /// The config file key, or nil when it can only be given on the command line.
  public var configKey: String?
  /// False for config-only keys.
  public var onCommandLine: Bool
  /// An environment variable that beats the config file (endpoints, keys).
  public var environmentVariable: String?
  /// nil for a flag.
  public var valueName: String?
  /// The help line without its notes (made when help is shown, not on every run).
  @usableFromInline package let summary: @Sendable () -> String
  /// The default as help words it; a closure, so bar runs never pay for the words.
  @usableFromInline package let defaultText: @Sendable () -> String?
  /// When set, the only values accepted; listed when help, the man page,
  /// completions or a bad value ask, never on a bar run (each enum's list
  /// cost it its array's run-time metadata).
  @usableFromInline package let listChoices: @Sendable () -> [String]?
  public var choices: [String]? { listChoices() }
  /// Shell completion offers the saved locations' names (read from the config then).
  public var completesSavedLocations = false
  /// Its value is a secret (an API key): no message ever quotes it (`ConfigQuote`).
  public var secret = false
  /// A command's usage shows it without brackets: the command needs it (`best --for`).
  public var required = false
  /// Reads a value's text.
  @usableFromInline package let read: @Sendable (String) -> OptionReading

  @inlinable package init(
    name: String, configKey: String?, onCommandLine: Bool, environmentVariable: String?,
    valueName: String?, summary: @escaping @Sendable () -> String,
    defaultText: @escaping @Sendable () -> String?,
    choices: @escaping @Sendable () -> [String]?,
    read: @escaping @Sendable (String) -> OptionReading
  ) {
    self.name = name
    self.configKey = configKey
    self.onCommandLine = onCommandLine
    self.environmentVariable = environmentVariable
    self.valueName = valueName
    self.summary = summary
    self.defaultText = defaultText
    listChoices = choices
    self.read = read
  }

  public var isFlag: Bool { valueName == nil }

  /// The help line with "(default …, config key '…')." made from the declaration.
  public var help: String {
    var notes: [String] = []
    if let shown = defaultText() { notes.append("default \(shown)") }
    if let configKey, onCommandLine { notes.append("config key '\(configKey)'") }
    return summary() + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))") + "."
  }

  package var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }

  /// The sentence for a bad value on the command line (the value cleaned and capped).
  package func commandLineProblem(_ text: String, _ invalid: InvalidValue) -> String {
    "The value '\(ConfigQuote.value(text, secret: secret))' is invalid for '\(synopsis)'\(invalid.rule)"
  }

  /// The same sentence for a bad value in the config file; a secret's value
  /// is not quoted.
  package func configProblem(_ text: String, _ invalid: InvalidValue) -> String {
    if secret { return "\(configKey ?? name): the value is invalid\(invalid.rule)" }
    return
      "\(configKey ?? name): the value '\(ConfigQuote.value(text, secret: false))' is invalid\(invalid.rule)"
  }

  /// The same sentence for a bad value in the option's environment variable.
  package func variableProblem(_ variable: String, _ text: String, _ invalid: InvalidValue)
    -> String
  {
    "The environment variable \(variable) is misconfigured: the value '\(ConfigQuote.value(text, secret: secret))' is invalid\(invalid.rule) Fix it, or unset it (an empty value counts as unset)."
  }
}

/// A value's text, read: the value, or why it was refused. Not a
/// `Result<any Sendable, _>`: copying or destroying one needs its run-time
/// metadata, and so a lookup of InvalidValue's Error conformance (0.15 M
/// instructions) on any run given an option.
public enum OptionReading: Sendable {
  case value(any Sendable)
  case invalid(InvalidValue)
}

/// Why a value was refused, worded to follow "The value 'x' is invalid for '--name'":
/// ": give 0 to 100." or ". Please provide one of 'a', 'b'."
public struct InvalidValue: Error, Equatable, Sendable {
  public var rule: String

  public init(_ rule: String) { self.rule = rule }
}

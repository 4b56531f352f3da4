import RainBarModel

/// The words of a command line sorted into a command, option values and arguments.
public struct ParsedArguments: Equatable, Sendable {
  public enum Request: Equatable, Sendable {
    case run
    case help
    case version
  }

  public var command: String
  public var request: Request
  public var values: NamedValues
  /// The flags given, each once.
  public var flags: [String]
  public var arguments: [String]

  public init(
    command: String, request: Request = .run, values: NamedValues = [:],
    flags: [String] = [], arguments: [String] = []
  ) {
    self.command = command
    self.request = request
    self.values = values
    self.flags = flags
    self.arguments = arguments
  }

  /// The option's value when the command line gave one (the parser checked it).
  @inlinable package func value<Value>(_ option: Option<Value>) -> Value? {
    values[option.spec.name].flatMap(option.value(of:))
  }

  package func flag(_ option: Option<Bool>) -> Bool { flags.contains(option.spec.name) }
}

/// The words of a command line sorted into a command, option values and arguments.
public struct ParsedArguments: Equatable, Sendable {
  public enum Request: Equatable, Sendable {
    case run
    case help
    case version
  }

  public var command: String
  public var request: Request
  public var values: [String: String]
  public var flags: Set<String>
  public var arguments: [String]

  public init(
    command: String, request: Request = .run, values: [String: String] = [:],
    flags: Set<String> = [], arguments: [String] = []
  ) {
    self.command = command
    self.request = request
    self.values = values
    self.flags = flags
    self.arguments = arguments
  }

  public func value(_ name: String) -> String? { values[name] }
  public func flag(_ name: String) -> Bool { flags.contains(name) }
}

import RainBarModel

/// A mistake in the command line: reported with the usage and exit code 64.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String
  /// The command whose usage is shown; nil for the top level.
  public var command: String?

  public init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }
}

/// Runs a helper program found on the PATH (`i3blocks -V` for doctor) and
/// returns what it printed; one that does not finish in time is killed.
public protocol ProgramRunner: Sendable {
  func run(_ program: String, arguments: [String], timeout: Double) -> ProgramResult
}

public enum ProgramResult: Equatable, Sendable {
  /// Its standard output and error (at most 64 KiB), whatever its exit status.
  case printed(String)
  case notFound
  case timedOut
}

/// No programs at all: where none may run (tests in-process).
public struct NoPrograms: ProgramRunner {
  public init() {}
  public func run(_ program: String, arguments: [String], timeout: Double) -> ProgramResult {
    .notFound
  }
}

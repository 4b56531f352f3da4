/// What a run prints and how it exits; main.swift writes it out.
public struct Outcome: Equatable, Sendable {
  public var stdout: String
  public var stderr: String
  public var exitCode: Int32

  public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
    self.stdout = stdout
    self.stderr = stderr
    self.exitCode = exitCode
  }
}

public enum ExitCode {
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let usage: Int32 = 64
}

import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `ProgramRunner` with posix_spawnp: stdin from /dev/null, stdout and stderr
/// into one pipe read until its end or the timeout (`ChildProcess`).
public struct LiveProgramRunner: ProgramRunner {
  public init() {}

  public func run(_ program: String, arguments: [String], timeout: Double) -> ProgramResult {
    let limit = 65_536
    switch ChildProcess.run(
      program, arguments: arguments, search: true, stderrToo: true, timeout: timeout,
      maxOutput: limit)
    {
    case .notStarted: return .notFound
    case .timedOut: return .timedOut
    case .finished(let output):
      return .printed(String(decoding: output.prefix(limit), as: UTF8.self))
    }
  }
}

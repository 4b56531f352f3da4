import Foundation
import TestTiming

/// A running `rain-bar watch`: its lines as they come, signals, a closed stdout.
final class Watching: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let lock = NSLock()
  private var buffer = Data()
  private var errorBuffer = Data()

  /// Started through a shell that execs it, as i3blocks and the one-shot
  /// faketime runs do (libfaketime preloaded into Swift hides its arguments).
  convenience init(
    _ sandbox: Sandbox, _ arguments: [String], at time: String? = nil,
    extra: [String: String] = [:]
  ) throws {
    try self.init(
      shell: "exec \"$0\" \"$@\"", [Paths.binary, "watch"] + arguments,
      environment: sandbox.environment.merging(TestClock.environment(at: time)) { $1 }
        .merging(extra) { $1 })
  }

  /// A shell command line (an integration's), with `arguments` as $0, $1...
  init(shell line: String, _ arguments: [String] = [], environment: [String: String]) throws {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line] + arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.buffer.append(data)
      self.lock.unlock()
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.errorBuffer.append(data)
      self.lock.unlock()
    }
    try process.run()
  }

  deinit {
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  var pid: Int32 { process.processIdentifier }

  /// Everything printed so far, as it came.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: buffer, as: UTF8.self)
  }

  /// Every line printed so far.
  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  var stderr: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: errorBuffer, as: UTF8.self)
  }

  /// Waits at most `seconds` for a line that satisfies `condition`, past the
  /// first `after` lines; the time it took, or nil.
  @discardableResult
  func waitForLine(seconds: Double = 10, after: Int = 0, _ condition: (String) -> Bool) -> Double? {
    let start = Stopwatch()
    while start.seconds < seconds {
      if lines.dropFirst(after).contains(where: condition) {
        return start.seconds
      }
      usleep(20_000)
    }
    return nil
  }

  /// Writes a line on its stdin (an i3blocks click).
  func send(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  func closeStdin() throws { try input.fileHandleForWriting.close() }

  /// Closes the reading end of its stdout, as a bar that went away.
  func closeStdout() throws {
    output.fileHandleForReading.readabilityHandler = nil
    try output.fileHandleForReading.close()
  }

  /// Waits at most `seconds` for the end: the exit code and the time it took, or nil.
  func waitForExit(seconds: Double = 5) -> (
    code: Int32, reason: Process.TerminationReason, seconds: Double
  )? {
    let start = Stopwatch()
    while process.isRunning && start.seconds < seconds { usleep(10_000) }
    if process.isRunning { return nil }
    return (process.terminationStatus, process.terminationReason, start.seconds)
  }

  func signal(_ number: Int32) { kill(pid, number) }
}

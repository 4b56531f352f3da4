import Foundation
import TestTiming
import Testing

/// A run of the built rain-bar binary, in its own temporary home.
struct RainBarRun {
  var stdout: String
  var stderr: String
  var exitCode: Int32
  var seconds: Double
}

/// A temporary home with XDG directories, removed when the test ends.
final class Sandbox {
  let home: String
  var environment: [String: String]
  /// Runs rain-bar as this user (setpriv), not as root. Not with `at`:
  /// libfaketime's shared memory files of earlier root processes are in its way.
  var user: UInt32?

  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    home = base + "/rain-bar-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    environment = [
      "HOME": home,
      "XDG_CONFIG_HOME": home + "/config",
      "XDG_CACHE_HOME": home + "/cache",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "TZ": "UTC",
      "LANG": "C.UTF-8",
      // No GeoClue unless a test puts one here: the machine's system bus is not used.
      "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(home)/no-system-bus",
      // No official warnings (their services are not on the loopback server) unless a test asks.
      "RAIN_BAR_WARNINGS": "off",
      // The model's minutes (the loopback server's places are in Germany, where
      // `auto` asks DWD's radar) unless a test asks for a radar.
      "RAIN_BAR_MINUTES": "model",
    ].merging(TestClock.environment(at: nil)) { $1 }
  }

  /// A sandbox whose Open-Meteo URL points at the loopback server.
  convenience init(server: FixtureServer) throws {
    try self.init()
    environment["RAIN_BAR_OPEN_METEO_URL"] = server.url
    environment["RAIN_BAR_OPEN_METEO_AIR_QUALITY_URL"] =
      server.url.replacingOccurrences(of: "/v1/forecast", with: "/v1/air-quality")
  }

  deinit {
    try? FileManager.default.removeItem(atPath: home)
  }

  /// The environment on the real clock, without libfaketime: for a test of
  /// file descriptors, where the library's own files would take stdout's number.
  var realClockEnvironment: [String: String] {
    environment.filter { $0.key != "LD_PRELOAD" && $0.key != "FAKETIME" }
  }

  var configFile: String { home + "/config/rain-bar/config" }

  /// Forgets every cache entry, and so every back-off a failure recorded.
  func clearCache() throws {
    let cache = home + "/cache/rain-bar"
    if FileManager.default.fileExists(atPath: cache) {
      try FileManager.default.removeItem(atPath: cache)
    }
  }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: home + "/config/rain-bar", withIntermediateDirectories: true)
    try text.write(toFile: configFile, atomically: true, encoding: .utf8)
  }

  /// Runs rain-bar; with `at`, under faketime starting at that UTC time ("YYYY-MM-DD HH:MM:SS"),
  /// else on the world clock (`TestClock`).
  /// An exit code other than `expect` is recorded as an issue; the run is returned either way.
  func run(
    _ arguments: [String], at time: String? = nil, extra: [String: String] = [:],
    expect exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RainBarRun {
    try start(arguments, at: time, extra: extra)
      .finish(expect: exitCode, sourceLocation: sourceLocation)
  }

  /// Starts rain-bar without waiting for it.
  func start(_ arguments: [String], at time: String? = nil, extra: [String: String] = [:]) throws
    -> RunningRainBar
  {
    var environment = environment.merging(TestClock.environment(at: time)) { $1 }
      .merging(extra) { $1 }
    if user != nil && time == nil {
      // As another user, on the real clock: libfaketime's shared memory files
      // of earlier root processes are in its way (see `user`).
      environment["LD_PRELOAD"] = nil
      environment["FAKETIME"] = nil
    }
    let command =
      (extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["rain-bar"] + arguments)
      .map(shellQuoted).joined(separator: " ") + (time.map { " (at \($0) UTC)" } ?? "")
    if let user {
      let drop = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups"]
      return try RunningRainBar(
        "/usr/bin/setpriv", drop + [Paths.binary] + arguments, environment: environment,
        command: command)
    }
    // Under libfaketime through a shell that execs it (see RunningRainBar):
    // libfaketime loaded straight into a Swift program hides its arguments, and
    // now and then when a preloaded shell forks it; a preloaded shell that execs
    // rain-bar in its place has never lost them here (0 in 1000 runs).
    return try RunningRainBar(Paths.binary, arguments, environment: environment, command: command)
  }
}

/// Runs a program to the end and captures what it printed. An exit code other
/// than `expect` is recorded as an issue; the run is returned either way.
func runProcess(
  _ tool: String, _ arguments: [String], environment: [String: String], expect exitCode: Int32,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> RainBarRun {
  try RunningRainBar(tool, arguments, environment: environment)
    .finish(expect: exitCode, sourceLocation: sourceLocation)
}

/// A word as a shell reads it back, for messages.
private func shellQuoted(_ word: String) -> String {
  let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=,@%+".contains($0) }
  if plain && !word.isEmpty { return word }
  return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// A started process (rain-bar, or a tool a test checks with), its output captured.
final class RunningRainBar {
  let process = Process()
  let out = Pipe()
  let err = Pipe()
  let start = Stopwatch()
  /// The command as a failure message shows it.
  let command: String

  init(
    _ tool: String, _ arguments: [String], environment: [String: String], command: String? = nil
  ) throws {
    self.command = command ?? ([tool] + arguments).map(shellQuoted).joined(separator: " ")
    if environment["LD_PRELOAD"] != nil && tool != "/bin/sh" {
      // libfaketime loaded straight into a Swift program hides its arguments:
      // through a preloaded shell that execs it in its place.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\"", tool] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = arguments
    }
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  /// Waits for the end; an exit code other than `expect` is recorded as an issue
  /// naming the command, with what it printed. The run is returned either way.
  func finish(expect exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation)
    -> RainBarRun
  {
    let run = finishAnyExit()
    if run.exitCode != exitCode || process.terminationReason != .exit {
      let ended =
        process.terminationReason == .exit
        ? "exited \(run.exitCode)" : "was killed by signal \(run.exitCode)"
      Issue.record(
        """
        \(command) \(ended), expected exit code \(exitCode)
        stdout: \(run.stdout.isEmpty ? "(empty)" : "\n" + run.stdout)
        stderr: \(run.stderr.isEmpty ? "(empty)" : "\n" + run.stderr)
        """, sourceLocation: sourceLocation)
    }
    return run
  }

  /// As `finish(expect:)`, and records an issue when the run took longer than
  /// `seconds`. A run still going long after that is killed, so a hang fails
  /// the test instead of holding it.
  func finish(
    expect exitCode: Int32, within seconds: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> RainBarRun {
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { Glibc.kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds * 2 + 10, execute: watchdog)
    let run = finish(expect: exitCode, sourceLocation: sourceLocation)
    watchdog.cancel()
    if run.seconds > seconds {
      Issue.record(
        "\(command) took \(run.seconds) s, more than \(seconds) s", sourceLocation: sourceLocation)
    }
    return run
  }

  /// Waits for the end whatever the exit code: only for a process whose exit
  /// code a test cannot know. Prefer `finish(expect:)`.
  func finishAnyExit() -> RainBarRun {
    // Both pipes at once: a process that fills stderr's pipe (64 KB) while
    // stdout is read to its end would wait for a reader, and the test forever.
    let stderrRead = DispatchGroup()
    let stderrData = Captured()
    let err = err
    stderrRead.enter()
    DispatchQueue.global().async {
      stderrData.data = err.fileHandleForReading.readDataToEndOfFile()
      stderrRead.leave()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    stderrRead.wait()
    let stderr = stderrData.data
    process.waitUntilExit()
    return RainBarRun(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      exitCode: process.terminationStatus,
      seconds: start.seconds)
  }

  /// SIGKILL to rain-bar itself.
  func kill() {
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// Bytes one thread read for another (it hands them over after `leave()`).
private final class Captured: @unchecked Sendable {
  var data = Data()
}

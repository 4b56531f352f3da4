import Foundation
import Testing

/// Exit codes tell a mistake to fix (64) from a failure (1): a config file
/// that cannot be written (a full disk) is no usage mistake, and output that
/// could not be written (a full device, a closed stdout) is no success.
@Suite struct ExitCodesEndToEndTests {
  let server: FixtureServer
  let sandbox: Sandbox

  init() throws {
    server = try FixtureServer()
    sandbox = try Sandbox(server: server)
  }

  @Test func outputThatCannotBeWrittenIsAFailure() throws {
    // Without libfaketime (the world clock), which would take stdout's number.
    let closed = try runProcess(
      "/bin/sh", ["-c", #"exec "$0" "$@" >&-"#, Paths.binary, "--version"],
      environment: sandbox.realClockEnvironment, expect: 1)
    #expect(closed.stderr == "Error: the output could not be written: Bad file descriptor.\n")
    let full = try runProcess(
      "/bin/sh", ["-c", #"exec "$0" "$@" >/dev/full"#, Paths.binary, "--version"],
      environment: sandbox.environment, expect: 1)
    #expect(full.stderr == "Error: the output could not be written: No space left on device.\n")
    // waybar's output too: nothing reached it.
    _ = try runProcess(
      "/bin/sh", ["-c", #"exec "$0" "$@" >/dev/full"#, Paths.binary, "--json", "--bogus"],
      environment: sandbox.environment, expect: 1)
  }

  /// With stdout closed a bar run that fetched fails (exit 1), and the files
  /// it wrote are intact: no file took stdout's number (rain-bar holds it with
  /// /dev/null), so the entry reads back. Without libfaketime, which opens a
  /// file of its own before rain-bar starts and so would take that number.
  @Test func aClosedStdoutIsNotTakenByAFile() throws {
    try server.queue(.init(file: ShowEndToEndTests.berlin))
    let coordinates = ["--lat", "52.52", "--lon", "13.41"]
    let closed = try runProcess(
      "/bin/sh", ["-c", #"exec "$0" "$@" >&-"#, Paths.binary] + coordinates,
      environment: sandbox.realClockEnvironment, expect: 1)
    #expect(closed.stderr == "Error: the output could not be written: Bad file descriptor.\n")
    // The entry reads back: the next run (on the same clock) asks nothing.
    let again = try runProcess(
      Paths.binary, coordinates, environment: sandbox.realClockEnvironment, expect: 0)
    #expect(!again.stdout.isEmpty)
    #expect(again.stderr == "")
    #expect(try server.requests().count == 1)
  }

  /// A config write that fails for want of room: exit 1 (not 64), and why.
  @Test func aConfigWriteThatFailsIsAFailureNotAMistake() throws {
    let limited = try runProcess(
      "/bin/sh",
      ["-c", #"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#, Paths.binary, "units", "imperial"],
      environment: sandbox.environment, expect: 1)
    #expect(
      limited.stderr
        == "Error: Config file \(sandbox.configFile): cannot be written: File too large.\n")
  }

  @Test(.enabled(if: getuid() == 0, "a small tmpfs needs root to mount"))
  func aFullDiskOnAConfigWriteIsAFailureNotAMistake() throws {
    let disk = sandbox.home + "/full"
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    _ = try runProcess(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], environment: [:], expect: 0)
    defer { _ = try? runProcess("/bin/umount", [disk], environment: [:], expect: 0) }
    try FileManager.default.createDirectory(
      atPath: disk + "/rain-bar", withIntermediateDirectories: true)
    // Fill it.
    _ = try runProcess(
      "/bin/sh", ["-c", "cat /dev/zero > \(disk)/fill 2>/dev/null; true"], environment: [:],
      expect: 0)
    sandbox.environment["XDG_CONFIG_HOME"] = disk
    let run = try sandbox.run(["units", "imperial"], expect: 1)
    #expect(
      run.stderr
        == "Error: Config file \(disk)/rain-bar/config: cannot be written: No space left on device.\n"
    )
    // A mistake in the file is still one: 64.
    try FileManager.default.removeItem(atPath: disk + "/fill")
    try "[rain-bar]\nunits=kelvin\n".write(
      toFile: disk + "/rain-bar/config", atomically: false, encoding: .utf8)
    _ = try sandbox.run(["units", "metric"], expect: 64)
  }
}

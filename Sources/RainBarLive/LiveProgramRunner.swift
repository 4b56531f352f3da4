import Glibc
import RainBarCore

/// `ProgramRunner` with posix_spawnp: stdin from /dev/null, stdout and stderr
/// into one pipe read until its end or the timeout; a program still running
/// then is killed (SIGKILL) and reaped.
public struct LiveProgramRunner: ProgramRunner {
  public init() {}

  public func run(_ program: String, arguments: [String], timeout: Double) -> ProgramResult {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return .notFound }
    // Neither end stays open in the program but as its stdout and stderr.
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
    var pid: pid_t = 0
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    close(fds[1])
    defer { close(fds[0]) }
    guard spawned == 0 else { return .notFound }

    let end = Self.monotonic() + max(0, timeout)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var finished = false
    while output.count < 65_536 {
      let left = end - Self.monotonic()
      if left <= 0 { break }
      var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left, 60) * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { continue }
      let count = read(fds[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        finished = true
        break
      }
      output += buffer[0..<count]
    }
    // The output ended; the program itself gets what is left of the time to exit.
    var status: Int32 = 0
    while finished && waitpid(pid, &status, WNOHANG) == 0 {
      if Self.monotonic() >= end {
        finished = false
        break
      }
      usleep(10_000)
    }
    if !finished {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return .timedOut
    }
    return .printed(String(decoding: output, as: UTF8.self))
  }

  static func monotonic() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

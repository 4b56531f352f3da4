import Glibc

/// A program started with posix_spawn: `input` on its stdin (else
/// /dev/null), its stdout (and stderr, when asked) read from one pipe until
/// its end, the output cap or the timeout. A program still running then is
/// killed (SIGKILL) and reaped, so none is left behind.
enum ChildProcess {
  enum Ended: Equatable {
    /// Its output, whatever its exit status.
    case finished([UInt8])
    case notStarted
    case timedOut
  }

  /// - Parameters:
  ///   - search: look `program` up on the PATH (else it is a path).
  ///   - environment: `NAME=value` entries added to this process's own.
  ///   - input: written whole before the output is read: at most a pipe's
  ///     capacity (64 KiB), which a request's few lines never reach.
  static func run(
    _ program: String, arguments: [String], search: Bool, environment: [String] = [],
    input: [UInt8]? = nil,
    stderrToo: Bool, timeout: Double, maxOutput: Int
  ) -> Ended {
    var output: [Int32] = [0, 0]
    var stdin: [Int32] = [-1, -1]
    guard pipe(&output) == 0 else { return .notStarted }
    if input != nil, pipe(&stdin) != 0 {
      for fd in output { close(fd) }
      return .notStarted
    }
    // No end stays open in the program but as its stdin, stdout and stderr.
    for fd in output + stdin where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if input != nil {
      posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    if stderrToo { posix_spawn_file_actions_adddup2(&actions, output[1], 2) }
    var pid: pid_t = 0
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let added = environment.map { strdup($0) }
    defer { for pointer in added { free(pointer) } }
    // getenv finds the first of a name: an inherited one must not hide an added one.
    let names = environment.map {
      Array($0.utf8.prefix { $0 != UInt8(ascii: "=") }) + [UInt8(ascii: "=")]
    }
    var inherited: [UnsafeMutablePointer<CChar>?] = []
    if !added.isEmpty {
      var entry = environ
      while let value = entry.pointee {
        let text = UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self)
        let shadowed = names.contains { name in
          name.indices.allSatisfy { index in text[index] == name[index] }
        }
        if !shadowed { inherited.append(value) }
        entry += 1
      }
    }
    let spawned = (inherited + added + [nil]).withUnsafeBufferPointer { extended in
      let environment =
        added.isEmpty ? environ : UnsafeMutablePointer(mutating: extended.baseAddress)
      return search
        ? posix_spawnp(&pid, program, &actions, nil, argv, environment)
        : posix_spawn(&pid, program, &actions, nil, argv, environment)
    }
    close(output[1])
    if stdin[0] >= 0 { close(stdin[0]) }
    defer { close(output[0]) }
    guard spawned == 0 else {
      if stdin[1] >= 0 { close(stdin[1]) }
      return .notStarted
    }
    if let input, stdin[1] >= 0 {
      input.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var sent = 0
        while sent < raw.count {
          let count = write(stdin[1], base + sent, raw.count - sent)
          if count < 0 && errno == EINTR { continue }
          if count <= 0 { break }
          sent += count
        }
      }
      close(stdin[1])
    }

    let end = monotonic() + max(0, timeout)
    var read: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    var finished = false
    while read.count <= maxOutput {
      let left = end - monotonic()
      if left <= 0 { break }
      var poller = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left, 60) * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { continue }
      let count = Glibc.read(output[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        finished = true
        break
      }
      read += buffer[0..<count]
    }
    // The output ended; the program itself gets what is left of the time to exit.
    var status: Int32 = 0
    while finished && waitpid(pid, &status, WNOHANG) == 0 {
      if monotonic() >= end {
        finished = false
        break
      }
      usleep(2_000)
    }
    if !finished {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return read.count > maxOutput ? .finished(read) : .timedOut
    }
    return .finished(read)
  }

  static func monotonic() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

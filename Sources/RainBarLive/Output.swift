import Glibc

public enum Output {
  /// Opens /dev/null on each of the standard descriptors (0, 1, 2) that is
  /// closed, so that no file the run opens (a cache entry, a lock) takes its
  /// number and has the output written into it. Returns whether stdout was
  /// closed: its output cannot be written then.
  public static func holdClosedStandardDescriptors() -> Bool {
    var stdoutClosed = false
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == STDOUT_FILENO { stdoutClosed = true }
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return stdoutClosed
  }

  /// Writes all of `text`, retrying on short writes and EINTR. Returns 0, or
  /// the errno of the write that failed (a full disk, a closed pipe).
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Int32 {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// The exit code once the output is written: a run whose output could not
  /// be written failed (1), whatever it would have said; a usage or config
  /// mistake keeps its own code.
  public static func exitCode(_ code: Int32, writeFailure: Int32) -> Int32 {
    guard writeFailure != 0 else { return code }
    return code == 0 || code == 33 ? 1 : code
  }

  public static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}

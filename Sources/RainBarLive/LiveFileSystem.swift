import Glibc
import RainBarCore

/// POSIX files: atomic writes by rename, private directories, flock(2) locks.
public struct LiveFileSystem: FileSystem {
  public init() {}

  public func read(_ path: String) throws(FileError) -> [UInt8]? {
    try read(path, regularOnly: false)
  }

  /// The bytes of a regular file, nil when there is none; an error for
  /// anything else there (a directory, a device that never ends).
  public func readRegularFile(_ path: String) throws(FileError) -> [UInt8]? {
    try read(path, regularOnly: true)
  }

  private func read(_ path: String, regularOnly: Bool) throws(FileError) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw failure(path)
    }
    defer { close(fd) }
    // Sized by fstat and read into uninitialized memory (zeroing a 64 KB
    // chunk cost the bar run more than reading its entry); one byte more than
    // the size shows the end. A file that grew meanwhile is read on in chunks.
    var info = stat()
    let known = fstat(fd, &info) == 0
    if regularOnly && (!known || info.st_mode & S_IFMT != S_IFREG) {
      throw FileError(path: path, reason: "not a regular file")
    }
    let size = known ? max(0, Int(info.st_size)) : 0
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      count = 0
      while count < buffer.count {
        let got = Glibc.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
        if got < 0 && errno == EINTR { continue }
        if got < 0 { failed = true }
        if got <= 0 { break }
        count += got
      }
    }
    if failed { throw failure(path) }
    if bytes.count <= size { return bytes }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path)
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }

  public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    let temporary = "\(path).\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    if fd < 0 { throw failure(path) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let error = failure(path)
        close(fd)
        unlink(temporary)
        throw error
      }
      offset += written
    }
    if fsync(fd) != 0 || close(fd) != 0 {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
    if rename(temporary, path) != 0 {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  public func makePrivateDirectory(_ path: String) throws(FileError) {
    // Split on the '/' bytes, as the kernel does (splitting the String by
    // characters cost 20 K instructions a call).
    var partial: [UInt8] = []
    for component in Array(path.utf8).split(separator: UInt8(ascii: "/")) {
      partial.append(UInt8(ascii: "/"))
      partial += component
      let directory = String(decoding: partial, as: UTF8.self)
      if mkdir(directory, 0o700) != 0 && errno != EEXIST { throw failure(directory) }
    }
    // Only the last component is rain-bar's own; tighten it if someone loosened it.
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(path) }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError(path: path, reason: "not a directory")
    }
    if info.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 { throw failure(path) }
  }

  public func list(_ directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      // The name up to its NUL, read where it is. Not `entry.pointee.d_name`:
      // that copies the whole 256-byte field, but the kernel's record is only
      // `d_reclen` bytes long, so the copy read past it into the rest of
      // glibc's directory buffer, never written (valgrind: "conditional jump
      // depends on uninitialised value", in the vectorised search for the NUL),
      // and, for the last record of a full buffer, past the buffer's end.
      // (`&entry.pointee.d_name` is the field in place: `pointee` is an addressor.)
      let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  public func remove(_ path: String) throws(FileError) {
    if unlink(path) != 0 && errno != ENOENT { throw failure(path) }
  }

  public func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  public func mode(_ path: String) -> UInt32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  public func lock(_ path: String, waitingAtMost seconds: Double) -> (any FileLock)? {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if fd < 0 { return nil }
    let deadline = monotonic() + max(0, seconds)
    while true {
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return DescriptorLock(fd: fd) }
      if errno != EWOULDBLOCK && errno != EINTR || monotonic() >= deadline {
        close(fd)
        return nil
      }
      usleep(10_000)
    }
  }

  private func monotonic() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  private func failure(_ path: String) -> FileError {
    let code = errno
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return FileError(path: path, reason: reason)
  }
}

/// Holds an flock until unlocked; the kernel also releases it if the process dies.
final class DescriptorLock: FileLock {
  private var fd: Int32

  init(fd: Int32) {
    self.fd = fd
  }

  func unlock() {
    guard fd >= 0 else { return }
    flock(fd, LOCK_UN)
    close(fd)
    fd = -1
  }

  deinit { unlock() }
}

import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel

/// POSIX files: atomic writes by rename, private directories, flock(2) locks.
/// Nothing is written in a directory that is not the user's own and private.
public struct LiveFileSystem: FileSystem {
  public init() {}

  public func read(_ path: String) throws(FileError) -> [UInt8]? {
    try read(path, regularOnly: false, limit: nil)
  }

  /// The bytes of a regular file, nil when there is none; an error for
  /// anything else there (a directory, a FIFO no one writes to, a device that
  /// never ends), and for a file larger than `limit` bytes.
  public func readRegularFile(_ path: String, limit: Int? = nil) throws(FileError) -> [UInt8]? {
    try read(path, regularOnly: true, limit: limit)
  }

  private func read(_ path: String, regularOnly: Bool, limit: Int?) throws(FileError) -> [UInt8]? {
    // O_NONBLOCK: opening a FIFO waits for a writer, for ever, without it.
    let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
    if fd < 0 {
      if errno == ENOENT || (regularOnly && errno == ENOTDIR) { return nil }
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
    if let limit, size > limit { throw tooLarge(path, limit) }
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
      if let limit, bytes.count > limit { throw tooLarge(path, limit) }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path)
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }

  private func tooLarge(_ path: String, _ limit: Int) -> FileError {
    FileError(path: path, reason: "larger than \(limit) bytes")
  }

  /// Written in the destination's directory, which must be the user's own and
  /// writable by no one else (else nothing is written there): a temporary file
  /// made exclusively (O_EXCL) under a random name, never through a link
  /// (O_NOFOLLOW), fsync'd and renamed over the destination. A destination
  /// that is a link is written through: its target is replaced, the link
  /// stays; but only a regular file (or none yet) is, never a device, a FIFO
  /// or a directory (as root, /dev would pass for a private directory).
  /// Temporary files that killed runs left behind are removed afterwards.
  public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    var destination = path
    if let target = linkTarget(path) {
      // A link is followed only where no one else could have put it.
      close(try Self.openPrivateDirectory(Self.split(path).directory))
      var info = stat()
      if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
        throw FileError(path: path, reason: "a link to \(target), which is not a regular file")
      }
      destination = target
    }
    let (directory, name) = Self.split(destination)
    let directoryFD = try Self.openPrivateDirectory(directory)
    defer { close(directoryFD) }
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<16 {
      temporary = "\(name).\(Self.randomHex()).tmp"
      fd = openat(
        directoryFD, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if fd >= 0 || errno != EEXIST { break }
    }
    if fd < 0 { throw failure(destination) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let error = failure(destination)
        close(fd)
        unlinkat(directoryFD, temporary, 0)
        throw error
      }
      offset += written
    }
    if fsync(fd) != 0 || close(fd) != 0 {
      let error = failure(destination)
      unlinkat(directoryFD, temporary, 0)
      throw error
    }
    if renameat(directoryFD, temporary, directoryFD, name) != 0 {
      let error = failure(destination)
      unlinkat(directoryFD, temporary, 0)
      throw error
    }
    removeLeftovers(of: name, in: directoryFD)
  }

  /// The directory and the name of a path.
  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.index(after: slash)...]))
  }

  /// The directory, opened, when it is one rain-bar may write in; an error otherwise.
  private static func openPrivateDirectory(_ directory: String) throws(FileError) -> Int32 {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd < 0 { throw LiveFileSystem().failure(directory) }
    var info = stat()
    if fstat(fd, &info) != 0 {
      let error = LiveFileSystem().failure(directory)
      close(fd)
      throw error
    }
    if let problem = notPrivate(info) {
      close(fd)
      throw FileError(path: directory, reason: problem + "; nothing is written there")
    }
    return fd
  }

  /// Seconds after which a temporary file is taken as left by a run that was
  /// killed: a write takes milliseconds.
  static let leftoverAge = 120

  /// Temporary files of writes of `name` that never finished (the run was
  /// killed between creating and renaming): `NAME.HEX.tmp` (`NAME.PID.tmp`
  /// before), older than `leftoverAge`. Only those of the file just written: a
  /// directory may be a link to a folder of the user's, whose files are not ours.
  private func removeLeftovers(of written: String, in directoryFD: Int32) {
    let copy = dup(directoryFD)
    guard copy >= 0, let handle = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return
    }
    defer { closedir(handle) }
    let now = time(nil)
    while let entry = readdir(handle) {
      let name = Self.name(of: entry)
      guard Self.isTemporary(name, of: written) else { continue }
      var info = stat()
      guard fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & S_IFMT == S_IFREG, now - info.st_mtim.tv_sec > Self.leftoverAge
      else { continue }
      unlinkat(directoryFD, name, 0)
    }
  }

  /// `NAME.HEX.tmp`, the names `writeAtomically` gives the temporary files of `NAME`.
  static func isTemporary(_ name: String, of written: String) -> Bool {
    guard name.hasPrefix(written + "."), name.hasSuffix(".tmp") else { return false }
    let tag = name.utf8.dropFirst(written.utf8.count + 1).dropLast(".tmp".utf8.count)
    return !tag.isEmpty
      && tag.allSatisfy {
        UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0
      }
  }

  private static func randomHex() -> String {
    let value = UInt64.random(in: .min ... .max)
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Where a link at `path` points (every link on the way followed), nil when
  /// `path` is not a link. A dangling link gives its target as written.
  private func linkTarget(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let target = CText.string(buffer)
    if target.hasPrefix("/") { return target }
    let base = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return base + target
  }

  /// Why a directory is not one rain-bar may write in: another user's, or
  /// one others can write to (a planted link or file could take a write).
  static func notPrivate(_ info: stat) -> String? {
    if info.st_uid != geteuid() {
      return "belongs to another user (uid \(info.st_uid))"
    }
    if info.st_mode & 0o022 != 0 {
      return "others can write to it (mode \(String(info.st_mode & 0o777, radix: 8)))"
    }
    return nil
  }

  /// Makes the missing directories (mode 0700). The last one is rain-bar's
  /// own: it must be the user's, and is tightened to 0700 if someone loosened
  /// it. When it is a link the user made, what it points at is not changed:
  /// it is used only if no one else can write to it, and refused otherwise.
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
    var link = stat()
    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      return try checkLinkedDirectory(path)
    }
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOTDIR || errno == ELOOP {
        throw FileError(path: path, reason: "not a directory")
      }
      throw failure(path)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(path) }
    if info.st_uid != geteuid() {
      throw FileError(
        path: path, reason: "belongs to another user (uid \(info.st_uid)); nothing is written there"
      )
    }
    if info.st_mode & 0o077 != 0, fchmod(fd, 0o700) != 0 { throw failure(path) }
  }

  /// A link to a directory is used when what it points at is a directory the
  /// user owns and no one else can write to; it is never changed.
  private func checkLinkedDirectory(_ path: String) throws(FileError) {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(path) }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError(path: path, reason: "a link to something that is not a directory")
    }
    if let problem = Self.notPrivate(info) {
      throw FileError(
        path: path,
        reason:
          "a link to a directory that is not private: \(problem); rain-bar does not change what a link points at: make it private (chmod 700) or remove the link"
      )
    }
  }

  public func list(_ directory: String) throws(FileError) -> [String] {
    guard let handle = opendir(directory) else {
      if errno == ENOENT { return [] }
      if errno == ENOTDIR { throw FileError(path: directory, reason: "not a directory") }
      throw failure(directory)
    }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = Self.name(of: entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// A directory entry's name up to its NUL, read where it is. Not
  /// `entry.pointee.d_name`: that copies the whole 256-byte field, but the
  /// kernel's record is only `d_reclen` bytes long, so the copy read past it
  /// into the rest of glibc's directory buffer, never written (valgrind:
  /// "conditional jump depends on uninitialised value", in the vectorised
  /// search for the NUL), and, for the last record of a full buffer, past the
  /// buffer's end. (`&entry.pointee.d_name` is the field in place: `pointee`
  /// is an addressor.)
  static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafePointer(to: &entry.pointee.d_name) { field in
      field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }
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

  public func lock(_ path: String, waitingAtMost seconds: Double) throws(FileError) -> (
    any FileLock
  )? {
    let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if fd < 0 { throw failure(path) }
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

import Foundation
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarLive
import RainBarModel
import TestTiming
import Testing

@Suite struct LiveFileSystemTests {
  let files = LiveFileSystem()
  let directory: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.path + "/rain-bar-live-" + UUID().uuidString
  }

  /// A reader running beside the writer only ever sees a whole old or a whole new file.
  @Test func writesAreAtomicForAConcurrentReader() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/entry.json"
    let a = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let b = [UInt8](repeating: UInt8(ascii: "b"), count: 1 << 20)
    try files.writeAtomically(a, to: path)
    let writer = Thread {
      for round in 0..<60 {
        try? LiveFileSystem().writeAtomically(round % 2 == 0 ? b : a, to: path)
      }
    }
    writer.start()
    var torn = 0
    var reads = 0
    while !writer.isFinished || reads < 50 {
      reads += 1
      let bytes = try files.read(path)
      if bytes != a && bytes != b { torn += 1 }
    }
    #expect(torn == 0, "\(torn) of \(reads) reads saw a partial file")
    #expect(try files.list(directory) == ["entry.json"])
  }

  @Test func privateDirectoryIsTightened() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try files.makePrivateDirectory(directory + "/cache/rain-bar")
    chmod(directory + "/cache/rain-bar", 0o755)
    try files.makePrivateDirectory(directory + "/cache/rain-bar")
    let mode = try FileManager.default.attributesOfItem(atPath: directory + "/cache/rain-bar")[
      .posixPermissions]
    #expect(mode as? Int == 0o700)
    let file = directory + "/cache/rain-bar/x"
    try files.writeAtomically([1], to: file)
    let fileMode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions]
    #expect(fileMode as? Int == 0o600)
  }

  @Test func readsWholeFilesOfAnySize() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try files.makePrivateDirectory(directory)
    for size in [0, 1, 4095, 4096, 65_537, 1 << 20] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      try files.writeAtomically(bytes, to: directory + "/f")
      #expect(try files.read(directory + "/f") == bytes, "\(size)")
    }
    // A file whose size stat does not tell (it says 0) is read to its end.
    let status = try #require(try files.read("/proc/self/status"))
    #expect(String(decoding: status, as: UTF8.self).contains("VmRSS"))
  }

  @Test func missingAndUnreadable() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try files.read(directory + "/none") == nil)
    try files.makePrivateDirectory(directory)
    #expect(throws: FileError.self) { try files.read(directory) }
    #expect(throws: FileError.self) {
      try files.writeAtomically([1], to: directory + "/no/such/dir")
    }
  }

  /// What a zoneinfo file is read with: a regular file of at most `limit`
  /// bytes (through a symlink too); a FIFO is refused without waiting for a
  /// writer, a directory or a device is refused, a missing file is nil.
  @Test func smallRegularFilesOnly() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try files.makePrivateDirectory(directory)
    #expect(try files.readRegularFile(directory + "/none", limit: 10) == nil)
    #expect(try files.readRegularFile(directory + "/none/deeper", limit: 10) == nil)
    try files.writeAtomically(Array("0123456789".utf8), to: directory + "/ten")
    #expect(try files.readRegularFile(directory + "/ten", limit: 10) == Array("0123456789".utf8))
    #expect(throws: FileError.self) { try files.readRegularFile(directory + "/ten", limit: 9) }
    symlink(directory + "/ten", directory + "/link")
    #expect(try files.readRegularFile(directory + "/link", limit: 10)?.count == 10)
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    let start = Stopwatch()
    #expect(throws: FileError.self) { try files.readRegularFile(directory + "/fifo", limit: 10) }
    #expect(start.seconds < 1)
    #expect(throws: FileError.self) { try files.readRegularFile(directory, limit: 10) }
    #expect(throws: FileError.self) { try files.readRegularFile("/dev/zero", limit: 10) }
  }

  @Test func lockExcludesASecondHolderUntilReleased() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/x.lock"
    let first = try #require(try files.lock(path, waitingAtMost: 0))
    let start = Stopwatch()
    #expect(try files.lock(path, waitingAtMost: 0.2) == nil)
    #expect(start.seconds >= 0.2)
    first.unlock()
    #expect(try files.lock(path, waitingAtMost: 0) != nil)
  }

  /// A lock file that cannot be made is an error, not "another run holds it".
  @Test func aLockThatCannotBeMadeIsAnError() throws {
    #expect(throws: FileError.self) {
      try files.lock(directory + "/no/such/dir/x.lock", waitingAtMost: 1)
    }
  }

  // Tests run as root, which ignores permission bits: "another user's
  // directory" is one chowned to uid 65534, refused by owner, not by mode.

  @Test func nothingIsWrittenInAnotherUsersDirectory() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let theirs = directory + "/theirs"
    try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
    chown(theirs, 65534, 65534)
    // A file of the victim's, and a link to it planted where rain-bar writes.
    let victim = directory + "/victim"
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim))
    try FileManager.default.createSymbolicLink(
      atPath: theirs + "/marker", withDestinationPath: victim)
    #expect(throws: FileError.self) { try files.writeAtomically([1], to: theirs + "/marker") }
    #expect(throws: FileError.self) { try files.makePrivateDirectory(theirs) }
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: theirs) == ["marker"])
    // Nor in one of the user's own that others can write to.
    let open = directory + "/open"
    try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
    chmod(open, 0o777)
    #expect(throws: FileError.self) { try files.writeAtomically([1], to: open + "/x") }
  }

  @Test func aLinkedDirectoryIsNotChanged() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/shared"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    chmod(target, 0o775)
    let link = directory + "/cache"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(throws: FileError.self) { try files.makePrivateDirectory(link) }
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
    #expect(mode as? Int == 0o775)
    // Writable by no one else, the link is used as it is: not tightened.
    chmod(target, 0o755)
    try files.makePrivateDirectory(link)
    let after = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
    #expect(after as? Int == 0o755)
  }

  @Test func aLinkedFileIsWrittenThrough() throws {
    try files.makePrivateDirectory(directory + "/dotfiles")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try files.writeAtomically(Array("old\n".utf8), to: directory + "/dotfiles/config")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/config", withDestinationPath: "dotfiles/config")
    try files.writeAtomically(Array("new\n".utf8), to: directory + "/config")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/config")
        == "dotfiles/config")
    #expect(try files.read(directory + "/dotfiles/config") == Array("new\n".utf8))
  }

  /// A link is written through only to a regular file: a FIFO (or a device:
  /// the tests run as root, for whom /dev passes as a private directory)
  /// stays what it is.
  @Test func aLinkToWhatIsNoFileIsNotWrittenThrough() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fifo = directory + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/entry.json", withDestinationPath: "fifo")
    #expect(throws: FileError.self) {
      try files.writeAtomically(Array("new\n".utf8), to: directory + "/entry.json")
    }
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "entry.json", "fifo",
      ])
  }

  @Test func leftoversOfKilledWritesAreRemoved() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let old = Date(timeIntervalSinceNow: -3600)
    let stale = ["entry.json.0123456789abcdef.tmp", "entry.json.4242.tmp"]
    // Old too, but not temporary files of the file written: another entry's
    // (its own next write removes it), and a user's in a linked directory.
    let others = ["other.json.0123456789abcdef.tmp", "notes.tmp", "photo.abc.tmp"]
    for name in stale + others + ["entry.json.fedcba9876543210.tmp"] {
      try Data([1]).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    for name in stale + others {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: directory + "/" + name)
    }
    try files.writeAtomically([1], to: directory + "/entry.json")
    #expect(
      try files.list(directory) == [
        "entry.json", "entry.json.fedcba9876543210.tmp", "notes.tmp",
        "other.json.0123456789abcdef.tmp", "photo.abc.tmp",
      ])
  }

  @Test func regularFilesOnlyAndCapped() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fifo = directory + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    // Without O_NONBLOCK the open waits for a writer for ever.
    #expect(throws: FileError.self) { try files.readRegularFile(fifo, limit: 4096) }
    #expect(throws: FileError.self) { try files.readRegularFile("/dev/zero", limit: 4096) }
    try files.writeAtomically([UInt8](repeating: 65, count: 5000), to: directory + "/big")
    #expect(throws: FileError.self) { try files.readRegularFile(directory + "/big", limit: 4096) }
    #expect(try files.readRegularFile(directory + "/big", limit: 5000)?.count == 5000)
  }
}

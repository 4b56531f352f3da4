import Foundation
import RainBarCore
import RainBarLive
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
    #expect(files.list(directory) == ["entry.json"])
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
    #expect(try files.readRegularFile(directory + "/none", atMost: 10) == nil)
    #expect(try files.readRegularFile(directory + "/none/deeper", atMost: 10) == nil)
    try files.writeAtomically(Array("0123456789".utf8), to: directory + "/ten")
    #expect(try files.readRegularFile(directory + "/ten", atMost: 10) == Array("0123456789".utf8))
    #expect(throws: FileError.self) { try files.readRegularFile(directory + "/ten", atMost: 9) }
    symlink(directory + "/ten", directory + "/link")
    #expect(try files.readRegularFile(directory + "/link", atMost: 10)?.count == 10)
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    let start = Date()
    #expect(throws: FileError.self) { try files.readRegularFile(directory + "/fifo", atMost: 10) }
    #expect(Date().timeIntervalSince(start) < 1)
    #expect(throws: FileError.self) { try files.readRegularFile(directory, atMost: 10) }
    #expect(throws: FileError.self) { try files.readRegularFile("/dev/zero", atMost: 10) }
  }

  @Test func lockExcludesASecondHolderUntilReleased() throws {
    try files.makePrivateDirectory(directory)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/x.lock"
    let first = try #require(files.lock(path, waitingAtMost: 0))
    let start = Date()
    #expect(files.lock(path, waitingAtMost: 0.2) == nil)
    #expect(Date().timeIntervalSince(start) >= 0.2)
    first.unlock()
    #expect(files.lock(path, waitingAtMost: 0) != nil)
  }
}

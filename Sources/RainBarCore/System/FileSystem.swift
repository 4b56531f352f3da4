/// The file operations the cache needs; the live version is in RainBarLive.
public protocol FileSystem: Sendable {
  /// The file's bytes, or nil when it does not exist.
  func read(_ path: String) throws(FileError) -> [UInt8]?
  /// A small file from outside rain-bar's own directories (a zoneinfo file):
  /// its bytes, nil when it does not exist; an error for anything but a regular
  /// file (a FIFO is not waited on) and for more than `limit` bytes.
  func readRegularFile(_ path: String, atMost limit: Int) throws(FileError) -> [UInt8]?
  /// Temporary file in the same directory, fsync, rename: never a half-written file.
  func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError)
  /// Creates the directory and its parents if needed, and makes it mode 0700.
  func makePrivateDirectory(_ path: String) throws(FileError)
  /// Names in a directory (not paths); empty when it does not exist.
  func list(_ directory: String) -> [String]
  func remove(_ path: String) throws(FileError)
  /// True for any existing file, socket or directory.
  func exists(_ path: String) -> Bool
  /// Permission bits, or nil when the file does not exist.
  func mode(_ path: String) -> UInt32?
  /// An exclusive advisory lock on `path`, waiting at most `seconds`; nil on timeout
  /// or when the lock file cannot be opened.
  func lock(_ path: String, waitingAtMost seconds: Double) -> (any FileLock)?
}

public protocol FileLock: AnyObject {
  func unlock()
}

public struct FileError: Error, Equatable, Sendable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var message: String { "\(path): \(reason)" }
}

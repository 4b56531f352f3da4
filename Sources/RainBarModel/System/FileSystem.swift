/// The file operations the cache needs; the live version is in RainBarLive.
public protocol FileSystem: Sendable {
  /// The file's bytes, or nil when it does not exist.
  func read(_ path: String) throws(FileError) -> [UInt8]?
  /// A regular file's bytes, nil when it does not exist; an error for anything
  /// else (a FIFO, a device) and for a file larger than `limit` bytes.
  func readRegularFile(_ path: String, limit: Int?) throws(FileError) -> [UInt8]?
  /// Temporary file in the same directory, fsync, rename: never a half-written
  /// file. Refused in a directory that is not the user's own and private.
  func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError)
  /// Creates the directory and its parents if needed, and makes it mode 0700;
  /// refused when it belongs to another user, or is a link to a directory
  /// that is not private (what a link points at is not changed).
  func makePrivateDirectory(_ path: String) throws(FileError)
  /// Names in a directory (not paths); empty when it does not exist, an error
  /// when it cannot be read or is not a directory.
  func list(_ directory: String) throws(FileError) -> [String]
  func remove(_ path: String) throws(FileError)
  /// True for any existing file, socket or directory.
  func exists(_ path: String) -> Bool
  /// Permission bits, or nil when the file does not exist.
  func mode(_ path: String) -> UInt32?
  /// An exclusive advisory lock on `path`, waiting at most `seconds`; nil on
  /// timeout (another run holds it); an error when the lock file cannot be opened.
  func lock(_ path: String, waitingAtMost seconds: Double) throws(FileError) -> (any FileLock)?
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

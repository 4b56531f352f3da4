import RainBarModel

/// Cache entries on disk: one JSON file per resource (`CacheKey`: a service
/// and a place), plus a lock file, in the resource's folder of the cache
/// directory (`Resource.folder`).
public struct ForecastCache: Sendable {
  public var directory: String
  public var fileSystem: any FileSystem

  public init(directory: String, fileSystem: any FileSystem) {
    self.directory = directory
    self.fileSystem = fileSystem
  }

  /// The entries of a resource's folder of the cache directory.
  public init(folder: String, of cacheDirectory: String, fileSystem: any FileSystem) {
    self.init(
      directory: folder.isEmpty ? cacheDirectory : cacheDirectory + "/" + folder,
      fileSystem: fileSystem)
  }

  public func entryPath(provider: String, location: Location) -> String {
    path(CacheKey(id: provider, location: location))
  }

  public func path(_ key: CacheKey) -> String { directory + "/" + key.fileName }

  /// The most an entry's file is read to: entries are made from answers read
  /// up to 2 MiB, and keep less.
  public static let entryLimit = 4 << 20

  /// An entry's bytes, nil when there is none. Anything but a regular file of
  /// at most `entryLimit` bytes is an error: a FIFO there would hang the run,
  /// an endless device exhaust its memory.
  public func bytes(at path: String) throws(FileError) -> [UInt8]? {
    try fileSystem.readRegularFile(path, limit: Self.entryLimit)
  }

  public func bytes(_ key: CacheKey) throws(FileError) -> [UInt8]? { try bytes(at: path(key)) }

  /// Writes a record's bytes (nil: it could not be encoded) atomically.
  package func write(_ bytes: [UInt8]?, to key: CacheKey) throws(FileError) {
    try fileSystem.makePrivateDirectory(directory)
    guard let bytes else {
      throw FileError(path: path(key), reason: "the entry could not be encoded")
    }
    try fileSystem.writeAtomically(bytes, to: path(key))
  }

  /// Every entry file in the directory (by the names rain-bar gives them,
  /// `CacheFiles`), for `doctor` and `cache prune`.
  public func entryPaths() throws(FileError) -> [String] {
    try fileSystem.list(directory).filter { CacheFiles.kind(of: $0) == .record }.map {
      directory + "/" + $0
    }
  }

  public enum LockResult {
    case locked(any FileLock)
    /// Another run held it for the whole wait.
    case busy
    /// No lock can be had here (the directory cannot be made): go on without one.
    case unavailable(FileError)
  }

  /// Waits for the entry's lock at most `seconds`.
  package func lock(_ key: CacheKey, waitingAtMost seconds: Double) -> LockResult {
    do {
      try fileSystem.makePrivateDirectory(directory)
    } catch {
      return .unavailable(error)
    }
    let path = directory + "/" + key.lockName
    do {
      guard let lock = try fileSystem.lock(path, waitingAtMost: seconds) else { return .busy }
      return .locked(lock)
    } catch {
      // Not busy: no lock can be had (an unwritable directory). The forecast
      // is still asked for and shown, only not kept.
      return .unavailable(error)
    }
  }

  /// Files are removed only from a directory that is the user's own and
  /// private (the same rule as writing); a missing one is not made.
  private func checkOwnDirectory() throws(FileError) {
    if fileSystem.exists(directory) { try fileSystem.makePrivateDirectory(directory) }
  }

  /// Removes the entries (and their locks) of the places `keep` refuses (by
  /// `Location.key`, from the entry's name), and the ones of rain-bar's that
  /// `reads` cannot read (another version, damaged); returns how many entries
  /// went. A file rain-bar did not write stays (`CacheFiles`).
  public func prune(keepingPlace keep: (String) -> Bool, reads: ([UInt8]) -> Bool)
    throws(FileError) -> Int
  {
    try checkOwnDirectory()
    var removed = 0
    for path in try entryPaths() {
      guard let bytes = try? bytes(at: path), CacheFiles.holdsOwnBytes(.record, bytes) else {
        continue
      }
      let place = CacheFiles.place(ofEntry: String(path.split(separator: "/").last ?? ""))
      if let place, keep(place), reads(bytes) { continue }
      try fileSystem.remove(path)
      let lock = String(path.dropLast(".json".count)) + ".lock"
      if isOwn(lock, .lock) { try fileSystem.remove(lock) }
      removed += 1
    }
    return removed
  }

  /// Removes every entry, lock and leftover temporary file of rain-bar's
  /// (`CacheFiles`: by name and bytes) and nothing else; returns how many entries.
  public func clear() throws(FileError) -> Int {
    try checkOwnDirectory()
    var removed = 0
    // A file where the directory should be is an error, not "Removed 0".
    for name in try fileSystem.list(directory) {
      guard let kind = CacheFiles.kind(of: name), isOwn(directory + "/" + name, kind) else {
        continue
      }
      try fileSystem.remove(directory + "/" + name)
      if kind == .record { removed += 1 }
    }
    return removed
  }

  /// Whether the file begins as rain-bar's records do (`clear` and `prune` remove it).
  package func holdsRecord(_ path: String) -> Bool { isOwn(path, .record) }

  private func isOwn(_ path: String, _ kind: CacheFiles.Kind) -> Bool {
    guard let bytes = try? bytes(at: path) else { return false }
    return CacheFiles.holdsOwnBytes(kind, bytes)
  }
}

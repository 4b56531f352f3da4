import RainBarEngine
import RainBarModel

/// The forecast's entries in the store: read (decoded once per bytes) and written.
extension ForecastCache {
  public enum ReadResult: Sendable {
    case missing
    indirect case entry(CacheEntry)
    /// The file exists but cannot be used; treated as missing.
    case unusable(String)

    public var entry: CacheEntry? {
      if case .entry(let entry) = self { return entry }
      return nil
    }
  }

  public func read(provider: String, location: Location) -> ReadResult {
    read(path: entryPath(provider: provider, location: location))
  }

  public func read(path: String) -> ReadResult {
    reading(path: path).result
  }

  /// An entry as read, with the bytes it was read from.
  package struct Reading {
    package var result: ReadResult
    package var bytes: [UInt8]?

    package init(result: ReadResult, bytes: [UInt8]? = nil) {
      self.result = result
      self.bytes = bytes
    }
  }

  /// Reads the entry; when its bytes are those of `previous`, the entry read
  /// then is given back instead of being decoded again (a refresh reads the
  /// entry before and after taking the lock).
  package func reading(provider: String, location: Location, after previous: Reading? = nil)
    -> Reading
  {
    reading(path: entryPath(provider: provider, location: location), after: previous)
  }

  func reading(path: String, after previous: Reading? = nil) -> Reading {
    let bytes: [UInt8]
    do {
      guard let read = try self.bytes(at: path) else { return Reading(result: .missing) }
      bytes = read
    } catch {
      return Reading(result: .unusable(error.message))
    }
    if let previous, previous.bytes == bytes { return previous }
    guard let entry = CacheEntry.read(bytes) else {
      return Reading(
        result: .unusable("\(path): not a rain-bar cache entry (corrupt or from another version)"),
        bytes: bytes)
    }
    return Reading(result: .entry(entry), bytes: bytes)
  }

  public func write(_ entry: CacheEntry) throws(FileError) {
    try write(
      entry.bytes, to: CacheKey(id: entry.provider, location: entry.location))
  }
}

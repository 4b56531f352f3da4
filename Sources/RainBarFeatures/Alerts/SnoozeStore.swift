import RainBarEngine
import RainBarModel

/// The snooze every run shares: `snooze/until` in the cache directory (a
/// private directory), the time as decimal Unix seconds, written atomically.
public struct SnoozeStore: Sendable {
  public var directory: String
  public var fileSystem: any FileSystem

  public init(cacheDirectory: String, fileSystem: any FileSystem) {
    directory = cacheDirectory + "/snooze"
    self.fileSystem = fileSystem
  }

  package var path: String { directory + "/until" }

  /// The snooze written last; nil when none was, or it cannot be read.
  public func read() -> Snooze? {
    guard let bytes = try? fileSystem.readRegularFile(path, limit: 64) else { return nil }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    guard ValueReader.isDecimal(text, fraction: false), let until = Int64(text) else {
      return nil
    }
    return Snooze(until: until)
  }

  /// nil: off (the file removed).
  public func write(_ snooze: Snooze?) throws(FileError) {
    guard let snooze else {
      if fileSystem.exists(path) { try fileSystem.remove(path) }
      return
    }
    try fileSystem.makePrivateDirectory(directory)
    try fileSystem.writeAtomically(Array("\(snooze.until)\n".utf8), to: path)
  }
}

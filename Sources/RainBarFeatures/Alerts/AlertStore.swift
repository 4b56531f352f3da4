import FoundationEssentials
import RainBarEngine
import RainBarModel

/// Alert state per location, next to the cache in `alerts/`, written
/// atomically and guarded by a lock so cron, timers and bars never both notify.
public struct AlertStore: Sendable {
  public var directory: String
  public var fileSystem: any FileSystem

  public init(cacheDirectory: String, fileSystem: any FileSystem) {
    directory = cacheDirectory + "/alerts"
    self.fileSystem = fileSystem
  }

  package static let limit = 4 << 20

  package func path(_ location: Location) -> String { "\(directory)/\(location.key).json" }

  public func lock(_ location: Location, waitingAtMost seconds: Double) throws(FileError) -> (
    any FileLock
  )? {
    try fileSystem.makePrivateDirectory(directory)
    return try fileSystem.lock("\(directory)/\(location.key).lock", waitingAtMost: seconds)
  }

  /// A missing or unreadable state is a fresh, armed one; so is anything
  /// there that is not a regular file of at most 4 MiB (a FIFO would hold
  /// the run, and the alert lock with it, for ever).
  public func read(_ location: Location) -> AlertState {
    guard let bytes = try? fileSystem.readRegularFile(path(location), limit: Self.limit),
      let state = try? JSONDecoder().decode(AlertState.self, from: Data(bytes))
    else { return AlertState() }
    return state
  }

  public func write(_ state: AlertState, for location: Location) throws(FileError) {
    guard let data = try? JSONEncoder().encode(state) else {
      throw FileError(path: path(location), reason: "the alert state could not be encoded")
    }
    try fileSystem.writeAtomically(Array(data), to: path(location))
  }
}

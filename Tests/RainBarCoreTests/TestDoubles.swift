import Synchronization
import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// Files in memory. Locks always succeed unless `lockFree` is false.
final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
  var files: [String: [UInt8]] = [:]
  var directories: Set<String> = []
  var failWrites = false
  var lockFree = true
  private(set) var writes = 0

  func read(_ path: String) throws(FileError) -> [UInt8]? { files[path] }

  func readRegularFile(_ path: String, limit: Int?) throws(FileError) -> [UInt8]? {
    if directories.contains(path) { throw FileError(path: path, reason: "not a regular file") }
    guard let bytes = files[path] else { return nil }
    if let limit, bytes.count > limit { throw FileError(path: path, reason: "too large") }
    return bytes
  }

  func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    if failWrites { throw FileError(path: path, reason: "Permission denied") }
    writes += 1
    files[path] = bytes
  }

  func makePrivateDirectory(_ path: String) throws(FileError) {
    if failWrites { throw FileError(path: path, reason: "Permission denied") }
    directories.insert(path)
  }

  func list(_ directory: String) throws(FileError) -> [String] {
    files.keys.filter { $0.hasPrefix(directory + "/") }.map {
      String($0.dropFirst(directory.count + 1))
    }.sorted()
  }

  func remove(_ path: String) throws(FileError) { files[path] = nil }

  func exists(_ path: String) -> Bool { files[path] != nil || directories.contains(path) }

  func mode(_ path: String) -> UInt32? { exists(path) ? 0o600 : nil }

  func lock(_ path: String, waitingAtMost seconds: Double) throws(FileError) -> (any FileLock)? {
    lockFree ? NoLock() : nil
  }

  final class NoLock: FileLock {
    func unlock() {}
  }
}

/// Answers requests from a script, in order; an unexpected request fails the test.
final class ScriptedHTTP: HTTPClient, @unchecked Sendable {
  var script: [Result<HTTPResponse, HTTPFailure>]
  private(set) var requests: [HTTPRequest] = []

  init(_ script: [Result<HTTPResponse, HTTPFailure>] = []) {
    self.script = script
  }

  func get(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
    requests.append(request)
    guard !script.isEmpty else {
      Issue.record("unexpected request: \(request.url)")
      return .failure(.other("unexpected request"))
    }
    return script.removeFirst()
  }
}

/// A clock that stays at one time.
struct FixedClock: Clock {
  var time: Double
  init(_ time: Double) { self.time = time }
  func now() -> Double { time }
}

/// A clock the test moves.
final class ManualClock: Clock, @unchecked Sendable {
  var time: Double
  init(_ time: Double) { self.time = time }
  func now() -> Double { time }
}

/// A config file in memory; `apply` fails when `readOnly`.
final class MemoryConfigStore: ConfigStore, @unchecked Sendable {
  var document: KeyFileDocument?
  var readOnly = false

  init(_ document: KeyFileDocument?) { self.document = document }

  func read(path: String) throws(ConfigError) -> KeyFileDocument? { document }

  func apply(_ changes: [ConfigChange], in path: String, lock: String) throws(ConfigError) {
    if readOnly {
      throw ConfigError(
        path: path, problem: "cannot be written: Read-only file system.", cause: .access)
    }
    Issue.record("unexpected config change: \(changes)")
  }
}

/// Fails the test if a notification or a position is asked for.
struct UnexpectedDesktop: Notifier, PositionProvider {
  func send(_ notification: RainNotification, busAddress: String, timeout: Double)
    throws(NotifyError) -> UInt32
  {
    Issue.record("unexpected notification: \(notification)")
    throw NotifyError("unexpected")
  }

  func close(id: UInt32, busAddress: String, timeout: Double) throws(NotifyError) {
    Issue.record("unexpected close of notification \(id)")
    throw NotifyError("unexpected")
  }

  func serverInfo(busAddress: String, timeout: Double) throws(NotifyError) -> NotificationServer {
    Issue.record("unexpected server query")
    throw NotifyError("unexpected")
  }

  func currentPosition(timeout: Double) throws(PositionError) -> Position {
    Issue.record("unexpected position request")
    throw PositionError("unexpected")
  }
}

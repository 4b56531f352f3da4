import Foundation
import TestTiming

/// The real i3blocks, headless: it prints the i3bar protocol on stdout and
/// reads click events on stdin, as i3bar would.
final class I3blocks: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var buffer = Data()
  private var clicked = false

  /// `time`: the clock of i3blocks and its blocks (libfaketime); nil when
  /// the blocks' command sets its own.
  init(config: String, environment: [String: String], at time: String?) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/i3blocks")
    process.arguments = ["-c", config]
    process.environment = environment.merging(TestClock.environment(at: time)) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.buffer.append(data)
      self.lock.unlock()
    }
    try process.run()
  }

  deinit {
    output.fileHandleForReading.readabilityHandler = nil
    // i3bar ends i3blocks' whole process group; i3blocks itself only waits for
    // its blocks, so a persist block (`watch`) is told here, as i3bar would.
    let pid = process.processIdentifier
    let children =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGTERM) }
    process.terminate()
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
  }

  /// The newest status line's blocks, by name.
  func blocks() -> [String: [String: Any]] {
    lock.lock()
    let text = String(decoding: buffer, as: UTF8.self)
    lock.unlock()
    guard let line = text.split(separator: "\n").last(where: { $0.contains("full_text") }) else {
      return [:]
    }
    let json = line.hasPrefix(",") ? line.dropFirst() : line[...]
    guard let array = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    else { return [:] }
    var result: [String: [String: Any]] = [:]
    for block in array {
      if let name = block["name"] as? String { result[name] = block }
    }
    return result
  }

  /// Waits until `condition` holds for the blocks, at most `seconds`.
  func wait(seconds: Double = 10, _ condition: ([String: [String: Any]]) -> Bool) -> Bool {
    let deadline = Deadline(seconds: seconds)
    while deadline.pending {
      if condition(blocks()) { return true }
      usleep(50_000)
    }
    return false
  }

  /// Sends a click as i3bar does: an opening '[' first, then comma-separated objects.
  /// The block's instance is the one it shows, as i3bar sends it (i3blocks
  /// gives a click to the block whose name and instance match).
  func click(_ name: String, button: Int) throws {
    let instance = blocks()[name]?["instance"] as? String ?? ""
    let event =
      #"{"name":"\#(name)","instance":"\#(instance)","button":\#(button),"x":10,"y":10}"#
    let text = (clicked ? "," : "[\n") + event + "\n"
    clicked = true
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }
}

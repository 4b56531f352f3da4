import RainBarEngine
import RainBarFeatures
import RainBarModel

/// How an i3blocks config runs rain-bar, read from its text alone: a block
/// whose `command` names rain-bar is live when its `interval` (or the global
/// one above every block) is `persist`, or when it runs `rain-bar watch`.
enum I3blocksConfig {
  enum Mode: Equatable {
    /// No block runs rain-bar.
    case noBlock
    /// Every block that runs rain-bar runs it once per interval.
    case interval
    /// At least one block runs it live.
    case live
  }

  static func mode(of text: String) -> Mode {
    var global: [String: String] = [:]
    var blocks: [[String: String]] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingSpaces()
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        blocks.append([:])
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingSpaces()
      let value = line[line.index(after: equals)...].trimmingSpaces()
      if blocks.isEmpty {
        global[key] = value
      } else {
        blocks[blocks.count - 1][key] = value
      }
    }
    let ours = blocks.filter { ($0["command"] ?? global["command"] ?? "").contains("rain-bar") }
    if ours.isEmpty { return .noBlock }
    let live = ours.contains { block in
      (block["interval"] ?? global["interval"]) == "persist"
        || (block["command"] ?? "").contains("rain-bar watch")
    }
    return live ? .live : .interval
  }

  /// The file i3blocks reads (its own search order), and its text, when it
  /// is a regular file that names rain-bar.
  static func find(files: any FileSystem, environment: any Environment) -> (
    path: String, mode: Mode
  )? {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    var paths: [String] = []
    if let value = environment["XDG_CONFIG_HOME"], !value.isEmpty {
      paths.append(value + "/i3blocks/config")
    } else if let home {
      paths.append(home + "/.config/i3blocks/config")
    }
    if let home { paths.append(home + "/.i3blocks.conf") }
    paths += ["/etc/xdg/i3blocks/config", "/etc/i3blocks.conf"]
    for path in paths {
      guard let bytes = try? files.readRegularFile(path, limit: 1 << 20) else { continue }
      return (path, mode(of: String(decoding: bytes, as: UTF8.self)))
    }
    return nil
  }
}

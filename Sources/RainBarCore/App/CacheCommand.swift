import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `cache path|clear|prune`: each action is a command of its own.
struct CacheCommand: Command {
  static let name = "cache"
  static let actions: [any Command.Type] = [
    CachePathCommand.self, CacheClearCommand.self, CachePruneCommand.self,
  ]
  static let spec = CommandSpec(
    name: name, abstract: "Show where cached forecasts live, or remove them.",
    actions: actions.map { $0.spec }, withoutAction: .required)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  /// Never run: the parser asks for an action.
  func run() throws(RainBarError) -> Outcome {
    throw .usage(UsageError("Missing expected argument '<action>'.", command: Self.name))
  }

  /// "Removed 3 cache entries from DIR."
  static func removed(_ count: Int, from directory: String) -> Outcome {
    Outcome(
      stdout: trn(
        "Removed %d cache entry from %s.", "Removed %d cache entries from %s.", count, directory)
        + "\n")
  }
}

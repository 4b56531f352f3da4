/// `cache path` and `cache clear`.
struct CacheCommand: Command {
  static let name = "cache"
  static let spec = CommandSpec(
    name: name, abstract: "Show where cached forecasts live, or remove them.",
    arguments: [
      ArgumentSpec(
        "action", optional: false, choices: ["path", "clear"], help: "'path' or 'clear'.")
    ],
    options: [])
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let cache = app.forecastCache
    switch options.arguments.first {
    case "path":
      return Outcome(stdout: cache.directory + "\n")
    case "clear":
      do {
        let count = try cache.clear()
        let noun = count == 1 ? "entry" : "entries"
        return Outcome(stdout: "Removed \(count) cache \(noun) from \(cache.directory).\n")
      } catch {
        throw .cache(error)
      }
    case let action:
      throw .usage(
        UsageError(
          "Unknown action '\(action ?? "")' for 'cache': use 'path' or 'clear'.",
          command: Self.spec.name))
    }
  }
}

/// `cache path` and `cache clear`.
struct CacheCommand: Command {
  static let name = "cache"
  static let spec = CommandSpec(
    name: name, abstract: "Show where cached forecasts live, or remove them.",
    arguments: [
      ArgumentSpec(
        "action", optional: false, choices: ["path", "clear", "prune"],
        help:
          "'path', 'clear' (every entry), or 'prune' (entries of places that are not saved locations, and unreadable ones)."
      )
    ],
    options: [])
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let cache = app.forecastCache
    if let problem = app.dependencies.paths.problem { throw .noHome(problem) }
    switch options.arguments.first {
    case "path":
      return Outcome(stdout: cache.directory + "\n")
    case "clear":
      do {
        var count = 0
        for resource in app.caches { count += try resource.clear() }
        return Outcome(
          stdout: trn(
            "Removed %d cache entry from %s.", "Removed %d cache entries from %s.", count,
            cache.directory) + "\n")
      } catch {
        throw .cache(error)
      }
    case "prune":
      if let configError = options.configError { throw configError }
      do {
        let count = try cache.prune { options.settings.isSaved($0.location) }
        return Outcome(
          stdout: trn(
            "Removed %d cache entry from %s.", "Removed %d cache entries from %s.", count,
            cache.directory) + "\n")
      } catch {
        throw .cache(error)
      }
    case let action:
      throw .usage(
        UsageError(
          "Unknown action '\(action ?? "")' for 'cache': use 'path', 'clear' or 'prune'.",
          command: Self.spec.name))
    }
  }
}

/// `cache path` and `cache clear`.
struct CacheCommand {
  var app: RainBar

  func run(_ arguments: ParsedArguments) throws(RainBarError) -> Outcome {
    let cache = app.forecastCache
    switch arguments.arguments.first {
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
          command: Commands.cache.name))
    }
  }
}

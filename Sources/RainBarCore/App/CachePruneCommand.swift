/// `cache prune`: removes the entries of places that are not saved locations,
/// and unreadable ones; needs the config file for the saved locations.
struct CachePruneCommand: Command {
  static let name = "cache prune"
  static let spec = CommandSpec(
    name: name,
    abstract: "Remove the entries of places that are not saved locations, and unreadable ones.",
    options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let cache = app.forecastCache
    do {
      let count = try cache.prune { options.settings.isSaved($0.location) }
      return CacheCommand.removed(count, from: cache.directory)
    } catch {
      throw .cache(error)
    }
  }
}

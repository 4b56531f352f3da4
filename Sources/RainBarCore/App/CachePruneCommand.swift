import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `cache prune`: removes the entries of every resource (`Resources.all`)
/// of places that are not saved locations, and unreadable ones; needs the
/// config file for the saved locations.
struct CachePruneCommand: Command {
  static let name = "cache prune"
  static let spec = CommandSpec(
    name: name,
    abstract: "Remove the entries of places that are not saved locations, and unreadable ones.",
    options: [])

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let saved = Set(options.settings.locations.map(\.key))
    do {
      var count = 0
      for cache in app.caches {
        count += try cache.files.prune(keepingPlace: saved.contains, reads: cache.reads)
      }
      return CacheCommand.removed(count, from: app.forecastCache.directory)
    } catch {
      throw .cache(error)
    }
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `cache prune`: removes the entries of every resource (`Resources.all`)
/// of places that are not saved locations, and unreadable ones, and those of
/// calendars the config no longer has; needs the config file for both.
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
      count += try app.calendarEntries.remove(keeping: options.settings.calendars)
      return CacheCommand.removed(count, from: app.forecastCache.directory)
    } catch {
      throw .cache(error)
    }
  }
}

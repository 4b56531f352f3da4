import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `cache clear`: removes every resource's entries, and the calendars'.
struct CacheClearCommand: Command {
  static let name = "cache clear"
  static let spec = CommandSpec(
    name: name, abstract: "Remove every cache entry.", options: [])
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    if let problem = app.dependencies.paths.problem { throw .noHome(problem) }
    do {
      var count = 0
      for cache in app.caches { count += try cache.files.clear() }
      count += try app.calendarEntries.remove(keeping: [])
      return CacheCommand.removed(count, from: app.forecastCache.directory)
    } catch {
      throw .cache(error)
    }
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `cache path`: where the cached entries live.
struct CachePathCommand: Command {
  static let name = "cache path"
  static let spec = CommandSpec(
    name: name, abstract: "Print the cache directory.", options: [])
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    if let problem = app.dependencies.paths.problem { throw .noHome(problem) }
    return Outcome(stdout: app.forecastCache.directory + "\n")
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `refresh`: a bar run that asks the weather service even when the cache is fresh.
struct RefreshCommand: Command {
  static let name = "refresh"
  static let spec = CommandSpec(
    name: name, abstract: "Ask the weather service now, even if the cached forecast is fresh.",
    options: Options.bar,
    discussion: """
      Prints the new bar line, as show does. Exit 1, with the reason on stderr,
      when the forecast could not be renewed (waybar output still exits 0).
      """)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try BarRun(app: app, options: options, refresh: true, failWhenNotRenewed: true).run()
  }
}

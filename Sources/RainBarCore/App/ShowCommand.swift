import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `show` (the default command): the bar line for a location.
struct ShowCommand: Command {
  static let name = "show"
  static let spec = CommandSpec(
    name: name, abstract: "Print the bar line for a location.",
    options: Options.bar,
    discussion: """
      Prints the condition icon, the temperature and the highest chance of rain
      in the next 3 hours, e.g. '🌧️ 12°C 80%'; while the provider's
      minute-level data shows rain within 2 hours, when it starts or stops
      in place of the chance: '🌧️ 12°C in 20m', '🌧️ 12°C until 15:40'.
      """)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    try BarRun(app: app, options: options, refresh: false).run()
  }
}

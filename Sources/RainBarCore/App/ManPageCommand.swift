import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `manpage`: the manual page, made from the same specs as the help.
struct ManPageCommand: Command {
  static let name = "manpage"
  static let spec = CommandSpec(
    name: name, abstract: "Print the manual page (troff), made from this help.",
    options: [],
    discussion: "man -l <(rain-bar manpage)")
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    Outcome(
      stdout: ManPage(
        parser: Commands.parser, overview: Commands.overview, version: Commands.version
      )
      .render())
  }
}

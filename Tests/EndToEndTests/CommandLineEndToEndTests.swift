import Foundation
import Testing

@Suite struct CommandLineEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func helpGoesToStdout() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = try sandbox.run(arguments, expect: 0)
      #expect(run.stderr == "")
      #expect(run.stdout.hasPrefix("OVERVIEW: Will it rain?"))
      #expect(run.stdout.contains("show (default)"))
    }
  }

  @Test func helpForACommand() throws {
    let run = try sandbox.run(["help", "show"], expect: 0)
    let same = try sandbox.run(["show", "--help"], expect: 0)
    #expect(run.stdout == same.stdout)
    #expect(run.stdout.contains("USAGE: rain-bar show [--format <format>]"))
    #expect(run.stdout.contains("  --lat <degrees>         Latitude, -90 to 90 (with --lon).\n"))
  }

  @Test func version() throws {
    let run = try sandbox.run(["--version"], expect: 0)
    #expect(run.stdout == "rain-bar \(Paths.version)\n")
  }

  @Test func typoGetsASuggestion() throws {
    let run = try sandbox.run(["--lat", "1", "--lon", "2", "--unts", "metric"], expect: 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        Error: Unknown option '--unts'. Did you mean '--units'?
        Usage: rain-bar show [--format <format>] [--json] [--template <text>]
               [--markup <kind>] [--urgent <when>] [--polybar-icon-font <n>]
               [--min-width <columns>] [--notify] [--tooltip <sections>]
               [--tooltip-hours <n>] [--tooltip-days <n>] [--hour-columns <columns>]
               [--day-columns <columns>] [--warnings <source>]
               [--warnings-level <level>] [--aqi-scale <scale>] [--units <units>]
               [--temperature-unit <unit>] [--wind-unit <unit>]
               [--precipitation-unit <unit>] [--pressure-unit <unit>] [--icons <set>]
               [--clock <hours>] [--language <code>] [--location <name>]
               [--lat <degrees>] [--lon <degrees>] [--provider <name>]
               [--timeout <seconds>] [--minutes <source>]
          See 'rain-bar help show' for more information.

        """)
  }

  @Test func unknownCommand() throws {
    let run = try sandbox.run(["shwo"], expect: 64)
    #expect(
      run.stderr == """
        Error: Unknown command 'shwo'. Did you mean 'show'?
        Usage: rain-bar [<command>] [<options>]
          See 'rain-bar --help' for more information.

        """)
  }

  @Test func badValues() throws {
    let cases: [([String], String)] = [
      (
        ["--lat", "95", "--lon", "2"],
        "The value '95' is invalid for '--lat <degrees>': give -90 to 90."
      ),
      (["--lat", "1"], "'--lat' needs '--lon' too."),
      (["--lat"], "Missing value for '--lat <degrees>'."),
      (
        ["--format", "xml"],
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'plain', 'waybar', 'i3blocks', 'i3bar', 'polybar', 'json', 'tmux', 'xmobar', 'yambar', 'lemonbar', 'conky'."
      ),
      (
        ["--lat", "1", "--lon", "2", "--timeout", "0"],
        "The value '0' is invalid for '--timeout <seconds>': give more than 0 and at most 60 seconds."
      ),
    ]
    for (arguments, message) in cases {
      let run = try sandbox.run(arguments, expect: 64)
      #expect(run.stderr.hasPrefix("Error: \(message)\nUsage: rain-bar show "), "\(arguments)")
    }
  }

  /// A command after the options: the error says the command comes first, and
  /// shows that command's usage, not all of show's.
  @Test func theCommandComesFirst() throws {
    let run = try sandbox.run(["--location", "Oslo", "warnings"], expect: 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: 'warnings' is a command: give it first, as in 'rain-bar warnings --location Oslo'.\nUsage: rain-bar warnings "
      ))
  }

  /// `units kelvin` and `--units kelvin` are one mistake, worded once.
  @Test func aBadUnitsIsWordedAlikeEverywhere() throws {
    let command = try sandbox.run(["units", "kelvin"], expect: 64)
    #expect(
      command.stderr == """
        Error: The value 'kelvin' is invalid for '<units>'. Please provide one of 'metric', 'imperial', 'toggle'.
        Usage: rain-bar units [<units>]
          See 'rain-bar help units' for more information.

        """)
    let option = try sandbox.run(["--units", "kelvin"], expect: 64)
    #expect(
      option.stderr.hasPrefix(
        "Error: The value 'kelvin' is invalid for '--units <units>'. Please provide one of 'metric', 'imperial'.\nUsage: rain-bar show "
      ))
  }
}

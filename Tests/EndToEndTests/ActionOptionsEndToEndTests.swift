import Foundation
import Testing

/// Each action of `locations`, `cache`, `units` and `warnings` takes its own
/// options only; help and the completions list them from the action's type.
@Suite struct ActionOptionsEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// The usage lines a usage error ends with, for `command`.
  func usage(_ line: String, _ command: String) -> String {
    "Usage: rain-bar \(line)\n  See 'rain-bar help \(command)' for more information.\n"
  }

  @Test func anOptionOfAnotherActionIsAUsageError() throws {
    let cases: [([String], String, String)] = [
      (
        ["locations", "use", "Berlin", "--country", "DE"],
        "'--country' is an option of 'locations add', not of 'locations use'.",
        usage("locations use <name>", "locations use")
      ),
      (
        ["cache", "clear", "--name", "x"],
        "'--name' is not an option of 'cache clear'.",
        usage("cache clear", "cache clear")
      ),
      (
        ["units", "toggle", "--lat", "1"],
        "'--lat' is not an option of 'units toggle'.",
        usage("units toggle", "units toggle")
      ),
      (
        ["locations", "next", "--timeout", "2"],
        "'--timeout' is an option of 'locations add', not of 'locations next'.",
        usage("locations next", "locations next")
      ),
      (
        ["locations", "--here"],
        "'--here' is an option of 'locations add', not of 'locations list'.",
        usage("locations list", "locations list")
      ),
      (
        ["warnings", "regions", "--country", "NL", "--json"],
        "'--json' is an option of 'warnings', not of 'warnings regions'.",
        usage("warnings regions [--country <code>] [--timeout <seconds>]", "warnings regions")
      ),
      (
        ["cache", "prune", "--zzz"],
        "Unknown option '--zzz'.",
        usage("cache prune", "cache prune")
      ),
    ]
    for (arguments, message, usage) in cases {
      let run = try sandbox.run(arguments, expect: 64)
      #expect(run.stdout == "", "\(arguments)")
      #expect(run.stderr == "Error: \(message)\n" + usage, "\(arguments)")
    }
    // Nothing was saved by any of them.
    #expect(!FileManager.default.fileExists(atPath: sandbox.configFile))
  }

  /// `validate()`: rules between an action's own options, before anything runs.
  @Test func anActionChecksItsCommandLineFirst() throws {
    let addUsage = usage(
      "locations add [<name>] [--country <country>] [--lat <degrees>]\n"
        + "       [--lon <degrees>] [--name <name>] [--here] [--timeout <seconds>]",
      "locations add")
    let cases: [([String], String)] = [
      (["locations", "add"], "'locations add' needs a place name, --lat and --lon, or --here."),
      (
        ["locations", "add", "--here", "--lat", "1", "--lon", "2"],
        "Give either --here or --lat and --lon, not both."
      ),
      (
        ["locations", "add", "X", "--lat", "1", "--lon", "2", "--country", "DE"],
        "'--country' narrows a place name's lookup: it takes no --here or --lat and --lon."
      ),
    ]
    for (arguments, message) in cases {
      let run = try sandbox.run(arguments, expect: 64)
      #expect(run.stderr == "Error: \(message)\n" + addUsage, "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.configFile))
    let regions = try sandbox.run(["warnings", "regions"], expect: 64)
    #expect(
      regions.stderr
        == "Error: 'warnings regions' needs --country (e.g. NL).\n"
        + usage("warnings regions [--country <code>] [--timeout <seconds>]", "warnings regions"))
  }

  @Test func eachActionsHelpListsItsOwnOptions() throws {
    let add = try sandbox.run(["help", "locations", "add"], expect: 0)
    let same = try sandbox.run(["locations", "add", "--help"], expect: 0)
    #expect(add.stdout == same.stdout)
    let options = add.stdout.components(separatedBy: "OPTIONS:\n").last ?? ""
    let names = options.split(separator: "\n").compactMap { line in
      line.hasPrefix("  -") ? line.split(separator: " ").first.map(String.init) : nil
    }
    #expect(names == ["--country", "--lat", "--lon", "--name", "--here", "--timeout", "-h,"])
    let use = try sandbox.run(["locations", "use", "--help"], expect: 0)
    #expect(
      use.stdout == """
        OVERVIEW: Select a saved location.

        USAGE: rain-bar locations use <name>

        ARGUMENTS:
          <name>                  A saved location.

        OPTIONS:
          -h, --help              Show help information.

        """)
    let cache = try sandbox.run(["cache", "--help"], expect: 0)
    #expect(
      cache.stdout.contains(
        """
        USAGE: rain-bar cache <action>

        ACTIONS:
          path                    Print the cache directory.
          clear                   Remove every cache entry.
          prune                   Remove the entries of places that are not saved

        """))
    let regions = try sandbox.run(["help", "warnings", "regions"], expect: 0)
    #expect(regions.stdout.contains("  --country <code>        The country's code (e.g. NL).\n"))
    #expect(!regions.stdout.contains("--json"))
  }

  /// bash offers each action's options after it, and no other action's.
  @Test func bashCompletesEachActionsOwnOptions() throws {
    let script = Paths.root + "/share/bash-completion/completions/rain-bar"
    let probe = """
      source '\(script)'
      complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _rain_bar; echo "${COMPREPLY[*]}"; }
      complete_words rain-bar locations add --
      complete_words rain-bar locations use --
      complete_words rain-bar warnings regions --
      complete_words rain-bar warnings --j
      complete_words rain-bar cache ''
      complete_words rain-bar units t
      """
    let result = try runProcess(
      "/bin/bash", ["-c", probe],
      environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.home, "LANG": "C.UTF-8"], expect: 0)
    #expect(
      result.stdout == """
        --country --lat --lon --name --here --timeout --help
        --help
        --country --timeout --help
        --json
        path clear prune
        toggle

        """)
  }

  /// fish offers an action's options only after it.
  @Test func fishCompletesEachActionsOwnOptions() throws {
    let script = Paths.root + "/share/fish/vendor_completions.d/rain-bar.fish"
    let result = try runProcess(
      "/usr/bin/fish",
      [
        "-c",
        "source '\(script)'; complete -C 'rain-bar locations add --'; echo ==; complete -C 'rain-bar locations use --'",
      ],
      environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.home, "LANG": "C.UTF-8"], expect: 0)
    let parts = result.stdout.components(separatedBy: "==\n")
    #expect(parts.count == 2)
    let add = parts[0].split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(Set(add).isSuperset(of: ["--country", "--lat", "--lon", "--name", "--here"]))
    #expect(!parts[1].contains("--country"), "\(parts[1])")
  }

  /// `warnings=` is enumerated like `units=`: one list of values, the same
  /// refusal from the config file and the command line.
  @Test func aBadWarningsValueIsRefusedInTheConfigAndOnTheCommandLine() throws {
    let values = "Please provide one of 'off', 'auto', 'nws', 'met-no', 'dwd', 'meteoalarm'."
    let option = try sandbox.run(["warnings", "--warnings", "metno"], expect: 64)
    #expect(
      option.stderr.hasPrefix(
        "Error: The value 'metno' is invalid for '--warnings <source>'. \(values) Did you mean 'met-no'?\nUsage: rain-bar warnings "
      ))
    try sandbox.writeConfig("[rain-bar]\nwarnings=metno\n")
    let config = try sandbox.run(["forecast", "--lat", "1", "--lon", "2"], expect: 64)
    #expect(
      config.stderr
        == "Error: Config file \(sandbox.configFile): [rain-bar] warnings: the value 'metno' is invalid. \(values) Did you mean 'met-no'?\n"
    )
    let help = try sandbox.run(["help", "warnings"], expect: 0)
    #expect(
      help.stdout.contains(
        "'warnings'). (values: off, auto, nws, met-no, dwd,\n                          meteoalarm)"),
      "\(help.stdout)")
  }
}

import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

@Suite struct ArgumentParserTests {
  let parser = Commands.parser

  @Test func defaultCommandAndValues() throws {
    let parsed = try parser.parse(["--lat", "-33.9", "--lon=151.2", "--units", "imperial"])
    #expect(parsed.command == "show")
    #expect(parsed.values == ["lat": "-33.9", "lon": "151.2", "units": "imperial"])
  }

  @Test func helpAndVersionWinAnywhere() throws {
    #expect(try parser.parse(["show", "--units", "metric", "--help"]).request == .help)
    #expect(try parser.parse(["help", "show"]) == ParsedArguments(command: "show", request: .help))
    #expect(try parser.parse(["--version"]).request == .version)
  }

  @Test func suggestions() {
    #expect(
      throws: UsageError("Unknown option '--lattitude'. Did you mean '--lat'?", command: "show")
    ) {
      try parser.parse(["--lattitude", "1"])
    }
    #expect(throws: UsageError("Unknown option '--zzzzzz'.", command: "show")) {
      try parser.parse(["--zzzzzz"])
    }
    #expect(throws: UsageError("Unknown option '-x'.", command: "show")) {
      try parser.parse(["-x"])
    }
    #expect(
      throws: UsageError(
        "The value 'imperal' is invalid for '--units <units>'. Please provide one of 'metric', 'imperial'. Did you mean 'imperial'?",
        command: "show")
    ) {
      try parser.parse(["--units", "imperal"])
    }
  }

  /// Every action's help, bash case and man subsection come from its type's spec.
  @Test func helpCompletionsAndManFollowEachActionsType() throws {
    let groups: [any Command.Type] = [
      LocationsCommand.self, CacheCommand.self, UnitsCommand.self, WarningsCommand.self,
    ]
    let bash = Completions(parser: parser).bash()
    let man = ManPage(parser: parser, overview: "", version: "1").render()
    var seen = 0
    for group in groups {
      #expect(group.spec.actions.map(\.name) == group.actions.map { $0.name })
      for action in group.actions {
        let spec = action.spec
        let help = Commands.help.command(spec)
        for option in spec.options { #expect(help.contains("  --\(option.name)"), "\(spec.name)") }
        let options = (spec.options.map { "--" + $0.name } + ["--help"]).joined(separator: " ")
        #expect(
          bash.contains("\"\(spec.name)\") opts=\"\(options)\"; args=\"\" ;;"), "\(spec.name)")
        #expect(man.contains(".SS \(ManPage.escape(spec.name))\n"), "\(spec.name)")
        #expect(
          try parser.parse(spec.name.split(separator: " ").map(String.init) + ["--help"])
            == ParsedArguments(command: spec.name, request: .help))
        seen += 1
      }
    }
    #expect(seen == 13)
  }

  @Test func editDistance() {
    #expect(EditDistance.between("fromat", "format") == 1)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("kitten", "sitting") == 3)
  }
}

import Testing

@testable import RainBarCore

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

  @Test func editDistance() {
    #expect(EditDistance.between("fromat", "format") == 1)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("kitten", "sitting") == 3)
  }
}

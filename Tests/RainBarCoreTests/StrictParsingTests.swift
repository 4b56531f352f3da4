import Testing

@testable import RainBarCore
@testable import RainBarEngine
@testable import RainBarFeatures
@testable import RainBarModel

/// What a person gives rain-bar is read exactly or refused with a sentence:
/// numbers are plain decimals (no `0x10`, exponent or sign), quiet hours are
/// exactly `HH:MM-HH:MM`, nothing on the command line is ignored or given
/// twice, and the config names what to fix.
@Suite struct StrictParsingTests {
  let parser = Commands.parser

  @Test(arguments: ["0x10", "0X1p4", "1e1", "+3", ".5", "5.", "inf", "nan", "3 ", " 3", "١", ""])
  func numbersArePlainDecimals(text: String) {
    #expect(ValueReader.decimal(text) == nil, "\(text)")
    #expect(Options.timeout.value(of: text) == nil, "\(text)")
    #expect(Options.within.value(of: text) == nil, "\(text)")
  }

  @Test func plainDecimalsRead() {
    #expect(ValueReader.decimal("16") == 16)
    #expect(ValueReader.decimal("-33.865") == -33.865)
    #expect(ValueReader.decimal("007") == 7)
    #expect(ValueReader.decimal(String(repeating: "9", count: 400)) == nil)  // not finite
    #expect(Options.timeout.value(of: "1.5") == 1.5)
    #expect(Options.within.value(of: "12") == 12)
    #expect(Options.within.value(of: "1.0") == nil)
  }

  @Test func hexadecimalTimeoutIsRefusedWhereverGiven() {
    #expect(
      throws: UsageError(
        "The value '0x10' is invalid for '--timeout <seconds>': give more than 0 and at most 60 seconds.",
        command: "show")
    ) { try parser.parse(["--timeout", "0x10"]) }
    #expect(
      throws: ConfigError(
        path: "/c",
        problem:
          "[rain-bar] timeout: the value '0x10' is invalid: give more than 0 and at most 60 seconds."
      )
    ) {
      try Settings(
        document: KeyFileDocument(groups: [.init(name: "rain-bar", entries: [("timeout", "0x10")])]
        ),
        path: "/c")
    }
  }

  @Test func coordinatesAreDecimals() throws {
    #expect(
      throws: UsageError(
        "The value '0x10' is invalid for '--lat <degrees>': give -90 to 90.", command: "show")
    ) { try parser.parse(["--lat", "0x10", "--lon", "1"]) }
    // A negative decimal is a value, not an option; a negative hexadecimal is neither.
    #expect(try parser.parse(["--lat", "-33.9", "--lon", "1"]).values["lat"] == "-33.9")
    #expect(throws: UsageError.self) { try parser.parse(["--lat", "-0x10", "--lon", "1"]) }
    // Saved coordinates, from both readers of the file.
    #expect(throws: ConfigError.self) {
      try Settings(
        document: KeyFileDocument(groups: [
          .init(name: "location X", entries: [("latitude", "0x10"), ("longitude", "1")])
        ]), path: "/c")
    }
    let plain = try #require(
      KeyFileParser.document(Array("[location X]\nlatitude=0x10\nlongitude=1\n".utf8)))
    #expect(throws: ConfigError.self) { try Settings(document: plain, path: "/c") }
  }

  @Test(arguments: [
    "22:00-07:00-", "22:00--07:00", "+1:00-07:00", "-22:00-07:00", "22:00-+7:00", "22:0-07:00",
    "022:00-07:00", "22:00-07:00 ", "22.00-07.00", "22:00-", "-07:00", "22:00:00-07:00",
    "２２:00-07:00",
  ])
  func quietHoursAreExact(text: String) {
    #expect(QuietHours(text) == nil, "\(text)")
    #expect(Options.quietHours.value(of: text) == nil, "\(text)")
  }

  @Test func quietHoursRead() {
    #expect(QuietHours("22:00-07:00") == QuietHours(start: 1320, end: 420))
    #expect(QuietHours("7:05-9:00") == QuietHours(start: 425, end: 540))
  }

  @Test func nothingFollowsVersionOrHelpTopic() throws {
    #expect(
      throws: UsageError(
        "Unexpected argument 'extra': '--version' takes nothing after it.", command: nil)
    ) { try parser.parse(["--version", "extra"]) }
    #expect(
      throws: UsageError("'--version' takes no other option or argument.", command: "show")
    ) { try parser.parse(["show", "--version", "--json"]) }
    #expect(
      throws: UsageError(
        "Unexpected argument 'extra': 'help show' takes nothing after it.", command: nil)
    ) { try parser.parse(["help", "show", "extra"]) }
    #expect(try parser.parse(["--version"]).request == .version)
    #expect(try parser.parse(["show", "--version"]).request == .version)
  }

  @Test func locationsActionsTakeANameOnlyWhereTheyUseIt() throws {
    for action in ["next", "previous", "list"] {
      #expect(
        throws: UsageError(
          "Unexpected argument 'extra': 'locations \(action)' takes no argument.",
          command: "locations \(action)")
      ) { try parser.parse(["locations", action, "extra"]) }
    }
    for action in ["add", "remove", "use"] {
      let parsed = try parser.parse(["locations", action, "Berlin"])
      #expect(parsed.command == "locations \(action)")
      #expect(parsed.arguments == ["Berlin"])
    }
    #expect(throws: UsageError("Unexpected argument 'x'.", command: "locations use")) {
      try parser.parse(["locations", "use", "Berlin", "x"])
    }
  }

  @Test func anOptionIsGivenOnce() {
    #expect(throws: UsageError("'--lat' is given twice; give it once.", command: "show")) {
      try parser.parse(["--lat", "1", "--lon", "2", "--lat", "3"])
    }
    #expect(throws: UsageError("'--lat' is given twice; give it once.", command: "show")) {
      try parser.parse(["--lat=1", "--lon", "2", "--lat=1"])
    }
    #expect(throws: UsageError("'--json' is given twice; give it once.", command: "show")) {
      try parser.parse(["--json", "--json"])
    }
  }

  @Test func aLocationGroupNeedsAName() {
    for name in ["location ", "location   "] {
      #expect(
        throws: ConfigError(
          path: "/c", problem: "[\(name)] the location has no name: write [location NAME].")
      ) {
        try Settings(
          document: KeyFileDocument(groups: [
            .init(name: name, entries: [("latitude", "1"), ("longitude", "2")])
          ]), path: "/c")
      }
    }
  }

  @Test func severalPlacesAndNoneSelectedSaysWhichToChoose() throws {
    let settings = try Settings(
      document: KeyFileDocument(groups: [
        .init(name: "location Oslo", entries: [("latitude", "59.9"), ("longitude", "10.7")]),
        .init(name: "location Bergen", entries: [("latitude", "60.4"), ("longitude", "5.3")]),
      ]), path: "/c")
    let options = try RunOptions(
      ParsedArguments(command: "show"), settings: settings, configError: nil,
      environment: [:] as [String: String])
    #expect(throws: RainBarError.noLocationSelected(saved: ["Bergen", "Oslo"])) {
      try options.location()
    }
    #expect(
      RainBarError.noLocationSelected(saved: ["Bergen", "Oslo"]).message
        == "2 locations are saved and none is selected: choose one with 'rain-bar locations use NAME' (Bergen, Oslo), or pass --location NAME."
    )
  }
}

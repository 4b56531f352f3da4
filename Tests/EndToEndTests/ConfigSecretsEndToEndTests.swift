import Foundation
import Testing

/// A config file that does not parse never shows the Pirate Weather key, in
/// any of the places its error goes (stderr, the waybar tooltip, doctor), also
/// when the key is not UTF-8; and what the error quotes is capped and clean.
@Suite struct ConfigSecretsEndToEndTests {
  let sandbox: Sandbox
  let key = "pw9Zq8Xv7Wk6Jm5Hn4Bc"

  init() throws {
    sandbox = try Sandbox()
  }

  func write(_ bytes: [UInt8]) throws {
    try sandbox.writeConfig("")
    try Data(bytes).write(to: URL(fileURLWithPath: sandbox.configFile))
    chmod(sandbox.configFile, 0o600)
  }

  /// Every place the error goes, none with the key.
  func runs() throws -> [RainBarRun] {
    [
      try sandbox.run(["--json"], expect: 0), try sandbox.run([], expect: 1),
      try sandbox.run(["doctor"], expect: 1), try sandbox.run(["units"], expect: 64),
    ]
  }

  @Test func aKeyLineWithoutEqualsIsQuotedWithoutTheKey() throws {
    try write(Array("[rain-bar]\nprovider=pirate-weather\npirate-weather-key \(key)\n".utf8))
    let runs = try runs()
    for run in runs {
      #expect(!(run.stdout + run.stderr).contains(key.prefix(8)), "\(run)")
    }
    let problem =
      "Config file \(sandbox.configFile): line 3: Key file contains line “pirate-weather-key (not shown)” which is not a key-value pair, group, or comment"
    #expect(
      runs[0].stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":""#
        + problem + #"","alt":"error","class":["error"]}"#
        + "\n")
    #expect(runs[1].stderr == "Error: \(problem)\n")
    #expect(runs[2].stdout.hasPrefix("✗ Config file: \(problem)\n"))
  }

  @Test func aKeyThatIsNotUTF8IsNotQuoted() throws {
    try write(Array("[rain-bar]\npirate-weather-key=\(key)".utf8) + [0xFF, 0x0A])
    let runs = try runs()
    for run in runs {
      #expect(!(run.stdout + run.stderr).contains(key.prefix(8)), "\(run)")
    }
    #expect(
      runs[1].stderr
        == "Error: Config file \(sandbox.configFile): [rain-bar] pirate-weather-key: Key file contains key “pirate-weather-key” with value “(not shown)” which is not UTF-8\n"
    )
  }

  @Test func aKeyInAnotherCaseIsNotQuotedEither() throws {
    try write(Array("[rain-bar]\nPirate-Weather-Key=\(key)".utf8) + [0xC3, 0x28, 0x0A])
    for run in try runs() {
      #expect(!(run.stdout + run.stderr).contains(key.prefix(8)), "\(run)")
    }
  }

  /// A 100 KB line is not a 100 KB tooltip; escape sequences do not reach the terminal.
  @Test func whatIsQuotedIsCappedAndClean() throws {
    try write(
      Array(("[rain-bar]\ncolour \u{1B}[31m" + String(repeating: "x", count: 100_000)).utf8))
    let runs = try runs()
    let quoted = "colour [31m" + String(repeating: "x", count: 49) + "…"
    #expect(
      runs[1].stderr
        == "Error: Config file \(sandbox.configFile): line 2: Key file contains line “\(quoted)” which is not a key-value pair, group, or comment\n"
    )
    for run in runs {
      #expect(run.stdout.utf8.count + run.stderr.utf8.count < 4_000, "\(run.stdout.utf8.count)")
      #expect(!(run.stdout + run.stderr).contains("\u{1B}"))
    }
    // rain-bar's own reader quotes the same way: an unknown key of 100 KB.
    try write(Array(("[rain-bar]\n" + String(repeating: "k", count: 100_000) + "=1\n").utf8))
    let own = try sandbox.run([], expect: 1)
    #expect(
      own.stderr
        == "Error: Config file \(sandbox.configFile): [rain-bar] \(String(repeating: "k", count: 60))…: unknown key.\n"
    )
  }
}

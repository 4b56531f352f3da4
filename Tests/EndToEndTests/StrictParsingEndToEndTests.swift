import Foundation
import Testing

/// What a person gives is read exactly or refused, through the built binary:
/// no hexadecimal numbers, no sloppy quiet hours, no ignored or repeated words,
/// no nameless location, and a config that names no place says which to choose.
@Suite struct StrictParsingEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    ["--version", "extra"], ["locations", "next", "extra"], ["locations", "list", "x"],
    ["--lat", "0x10", "--lon", "1"], ["--lat", "1", "--lat", "1", "--lon", "2"],
    ["--timeout", "1e1"], ["alert", "--quiet-hours", "22:00-07:00-"],
    ["alert", "--quiet-hours", "+1:00-07:00"], ["help", "show", "extra"],
  ])
  func theCommandLineIsReadExactly(arguments: [String]) throws {
    let run = try sandbox.run(arguments, expect: 64)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("Error: "))
  }

  @Test func exactMessages() throws {
    #expect(
      try sandbox.run(["--version", "extra"], expect: 64).stderr.hasPrefix(
        "Error: Unexpected argument 'extra': '--version' takes nothing after it.\n"))
    #expect(
      try sandbox.run(["locations", "next", "extra"], expect: 64).stderr.hasPrefix(
        "Error: Unexpected argument 'extra': 'locations next' takes no argument.\n"))
    #expect(
      try sandbox.run(["--lat", "1", "--lon", "2", "--lat", "3"], expect: 64).stderr.hasPrefix(
        "Error: '--lat' is given twice; give it once.\n"))
  }

  @Test(arguments: [
    (
      "timeout=0x10",
      "timeout: the value '0x10' is invalid: give more than 0 and at most 60 seconds."
    ),
    (
      "quiet-hours=22:00--07:00",
      "quiet-hours: the value '22:00--07:00' is invalid: give e.g. 22:00-07:00."
    ),
  ])
  func theConfigIsReadExactly(line: String, problem: String) throws {
    try sandbox.writeConfig("[rain-bar]\n\(line)\n")
    let run = try sandbox.run(["units"], expect: 64)
    #expect(run.stderr == "Error: Config file \(sandbox.configFile): [rain-bar] \(problem)\n")
  }

  @Test func aLocationNeedsAName() throws {
    try sandbox.writeConfig("[location ]\nlatitude=1\nlongitude=2\n")
    let run = try sandbox.run(["--json"], expect: 0)
    #expect(
      run.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> error","tooltip":"Config file "#
        + sandbox.configFile
        + #": [location ] the location has no name: write [location NAME].","alt":"error","class":["error"]}"#
        + "\n")
  }

  @Test func severalPlacesAndNoneSelectedSaysWhichToChoose() throws {
    try sandbox.writeConfig(
      "[location Oslo]\nlatitude=59.9\nlongitude=10.7\n[location Bergen]\nlatitude=60.4\nlongitude=5.3\n"
    )
    let message =
      "2 locations are saved and none is selected: choose one with 'rain-bar locations use NAME' (Bergen, Oslo), or pass --location NAME."
    let run = try sandbox.run(["--json"], expect: 0)
    #expect(
      run.stdout
        == #"{"text":"<span font_family='Noto Color Emoji,emoji'>⚠️</span> no location","tooltip":""#
        + message
        + #"","alt":"error","class":["error"]}"# + "\n")
    #expect(try sandbox.run(["forecast"], expect: 1).stderr == "Error: \(message)\n")
  }
}

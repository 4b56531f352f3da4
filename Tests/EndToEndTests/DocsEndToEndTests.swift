import Foundation
import Testing

/// The man page and completions in share/ match the command specs, and the
/// real bash, zsh, fish and man accept them.
@Suite struct DocsEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  static let files = [
    (["manpage"], "share/man/man1/rain-bar.1"),
    (["completions", "bash"], "share/bash-completion/completions/rain-bar"),
    (["completions", "zsh"], "share/zsh/site-functions/_rain-bar"),
    (["completions", "fish"], "share/fish/vendor_completions.d/rain-bar.fish"),
  ]

  func shell(
    _ tool: String, _ arguments: [String], expect exitCode: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (out: String, err: String) {
    let run = try runProcess(
      tool, arguments,
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": sandbox.home, "LANG": "C.UTF-8", "MANWIDTH": "80",
      ], expect: exitCode, sourceLocation: sourceLocation)
    return (run.stdout, run.stderr)
  }

  @Test func committedFilesAreUpToDate() throws {
    for (arguments, path) in Self.files {
      let generated = try sandbox.run(arguments, expect: 0).stdout
      let committed = try String(contentsOfFile: Paths.root + "/" + path, encoding: .utf8)
      #expect(generated == committed, "\(path) is stale: run scripts/generate-docs")
    }
  }

  @Test func bashCompletes() throws {
    let script = Paths.root + "/share/bash-completion/completions/rain-bar"
    let probe = """
      source '\(script)'
      complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _rain_bar; echo "${COMPREPLY[*]}"; }
      complete_words rain-bar --for
      complete_words rain-bar --format i3
      complete_words rain-bar locations pre
      complete_words rain-bar al
      complete_words rain-bar alert --qu
      """
    let result = try shell("/bin/bash", ["-c", probe], expect: 0)
    #expect(result.out == "--format\ni3blocks i3bar\nprevious\nalert\n--quiet-hours\n")
  }

  @Test func fishCompletes() throws {
    let script = Paths.root + "/share/fish/vendor_completions.d/rain-bar.fish"
    let result = try shell(
      "/usr/bin/fish",
      ["-c", "source '\(script)'; complete -C 'rain-bar --uni'; complete -C 'rain-bar units '"],
      expect: 0)
    #expect(result.err == "")
    #expect(result.out.hasPrefix("--units\tUnits (default metric"))
    #expect(
      result.out.contains("\nimperial\tUse imperial units from now on.\n")
        && result.out.contains("\ntoggle\tSwitch between metric and imperial.\n"), "\(result.out)")
  }

  /// `--location <TAB>` and `locations use|remove <TAB>` offer the saved names,
  /// read from the config file at completion time (a name may have a space).
  @Test func savedLocationsAreCompletedInBashAndFish() throws {
    try sandbox.writeConfig(
      "[location Home]\nlatitude=1\nlongitude=2\n\n[location New York]\nlatitude=3\nlongitude=4\n"
    )
    let environment = "export XDG_CONFIG_HOME='\(sandbox.home)/config'"
    let bash = """
      \(environment)
      source '\(Paths.root)/share/bash-completion/completions/rain-bar'
      complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _rain_bar; echo "${COMPREPLY[*]}"; }
      complete_words rain-bar --location ''
      complete_words rain-bar locations use N
      complete_words rain-bar locations remove H
      complete_words rain-bar locations add N
      """
    let result = try shell("/bin/bash", ["-c", bash], expect: 0)
    #expect(result.out == "Home New\\ York\nNew\\ York\nHome\n\n")
    let fish = try shell(
      "/usr/bin/fish",
      [
        "-c",
        "set -x XDG_CONFIG_HOME '\(sandbox.home)/config'; source '\(Paths.root)/share/fish/vendor_completions.d/rain-bar.fish'; complete -C 'rain-bar --location '; complete -C 'rain-bar locations use '",
      ], expect: 0)
    #expect(fish.out.contains("Home\n") && fish.out.contains("New York\n"), "\(fish.out)")
    #expect(fish.out.components(separatedBy: "New York").count == 3, "\(fish.out)")
  }

  @Test func zshParses() throws {
    let result = try shell(
      "/usr/bin/zsh", ["-n", Paths.root + "/share/zsh/site-functions/_rain-bar"], expect: 0)
    #expect(result.err == "")
  }

  @Test func manRendersWithoutWarnings() throws {
    let result = try shell(
      "/usr/bin/man", ["--warnings", "-l", Paths.root + "/share/man/man1/rain-bar.1"], expect: 0)
    #expect(result.err == "", "\(result.err)")
    #expect(result.out.contains("EXIT STATUS"))
    #expect(result.out.contains("--quiet-hours HH:MM-HH:MM"))
    // At MANWIDTH=80 every line fits in 80 columns.
    let wide = result.out.split(separator: "\n").filter { $0.count > 80 }
    #expect(wide.isEmpty, "\(wide)")
    for section in ["CONFIGURATION", "PLACEHOLDERS", "ENVIRONMENT"] {
      #expect(result.out.contains("\n" + section + "\n"), "\(section)")
    }
    for variable in [
      "RAIN_BAR_OPEN_METEO_GEOCODING_URL", "XDG_CONFIG_HOME", "DBUS_SESSION_BUS_ADDRESS",
    ] {
      #expect(result.out.contains(variable), "\(variable)")
    }
  }
}

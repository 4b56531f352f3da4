import RainBarEngine
import RainBarFeatures
import RainBarModel

/// `completions SHELL`: a completion script made from the command specs.
struct CompletionsCommand: Command {
  static let name = "completions"
  static let spec = CommandSpec(
    name: name, abstract: "Print a shell completion script: bash, zsh or fish.",
    arguments: [
      ArgumentSpec(
        "shell", optional: false, choices: ["bash", "zsh", "fish"], help: "bash, zsh or fish.")
    ],
    options: [],
    discussion: """
      Save the script where your shell looks for completions, e.g.
        bash: ~/.local/share/bash-completion/completions/rain-bar
        zsh:  ~/.zfunc/_rain-bar (with ~/.zfunc in fpath)
        fish: ~/.config/fish/completions/rain-bar.fish
      """)
  static let needsConfig = false

  var app: RainBar
  var options: RunOptions

  func run() throws(RainBarError) -> Outcome {
    let shell = options.arguments.first ?? ""
    guard let script = Completions(parser: Commands.parser).script(for: shell) else {
      throw .usage(
        UsageError("Unknown shell '\(shell)': use bash, zsh or fish.", command: Self.spec.name))
    }
    return Outcome(stdout: script)
  }
}

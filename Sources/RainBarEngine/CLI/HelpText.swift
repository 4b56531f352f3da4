import RainBarModel

/// Help and usage text generated from the command specs, so that they cannot
/// drift from what the parser accepts.
public struct HelpText: Sendable {
  public var parser: ArgumentParser
  public var overview: String

  public init(parser: ArgumentParser, overview: String) {
    self.parser = parser
    self.overview = overview
  }

  public func usage(for spec: CommandSpec) -> String {
    var words = ["rain-bar"] + spec.name.split(separator: " ").map(String.init)
    words += spec.arguments.map(Self.argumentWord)
    words += spec.options.map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
    return wrap(words, indent: "USAGE: ".count)
  }

  public var topLevelUsage: String { "rain-bar [<command>] [<options>]" }

  public func topLevel() -> String {
    var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(topLevelUsage)", "", "COMMANDS:"]
    for spec in parser.commands {
      let name = spec.name == parser.defaultCommand ? "\(spec.name) (default)" : spec.name
      lines.append(row(name, spec.abstract))
    }
    lines.append(row("help <command>", "Show help for a command."))
    lines += [
      "", "OPTIONS:", row("--version", "Show the version."),
      row("-h, --help", "Show help information."),
    ]
    lines += ["", "See 'rain-bar help <command>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  public func command(_ spec: CommandSpec) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)", ""]
    if let discussion = spec.discussion { lines += [discussion, ""] }
    lines += ["USAGE: \(usage(for: spec))", ""]
    if !spec.actions.isEmpty {
      lines.append("ACTIONS:")
      for action in spec.actions {
        var label = ([action.word] + action.arguments.map(Self.argumentWord)).joined(
          separator: " ")
        if spec.withoutAction == .action(action.word) { label += " (default)" }
        lines.append(row(label, action.abstract))
      }
      lines.append("")
    } else if !spec.arguments.isEmpty {
      lines.append("ARGUMENTS:")
      lines += spec.arguments.map { row("<\($0.name)>", $0.help) }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in spec.options {
      var help = option.help
      if let choices = option.choices { help += " (values: \(choices.joined(separator: ", ")))" }
      lines.append(row(option.synopsis, help))
    }
    lines.append(row("-h, --help", "Show help information."))
    if !spec.actions.isEmpty {
      lines += ["", "See 'rain-bar help \(spec.name) <action>' for an action's options."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  package static func argumentWord(_ argument: ArgumentSpec) -> String {
    argument.optional ? "[<\(argument.name)>]" : "<\(argument.name)>"
  }

  /// `Error: …`, the usage, and where to find help: what a usage error prints.
  public func error(_ error: UsageError) -> String {
    let spec = error.command.flatMap(parser.command(named:))
    let usage = spec.map(usage(for:)) ?? topLevelUsage
    let help = spec.map { "rain-bar help \($0.name)" } ?? "rain-bar --help"
    return "Error: \(error.message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
  }

  private func row(_ name: String, _ help: String) -> String {
    let column = 26
    let label = "  " + name
    let helpLines = wrapText(help, width: 80 - column)
    var out =
      label.count < column
      ? label + String(repeating: " ", count: column - label.count) + helpLines[0]
      : label + "\n" + String(repeating: " ", count: column) + helpLines[0]
    for more in helpLines.dropFirst() {
      out += "\n" + String(repeating: " ", count: column) + more
    }
    return out
  }

  private func wrap(_ words: [String], indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty && line.count + 1 + word.count > 80 - indent {
        lines.append(line)
        line = String(repeating: " ", count: 2) + word
      } else {
        line += line.isEmpty ? word : " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent - 2))
  }

  private func wrapText(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line += line.isEmpty ? String(word) : " " + word
      }
    }
    lines.append(line)
    return lines
  }
}

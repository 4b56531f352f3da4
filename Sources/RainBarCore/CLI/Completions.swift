/// Shell completion scripts made from the command specs, so they cannot drift
/// from what the parser accepts.
public struct Completions: Sendable {
  public var parser: ArgumentParser

  public init(parser: ArgumentParser) {
    self.parser = parser
  }

  public func script(for shell: String) -> String? {
    switch shell {
    case "bash": return bash()
    case "zsh": return zsh()
    case "fish": return fish()
    default: return nil
    }
  }

  var names: String { parser.commands.map(\.name).joined(separator: " ") }

  /// A shell function printing the saved locations' names, one a line, read from
  /// the config file when completing (bash and zsh share the syntax).
  static func savedLocationsFunction(_ open: String, _ close: String) -> String {
    """
    \(open)
      local config="${XDG_CONFIG_HOME:-$HOME/.config}/rain-bar/config"
      [ -r "$config" ] && sed -n 's/^\\[location \\(.*\\)\\]$/\\1/p' "$config"
    \(close)
    """
  }

  func bash() -> String {
    var out = """
      # bash completion for rain-bar (made by 'rain-bar completions bash')
      \(Self.savedLocationsFunction("_rain_bar_saved() {", "}"))
      _rain_bar_complete_saved() {
        local IFS=$'\\n'
        COMPREPLY=($(compgen -W "$(_rain_bar_saved)" -- "$cur"))
        COMPREPLY=("${COMPREPLY[@]// /\\\\ }")
      }
      _rain_bar() {
        local cur prev cmd i
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        cmd=""
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(parser.commands.map(\.name).joined(separator: "|")) | help) cmd="${COMP_WORDS[i]}"; break ;;
          esac
        done
        case "$prev" in

      """
    var seen = Set<String>()
    for option in parser.commands.flatMap(\.options) where option.valueName != nil {
      guard seen.insert(option.name).inserted else { continue }
      if option.completesSavedLocations {
        out += "      --\(option.name)) _rain_bar_complete_saved; return ;;\n"
        continue
      }
      let words = option.choices?.joined(separator: " ")
      out +=
        words.map {
          "      --\(option.name)) COMPREPLY=($(compgen -W \"\($0)\" -- \"$cur\")); return ;;\n"
        }
        ?? "      --\(option.name)) COMPREPLY=(); return ;;\n"
    }
    out += "  esac\n"
    for spec in parser.commands {
      for (index, argument) in spec.arguments.enumerated()
      where index > 0 && !argument.savedLocationsAfter.isEmpty {
        let after = argument.savedLocationsAfter.joined(separator: " | ")
        out += "  if [[ $cmd == \(spec.name) ]]; then\n"
        out += "    case \"$prev\" in \(after)) _rain_bar_complete_saved; return ;; esac\n  fi\n"
      }
    }
    out += "  case \"$cmd\" in\n"
    for spec in parser.commands {
      let options = (spec.options.map { "--" + $0.name } + ["--help"]).joined(separator: " ")
      let words = spec.arguments.flatMap(\.choices).joined(separator: " ")
      out += "    \(spec.name)) opts=\"\(options)\"; args=\"\(words)\" ;;\n"
    }
    let show = parser.command(named: parser.defaultCommand)?.options.map { "--" + $0.name } ?? []
    out += """
          help) opts=""; args="\(names)" ;;
          *) opts="\((show + ["--help", "--version"]).joined(separator: " "))"; args="\(names) help" ;;
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        else
          COMPREPLY=($(compgen -W "$args" -- "$cur"))
        fi
      }
      complete -F _rain_bar rain-bar

      """
    return out
  }

  func zsh() -> String {
    func escape(_ text: String) -> String {
      text.replacing("\\", with: "\\\\").replacing("'", with: "'\\''").replacing("[", with: "\\[")
        .replacing("]", with: "\\]").replacing(":", with: "\\:")
    }
    var out = """
      #compdef rain-bar
      # zsh completion for rain-bar (made by 'rain-bar completions zsh')
      \(Self.savedLocationsFunction("_rain_bar_saved_names() {", "}"))
      _rain_bar_saved() {
        local -a names
        names=(${(f)"$(_rain_bar_saved_names)"})
        compadd -a names
      }

      """
    for spec in parser.commands {
      out += "_rain_bar_\(spec.name.replacing("-", with: "_"))() {\n  _arguments -s \\\n"
      for option in spec.options {
        var item = "--\(option.name)[\(escape(option.help))]"
        if let value = option.valueName {
          let action =
            option.completesSavedLocations
            ? "_rain_bar_saved" : option.choices.map { "(\($0.joined(separator: " ")))" } ?? ""
          item += ":\(escape(value)):" + action
        }
        out += "    '\(item)' \\\n"
      }
      for (index, argument) in spec.arguments.enumerated() {
        var action = argument.choices.isEmpty ? "" : "(\(argument.choices.joined(separator: " ")))"
        if !argument.savedLocationsAfter.isEmpty { action = "_rain_bar_saved" }
        out += "    '\(index + 1):\(escape(argument.name)):\(action)' \\\n"
      }
      out += "    '(-h --help)'{-h,--help}'[Show help information.]'\n}\n\n"
    }
    out += "_rain_bar() {\n  local -a commands\n  commands=(\n"
    for spec in parser.commands {
      out += "    '\(spec.name):\(escape(spec.abstract))'\n"
    }
    out += """
        'help:Show help for a command.'
        )
        if (( CURRENT == 2 )) && [[ $words[CURRENT] != -* ]]; then
          _describe -t commands 'rain-bar command' commands
          return
        fi
        local command=${words[2]}
        if (( ${+functions[_rain_bar_$command]} )); then
          shift words
          (( CURRENT-- ))
          _rain_bar_$command
        else
          _rain_bar_\(parser.defaultCommand)
        fi
      }

      _rain_bar "$@"

      """
    return out
  }

  func fish() -> String {
    func escape(_ text: String) -> String {
      text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
    var out = """
      # fish completion for rain-bar (made by 'rain-bar completions fish')
      complete -c rain-bar -f
      function __rain_bar_saved
          set -l config $HOME/.config/rain-bar/config
          set -q XDG_CONFIG_HOME; and set config $XDG_CONFIG_HOME/rain-bar/config
          test -r $config; and sed -n 's/^\\[location \\(.*\\)\\]$/\\1/p' $config
      end

      """
    for spec in parser.commands {
      out +=
        "complete -c rain-bar -n '__fish_use_subcommand' -a \(spec.name) -d '\(escape(spec.abstract))'\n"
    }
    for spec in parser.commands {
      var condition = "__fish_seen_subcommand_from \(spec.name)"
      if spec.name == parser.defaultCommand { condition = "__fish_use_subcommand; or " + condition }
      for option in spec.options {
        var line =
          "complete -c rain-bar -n '\(condition)' -l \(option.name) -d '\(escape(option.help))'"
        if option.completesSavedLocations {
          line += " -x -a '(__rain_bar_saved)'"
        } else if let choices = option.choices {
          line += " -x -a '\(choices.joined(separator: " "))'"
        } else if option.valueName != nil {
          line += " -r"
        }
        out += line + "\n"
      }
      let words = spec.arguments.flatMap(\.choices)
      if !words.isEmpty {
        out += "complete -c rain-bar -n '\(condition)' -a '\(words.joined(separator: " "))'\n"
      }
      for argument in spec.arguments where !argument.savedLocationsAfter.isEmpty {
        let after = argument.savedLocationsAfter.joined(separator: " ")
        out +=
          "complete -c rain-bar -n '\(condition); and __fish_seen_subcommand_from \(after)' -a '(__rain_bar_saved)'\n"
      }
    }
    return out
  }
}

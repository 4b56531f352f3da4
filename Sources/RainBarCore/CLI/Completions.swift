import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Shell completion scripts made from the command specs, so they cannot drift
/// from what the parser accepts.
public struct Completions: Sendable {
  public var parser: ArgumentParser

  public func script(for shell: String) -> String? {
    switch shell {
    case "bash": return bash()
    case "zsh": return zsh()
    case "fish": return fish()
    default: return nil
    }
  }

  var names: String { parser.commands.map(\.name).joined(separator: " ") }

  /// Every command and action, in help's order.
  var everySpec: [CommandSpec] { parser.commands.flatMap(\.withActions) }

  var actionNames: [String] { parser.commands.flatMap(\.actions).map(\.name) }

  static func functionName(_ spec: CommandSpec) -> String {
    "_rain_bar_" + spec.name.replacing("-", with: "_").replacing(" ", with: "_")
  }

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
        if (( i + 1 < COMP_CWORD )); then
          case "$cmd ${COMP_WORDS[i+1]}" in
            \(actionNames.map { "\"\($0)\"" }.joined(separator: " | "))) cmd="$cmd ${COMP_WORDS[i+1]}" ;;
          esac
        fi
        case "$prev" in

      """
    var seen = Set<String>()
    for option in everySpec.flatMap(\.options) where option.valueName != nil {
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
    let saved = everySpec.filter { $0.arguments.contains(where: \.completesSavedLocations) }
    if !saved.isEmpty {
      let names = saved.map { "\"\($0.name)\"" }.joined(separator: " | ")
      out += "  case \"$cmd\" in \(names))\n"
      out += "    [[ $cur != -* ]] && { _rain_bar_complete_saved; return; } ;;\n  esac\n"
    }
    out += "  case \"$cmd\" in\n"
    for spec in everySpec {
      // Without an action: its own options, or its default action's; and the actions.
      let bare = spec.defaultAction ?? spec
      let options = (bare.options.map { "--" + $0.name } + ["--help"]).joined(separator: " ")
      let words = spec.arguments.flatMap(\.choices).joined(separator: " ")
      out += "    \"\(spec.name)\") opts=\"\(options)\"; args=\"\(words)\" ;;\n"
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
    for spec in everySpec where spec.actions.isEmpty || spec.withoutAction == .own {
      // A command with actions: its own options are the function `<name>_own`.
      let name = Self.functionName(spec) + (spec.actions.isEmpty ? "" : "_own")
      out += "\(name)() {\n  _arguments -s \\\n"
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
      for (index, argument) in spec.arguments.enumerated() where spec.actions.isEmpty {
        var action = argument.choices.isEmpty ? "" : "(\(argument.choices.joined(separator: " ")))"
        if argument.completesSavedLocations { action = "_rain_bar_saved" }
        out += "    '\(index + 1):\(escape(argument.name)):\(action)' \\\n"
      }
      out += "    '(-h --help)'{-h,--help}'[Show help information.]'\n}\n\n"
    }
    for spec in parser.commands where !spec.actions.isEmpty {
      let name = Self.functionName(spec)
      let bare =
        switch spec.withoutAction {
        case .own: name + "_own"
        case .action(let word): name + "_" + word.replacing("-", with: "_")
        case .required: ""
        }
      out += "\(name)() {\n  local -a actions\n  actions=(\n"
      for action in spec.actions {
        out += "    '\(escape(action.word)):\(escape(action.abstract))'\n"
      }
      out += """
          )
          if (( CURRENT == 2 )) && [[ $words[CURRENT] != -* ]]; then
            _describe -t actions '\(spec.name) action' actions
            return
          fi
          local action=${words[2]//-/_}
          if (( ${+functions[\(name)_$action]} )); then
            shift words
            (( CURRENT-- ))
            \(name)_$action
          \(bare.isEmpty ? "fi" : "else\n    \(bare)\n  fi")
        }


        """
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
      let words = spec.actions.map(\.word).joined(separator: " ")
      for action in spec.actions {
        out +=
          "complete -c rain-bar -n '__fish_seen_subcommand_from \(spec.name); and not __fish_seen_subcommand_from \(words)' -a \(action.word) -d '\(escape(action.abstract))'\n"
      }
    }
    for spec in everySpec where spec.actions.isEmpty || spec.withoutAction != .required {
      let words = spec.name.split(separator: " ")
      var condition = "__fish_seen_subcommand_from \(words[0])"
      if words.count > 1 {
        condition += "; and __fish_seen_subcommand_from \(words[1])"
      } else if let group = parser.command(named: spec.name), !group.actions.isEmpty {
        condition +=
          "; and not __fish_seen_subcommand_from \(group.actions.map(\.word).joined(separator: " "))"
      }
      if spec.name == parser.defaultCommand { condition = "__fish_use_subcommand; or " + condition }
      // Without an action: its own options, or its default action's.
      let taking = words.count == 1 ? (spec.defaultAction ?? spec) : spec
      for option in taking.options {
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
      let choices = taking.actions.isEmpty ? taking.arguments.flatMap(\.choices) : []
      if !choices.isEmpty {
        out += "complete -c rain-bar -n '\(condition)' -a '\(choices.joined(separator: " "))'\n"
      }
      if taking.arguments.contains(where: \.completesSavedLocations) {
        out += "complete -c rain-bar -n '\(condition)' -a '(__rain_bar_saved)'\n"
      }
    }
    return out
  }
}

import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The manual page in troff (man macros), made from the same specs as `--help`.
public struct ManPage: Sendable {
  public var parser: ArgumentParser
  public var overview: String
  public var version: String

  /// Escapes text for troff: backslashes, hyphens, and a leading '.' or '''.
  static func escape(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { return "\\&" + escaped }
    return escaped
  }

  /// A command's or an action's subsection: what it does, its arguments and options.
  func section(_ spec: CommandSpec) -> [String] {
    let e = Self.escape
    var out = [".SS \(e(spec.name))", e(spec.abstract)]
    if spec.withoutAction == .required {
      out += [".PP", e("It needs one of its actions, below.")]
    } else if case .action(let word) = spec.withoutAction {
      out += [".PP", e("Without an action it is \(spec.name) \(word).")]
    }
    if let discussion = spec.discussion {
      out += [".PP", ".nf"] + discussion.split(separator: "\n").map { e(String($0)) } + [".fi"]
    }
    for argument in spec.arguments {
      out += [".TP", "\\fI\(e(argument.name))\\fR", e(argument.help)]
    }
    for option in spec.options {
      let value = option.valueName.map { " \\fI\(e($0))\\fR" } ?? ""
      var help = option.help
      if let choices = option.choices { help += " Values: \(choices.joined(separator: ", "))." }
      out += [".TP", "\\fB\\-\\-\(e(option.name))\\fR\(value)", e(help)]
    }
    return out
  }

  public func render() -> String {
    let e = Self.escape
    var out = [
      ".TH RAIN\\-BAR 1 \"\" \"rain-bar \(version)\" \"User Commands\"",
      ".SH NAME", "rain\\-bar \\- \(e(overview))",
      ".SH SYNOPSIS",
      ".B rain\\-bar", "[\\fIcommand\\fR] [\\fIoptions\\fR]",
      ".SH DESCRIPTION",
      e(
        "rain-bar prints the current conditions and the chance of rain for a status bar (i3blocks, waybar, polybar), sends desktop notifications when rain is likely, and keeps saved locations, units and an on-disk cache. The default command is show."
      ),
      ".SH COMMANDS",
    ]
    for spec in parser.commands {
      out += section(spec)
      for action in spec.actions { out += section(action) }
    }
    out += [
      ".SH CONFIGURATION",
      e("Keys of the [rain-bar] group of the config file; a command-line option beats its key."),
    ]
    for option in Options.every {
      guard let key = option.configKey else { continue }
      let value = option.valueName.map { "\\fI\(e($0))\\fR" } ?? ""
      var help = option.help
      if let choices = option.choices { help += " Values: \(choices.joined(separator: ", "))." }
      out += [".TP", "\\fB\(e(key))\\fR=\(value)", e(help)]
    }
    out += [".SH PLACEHOLDERS", e("In --template and the config key template:")]
    for placeholder in Placeholder.allCases {
      out += [".TP", "\\fB\(e("{" + placeholder.rawValue + "}"))\\fR", e(placeholder.help + ".")]
    }
    out += [
      ".SH TOOLTIP",
      e(
        "The waybar tooltip and i3blocks' middle-click notification: the place and the data's age, then the sections tooltip= lists, in its order:"
      ),
    ]
    for section in TooltipSection.allCases {
      out += [".TP", "\\fB\(e(section.rawValue))\\fR", e(section.help + ".")]
    }
    out += [".PP", e("The columns hour-columns= lists, after the time:")]
    for column in HourColumn.allCases {
      out += [".TP", "\\fB\(e(column.rawValue))\\fR", e(column.help + ".")]
    }
    out += [".PP", e("The columns day-columns= lists, after the day:")]
    for column in DayColumn.allCases {
      out += [".TP", "\\fB\(e(column.rawValue))\\fR", e(column.help + ".")]
    }
    out += [
      ".SH EXIT STATUS",
      ".TP", "0", e("Success. waybar output always exits 0."),
      ".TP", "1", e("No forecast to show, or a notification or other operation failed."),
      ".TP", "33",
      e(
        "i3blocks (and i3bar under i3blocks): the block is urgent (by default a severe or extreme warning is in force; see urgent=)."
      ),
      ".TP", "64",
      e(
        "A mistake on the command line; or in the config file, for commands other than show and refresh (a bar run draws its error state and exits as its format does)."
      ),
      ".SH FILES",
      ".TP", "\\fI$XDG_CONFIG_HOME/rain\\-bar/config\\fR",
      e("Settings and saved locations, a desktop key file (default ~/.config/rain-bar/config)."),
      ".TP", "\\fI$XDG_CACHE_HOME/rain\\-bar/\\fR",
      e("Cached forecasts and alert state (default ~/.cache/rain-bar)."),
      ".SH ENVIRONMENT",
    ]
    for option in Options.every {
      guard let variable = option.environmentVariable else { continue }
      out += [
        ".TP", e(variable),
        e(option.help + " Beats the config key \(option.configKey ?? option.name)."),
      ]
    }
    for provider in Providers.all {
      guard let key = provider.key else { continue }
      out += [
        ".TP", e(key.variable),
        e("The \(provider.displayName) API key (beats its key file and config key)."),
      ]
    }
    out += [
      ".TP", "XDG_CONFIG_HOME, XDG_CACHE_HOME",
      e("Where the config file and the cache live (default ~/.config and ~/.cache)."),
      ".TP", "LC_ALL, LC_TIME, LANG", e("12- or 24-hour times when clock=auto."),
      ".TP", "TZDIR",
      e(
        "Where the time zone files are (default /usr/share/zoneinfo, from tzdata): the"
          + " place's zone gives the times shown their daylight-saving changes."),
      ".TP", "DBUS_SESSION_BUS_ADDRESS, XDG_RUNTIME_DIR",
      e("The session bus notifications are sent on (else /run/user/UID/bus)."),
      ".TP", "DBUS_SYSTEM_BUS_ADDRESS", e("The system bus GeoClue is asked on."),
      ".TP", "BLOCK_BUTTON",
      e("Set by i3blocks: 1 refresh, 2 forecast notification, 3 units, 4/5 location."),
      ".TP", e("http_proxy, https_proxy, no_proxy"),
      e(
        "Read by libcurl: the proxy for http:// and for https:// requests, and the hosts"
          + " reached directly (also HTTPS_PROXY, ALL_PROXY, NO_PROXY; not HTTP_PROXY)."),
      ".SH SEE ALSO",
      e("i3blocks(1), waybar(5), polybar(1), notify-send(1)"),
    ]
    return out.joined(separator: "\n") + "\n"
  }
}

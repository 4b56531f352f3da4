/// Every command and option rain-bar accepts.
public enum Commands {
  public static let version = "0.1.0"
  public static let overview =
    "Will it rain? Weather and rain alerts for i3blocks, waybar and polybar."

  static let location: [OptionSpec] = [
    OptionSpec("location", value: "name", help: "A saved location, for this run only."),
    OptionSpec("lat", value: "degrees", help: "Latitude, -90 to 90 (with --lon)."),
    OptionSpec("lon", value: "degrees", help: "Longitude, -180 to 180 (with --lat)."),
  ]

  static let network: [OptionSpec] = [
    OptionSpec(
      "provider", value: "name", choices: ProviderKind.allCases.map(\.rawValue),
      help: "Weather service (default open-meteo, config key 'provider')."),
    OptionSpec(
      "timeout", value: "seconds",
      help: "Longest wait for the weather service (default 3, config key 'timeout')."),
  ]

  static let display: [OptionSpec] = [
    OptionSpec(
      "units", value: "units", choices: Units.allCases.map(\.rawValue),
      help: "Units for this run (default from the config, else metric)."),
    OptionSpec(
      "icons", value: "set", choices: IconSet.allCases.map(\.rawValue),
      help: "Condition icons (default emoji)."),
    OptionSpec(
      "clock", value: "hours", choices: ClockStyle.allCases.map(\.rawValue),
      help: "12- or 24-hour times (default from the locale)."),
  ]

  public static let show = CommandSpec(
    name: "show", abstract: "Print the bar line for a location.",
    options: [
      OptionSpec(
        "format", value: "format", choices: OutputFormat.allCases.map(\.rawValue),
        help: "Output for the bar that runs rain-bar (default plain)."),
      OptionSpec("json", help: "Same as --format waybar."),
      OptionSpec(
        "template", value: "text",
        help: "The bar text, with placeholders {icon} {temp} {feels} {pop} {pop_max} {rain_at} "
          + "{precip} {wind} {location} {condition} {age} {spark} (default '{icon} {temp} {pop}')."),
      OptionSpec(
        "markup", value: "kind", choices: ["none", "pango"],
        help: "i3blocks/i3bar: Pango markup (escapes the values)."),
      OptionSpec("notify", help: "Also run the rain alert check, as 'rain-bar alert' does."),
    ] + display + location + network,
    discussion: """
      Prints the condition icon, the temperature and the highest chance of rain
      in the next 3 hours, e.g. '🌧️ 12°C 80%'.
      """)

  public static let forecast = CommandSpec(
    name: "forecast", abstract: "Print the forecast: now, the next hours and the next days.",
    options: [
      OptionSpec("hours", value: "n", help: "Hours to show (default 12, at most 48)."),
      OptionSpec("days", value: "n", help: "Days to show (default 7)."),
      OptionSpec("json", help: "Structured JSON for scripts."),
    ] + display + location + network)

  public static let units = CommandSpec(
    name: "units", abstract: "Show or change the units: metric, imperial, or toggle.",
    arguments: [
      ArgumentSpec(
        "units", choices: ["metric", "imperial", "toggle"],
        help: "'metric', 'imperial' or 'toggle'; none: show.")
    ],
    options: [])

  public static let refresh = CommandSpec(
    name: "refresh", abstract: "Ask the weather service now, even if the cached forecast is fresh.",
    options: location + network,
    discussion: "Prints the new bar line. A click handler for bars: 'rain-bar refresh'.")

  public static let cache = CommandSpec(
    name: "cache", abstract: "Show where cached forecasts live, or remove them.",
    arguments: [
      ArgumentSpec(
        "action", optional: false, choices: ["path", "clear"], help: "'path' or 'clear'.")
    ],
    options: [])

  public static let locations = CommandSpec(
    name: "locations",
    abstract: "List, add, remove and choose saved locations.",
    arguments: [
      ArgumentSpec(
        "action", choices: ["list", "add", "remove", "use", "next", "previous"],
        help: "list (default), add, remove, use, next or previous."),
      ArgumentSpec("name", help: "A place to look up (add) or a saved location (remove, use)."),
    ],
    options: [
      OptionSpec(
        "country", value: "country", help: "add: only places in this country (name or code)."),
      OptionSpec("lat", value: "degrees", help: "add: latitude, -90 to 90 (with --lon)."),
      OptionSpec("lon", value: "degrees", help: "add: longitude, -180 to 180 (with --lat)."),
      OptionSpec("name", value: "name", help: "add: the name to save it under."),
      OptionSpec("here", help: "add: the current position, from GeoClue."),
    ] + network,
    discussion: """
      Examples: 'rain-bar locations add Berlin', 'rain-bar locations add --lat 52.52
      --lon 13.41 --name Home', 'rain-bar locations use Home', 'rain-bar locations next'.
      """)

  public static let alert = CommandSpec(
    name: "alert",
    abstract: "Send a desktop notification when rain is likely soon (for cron or a timer).",
    options: [
      OptionSpec(
        "threshold", value: "percent",
        help: "Chance of rain that counts (default 60, config 'threshold')."),
      OptionSpec(
        "within", value: "hours", help: "Hours to look ahead (default 3, config 'alert-within')."),
      OptionSpec(
        "quiet-hours", value: "HH:MM-HH:MM",
        help: "No notifications then; sent after if rain is still ahead (config 'quiet-hours')."),
      OptionSpec("all", help: "Check every saved location."),
      OptionSpec("dry-run", help: "Print what would be sent; change nothing."),
    ] + location + network,
    discussion: """
      One notification per rain episode and location, however often it runs;
      an update replaces it when the rain becomes critical (90 % within the hour).
      Exit 0 when all went well, 1 when a notification could not be sent.
      """)

  public static let doctor = CommandSpec(
    name: "doctor",
    abstract: "Check the config, location, cache, network and notifications, one line each.",
    options: [
      OptionSpec(
        "icons", value: "set", choices: IconSet.allCases.map(\.rawValue),
        help: "The icon set to check fonts for (default from the config).")
    ] + location + network,
    discussion: "Exit 0 when every check passes ('!' lines are hints), 1 otherwise.")

  public static let completions = CommandSpec(
    name: "completions", abstract: "Print a shell completion script: bash, zsh or fish.",
    arguments: [
      ArgumentSpec(
        "shell", optional: false, choices: ["bash", "zsh", "fish"], help: "bash, zsh or fish.")
    ],
    options: [],
    discussion: """
      bash: rain-bar completions bash > ~/.local/share/bash-completion/completions/rain-bar
      zsh:  rain-bar completions zsh > ~/.zfunc/_rain-bar (with ~/.zfunc in fpath)
      fish: rain-bar completions fish > ~/.config/fish/completions/rain-bar.fish
      """)

  public static let manpage = CommandSpec(
    name: "manpage", abstract: "Print the manual page (troff), made from this help.",
    options: [],
    discussion: "man -l <(rain-bar manpage)")

  public static let all = [
    show, forecast, refresh, alert, locations, units, cache, doctor, completions, manpage,
  ]

  public static let parser = ArgumentParser(commands: all, defaultCommand: "show")
  public static let help = HelpText(parser: parser, overview: overview)
}

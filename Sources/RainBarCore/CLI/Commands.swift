/// Every command rain-bar has, in the order help lists them.
public enum Commands {
  public static let overview =
    "Will it rain? Weather and rain alerts for i3blocks, waybar and polybar."

  static let all: [any Command.Type] = [
    ShowCommand.self, ForecastCommand.self, RefreshCommand.self, AlertCommand.self,
    LocationsCommand.self, UnitsCommand.self, CacheCommand.self, DoctorCommand.self,
    CompletionsCommand.self, ManPageCommand.self,
  ]

  public static let parser = ArgumentParser(
    commands: all.map { $0.spec }, defaultCommand: ShowCommand.spec.name)
  public static let help = HelpText(parser: parser, overview: overview)

  static func named(_ name: String) -> (any Command.Type)? {
    all.first { $0.spec.name == name }
  }
}

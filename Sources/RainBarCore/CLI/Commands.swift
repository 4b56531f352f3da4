import RainBarEngine
import RainBarFeatures
import RainBarModel

/// Every command rain-bar has, in the order help lists them.
public enum Commands {
  public static let overview =
    "Will it rain? Weather and rain alerts for i3blocks, waybar and polybar."

  static let all: [any Command.Type] = [
    ShowCommand.self, WatchCommand.self, ForecastCommand.self, WarningsCommand.self,
    RefreshCommand.self,
    BestCommand.self,
    AlertCommand.self,
    SnoozeCommand.self,
    TripsCommand.self, EventsCommand.self,
    LocationsCommand.self, UnitsCommand.self, CacheCommand.self, DoctorCommand.self,
    CompletionsCommand.self, ManPageCommand.self,
  ]

  /// Builds only the spec of the command a run names (help builds them all).
  public static let parser = ArgumentParser(
    names: all.map { $0.name }, defaultCommand: ShowCommand.name, spec: { named($0)?.spec })
  public static let help = HelpText(parser: parser, overview: overview)

  /// A command or an action by its words (`locations use`).
  static func named(_ name: String) -> (any Command.Type)? {
    let first = name.split(separator: " ", maxSplits: 1).first.map(String.init) ?? name
    guard let command = all.first(where: { $0.name == first }) else { return nil }
    return first == name ? command : command.actions.first { $0.name == name }
  }
}

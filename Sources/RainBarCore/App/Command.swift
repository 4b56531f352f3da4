import RainBarEngine
import RainBarFeatures
import RainBarModel

/// A command: its spec (what help, the man page, the completions and the
/// parser show and accept), a check of its command line, and its run, which
/// gets the options resolved once.
protocol Command: SendableMetatype {
  /// The command's words (`show`, `locations use`), known without building its spec.
  static var name: String { get }
  static var spec: CommandSpec { get }
  /// The actions its next word picks, each a command of its own.
  static var actions: [any Command.Type] { get }
  /// Whether the command refuses to run on a config file that cannot be read
  /// (bars still draw their error state, `doctor` reports it).
  static var needsConfig: Bool { get }

  init(app: RainBar, options: RunOptions)
  /// Rules between its arguments and options the parser does not know:
  /// usage errors, found before the config file or anything else is used.
  func validate() throws(RainBarError)
  func run() throws(RainBarError) -> Outcome
}

extension Command {
  static var actions: [any Command.Type] { [] }
  static var needsConfig: Bool { true }
  func validate() throws(RainBarError) {}
}

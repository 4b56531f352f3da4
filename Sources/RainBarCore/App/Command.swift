/// A command: its spec (what help, the man page, the completions and the
/// parser show and accept) and its run, which gets the options resolved once.
protocol Command: SendableMetatype {
  /// The command's word, known without building its spec.
  static var name: String { get }
  static var spec: CommandSpec { get }
  /// Whether the command refuses to run on a config file that cannot be read
  /// (bars still draw their error state, `doctor` reports it).
  static var needsConfig: Bool { get }

  init(app: RainBar, options: RunOptions)
  func run() throws(RainBarError) -> Outcome
}

extension Command {
  static var needsConfig: Bool { true }
}

/// A typed handle on an `OptionSpec`: reading a resolved option gives a `Value`,
/// never a string.
public struct Option<Value: Sendable>: Sendable {
  public let spec: OptionSpec
  /// What a run uses when neither the command line nor the config gives a value.
  public let defaultValue: Value

  /// A valued option or config key. `configKey` defaults to the name for options
  /// that `places` puts in the config file.
  init(
    _ name: String, value valueName: String, places: OptionPlaces = .commandLine,
    configKey: String? = nil, environment: String? = nil, default defaultValue: Value,
    choices: [String]? = nil, help: @autoclosure @escaping @Sendable () -> String,
    read: @escaping @Sendable (String) -> Result<Value, InvalidValue>
  ) {
    spec = OptionSpec(
      name: name, configKey: places.contains(.configFile) ? configKey ?? name : nil,
      onCommandLine: places.contains(.commandLine), environmentVariable: environment,
      valueName: valueName, help: help(), choices: choices,
      read: { text in read(text).map { $0 as any Sendable } })
    self.defaultValue = defaultValue
  }

  public func read(_ text: String) -> Result<Value, InvalidValue> {
    spec.read(text).flatMap { value in
      (value as? Value).map { .success($0) } ?? .failure(InvalidValue("."))
    }
  }
}

extension Option where Value == Bool {
  /// A command-line flag.
  init(flag name: String, help: @autoclosure @escaping @Sendable () -> String) {
    spec = OptionSpec(
      name: name, configKey: nil, onCommandLine: true, environmentVariable: nil, valueName: nil,
      help: help(), choices: nil, read: { _ in .success(true) })
    defaultValue = false
  }
}

/// Where an option may be given.
public struct OptionPlaces: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let commandLine = OptionPlaces(rawValue: 1)
  public static let configFile = OptionPlaces(rawValue: 2)
  public static let both: OptionPlaces = [.commandLine, .configFile]
}

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
      read: { text in
        switch read(text) {
        case .success(let value): return .value(value)
        case .failure(let invalid): return .invalid(invalid)
        }
      })
    self.defaultValue = defaultValue
  }

  public func read(_ text: String) -> Result<Value, InvalidValue> {
    // A switch, not Result.flatMap: the generic flatMap needed the run-time
    // metadata of Result<Value, InvalidValue>, and so a conformance lookup
    // (InvalidValue: Error), on any run that read an endpoint variable.
    switch spec.read(text) {
    case .value(let value):
      guard let value = value as? Value else { return .failure(InvalidValue(".")) }
      return .success(value)
    case .invalid(let invalid):
      return .failure(invalid)
    }
  }
}

extension Option where Value == Bool {
  /// A command-line flag.
  init(flag name: String, help: @autoclosure @escaping @Sendable () -> String) {
    spec = OptionSpec(
      name: name, configKey: nil, onCommandLine: true, environmentVariable: nil, valueName: nil,
      help: help(), choices: nil, read: { _ in .value(true) })
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

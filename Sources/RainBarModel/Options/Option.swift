/// A typed handle on an `OptionSpec`: reading a resolved option gives a `Value`,
/// never a string.
public struct Option<Value: Sendable>: Sendable {
  public var spec: OptionSpec
  /// What a run uses when neither the command line nor the config gives a value.
  public let defaultValue: Value

  /// A valued option or config key. `configKey` defaults to the name for options
  /// that `places` puts in the config file. The help gets "(default …, config
  /// key '…')." added from the declaration; `defaultText` words a default that
  /// is not its value's text. Inlinable: each feature's options are declared
  /// in its own target, and a generic call here would make every run build
  /// `Option<Value>`'s metadata for each one (0.1 M instructions of a bar run).
  @inlinable package init(
    _ name: String, value valueName: String, places: OptionPlaces = .commandLine,
    configKey: String? = nil, environment: String? = nil, default defaultValue: Value,
    defaultText: String? = nil, choices: @autoclosure @escaping @Sendable () -> [String]? = nil,
    secret: Bool = false, required: Bool = false,
    help: @autoclosure @escaping @Sendable () -> String,
    read: @escaping @Sendable (String) -> OptionReading
  ) {
    spec = OptionSpec(
      name: name, configKey: places.contains(.configFile) ? configKey ?? name : nil,
      onCommandLine: places.contains(.commandLine), environmentVariable: environment,
      valueName: valueName, summary: help,
      defaultText: { defaultText ?? Self.text(of: defaultValue) }, choices: choices,
      read: read)
    spec.secret = secret
    spec.required = required
    self.defaultValue = defaultValue
  }

  /// A default as help shows it: numbers without a needless ".0", enums by name;
  /// nil for "none" (absent values, false flags).
  @inlinable package static func text(of value: Value) -> String? {
    switch value as Any {
    case let number as Double:
      return number == number.rounded() ? "\(Int(number))" : "\(number)"
    case let number as Int: return "\(number)"
    case let named as any RawRepresentable:
      return named.rawValue as? String
    default: return nil
    }
  }

  /// The same option, completed in shells with the saved locations' names.
  package func completingSavedLocations() -> Option {
    var copy = self
    copy.spec.completesSavedLocations = true
    return copy
  }

  /// The value of a text already checked (nil when it does not read).
  @inlinable public func value(of text: String) -> Value? {
    if case .value(let value) = spec.read(text) { return value as? Value }
    return nil
  }
}

extension Option where Value == Bool {
  /// A command-line flag.
  @inlinable package init(flag name: String, help: @autoclosure @escaping @Sendable () -> String) {
    spec = OptionSpec(
      name: name, configKey: nil, onCommandLine: true, environmentVariable: nil, valueName: nil,
      summary: help, defaultText: { nil }, choices: { nil }, read: { _ in .value(true) })
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
